// The avatar's HTTP routes on the gateway's origin: the web app talks only to the gateway, and an
// upload is a multipart file, not GraphQL. Both stream straight through to the REST API, which checks, stores
// and serves (part 1 §5: jpg/jpeg/png up to 5242880 bytes, FILETYPE_NOT_ALLOWED / FILE_TOO_BIG).
//   POST /api/employees/:id/avatar  multipart field `file`, the caller's bearer token; :id is the REST id or the
//                                   Employee's global id. Answers the REST answer: { avatar } or { code, message }.
//   GET  /api/avatars/:file         the image at the URL Employee.avatar answers; no token (an <img> sends none).
import type { FastifyInstance } from 'fastify';
import type { Pool } from 'undici';
import { answerUpload, copyHeaders, pathEmployeeId, uploadHeaders } from '../core/uploadProxy';

export async function avatarProxyRoutes(app: FastifyInstance, { pool }: { pool: Pool }) {
  // Leave multipart bodies unread here: they stream to the REST API as they arrive, never buffered.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  app.post('/api/employees/:id/avatar', async (request, reply) => {
    const id = pathEmployeeId((request.params as { id: string }).id);
    if (id === null) return reply.status(404).send({ code: 'NOT_FOUND', message: 'This person does not exist.' });
    const response = await pool.request({
      method: 'POST',
      path: `/api/employees/${id}/avatar`,
      headers: uploadHeaders(request),
      body: request.raw,
    });
    return answerUpload(response, reply);
  });

  app.get('/api/avatars/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!/^[A-Za-z0-9_-]{20,64}\.(png|jpg)$/.test(file))
      return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such avatar.' });
    const response = await pool.request({
      method: 'GET',
      path: `/api/avatars/${file}`,
      headers: { 'x-request-id': request.id },
    });
    copyHeaders(response.headers, reply);
    return reply.status(response.statusCode).send(response.body);
  });
}
