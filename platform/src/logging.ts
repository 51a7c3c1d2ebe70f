// Structured JSON logs (pino, Fastify's logger) of both servers, with no personal value in them: a line names a route
// template, never a URL with its query string (`?search=Jansen`), a header, a body, a GraphQL query text or its
// variables, or a database error's quoted input.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/** An incoming x-request-id is kept only in this form: anything else could forge or flood log lines. */
export const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The caller's x-request-id when it is a valid one, else a new one (Fastify's `genReqId`): the REST API keeps the
 * gateway's, so both servers' lines of one page load share it.
 */
export function requestId(raw: Pick<IncomingMessage, 'headers'>): string {
  const header = raw.headers['x-request-id'];
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

type LoggedRequest = Pick<FastifyRequest, 'method' | 'url'> & { routeOptions?: { url?: string } };

/** What a line may say of a request: its route template, or its path without the query when no route matched. */
export function requestFields(request: LoggedRequest) {
  const route = request.routeOptions?.url;
  return route ? { method: request.method, route } : { method: request.method, path: request.url.split('?')[0] };
}

type LoggedError = Error & {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
};

/**
 * An error's own fields and its cause can hold input values. A database error (pg and PGlite alike) quotes the
 * input in its message ('invalid input syntax for type integer: "…"') and detail ("Key (email)=(…)"): it logs
 * its SQLSTATE and the names of what refused it, and its stack without the message line.
 */
function errorFields(error: LoggedError) {
  const type = error.constructor?.name ?? 'Error';
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (typeof error.severity === 'string' && code && /^[0-9A-Z]{5}$/.test(code)) {
    const stack = (error.stack ?? '').split('\n').slice(1).join('\n');
    return {
      type,
      message: `database error ${code}`,
      stack,
      code,
      constraint: error.constraint,
      table: error.table,
      column: error.column,
    };
  }
  return { type, message: error.message, stack: error.stack ?? '', code };
}

/** Probes and scrapes every few seconds would drown the lines that matter: they log at debug. */
const QUIET_ROUTES = new Set(['/healthz', '/livez', '/readyz', '/metrics']);

/** One line per request, when it is answered: method, route template, status, duration (and the reqId of the logger). */
class RequestLog extends LogController {
  override incomingRequest() {}
  // Fastify's own says "Route GET:/x?search=… not found", with the query.
  override routeNotFound() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      ...requestFields(request),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (QUIET_ROUTES.has(request.routeOptions?.url ?? '')) reply.log.debug(line, 'request');
    else reply.log.info(line, 'request');
  }
}

/** The request id and the request line, whether or not a logger is on. */
export function requestLogging(): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader' | 'logController'> {
  // Our genReqId validates the header itself; Fastify's requestIdHeader would take any value as it comes.
  return { requestIdHeader: false, genReqId: requestId, logController: new RequestLog() };
}

/** Fastify's `logger` option: JSON lines at `level`, to stdout or to `stream` (tests). */
export function loggerOptions({ level = 'info', stream }: { level?: string; stream?: NodeJS.WritableStream } = {}) {
  return {
    level,
    ...(stream ? { stream: stream as { write(line: string): void } } : {}),
    serializers: {
      req: (request: LoggedRequest) => requestFields(request),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: errorFields as never,
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie'],
      censor: '[redacted]',
    },
  };
}

export type LoggerSetting = boolean | { level?: string; stream?: NodeJS.WritableStream };

/** The logger and the request id together; `logger: false` keeps a test quiet. */
export function loggingOptions(
  logger: LoggerSetting = false,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader' | 'logController'> {
  return { logger: logger === false ? false : loggerOptions(logger === true ? {} : logger), ...requestLogging() };
}
