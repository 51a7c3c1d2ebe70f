import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * How long a client may take to send its request. Node's own defaults let dripped headers hold a connection for about
 * 70 s (60 s, checked every 30 s) and Fastify turns the whole-request limit off. We choose 10 s for the headers and
 * 2 minutes for the body: a 10 MB contract PDF from a phone on a slow line (about 1 Mbit/s) still gets through.
 */
export interface ServerTimeouts {
  headersMs: number;
  requestMs: number;
  /** How often Node looks for connections past those limits. */
  checkEveryMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 10_000, requestMs: 120_000, checkEveryMs: 1_000 };

/** The Fastify options that set them (Fastify passes `http` on to `http.createServer`). */
export function serverTimeoutOptions(
  timeouts: Partial<ServerTimeouts> = {},
): Pick<FastifyServerOptions, 'requestTimeout'> & { http: object } {
  const { headersMs, requestMs, checkEveryMs } = { ...DEFAULT_SERVER_TIMEOUTS, ...timeouts };
  return {
    requestTimeout: requestMs,
    http: { headersTimeout: headersMs, requestTimeout: requestMs, connectionsCheckingInterval: checkEveryMs },
  };
}

/**
 * The deepest JSON either server takes. Its bodies nest a few levels (a mutation's input with a list of days); deeper
 * ones only overflowed the stack of whatever walked them next (a 5,000-deep GraphQL variable, a 100,000-deep REST
 * body), which answered 500.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether `text` opens more than `max` objects or arrays inside each other; one pass, no recursion. A string is
 * skipped to its closing quote with indexOf, so a 14 MB base64 upload costs no per-character loop.
 */
export function jsonDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = closingQuote(text, i);
      if (i === -1) return false; // unterminated: the JSON parser refuses it
    } else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}

/** The index of the quote that ends the string opened at `open`: one not escaped by an odd run of backslashes. */
function closingQuote(text: string, open: number): number {
  let end = open;
  for (;;) {
    end = text.indexOf('"', end + 1);
    if (end === -1) return -1;
    let slashes = 0;
    while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes += 1;
    if (slashes % 2 === 0) return end;
  }
}

export const JSON_TOO_DEEP = 'JSON_TOO_DEEP';

/** An error Fastify answers with its status; each server's error handler gives it the house's shape. */
export function jsonTooDeep(): Error & { statusCode: number; code: string } {
  return Object.assign(new Error(`JSON may nest objects and arrays at most ${MAX_JSON_DEPTH} deep.`), {
    statusCode: 400,
    code: JSON_TOO_DEEP,
  });
}

/** Replaces the JSON body parser with Fastify's own behind the depth check: a deeper body is 400 JSON_TOO_DEEP. */
export function boundJsonDepth(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDeeperThan(body as string)) return done(jsonTooDeep(), undefined);
    void parse(request, body as string, done);
  });
}
