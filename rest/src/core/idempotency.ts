// The Idempotency-Key request header (draft-ietf-httpapi-idempotency-key-header) on every authenticated POST: a client
// that lost an answer sends the same request with the same key again and gets the first answer, and nothing is written
// twice. One onRoute hook in app.ts gives every POST route the check, as readOnly.ts does, so no route can forget it.
//
// - The first request with a key claims it with one INSERT … ON CONFLICT (migration 031): of parallel duplicates exactly
//   one claims it, the others see the claim.
// - A duplicate while the first is in flight answers 409 IDEMPOTENCY_KEY_IN_USE (draft §2.7 "concurrent requests").
// - The same key with another request (method, path, query or body) answers 422 IDEMPOTENCY_KEY_REUSED (draft §2.7).
// - A 2xx answer is stored and answered again, with `Idempotent-Replayed: true`, for 24 h (draft §2.3 expiry). Any
//   other answer releases the key: the write did not happen, so a retry must be able to make it.
// - A key is the sender's: scoped by company and user, so another caller's equal key is another key.
// - A claim whose request never answered (a process that ended) is taken over after STALE_CLAIM_SECONDS, longer than
//   any request may run (requestBounds: 120 s).
import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Queryable } from './db';
import { HttpError } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
export const IDEMPOTENCY_KEY_HOURS = 24;
export const STALE_CLAIM_SECONDS = 300;
export const MAX_KEY_LENGTH = 255;

export const IDEMPOTENCY_KEY_IN_USE = 'IDEMPOTENCY_KEY_IN_USE';
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';

/** Writes without a user or whose answer is a secret (a session token) take no key. */
const EXEMPT = new Set(['/api/auth/login', '/api/auth/logout']);

const CLAIM = Symbol('idempotencyClaim');
const REPLAYED = Symbol('idempotencyReplayed');
type WithClaim = FastifyRequest & {
  [CLAIM]?: { companyId: number; userId: number; key: string };
  [REPLAYED]?: boolean;
};

/** True when this request's answer is a stored one: nothing was written (the audit log records no change). */
export const isReplay = (request: FastifyRequest) => (request as WithClaim)[REPLAYED] === true;

/**
 * The key as sent. The draft's field is a Structured Fields string (`"abc"`); a bare token is accepted too, as most
 * clients send one.
 */
export function keyOf(header: string | string[] | undefined): string | null {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined) return null;
  const key = /^".*"$/.test(raw.trim()) ? raw.trim().slice(1, -1) : raw.trim();
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || /[^\x21-\x7e]/.test(key)) {
    throw new HttpError(
      400,
      'INVALID_IDEMPOTENCY_KEY',
      `The Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} visible ASCII characters.`,
    );
  }
  return key;
}

/** JSON with sorted keys, so the same body in another key order is the same request. */
function canonical(value: unknown): string {
  if (Buffer.isBuffer(value)) return JSON.stringify(value.toString('base64'));
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The request a key stands for: method, path with query, and the body as validated (defaults filled in). */
export function fingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${canonical(body)}`)
    .digest('hex');
}

interface StoredKey {
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  answer: string | null;
}

async function claim(db: Queryable, companyId: number, userId: number, key: string, print: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO idempotency_keys (company_id, user_id, key, fingerprint, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5::int))
     ON CONFLICT (company_id, user_id, key) DO UPDATE
       SET fingerprint = EXCLUDED.fingerprint, status_code = NULL, content_type = NULL, answer = NULL, created_at = now(),
           expires_at = EXCLUDED.expires_at
       WHERE idempotency_keys.expires_at <= now()
          OR (idempotency_keys.status_code IS NULL AND idempotency_keys.created_at < now() - make_interval(secs => $6::int))
     RETURNING 1 AS claimed`,
    [companyId, userId, key, print, IDEMPOTENCY_KEY_HOURS, STALE_CLAIM_SECONDS],
  );
  return rows.length === 1;
}

function checkKey(db: Queryable): preHandlerAsyncHookHandler {
  return async function idempotencyKey(request: FastifyRequest, reply: FastifyReply) {
    const user = request.user;
    if (!user) return;
    const key = keyOf(request.headers[IDEMPOTENCY_HEADER]);
    if (key === null) return;
    const print = fingerprint(request.method, request.url, request.body);
    // A released key (its first request failed) may vanish between the claim and the read: claim again then.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (await claim(db, user.company_id, user.id, key, print)) {
        (request as WithClaim)[CLAIM] = { companyId: user.company_id, userId: user.id, key };
        return;
      }
      const [stored] = await db.query<StoredKey>(
        'SELECT fingerprint, status_code, content_type, answer FROM idempotency_keys WHERE company_id = $1 AND user_id = $2 AND key = $3',
        [user.company_id, user.id, key],
      );
      if (!stored) continue;
      if (stored.fingerprint !== print) {
        throw new HttpError(422, IDEMPOTENCY_KEY_REUSED, 'This Idempotency-Key was used for another request.');
      }
      if (stored.status_code === null) {
        throw new HttpError(
          409,
          IDEMPOTENCY_KEY_IN_USE,
          'A request with this Idempotency-Key is still being processed.',
        );
      }
      (request as WithClaim)[REPLAYED] = true;
      reply.code(stored.status_code).header(REPLAYED_HEADER, 'true');
      if (stored.content_type) reply.header('content-type', stored.content_type);
      return reply.send(stored.answer ?? '');
    }
    throw new HttpError(409, IDEMPOTENCY_KEY_IN_USE, 'A request with this Idempotency-Key is still being processed.');
  };
}

function settleKey(db: Queryable): onSendAsyncHookHandler {
  return async function settleIdempotencyKey(request, reply, payload) {
    const owned = (request as WithClaim)[CLAIM];
    if (!owned) return payload;
    (request as WithClaim)[CLAIM] = undefined;
    const where = [owned.companyId, owned.userId, owned.key];
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (reply.statusCode >= 200 && reply.statusCode < 300 && text !== null) {
      const type = reply.getHeader('content-type');
      await db.query(
        'UPDATE idempotency_keys SET status_code = $4, content_type = $5, answer = $6 WHERE company_id = $1 AND user_id = $2 AND key = $3',
        [...where, reply.statusCode, typeof type === 'string' ? type : null, text],
      );
    } else {
      await db.query(
        'DELETE FROM idempotency_keys WHERE company_id = $1 AND user_id = $2 AND key = $3 AND status_code IS NULL',
        where,
      );
    }
    return payload;
  };
}

const HEADER_SCHEMA = {
  type: 'string',
  minLength: 1,
  maxLength: MAX_KEY_LENGTH + 2,
  description:
    'A retry with the same key and request answers the first answer (draft-ietf-httpapi-idempotency-key-header; 24 h)',
};

/** Call before any route is registered: every POST route but sign-in and sign-out takes the header. */
export function registerIdempotency(app: FastifyInstance, db: Queryable): void {
  const check = checkKey(db);
  const settle = settleKey(db);
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.includes('POST') || EXEMPT.has(route.url)) return;
    route.preHandler = [...(route.preHandler === undefined ? [] : [route.preHandler].flat()), check];
    route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), settle];
    // The header in the OpenAPI document, beside the route's own (a route without a schema is hidden from it anyway).
    if (route.schema) {
      const own = (route.schema.headers ?? { type: 'object', properties: {} }) as {
        type: string;
        properties?: Record<string, unknown>;
      };
      route.schema.headers = { ...own, properties: { ...own.properties, [IDEMPOTENCY_HEADER]: HEADER_SCHEMA } };
    }
  });
}

/** Drops the keys past their 24 h (the housekeeping run). */
export async function purgeExpiredIdempotencyKeys(db: Queryable): Promise<number> {
  const rows = await db.query('DELETE FROM idempotency_keys WHERE expires_at <= now() RETURNING 1');
  return rows.length;
}
