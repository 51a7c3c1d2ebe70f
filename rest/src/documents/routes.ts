// Documents of a person, a car or an asset (part 1 §3 File; §7 "Files (relatedObject, relatedObjectId)":
// relatedObject employee, car or asset, domain documents DOCUMENT_RELATED_OBJECTS). Paths not shown: we chose
// GET /api/files/list, and GET /api/files/batch?ids= for the gateway's node(id:). Uploading and downloading the file
// itself: documentFiles.ts; renaming and deleting: documentChanges.ts. Who may see a car's or an asset's
// documents is decided over the person it is assigned to (domain DOCUMENT_RULES): one in stock, deleted or of another
// company answers 404 like a missing one.
import { DOCUMENT_RELATED_OBJECTS, DOCUMENT_RULES } from '@people/domain/documents';
import type { UserRow } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { sectionContext, visibleRows } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { fileSchema } from './schemas';
import { files, relatedPerson, type FileRow } from './sql';
import { dataOf, id, obj, personErrors, idsQuerySchema, parseIds } from '../core/schemas';

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
