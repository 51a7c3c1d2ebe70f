// The contract PDF on the gateway's origin (issue 18, part 2 §7 GET /api/contract/{id}/pdf): Contract.pdfUrl points
// here; the web app fetches it with the caller's bearer token and saves the file. A PDF is a file, not GraphQL, so it
// streams through from the REST API, which decides who may read it (404 for another company's, 403 without access).
//   GET /api/contract/:id/pdf   :id is the REST id or the Contract's global id.
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'undici';
import { bearerToken } from './context';
import { fromGlobalId } from './ids';

const PASSED_BACK = ['content-type', 'content-disposition', 'i18n_code'] as const;

export async function contractPdfProxyRoutes(app: FastifyInstance, { pool }: { pool: Pool }) {
  app.get('/api/contract/:id/pdf', async (request, reply) => {
    const raw = (request.params as { id: string }).id;
    const id = /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : (fromGlobalId(raw, 'Contract')?.id ?? null);
    if (id === null) return reply.status(404).send({ code: 'NOT_FOUND', message: 'This contract does not exist.' });
    const headers: Record<string, string> = { 'x-request-id': request.id };
    const token = bearerToken(request);
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await pool.request({ method: 'GET', path: `/api/contract/${id}/pdf`, headers });
    for (const name of PASSED_BACK) {
      const value = response.headers[name];
      if (typeof value === 'string') reply.header(name, value);
    }
    return reply.status(response.statusCode).send(response.body);
  });
}
