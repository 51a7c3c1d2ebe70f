// A document's file (part 1 §2 /upload/{relatedObject}/{relatedObjectId} "with progress" and
// /{relatedObject}/{relatedObjectId}/documents/{documentId}; §3 File). Paths not shown: we chose
//   POST /api/files/upload/{relatedObject}/{relatedObjectId}?document_type=  multipart field `file`; answers { id }
//   GET  /api/files/{id}/download                                           the bytes, as an attachment
// The bytes are stored in the files row (migration 017). Type and size are checked by domain documents before
// anything is stored: FILETYPE_NOT_ALLOWED (400), FILE_TOO_BIG (413), FILE_IS_EMPTY (400).
import multipart from '@fastify/multipart';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_RELATED_OBJECTS,
  DOCUMENT_RULES,
  DOCUMENT_TYPES,
  documentContentType,
  uploadedFileName,
  validateDocument,
  withoutControls,
  type DocumentError,
} from '@people/domain/documents';
import { changeOf } from '../core/audit';
import type { Db } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { personContext, requireAction, sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { fileContent, files, insertFile, relatedPerson } from './sql';
import { id, obj, personErrors, idParamSchema } from '../core/schemas';

const MESSAGES: Record<DocumentError, string> = {
  FILETYPE_NOT_ALLOWED: 'This type of file is not allowed.',
  FILE_TOO_BIG: `The file is bigger than ${DOCUMENT_MAX_BYTES} bytes.`,
  FILE_IS_EMPTY: 'The file is empty.',
};

const refused = (code: DocumentError) =>
  new HttpError(code === 'FILE_TOO_BIG' ? 413 : 400, code, MESSAGES[code], {
    i18nCode: code,
    details: { field: 'file' },
  });

const fileRequired = () => new HttpError(400, 'FIELD_IS_REQUIRED', 'file is required', { details: { field: 'file' } });

/** RFC 6266: an ASCII fallback and the UTF-8 name, without control characters whenever the name was stored. */
function attachment(stored: string): string {
  const filename = withoutControls(stored);
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export async function documentFileRoutes(app: Api, { db }: { db: Db }) {
  // One more byte than allowed, so a truncated read means 'too big' without buffering an unbounded body.
  await app.register(multipart, {
    limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/files/upload/:relatedObject/:relatedObjectId',
    {
      schema: {
        tags: ['documents'],
        summary: `Upload a document of a person, a car or an asset: multipart field \`file\`, up to ${DOCUMENT_MAX_BYTES} bytes of an allowed type (domain documents); answers its id and the person whose rules decided. Needs uploadDocument for a person, addVehicle for a car, addAsset for an asset (domain DOCUMENT_RULES)`,
        params: obj({ relatedObject: { type: 'string', enum: [...DOCUMENT_RELATED_OBJECTS] }, relatedObjectId: id }, [
          'relatedObject',
          'relatedObjectId',
        ]),
        querystring: obj({ document_type: { type: 'string', enum: [...DOCUMENT_TYPES] } }, []),
        consumes: ['multipart/form-data'],
        response: { 200: obj({ id, employee_id: id }, ['id', 'employee_id']), ...personErrors },
      },
      config: { audit: changeOf({ answer: (a) => (a as { employee_id?: number }).employee_id }, ['documents']) },
    },
    async (request) => {
      const ref = request.params;
      const { document_type: documentType } = request.query;
      const user = request.user;
      const employeeId = await relatedPerson(db, user, ref);
      requireAction(await personContext(db, user, employeeId), DOCUMENT_RULES[ref.relatedObject].change);
      if (!request.isMultipart()) throw fileRequired();
      const part = await request.file();
      if (!part || part.fieldname !== 'file') throw fileRequired();
      const filename = uploadedFileName(part.filename);
      // The type first, before reading a byte of a file we will refuse anyway.
      const byName = validateDocument({ filename, size: 1 });
      if (byName) {
        part.file.resume();
        throw refused(byName);
      }
      const bytes = await part.toBuffer();
      const bySize = validateDocument({ filename, size: part.file.truncated ? DOCUMENT_MAX_BYTES + 1 : bytes.length });
      if (bySize) throw refused(bySize);
      const fileId = await insertFile(db, user, ref, {
        filename,
        bytes,
        documentType: documentType ?? null,
        contentType: documentContentType(filename),
      });
      return { id: fileId, employee_id: employeeId };
    },
  );

  app.get(
    '/api/files/:id/download',
    {
      schema: {
        tags: ['documents'],
        summary:
          "A document's file, as an attachment with its type and size; needs what seeing its object's documents needs (domain DOCUMENT_RULES)",
        params: idParamSchema,
        response: {
          200: {
            description: 'The file',
            content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
          },
          ...personErrors,
        },
      },
    },
    async (request, reply) => {
      const { id: fileId } = request.params;
      const user = request.user;
      const [owner] = await files(db, user, { ids: [fileId] });
      if (!owner?.employee_id) throw notFound('This document does not exist.');
      await sectionContext(db, user, owner.employee_id, DOCUMENT_RULES[owner.related_object].see);
      const file = await fileContent(db, user.company_id, fileId);
      if (!file?.content) throw notFound('This document has no stored file.');
      const bytes = Buffer.from(file.content);
      return reply
        .header('content-type', file.content_type ?? 'application/octet-stream')
        .header('content-length', String(bytes.length))
        .header('content-disposition', attachment(file.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );
}
