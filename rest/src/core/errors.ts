import { MAX_YEAR, MIN_YEAR } from '@people/domain/dates';
import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';

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
/** A refusal about one input field: the answer names it in `field`, which the gateway maps to its input (core/schemas fieldErrorSchema). */
/** A domain rule's refusal ({ code, message, field }) as a 400 naming its field. */
export const invalid = (e: { code: string; message: string; field?: string }) =>
  new HttpError(400, e.code, e.message, { details: e.field ? { field: e.field } : {} });

export const fieldError = (status: number, code: string, message: string, field: string) =>
  new HttpError(status, code, message, { details: { field } });

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
  // A NUL in text or JSON (UTF8 has no 0x00 in PostgreSQL); inputRules refuses it before, this is the backstop.
  '22021': [400, 'INVALID_CHARACTERS', 'A value holds a character that is not allowed.'],
  '22P05': [400, 'INVALID_CHARACTERS', 'A value holds a character that is not allowed.'],
};

const databaseError = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && Object.hasOwn(DATABASE_ERRORS, code) ? DATABASE_ERRORS[code] : undefined;
};

// Ajv's keywords as the spec's codes (part 1 §5 FIELD_IS_REQUIRED); everything else about a value's form is INVALID_INPUT.
const RANGE_KEYWORDS = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'maxProperties',
]);
const DATE_FORMAT = /^people-(iso-|dmy-)?date$/;

/**
 * The single place that turns ajv's errors into `{code, message, field}`: the field is the top-level property (the
 * gateway maps it to its input field), the message says what is wrong in the user's words, never ajv's `body/x must …`.
 * Of several errors (anyOf), the first that is not about the type says the most.
 */
export function validationAnswer(errors: FastifySchemaValidationError[]): {
  code: string;
  message: string;
  field: string;
} {
  const first = errors.find((e) => e.keyword !== 'type' && e.keyword !== 'anyOf' && e.keyword !== 'oneOf') ?? errors[0];
  const params = (first?.params ?? {}) as {
    missingProperty?: string;
    additionalProperty?: string;
    limit?: number;
    format?: string;
  };
  const path = (first?.instancePath ?? '').split('/').filter(Boolean);
  if (first?.keyword === 'required' && path.length === 0) {
    const field = String(params.missingProperty ?? '');
    return { code: 'FIELD_IS_REQUIRED', message: `${field} is required`, field };
  }
  if (first?.keyword === 'additionalProperties' && path.length === 0) {
    const field = String(params.additionalProperty ?? '');
    return { code: 'INVALID_INPUT', message: `${field} is not a field of this request.`, field };
  }
  const field = path[0] ?? String(params.missingProperty ?? params.additionalProperty ?? '');
  const name = path.join('.') || field || 'The input';
  if (first?.keyword === 'format' && DATE_FORMAT.test(String(params.format))) {
    const spelling =
      params.format === 'people-iso-date'
        ? 'YYYY-MM-DD'
        : params.format === 'people-dmy-date'
          ? 'DD/MM/YYYY'
          : 'DD/MM/YYYY or YYYY-MM-DD';
    return {
      code: 'INVALID_DATE',
      message: `${name} must be a real date as ${spelling} in the years ${MIN_YEAR} to ${MAX_YEAR}.`,
      field,
    };
  }
  if (first && RANGE_KEYWORDS.has(first.keyword)) {
    const limit = params.limit;
    const bound = first.keyword.startsWith('min') || first.keyword === 'exclusiveMinimum' ? 'at least' : 'at most';
    const unit = /Length$/.test(first.keyword)
      ? ' characters'
      : /Items$|Properties$/.test(first.keyword)
        ? ' entries'
        : '';
    return { code: 'OUT_OF_RANGE', message: `${name} must be ${bound} ${limit}${unit}.`, field };
  }
  return { code: 'INVALID_INPUT', message: `${name} does not have the right form.`, field };
}

/** The single place that turns an exception into an answer: no input may give a 500 with internals. */
export function errorHandler(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) return send(reply, error.statusCode, error.code, error.message, error.extra);
  if ('validation' in error && error.validation) {
    // A path id in another spelling (0x10, 1e1, 016) is no id at all: the same 404 as a missing one.
    if (error.validationContext === 'params') return send(reply, 404, 'NOT_FOUND', 'Not found');
    const { code, message, field } = validationAnswer(error.validation);
    return send(reply, 400, code, message, { details: { field } });
  }
  const known = databaseError(error);
  if (known) {
    request.log.warn({ err: error }, 'database constraint refused the input');
    return send(reply, ...known);
  }
  const status = error.statusCode;
  if (status && status >= 400 && status < 500) return send(reply, status, error.code ?? 'BAD_REQUEST', error.message);
  request.log.error({ err: error }, 'unexpected error');
  return send(reply, 500, 'INTERNAL_ERROR', 'Something went wrong on our side.');
}
