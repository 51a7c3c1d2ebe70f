import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An answer the client caused: a 4xx with the spec's code, the message as the reason phrase (ARCHITECTURE.md). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly extra: { i18nCode?: string; details?: Record<string, unknown> } = {},
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, 'NOT_FOUND', what);
export const forbidden = (message = 'You may not do this.') => new HttpError(403, 'FORBIDDEN', message);
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', 'Sign in first.');

// A reason phrase may hold no control characters and only latin1 (RFC 9112 §4).
const asReasonPhrase = (message: string) => message.replace(/[^\x20-\x7e\xa0-\xff]/g, ' ').slice(0, 200);

function send(reply: FastifyReply, status: number, code: string, message: string, extra: HttpError['extra'] = {}) {
  reply.raw.statusMessage = asReasonPhrase(message);
  if (extra.i18nCode) reply.header('i18n_code', extra.i18nCode);
  return reply.status(status).send({ code, message, ...extra.details });
}

/** The single place that turns an exception into an answer: no input may give a 500 with internals. */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return send(reply, error.statusCode, error.code, error.message, error.extra);
  if ('validation' in error && error.validation) {
    const first = error.validation[0];
    if (first?.keyword === 'required') {
      const field = String((first.params as { missingProperty?: string }).missingProperty ?? '');
      return send(reply, 400, 'FIELD_IS_REQUIRED', `${field} is required`, { details: { field } });
    }
    return send(reply, 400, 'INVALID_INPUT', error.message);
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) return send(reply, status, (error as FastifyError).code ?? 'BAD_REQUEST', error.message);
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, 'INTERNAL_ERROR', 'Something went wrong on our side.');
}
