// Renaming and deleting a document (part 1 §2 /{relatedObject}/{relatedObjectId}/documents and
// /{documentId}; §3 File). Paths not shown: we chose POST /api/files/rename { id, filename } and POST /api/files/delete
// { id }, both answering the document as it is (renamed) or was (deleted). The rules are the upload's (domain
// DOCUMENT_RULES: uploadDocument, addVehicle, addAsset over the person of the document's object); each change writes its activity item (domain activity
// DOCUMENT_EVENT_TYPES) in its transaction. Deleting removes the row and with it the stored bytes (migration 017 keeps
// them in the row): files have no soft delete, and a deleted document is not downloadable any more.
import { DOCUMENT_RULES, renamedDocument } from '@people/domain/documents';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { personContext, requireAction } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { markDeleted, markRestored, restorable } from '../core/softDelete';
import { files, renameFile, type FileRow } from './sql';
import { fileSchema } from './schemas';
import { id, obj, personErrors } from '../core/schemas';

const answer = { 200: obj({ data: fileSchema }), ...personErrors };
const audit = changeOf({ answer: (a) => (a as { data?: { employee_id?: number } }).data?.employee_id }, ['documents']);

/**
 * The document and the right to change it, the upload's rule of its object (domain DOCUMENT_RULES) over its person;
 * another company's, a missing one or one of a car or an asset in stock answers 404 alike.
 */
async function changeable(db: Queryable, user: UserRow, fileId: number): Promise<FileRow & { employee_id: number }> {
  const [file] = await files(db, user, { ids: [fileId] });
  if (!file?.employee_id) throw notFound('This document does not exist.');
  requireAction(await personContext(db, user, file.employee_id), DOCUMENT_RULES[file.related_object].change);
  return { ...file, employee_id: file.employee_id };
}

/** The activity item's keys: a car's or an asset's document says whose it is (part 1 §3 activity of the person). */
const about = (file: FileRow) =>
  file.related_object === 'employee'
    ? {}
    : { related_object: file.related_object, related_object_id: file.related_object_id };

export async function documentChangeRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    '/api/files/rename',
    {
      config: { audit },
      schema: {
        tags: ['documents'],
        summary:
          'Rename a document (domain documents renamedDocument: FIELD_IS_REQUIRED, INVALID_CHARACTERS, TEXT_TOO_LONG, FILE_EXTENSION_CHANGED; a name without an extension keeps the current one); writes document_renamed. Needs uploadDocument',
        body: obj({ id, filename: { type: 'string', maxLength: 1000 } }, ['id', 'filename']),
        response: answer,
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      const file = await changeable(db, user, body.id);
      const renamed = renamedDocument(body.filename, file.filename);
      if ('error' in renamed)
        throw new HttpError(400, renamed.error.code, renamed.error.message, {
          i18nCode: renamed.error.code,
          details: { field: 'filename' },
        });
      if (renamed.filename === file.filename) return { data: file };
      await db.transaction(async (tx) => {
        await renameFile(tx, user.company_id, file.id, renamed.filename);
        await writeActivity(tx, user, {
          employeeId: file.employee_id,
          eventType: 'document_renamed',
          info: { old_type: file.filename, new_type: renamed.filename, ...about(file) },
        });
      });
      return { data: { ...file, filename: renamed.filename } };
    },
  );

  app.post(
    '/api/files/delete',
    {
      config: { audit },
      schema: {
        tags: ['documents'],
        summary:
          'Delete a document and its stored file; answers it as it was; writes document_deleted. Needs uploadDocument. Restorable for ' +
          '30 days (POST /api/files/restore), then purged',
        body: obj({ id }, ['id']),
        response: answer,
      },
    },
    async (request) => {
      const { id: fileId } = request.body;
      const user = request.user;
      const file = await changeable(db, user, fileId);
      await db.transaction(async (tx) => {
        await markDeleted(tx, 'files', user.company_id, file.id);
        await writeActivity(tx, user, {
          employeeId: file.employee_id,
          eventType: 'document_deleted',
          info: { old_type: file.filename, ...about(file) },
        });
      });
      return { data: file };
    },
  );

  app.post(
    '/api/files/restore',
    {
      config: { audit },
      schema: {
        tags: ['documents'],
        summary:
          'Ours (domain retention): restores a document deleted at most 30 days ago, for whoever may delete it. Past 30 days, ' +
          'or never deleted, it answers 404',
        body: obj({ id }, ['id']),
        response: answer,
      },
    },
    async (request) => {
      const { id: fileId } = request.body;
      const user = request.user;
      // Restored first, then the delete's own check on the document as it is again: a refusal rolls the restore back.
      const file = await db.transaction(async (tx) => {
        if (!(await restorable(tx, 'files', user.company_id, fileId))) throw notFound('This document does not exist.');
        await markRestored(tx, 'files', user.company_id, fileId);
        return changeable(tx, user, fileId);
      });
      return { data: file };
    },
  );
}
