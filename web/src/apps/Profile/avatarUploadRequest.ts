// The avatar upload call (part 1 §7 "Avatar upload: id and file with progress"). It is a plain
// multipart POST, not a GraphQL mutation: GraphQL has no upload progress. Everything the web app
// assumes about the call is in this file: the URL, the field name and the answer's shape.
import { failureText } from '@people/domain/profile';

function avatarUploadUrl(internalId: number): string {
  return `/api/employees/${internalId}/avatar`;
}

const AVATAR_FILE_FIELD = 'file';

/** The answer: the URL the new avatar is served from. */
type AvatarUploadAnswer = { avatar: string };

class AvatarUploadError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'AvatarUploadError';
    this.status = status;
  }
}

type UploadOptions = {
  internalId: number;
  file: File;
  /** 0–100, as the browser sends the file. */
  onProgress: (percent: number) => void;
};

/**
 * Sends the file with XMLHttpRequest (fetch reports no upload progress). Resolves with the new
 * avatar URL. Rejects with an AvatarUploadError whose message is the server's reason phrase, else
 * the `message` of its JSON body, else the HTTP status (part 1 §8 "Avatar failure"); status 0
 * when the request did not get through.
 */
export function uploadAvatar({ internalId, file, onProgress }: UploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', avatarUploadUrl(internalId));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.avatar === 'string') {
        resolve((body as AvatarUploadAnswer).avatar);
        return;
      }
      const bodyMessage = typeof body?.message === 'string' ? body.message : null;
      const message = failureText({ reasonPhrase: xhr.statusText || bodyMessage, statusText: `HTTP ${xhr.status}` });
      reject(new AvatarUploadError(xhr.status, message));
    };
    xhr.onerror = () => reject(new AvatarUploadError(0, ''));
    const form = new FormData();
    form.append(AVATAR_FILE_FIELD, file, file.name);
    xhr.send(form);
  });
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
