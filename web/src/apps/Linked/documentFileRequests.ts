// A document's file over HTTP (part 1 §2 upload "with progress"): not GraphQL, which has neither upload
// progress nor downloads. Everything the web app assumes about the two calls is here (gateway/src/documents/proxy.ts).
import type { DocumentRelatedObject } from '@people/domain/documents';

/** Where a document of a person, a car or an asset is sent (relatedObject of domain DOCUMENT_RELATED_OBJECTS). */
function documentUploadUrl(
  relatedObject: DocumentRelatedObject,
  relatedObjectId: string,
  documentType: string | null,
): string {
  const path = `/api/files/upload/${relatedObject}/${encodeURIComponent(relatedObjectId)}`;
  return documentType ? `${path}?document_type=${encodeURIComponent(documentType)}` : path;
}

/** A refusal: the spec's code (FILETYPE_NOT_ALLOWED, FILE_TOO_BIG, FORBIDDEN…) and the server's message; status 0 offline. */
export class DocumentFileError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentFileError';
  }
}

function answerOf(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Sends `file` as the multipart field `file` to `url` on the gateway's origin with XMLHttpRequest (fetch reports no
 * upload progress) and the session cookie; resolves with the JSON answer of a 2xx, rejects with the refusal. Documents
 * and a contract's PDF go this way.
 */
export function sendFile(
  url: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const answer = answerOf(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) return resolve(answer);
      const code = typeof answer.code === 'string' ? answer.code : null;
      reject(
        new DocumentFileError(
          xhr.status,
          code,
          typeof answer.message === 'string' ? answer.message : xhr.statusText || `HTTP ${xhr.status}`,
        ),
      );
    };
    xhr.onerror = () => reject(new DocumentFileError(0, null, ''));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Uploads a document of a person, a car or an asset; resolves with the new document's REST id. */
export async function uploadDocument(options: {
  relatedObject: DocumentRelatedObject;
  relatedObjectId: string;
  documentType: string | null;
  file: File;
  onProgress(percent: number): void;
}): Promise<number> {
  const answer = await sendFile(
    documentUploadUrl(options.relatedObject, options.relatedObjectId, options.documentType),
    options.file,
    // eslint-disable-next-line @typescript-eslint/unbound-method -- the method does not use this
    options.onProgress,
  );
  if (typeof answer.id !== 'number') throw new DocumentFileError(200, null, 'The upload answered no document.');
  return answer.id;
}

/** Fetches the file with the session cookie and hands it to the browser as a download named `filename`. */
export async function downloadDocument(url: string, filename: string): Promise<void> {
  const response = await fetch(url);
  if (!response.ok) {
    const answer = answerOf(await response.text());
    throw new DocumentFileError(
      response.status,
      typeof answer.code === 'string' ? answer.code : null,
      response.statusText,
    );
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
}

/** A `back` address of this app only (never another origin): a path that starts with one '/'. */
export function safeBack(back: string | null): string | null {
  return back && back.startsWith('/') && !back.startsWith('//') && !back.startsWith('/\\') ? back : null;
}
