// What the gateway's HTTP proxies share (the avatar, documents, contract PDFs, exports): they stream to the REST API
// and pass its answer back as it is, a refusal with its message as the reason phrase (part 1 §8).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { fromGlobalId } from './ids';

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

/** The person of a path: the REST id or the Employee's global id; null for neither. */
export function pathEmployeeId(raw: string): number | null {
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
