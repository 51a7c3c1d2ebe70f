// A person's documents (part 1 §2 /upload/{relatedObject}/{relatedObjectId}, §3 File: filename,
// filesize_bytes, document_type). The spec names no types or size for documents: we reuse its file codes
// (part 1 §5 avatar: FILETYPE_NOT_ALLOWED, FILE_TOO_BIG), the type checked before the size as there.

import type { ProfileAction, ProfileSection } from './permissions';
import type { ValidationError } from './validation';

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
export const DOCUMENT_TYPES = [
  'contract',
  'id_card',
  'diploma',
  'medical_certificate',
  'work_regulations',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * part 1 §2 /{relatedObject}/{relatedObjectId}/documents: the objects documents belong to. The spec names the value
 * only for people (§7 activity relatedObject employee); we choose car for the fleet's vehicles (its activity event types
 * are car_…) and asset for assets (asset_…), the objects of part 1 §3 with a page of their own (/fleet/{id},
 * /assets/{id}). Trainings are the company's and have no page: none.
 */
export const DOCUMENT_RELATED_OBJECTS = ['employee', 'car', 'asset'] as const;
export type DocumentRelatedObject = (typeof DOCUMENT_RELATED_OBJECTS)[number];

/**
 * Who may see and change an object's documents, decided over the person the object belongs to (a car's
 * driver, an asset's holder). A person's documents are the documents section and the upload rule; a car's or an
 * asset's are the rules of that object itself (the fleet or the assets section, adding a vehicle or an asset).
 */
export const DOCUMENT_RULES: Record<DocumentRelatedObject, { see: ProfileSection; change: ProfileAction }> = {
  employee: { see: 'documents', change: 'uploadDocument' },
  car: { see: 'fleet', change: 'addVehicle' },
  asset: { see: 'assets', change: 'addAsset' },
};

export const isDocumentRelatedObject = (value: string | null | undefined): value is DocumentRelatedObject =>
  (DOCUMENT_RELATED_OBJECTS as readonly (string | null | undefined)[]).includes(value);

export type DocumentError = 'FILETYPE_NOT_ALLOWED' | 'FILE_TOO_BIG' | 'FILE_IS_EMPTY';

/** The file name's extension in lower case, '' without one. */
export function extensionOf(filename: string): string {
  const dot = filename.lastIndexOf('.');
  return dot <= 0 ? '' : filename.slice(dot + 1).toLowerCase();
}

/** The content type a document is stored and served with; null for a type that is not allowed. */
export function documentContentType(filename: string): string | null {
  const extension = extensionOf(filename);
  return Object.prototype.hasOwnProperty.call(DOCUMENT_CONTENT_TYPES, extension)
    ? DOCUMENT_CONTENT_TYPES[extension as DocumentExtension]
    : null;
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

// ---- the stored name (part 1 §3 File: filename) ----

/**
 * What no file name keeps: control characters (C0, DEL, C1), the line and paragraph separators, and the bidirectional
 * controls (Unicode property Bidi_Control: U+061C, U+200E/U+200F, U+202A–U+202E, U+2066–U+2069), which reorder what is
 * shown: `invoice\u202Efdp.exe` shows as `invoiceexe.pdf`. Unicode's own property rather than a list of code points.
 */
const INVISIBLE_CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}\p{Bidi_Control}]/gu;

/** A name without its control characters (see above), as it is shown, stored and sent back. */
export function withoutControls(name: string): string {
  return name.replace(INVISIBLE_CONTROLS, '');
}

/**
 * The name an uploaded file is stored under: as the browser sent it without its path, its control characters
 * (withoutControls) and the spaces around it, at most DOCUMENT_NAME_MAX_LENGTH characters — the last ones, so the
 * extension stays.
 */
export function uploadedFileName(sent: string): string {
  const base = sent.split(/[\\/]/).pop() ?? '';
  return [...withoutControls(base).trim()].slice(-DOCUMENT_NAME_MAX_LENGTH).join('');
}

// ---- renaming (part 1 §2 /{relatedObject}/{relatedObjectId}/documents/{documentId}) ----

/** files.filename holds at most 255 characters (migration 002), as uploadedFileName keeps an uploaded name. */
export const DOCUMENT_NAME_MAX_LENGTH = 255;

export type DocumentNameError = ValidationError<
  'FIELD_IS_REQUIRED' | 'TEXT_TOO_LONG' | 'INVALID_CHARACTERS' | 'FILE_EXTENSION_CHANGED'
> & { field: 'filename' };

const nameError = (code: DocumentNameError['code'], message: string): { error: DocumentNameError } => ({
  error: { code, message, field: 'filename' },
});

/**
 * A document's new name (we choose the rules; the spec shows none): not blank, no path or control characters, at most
 * 255 characters, and the type it was stored and is served with kept: a name without an allowed extension gets the
 * current one ('Diploma' → 'Diploma.pdf'), another allowed extension is FILE_EXTENSION_CHANGED (renaming does not
 * convert a file; pdf and PDF are the same). The name is trimmed, and loses its invisible bidirectional controls (see
 * withoutControls: a person cannot see them to take them out).
 */
export function renamedDocument(newName: string, current: string): { filename: string } | { error: DocumentNameError } {
  const name = newName.replace(/\p{Bidi_Control}/gu, '').trim();
  const extension = extensionOf(current);
  if (name === '' || (extension !== '' && name.toLowerCase() === `.${extension}`))
    return nameError('FIELD_IS_REQUIRED', 'filename is required');
  if (/[\\/\p{Cc}\p{Zl}\p{Zp}]/u.test(name))
    return nameError('INVALID_CHARACTERS', 'A name has no slashes or control characters');
  const given = documentContentType(name) === null ? '' : extensionOf(name);
  if (given !== '' && given !== extension)
    return nameError('FILE_EXTENSION_CHANGED', `The name keeps the extension .${extension}`);
  const filename = given === '' && extension !== '' ? `${name}.${extension}` : name;
  if ([...filename].length > DOCUMENT_NAME_MAX_LENGTH)
    return nameError('TEXT_TOO_LONG', `A name has at most ${DOCUMENT_NAME_MAX_LENGTH} characters`);
  return { filename };
}
