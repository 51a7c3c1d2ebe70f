// The SQL of documents (part 1 §3 File): the lists and batches of an object's documents, the person an object's
// documents are decided over, and the file's upload, download and rename. Every statement is scoped to the caller's
// company and leaves deleted rows out.
import { formatDate } from '@people/domain/dates';
import { withoutControls, type DocumentRelatedObject } from '@people/domain/documents';
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';
import { notFound } from '../core/errors';

export interface FileRow {
  id: number;
  /** The person whose rules decide: the document's own, or its car's driver, its asset's holder; null when none. */
  employee_id: number | null;
  related_object: DocumentRelatedObject;
  related_object_id: number;
  filename: string;
  filesize_bytes: number;
  document_type: string | null;
  date_uploaded: string;
  date_uploaded_formatted: string;
  real_name: string | null;
  content_type: string | null;
}

/** The column of files that points at each related object. */
export const RELATED_COLUMN: Record<DocumentRelatedObject, 'employee_id' | 'vehicle_id' | 'asset_id'> = {
  employee: 'employee_id',
  car: 'vehicle_id',
  asset: 'asset_id',
};

export type RelatedObjectRef = { relatedObject: DocumentRelatedObject; relatedObjectId: number };

/** The documents of one object, or the documents with these ids, of the caller's company. */
export async function files(
  db: Queryable,
  user: UserRow,
  filter: RelatedObjectRef | { ids: number[] },
): Promise<FileRow[]> {
  const condition = 'ids' in filter ? 'f.id = ANY($2::int[])' : `f.${RELATED_COLUMN[filter.relatedObject]} = $2`;
  const rows = await db.query<Omit<FileRow, 'date_uploaded_formatted'>>(
    `SELECT f.id, coalesce(f.employee_id, v.employee_id, a.employee_id) AS employee_id,
       CASE WHEN f.vehicle_id IS NOT NULL THEN 'car' WHEN f.asset_id IS NOT NULL THEN 'asset' ELSE 'employee' END AS related_object,
       coalesce(f.employee_id, f.vehicle_id, f.asset_id) AS related_object_id,
       f.filename, f.filesize_bytes, f.document_type, u.name AS real_name, CASE WHEN f.content IS NULL THEN NULL ELSE f.content_type END AS content_type,
       to_char(f.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date_uploaded
     FROM files f LEFT JOIN users u ON u.id = f.uploaded_by_user_id
       LEFT JOIN vehicles v ON v.id = f.vehicle_id AND v.company_id = f.company_id AND v.deleted = 0
       LEFT JOIN assets a ON a.id = f.asset_id AND a.company_id = f.company_id
     WHERE f.company_id = $1 AND f.deleted_at IS NULL AND ${condition}
     ORDER BY f.uploaded_at DESC, f.id DESC`,
    [user.company_id, 'ids' in filter ? filter.ids : filter.relatedObjectId],
  );
  // A stored name is listed without control characters, whatever wrote the row (domain withoutControls).
  return rows.map((r) => ({
    ...r,
    filename: withoutControls(r.filename),
    date_uploaded_formatted: formatDate(r.date_uploaded),
  }));
}

/**
 * The person whose rules decide about an object's documents: the person, the car's driver (not deleted), the asset's
 * holder. 404 for one of another company, missing, deleted or in stock.
 */
export async function relatedPerson(
  db: Queryable,
  user: UserRow,
  { relatedObject, relatedObjectId }: RelatedObjectRef,
): Promise<number> {
  if (relatedObject === 'employee') return relatedObjectId;
  const [row] = await db.query<{ employee_id: number | null }>(
    relatedObject === 'car'
      ? 'SELECT employee_id FROM vehicles WHERE company_id = $1 AND id = $2 AND deleted = 0'
      : 'SELECT employee_id FROM assets WHERE company_id = $1 AND id = $2',
    [user.company_id, relatedObjectId],
  );
  if (!row?.employee_id)
    throw notFound(relatedObject === 'car' ? 'This vehicle does not exist.' : 'This asset does not exist.');
  return row.employee_id;
}

export interface NewFile {
  filename: string;
  bytes: Buffer;
  documentType: string | null;
  contentType: string | null;
}

/** Stores a document of an object, uploaded by the caller; answers its id. */
export async function insertFile(db: Queryable, user: UserRow, ref: RelatedObjectRef, file: NewFile) {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO files (company_id, ${RELATED_COLUMN[ref.relatedObject]}, filename, filesize_bytes, document_type, uploaded_by_user_id, content, content_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      user.company_id,
      ref.relatedObjectId,
      file.filename,
      file.bytes.length,
      file.documentType,
      user.id,
      file.bytes,
      file.contentType,
    ],
  );
  return row.id;
}

/** A document's stored file, or undefined. */
export async function fileContent(db: Queryable, companyId: number, fileId: number) {
  const [file] = await db.query<{ filename: string; content: Uint8Array | null; content_type: string | null }>(
    'SELECT filename, content, content_type FROM files WHERE company_id = $1 AND id = $2 AND deleted_at IS NULL',
    [companyId, fileId],
  );
  return file;
}

/** Renames a document. */
export async function renameFile(tx: Queryable, companyId: number, fileId: number, filename: string) {
  await tx.query('UPDATE files SET filename = $3 WHERE company_id = $1 AND id = $2', [companyId, fileId, filename]);
}
