// The avatar's HTTP routes on the gateway's origin: the web app talks only to the gateway, and an
// upload is a multipart file, not GraphQL. Both stream straight through to the REST API, which checks, stores
// and serves (part 1 §5: jpg/jpeg/png up to 5242880 bytes, FILETYPE_NOT_ALLOWED / FILE_TOO_BIG).
//   POST /api/employees/:id/avatar  multipart field `file`, the caller's bearer token; :id is the REST id or the
//                                   Employee's global id. Answers the REST answer: { avatar } or { code, message }.
//   GET  /api/avatars/:file         the image at the URL Employee.avatar answers; no token (an <img> sends none).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher, Pool } from 'undici';
import { fromGlobalId } from '../core/ids';

// A reason phrase may hold no control characters and only latin1 (RFC 9112 §4), as the REST API's.
export const asReasonPhrase = (message: string) => message.replace(/[^\x20-\x7e\xa0-\xff]/g, ' ').slice(0, 200);

const PASSED_BACK = [
  'content-type',
  'cache-control',
  'x-content-type-options',
  'content-security-policy',
  'i18n_code',
] as const;

export function copyHeaders(
  from: Dispatcher.ResponseData['headers'],
  to: { header(name: string, value: string): unknown },
  names: readonly string[] = PASSED_BACK,
) {
  for (const name of names) {
    const value = from[name];
    if (typeof value === 'string') to.header(name, value);
  }
}

export function restId(raw: string): number | null {
  if (/^[1-9][0-9]{0,8}$/.test(raw)) return Number(raw);
  return fromGlobalId(raw, 'Employee')?.id ?? null;
}

/** The headers a multipart upload goes on with: its type and length, the caller's bearer token, the request id. */
export function uploadHeaders(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  for (const name of ['content-type', 'content-length'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const token = request.sessionToken;
  if (token) headers.authorization = `Bearer ${token}`;
  headers['x-request-id'] = request.id;
  return headers;
}

/** Answers the REST API's answer to an upload; a refusal carries its message as the reason phrase (part 1 §8). */
export async function answerUpload(response: Dispatcher.ResponseData, reply: FastifyReply) {
  const text = await response.body.text();
  if (response.statusCode >= 400) {
    // undici does not hand over the reason phrase; the JSON message is the same text.
    try {
      // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the value is a primitive from a parsed request
      reply.raw.statusMessage = asReasonPhrase(String((JSON.parse(text) as { message?: unknown }).message ?? ''));
    } catch {
      // not JSON: keep the standard phrase
    }
  }
  copyHeaders(response.headers, reply);
  return reply.status(response.statusCode).send(text);
}

export async function avatarProxyRoutes(app: FastifyInstance, { pool }: { pool: Pool }) {
  // Leave multipart bodies unread here: they stream to the REST API as they arrive, never buffered.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  app.post('/api/employees/:id/avatar', async (request, reply) => {
    const id = restId((request.params as { id: string }).id);
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
