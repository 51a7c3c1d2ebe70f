// A person's documents (issue 21; part 1 §2 /upload/{relatedObject}/{relatedObjectId}, §3 File: filename,
// filesize_bytes, document_type). The spec names no types or size for documents: we reuse its file codes
// (part 1 §5 avatar: FILETYPE_NOT_ALLOWED, FILE_TOO_BIG), the type checked before the size as there.

/** We choose 10 MiB: twice the avatar's 5242880 bytes (part 1 §9), room for a scanned contract. Exactly this is allowed. */
export const DOCUMENT_MAX_BYTES = 10_485_760;

/** We choose office documents, PDF, text and images; the content type each is stored and served with. */
export const DOCUMENT_CONTENT_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  txt: 'text/plain',
  csv: 'text/csv',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
} as const;

export type DocumentExtension = keyof typeof DOCUMENT_CONTENT_TYPES;

/** The kinds of document (part 1 §3 document_type); the demo data's kinds, and other. */
export const DOCUMENT_TYPES = ['contract', 'id_card', 'diploma', 'medical_certificate', 'work_regulations', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** part 1 §2 /{relatedObject}/{relatedObjectId}/documents: the objects documents belong to; we have people's. */
export const DOCUMENT_RELATED_OBJECTS = ['employee'] as const;

export type DocumentError = 'FILETYPE_NOT_ALLOWED' | 'FILE_TOO_BIG' | 'FILE_IS_EMPTY';

/** The file name's extension in lower case, '' without one. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** The content type a document is stored and served with; null for a type that is not allowed. */
export function documentContentType(filename: string): string | null {
  const extension = extensionOf(filename);
  return Object.prototype.hasOwnProperty.call(DOCUMENT_CONTENT_TYPES, extension) ? DOCUMENT_CONTENT_TYPES[extension as DocumentExtension] : null;
}

/** The type first, then the size (as part 1 §5 for the avatar); an empty file is refused too (we choose). */
export function validateDocument(file: { filename: string; size: number }): DocumentError | null {
  if (documentContentType(file.filename) === null) return 'FILETYPE_NOT_ALLOWED';
  if (file.size > DOCUMENT_MAX_BYTES) return 'FILE_TOO_BIG';
  return file.size === 0 ? 'FILE_IS_EMPTY' : null;
}

/** The accept attribute of the upload's file input. */
export const DOCUMENT_ACCEPT = Object.keys(DOCUMENT_CONTENT_TYPES)
  .map((extension) => `.${extension}`)
  .join(',');
