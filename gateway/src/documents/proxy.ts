// A document's file on the gateway's origin (part 1 §2 upload "with progress" and download): the web app
// talks only to the gateway, and a file is not GraphQL. Both stream straight through to the REST API with the
// caller's bearer token; the REST API checks, stores and serves (rest/src/documents/files.ts).
//   POST /api/files/upload/:relatedObject/:relatedObjectId?document_type=  multipart field `file`; :relatedObject is
//                                    employee, car or asset (domain DOCUMENT_RELATED_OBJECTS), :relatedObjectId the REST id or
//                                    the Employee's, Vehicle's or Asset's global id. Answers the REST answer: { id, employee_id }
//                                    or { code, message }.
//   GET  /api/files/:id/download     the file; :id is the REST id or the Document's global id.
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'undici';
import { isDocumentRelatedObject, type DocumentRelatedObject } from '@people/domain/documents';
import { fromGlobalId, type NodeType } from '../core/ids';
import { answerUpload, copyHeaders, uploadHeaders } from '../core/uploadProxy';

const DOWNLOAD_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
];

const NODE_TYPES: Record<DocumentRelatedObject, NodeType> = { employee: 'Employee', car: 'Vehicle', asset: 'Asset' };

/** The REST id of the object a document is uploaded for: the spec's numeric id, or the object's global id. */
function relatedObjectRestId(relatedObject: string, raw: string): number | null {
  if (!isDocumentRelatedObject(relatedObject)) return null;
  if (/^[1-9][0-9]{0,8}$/.test(raw)) return Number(raw);
  return fromGlobalId(raw, NODE_TYPES[relatedObject])?.id ?? null;
}

function documentId(raw: string): number | null {
  if (/^[1-9][0-9]{0,8}$/.test(raw)) return Number(raw);
  return fromGlobalId(raw, 'Document')?.id ?? null;
}

export async function documentProxyRoutes(app: FastifyInstance, { pool }: { pool: Pool }) {
  // Leave multipart bodies unread here: they stream to the REST API as they arrive, never buffered.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  app.post('/api/files/upload/:relatedObject/:relatedObjectId', async (request, reply) => {
    const { relatedObject, relatedObjectId } = request.params as { relatedObject: string; relatedObjectId: string };
    const id = relatedObjectRestId(relatedObject, relatedObjectId);
    if (id === null) return reply.status(404).send({ code: 'NOT_FOUND', message: 'This person does not exist.' });
    const { document_type: documentType } = request.query as { document_type?: string };
    const query = typeof documentType === 'string' ? { document_type: documentType } : undefined;
    const response = await pool.request({
      method: 'POST',
      path: `/api/files/upload/${relatedObject}/${id}`,
      query,
      headers: uploadHeaders(request),
      body: request.raw,
    });
    return answerUpload(response, reply);
  });

  app.get('/api/files/:id/download', async (request, reply) => {
    const id = documentId((request.params as { id: string }).id);
    if (id === null) return reply.status(404).send({ code: 'NOT_FOUND', message: 'This document does not exist.' });
    const headers: Record<string, string> = { 'x-request-id': request.id };
    const token = request.sessionToken;
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await pool.request({ method: 'GET', path: `/api/files/${id}/download`, headers });
    copyHeaders(response.headers, reply, DOWNLOAD_HEADERS);
    return reply.status(response.statusCode).send(response.body);
  });
}
