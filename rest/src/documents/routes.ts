// Documents of a person, a car or an asset (part 1 §3 File; §7 "Files (relatedObject, relatedObjectId)":
// relatedObject employee, car or asset, domain documents DOCUMENT_RELATED_OBJECTS). Paths not shown: we chose
// GET /api/files/list, and GET /api/files/batch?ids= for the gateway's node(id:). Uploading and downloading the file
// itself: documentFiles.ts; renaming and deleting: documentChanges.ts. Who may see a car's or an asset's
// documents is decided over the person it is assigned to (domain DOCUMENT_RULES): one in stock, deleted or of another
// company answers 404 like a missing one.
import { formatDate } from '@people/domain/dates';
import {
  DOCUMENT_RELATED_OBJECTS,
  DOCUMENT_RULES,
  withoutControls,
  type DocumentRelatedObject,
} from '@people/domain/documents';
import type { UserRow } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { notFound } from '../core/errors';
import { sectionContext, visibleRows } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { fileSchema } from './schemas';
import { dataOf, id, obj, personErrors, idsQuerySchema, parseIds } from '../core/schemas';

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

/** The documents the caller may see, each by its related object's rule (domain DOCUMENT_RULES). */
export async function visibleFiles(db: Queryable, user: UserRow, rows: FileRow[]): Promise<FileRow[]> {
  const visible = new Set<FileRow>();
  for (const relatedObject of DOCUMENT_RELATED_OBJECTS) {
    const some = rows.filter((r) => r.related_object === relatedObject);
    if (some.length > 0)
      for (const row of await visibleRows(db, user, some, DOCUMENT_RULES[relatedObject].see)) visible.add(row);
  }
  return rows.filter((r) => visible.has(r));
}

export async function documentRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/files/list',
    {
      schema: {
        tags: ['documents'],
        summary:
          "An object's documents, newest first: a person's need the documents section (part 1 §6), a car's the fleet, an asset's the assets, over the person it is assigned to",
        querystring: obj(
          { relatedObject: { type: 'string', enum: [...DOCUMENT_RELATED_OBJECTS] }, relatedObjectId: id },
          ['relatedObject', 'relatedObjectId'],
        ),
        response: { 200: dataOf(fileSchema), ...personErrors },
      },
    },
    async (request) => {
      const ref = request.query;
      await sectionContext(
        db,
        request.user,
        await relatedPerson(db, request.user, ref),
        DOCUMENT_RULES[ref.relatedObject].see,
      );
      return { data: await files(db, request.user, ref) };
    },
  );

  app.get(
    '/api/files/batch',
    {
      schema: {
        tags: ['documents'],
        summary:
          'Documents by id, for the gateway; ids of another company, missing or the caller may not see (by their related object) are left out',
        querystring: idsQuerySchema,
        response: { 200: dataOf(fileSchema) },
      },
    },
    async (request) => {
      const rows = await files(db, request.user, { ids: parseIds(request.query.ids) });
      return { data: await visibleFiles(db, request.user, rows) };
    },
  );
}
