// The contract PDF on the gateway's origin (part 2 §7): a PDF is a file, not GraphQL, so it streams through
// to the REST API with the caller's bearer token; the REST API decides who may read or upload it (404 for another
// company's contract, 403 without access) and checks the file (rest/src/contracts/documents.ts).
//   GET  /api/contract/:id/pdf                              Contract.pdfUrl; :id is the REST id or the Contract's global id
//   POST /api/contracts/pdfbased/uploadPDF?contract_id=     multipart field `file` (a PDF of at most 10 MB, 100 pages),
//                                                           sent from the browser with progress; contract_id as :id above.
//                                                           Answers the REST answer: { success, pages } or { code, message }.
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'undici';
import { fromGlobalId } from '../core/ids';
import { answerUpload, uploadHeaders } from '../core/uploadProxy';

const PASSED_BACK = ['content-type', 'content-disposition', 'i18n_code'] as const;
const notFound = { code: 'NOT_FOUND', message: 'This contract does not exist.' };

const contractId = (raw: unknown) =>
  typeof raw !== 'string'
    ? null
    : /^[1-9][0-9]{0,8}$/.test(raw)
      ? Number(raw)
      : (fromGlobalId(raw, 'Contract')?.id ?? null);

export async function contractPdfProxyRoutes(app: FastifyInstance, { pool }: { pool: Pool }) {
  // Leave multipart bodies unread here: they stream to the REST API as they arrive, never buffered.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  app.get('/api/contract/:id/pdf', async (request, reply) => {
    const id = contractId((request.params as { id: string }).id);
    if (id === null) return reply.status(404).send(notFound);
    const headers: Record<string, string> = { 'x-request-id': request.id };
    const token = request.sessionToken;
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await pool.request({ method: 'GET', path: `/api/contract/${id}/pdf`, headers });
    for (const name of PASSED_BACK) {
      const value = response.headers[name];
      if (typeof value === 'string') reply.header(name, value);
    }
    return reply.status(response.statusCode).send(response.body);
  });

  app.post('/api/contracts/pdfbased/uploadPDF', async (request, reply) => {
    const id = contractId((request.query as { contract_id?: unknown }).contract_id);
    if (id === null) return reply.status(404).send(notFound);
    const response = await pool.request({
      method: 'POST',
      path: '/api/contracts/pdfbased/uploadPDF',
      query: { contract_id: id },
      headers: uploadHeaders(request),
      body: request.raw,
    });
    return answerUpload(response, reply);
  });
}
