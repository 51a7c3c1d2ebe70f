// The people directory's export (issue 21) on the gateway's origin: the web app talks only to the gateway, and a
// file is not GraphQL. It streams through to the REST API, which filters, checks wage access and writes the file.
//   GET /api/employees/export?format=xlsx|csv&<the directory's filters>   the caller's bearer token
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'undici';
import { bearerToken } from './context';

const EXPORT_PATH = '/api/employees/export';
const PASSED_BACK = ['content-type', 'content-disposition', 'x-content-type-options'] as const;

export async function exportProxyRoutes(app: FastifyInstance, { pool }: { pool: Pool }) {
  app.get(EXPORT_PATH, async (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const headers: Record<string, string> = { 'x-request-id': request.id };
    const token = bearerToken(request);
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await pool.request({ method: 'GET', path: EXPORT_PATH + query, headers });
    for (const name of PASSED_BACK) {
      const value = response.headers[name];
      if (typeof value === 'string') reply.header(name, value);
    }
    // The REST API's own answers: the file, or its 4xx `{ code, message }` (bad filters, no token).
    return reply.status(response.statusCode).send(response.body);
  });
}
