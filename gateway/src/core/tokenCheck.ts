// Who may spend a rate budget: a token the REST API knows, or the caller's address. A made-up bearer string got a
// fresh budget of its own with every new string; it is now answered UNAUTHENTICATED before any budget is touched.
import { createHash } from 'node:crypto';
import { Kind, visit, type DocumentNode } from 'graphql';
import type { Context } from './context';
import { LIMIT_CODES, limitError } from './queryLimits';
import type { RateBudget } from './rateBudget';

export const UNAUTHENTICATED = 'UNAUTHENTICATED';
export const INTROSPECTION_REQUIRES_SIGN_IN = 'INTROSPECTION_REQUIRES_SIGN_IN';

/** How long this process trusts what the REST API said of a token, and how many tokens it remembers. */
const REMEMBER_MS = 30_000;
const REMEMBERED = 10_000;

/**
 * What the REST API said of the tokens seen lately, by their SHA-256 (the tokens themselves are not kept). Checking a
 * token costs a REST call (`GET /api/auth/viewer`); a caller sends the same token request after request, so this process
 * asks once per REMEMBER_MS. A token ended meanwhile is refused by the REST API on every call at once: only the gateway's
 * budget for it lives on, at most that long.
 */
export function knownTokens(now: () => number = Date.now) {
  const seen = new Map<string, { known: boolean; until: number }>();
  const digest = (token: string) => createHash('sha256').update(token).digest('base64url');
  return {
    /** true or false when the REST API answered lately; undefined when it must be asked. */
    lookup(token: string): boolean | undefined {
      const entry = seen.get(digest(token));
      return entry && entry.until > now() ? entry.known : undefined;
    },
    remember(token: string, known: boolean) {
      if (seen.size >= REMEMBERED) seen.clear();
      seen.set(digest(token), { known, until: now() + REMEMBER_MS });
    },
  };
}

export type KnownTokens = ReturnType<typeof knownTokens>;

/**
 * Before any budget: whether the caller is signed in. No token: signed out. A token the REST API does not know:
 * a bearer's is refused (UNAUTHENTICATED, 401); a browser cookie's is dropped and the request goes on signed out (the
 * login page must keep working after a session ended elsewhere). A token not checked lately is checked, that REST call
 * paid by the caller's address, so made-up tokens cannot make the REST API work for free. When the REST API cannot
 * answer, the request goes on as the address's (its fields fail with REST_UNAVAILABLE anyway).
 */
export async function signedIn(ctx: Context, tokens: KnownTokens, budget: RateBudget | null): Promise<boolean> {
  if (!ctx.token) return false;
  let known = tokens.lookup(ctx.token);
  if (known === undefined) {
    if (budget) {
      const verdict = await budget.charge(addressCaller(ctx), 1);
      if (!verdict.ok)
        throw rateLimited(
          verdict.status.resetInSeconds,
          'This address has no REST calls left this minute to check a token.',
        );
    }
    const answer = ctx.verifyToken ? await ctx.verifyToken() : true;
    if (answer === null) {
      ctx.tokenRejected = true;
      return false;
    }
    tokens.remember(ctx.token, answer);
    known = answer;
  }
  if (known) return true;
  if (ctx.tokenFrom === 'cookie') {
    ctx.tokenRejected = true;
    ctx.session?.end();
    return false;
  }
  throw limitError(UNAUTHENTICATED, 'This token is unknown or has ended: sign in again.', 401);
}

const addressCaller = (ctx: Pick<Context, 'clientAddress'>) => `address:${ctx.clientAddress ?? 'unknown'}`;

/** Who spends the budget: a token the REST API knows, else the caller's address. */
export const rateCaller = (ctx: Pick<Context, 'token' | 'clientAddress' | 'tokenRejected'>) =>
  ctx.token && !ctx.tokenRejected ? `token:${ctx.token}` : addressCaller(ctx);

export const rateLimited = (resetInSeconds: number, message: string) =>
  limitError(LIMIT_CODES.rate, `${message} Retry after ${resetInSeconds} s.`, 429, {
    'retry-after': String(resetInSeconds),
  });

/** Whether a document reads the schema (`__schema`, `__type`), in any operation or fragment. */
const introspecting = new WeakMap<DocumentNode, boolean>();
export function introspects(document: DocumentNode): boolean {
  let found = introspecting.get(document);
  if (found === undefined) {
    found = false;
    visit(document, {
      [Kind.FIELD](node) {
        if (node.name.value === '__schema' || node.name.value === '__type') {
          found = true;
          return false;
        }
        return undefined;
      },
    });
    introspecting.set(document, found);
  }
  return found;
}

export const introspectionRefused = () =>
  limitError(
    INTROSPECTION_REQUIRES_SIGN_IN,
    'Introspection (__schema, __type) is for signed-in callers: send a bearer token.',
    401,
  );
