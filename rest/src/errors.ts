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

// The backstop for a constraint a route did not check first (a race between a check and its insert, a rule only the
// schema holds): PostgreSQL's SQLSTATE, which pg and PGlite both expose as `.code`, answers a 4xx without internals.
const DATABASE_ERRORS: Record<string, [status: number, code: string, message: string]> = {
  '23505': [409, 'CONFLICT', 'This conflicts with something that exists already.'],
  '23514': [400, 'INVALID_INPUT', 'A value is outside what is allowed.'],
  '23502': [400, 'INVALID_INPUT', 'A required value is missing.'],
  '22P02': [400, 'INVALID_INPUT', 'A value has the wrong form.'],
  '22003': [400, 'INVALID_INPUT', 'A number is out of range.'],
};

const databaseError = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && Object.hasOwn(DATABASE_ERRORS, code) ? DATABASE_ERRORS[code] : undefined;
};

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
  const known = databaseError(error);
  if (known) {
    request.log.warn({ err: error }, 'database constraint refused the input');
    return send(reply, ...known);
  }
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) return send(reply, status, (error as FastifyError).code ?? 'BAD_REQUEST', error.message);
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, 'INTERNAL_ERROR', 'Something went wrong on our side.');
}
