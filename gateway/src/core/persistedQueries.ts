// Persisted queries. relay-compiler (relay.config.js persistConfig) writes every operation of the web app
// to web/persisted-queries.json as { sha256 of the text: text }; the app sends `{ documentId, variables }` and the
// gateway answers it from that map. In production a free-form `query` is refused unless the caller is a partner.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isGraphqlRequest } from './requestTarget';
import { workspaceDir } from '@people/platform/workspaceDir';

export const PERSISTED_QUERIES_FILE = join(workspaceDir(__dirname), '..', 'web', 'persisted-queries.json');

export const PERSISTED_CODES = {
  notFound: 'PERSISTED_QUERY_NOT_FOUND',
  required: 'PERSISTED_QUERY_REQUIRED',
} as const;

export interface PersistedQueryOptions {
  /** id -> text; by default read from PERSISTED_QUERIES_FILE (an empty map when it was never generated). */
  queries?: Record<string, string>;
  /** Refuse free-form queries from non-partners: PERSISTED_QUERIES_ONLY=true, or NODE_ENV=production, unless set. */
  persistedOnly?: boolean;
  /**
   * SHA-256 digests (hex) of the bearer tokens that are partners' (PARTNER_TOKEN_SHA256, comma-separated): these
   * keep sending free-form queries in production, under the limits of README "Limits for partners". A digest,
   * not the token, so the configuration holds no secret.
   */
  partnerTokenDigests?: string[];
}

export function loadPersistedQueries(file = PERSISTED_QUERIES_FILE): Record<string, string> {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
}

export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

type Refuse = (reply: FastifyReply, status: number, code: string, message: string) => unknown;

/**
 * A preHandler for /graphql, run before the limits: replaces `documentId` with the text it names (so the limits,
 * Apollo and the metrics see an ordinary query) and refuses what production does not take.
 */
export function persistedQueryHook(
  options: PersistedQueryOptions,
  bearer: (request: FastifyRequest) => string | null,
  refuse: Refuse,
) {
  const queries = options.queries ?? loadPersistedQueries();
  const persistedOnly =
    options.persistedOnly ?? (process.env.PERSISTED_QUERIES_ONLY === 'true' || process.env.NODE_ENV === 'production');
  const partners = new Set(options.partnerTokenDigests ?? []);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isGraphqlRequest(request)) return;
    const params = (request.method === 'GET' ? request.query : request.body) as {
      query?: unknown;
      documentId?: unknown;
    } | null;
    if (!params || typeof params !== 'object' || Array.isArray(params)) return;
    if (typeof params.documentId === 'string') {
      const text = queries[params.documentId];
      if (text === undefined)
        return refuse(reply, 400, PERSISTED_CODES.notFound, `No persisted query has the id ${params.documentId}.`);
      params.query = text;
      delete params.documentId;
      return;
    }
    if (!persistedOnly || typeof params.query !== 'string') return;
    const token = bearer(request);
    if (token && partners.has(tokenDigest(token))) return;
    return refuse(
      reply,
      400,
      PERSISTED_CODES.required,
      'Only the persisted queries of the web app are answered; partners send their token.',
    );
  };
}

/** The persisted operations by name (benches and tests replay the web app's own queries by name). */
export function persistedOperations(queries = loadPersistedQueries()): { id: string; name: string; text: string }[] {
  return Object.entries(queries).map(([id, text]) => ({
    id,
    text,
    name: /^(?:query|mutation|subscription)\s+(\w+)/m.exec(text)?.[1] ?? id,
  }));
}

/** The text of one of the web app's operations, e.g. `ProfileRouteQuery`; throws when relay-compiler did not write it. */
export function persistedOperation(name: string, queries = loadPersistedQueries()): { id: string; text: string } {
  const found = persistedOperations(queries).find((operation) => operation.name === name);
  if (!found) throw new Error(`${name} is not in ${PERSISTED_QUERIES_FILE}: run \`npm run relay\` first`);
  return found;
}
