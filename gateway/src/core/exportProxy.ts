// The exports on the gateway's origin: the web app talks only to the gateway, and a file is not GraphQL. Each streams
// through to the REST API, which checks who may export, filters and writes the file.
//   GET /api/employees/export?format=xlsx|csv&<the directory's filters>   the people directory
//   GET /api/contract/list/excel                                           the company's contract history
//   GET /api/contract/employee/:id/list/excel                              a person's contract history; :id is
//                                                                           the REST id or the Employee's global id
// Every one with the caller's bearer token.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'undici';
import { pathEmployeeId } from './uploadProxy';

const PASSED_BACK = ['content-type', 'content-disposition', 'x-content-type-options', 'i18n_code'] as const;

/** Where Employee.contractHistoryExportUrl and Query.contractHistoryExportUrl point (part 2 §6). */
export const contractHistoryExportPath = (employeeId?: string) =>
  employeeId === undefined
    ? '/api/contract/list/excel'
    : `/api/contract/employee/${encodeURIComponent(employeeId)}/list/excel`;

async function passThrough(pool: Pool, request: FastifyRequest, reply: FastifyReply, path: string) {
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  const headers: Record<string, string> = { 'x-request-id': request.id };
  const token = request.sessionToken;
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await pool.request({ method: 'GET', path: path + query, headers });
  for (const name of PASSED_BACK) {
    const value = response.headers[name];
    if (typeof value === 'string') reply.header(name, value);
  }
  // The REST API's own answers: the file, or its 4xx `{ code, message }` (bad filters, no token, no permission).
  return reply.status(response.statusCode).send(response.body);
}

export async function exportProxyRoutes(app: FastifyInstance, { pool }: { pool: Pool }) {
  app.get('/api/employees/export', (request, reply) => passThrough(pool, request, reply, '/api/employees/export'));
  app.get(contractHistoryExportPath(), (request, reply) =>
    passThrough(pool, request, reply, contractHistoryExportPath()),
  );
  app.get('/api/contract/employee/:id/list/excel', async (request, reply) => {
    const id = pathEmployeeId((request.params as { id: string }).id);
    if (id === null) return reply.status(404).send({ code: 'NOT_FOUND', message: 'This person does not exist.' });
    return passThrough(pool, request, reply, contractHistoryExportPath(String(id)));
  });
}
