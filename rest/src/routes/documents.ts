// A person's documents (part 1 §3 File; §7 "Files (relatedObject, relatedObjectId)"). Paths not shown: we
// chose GET /api/files/list, and GET /api/files/batch?ids= for the gateway's node(id:). Uploading and downloading
// the file itself: documentFiles.ts (issue 21).
import type { FastifyInstance } from 'fastify';
import { formatDate } from '@people/domain/dates';
import type { UserRow } from '../auth';
import { authenticate } from '../auth';
import type { Db, Queryable } from '../db';
import { sectionContext, visibleRows } from '../permissionContext';
import { dataOf, fileSchema, personErrors, relatedObjectQuery } from './profileSchemas';
import { idsQuerySchema, parseIds } from './schemas';

export interface FileRow {
  id: number;
  employee_id: number;
  filename: string;
  filesize_bytes: number;
  document_type: string | null;
  date_uploaded: string;
  date_uploaded_formatted: string;
  real_name: string | null;
  content_type: string | null;
}

/** The files of one person, or the files with these ids, of the caller's company. */
export async function files(db: Queryable, user: UserRow, filter: { employeeId: number } | { ids: number[] }): Promise<FileRow[]> {
  const rows = await db.query<Omit<FileRow, 'date_uploaded_formatted'>>(
    `SELECT f.id, f.employee_id, f.filename, f.filesize_bytes, f.document_type, u.name AS real_name, CASE WHEN f.content IS NULL THEN NULL ELSE f.content_type END AS content_type,
       to_char(f.uploaded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date_uploaded
     FROM files f LEFT JOIN users u ON u.id = f.uploaded_by_user_id
     WHERE f.company_id = $1 AND ${'ids' in filter ? 'f.id = ANY($2::int[])' : 'f.employee_id = $2'}
     ORDER BY f.uploaded_at DESC, f.id DESC`,
    [user.company_id, 'ids' in filter ? filter.ids : filter.employeeId],
  );
  return rows.map((r) => ({ ...r, date_uploaded_formatted: formatDate(r.date_uploaded) }));
}


export async function documentRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('preHandler', authenticate(db));

  app.get(
    '/api/files/list',
    {
      schema: {
        tags: ['documents'],
        summary: "A person's documents, newest first; needs the documents section (part 1 §6)",
        querystring: relatedObjectQuery(),
        response: { 200: dataOf(fileSchema), ...personErrors },
      },
    },
    async (request) => {
      const { relatedObjectId } = request.query as { relatedObjectId: number };
      await sectionContext(db, request.user, relatedObjectId, 'documents');
      return { data: await files(db, request.user, { employeeId: relatedObjectId }) };
    },
  );

  app.get(
    '/api/files/batch',
    {
      schema: {
        tags: ['documents'],
        summary: 'Documents by id, for the gateway; ids of another company, missing or in a hidden section are left out',
        querystring: idsQuerySchema,
        response: { 200: dataOf(fileSchema) },
      },
    },
    async (request) => {
      const rows = await files(db, request.user, { ids: parseIds((request.query as { ids: string }).ids) });
      return { data: await visibleRows(db, request.user, rows, 'documents') };
    },
  );
}
