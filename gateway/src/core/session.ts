// The browser's session: the REST API's token in an HttpOnly cookie, so no script in the page can read it (a stored
// script once read it from localStorage). Partners and GraphiQL users keep sending `Authorization: Bearer <token>`;
// a request that sends both is the bearer's.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's token: the bearer's, else the session cookie's (set by `serveSessions`). */
    sessionToken: string | null;
  }
}

/** The cookie `signIn(input: { cookie: true })` sets. */
export interface SessionCookieOptions {
  /** Secure (and the `__Host-` name): on by default; off only for a plain-http address other than localhost. */
  secure: boolean;
}

/** SESSION_COOKIE_SECURE=false for a plain-http test address other than localhost (browsers keep Secure ones there). */
export const sessionCookieOptions = (value = process.env.SESSION_COOKIE_SECURE): SessionCookieOptions => ({
  secure: value !== 'false',
});

/**
 * `__Host-`: the browser keeps it only when it is Secure, for path `/` and this very host, so a sibling subdomain
 * cannot plant or shadow it (RFC 6265bis §4.1.3.2).
 */
export const sessionCookieName = ({ secure }: SessionCookieOptions) =>
  secure ? '__Host-people-session' : 'people-session';

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

/** What a GraphQL request may do with the browser's session (signIn and signOut); none outside a request. */
export interface BrowserSession {
  start(token: string, expiresAt: string | null): void;
  end(): void;
}

/**
 * Reads and writes the session cookie. Every request's token is the bearer's, else the cookie's; a state-changing
 * request that relies on the cookie must come from a page of this origin (OWASP's "verifying origin with standard
 * headers"): SameSite=Strict keeps other sites' requests from carrying it, this check keeps a sibling subdomain's
 * too. Apollo's own CSRF prevention (a preflighted content type or header) stays on for /graphql.
 */
export function browserSessions(options: SessionCookieOptions) {
  const name = sessionCookieName(options);
  const cookieToken = (request: FastifyRequest) => {
    const value = request.cookies?.[name];
    return value && /^\S+$/.test(value) ? value : null;
  };
  return {
    tokenOf: (request: FastifyRequest) => bearerToken(request) ?? cookieToken(request),
    /** Whether the request relies on the cookie for a write from a page that is not this origin's. */
    crossOriginWrite(request: FastifyRequest) {
      if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || bearerToken(request) || !cookieToken(request))
        return false;
      const origin = request.headers.origin;
      if (!origin) return request.headers['sec-fetch-site'] !== 'same-origin';
      try {
        return new URL(origin).host !== request.headers.host;
      } catch {
        return true;
      }
    },
    of(reply: FastifyReply): BrowserSession {
      const base = { httpOnly: true, secure: options.secure, sameSite: 'strict' as const, path: '/' };
      return {
        start: (token, expiresAt) =>
          void reply.setCookie(name, token, { ...base, ...(expiresAt ? { expires: new Date(expiresAt) } : {}) }),
        end: () => void reply.clearCookie(name, base),
      };
    },
  };
}

export type BrowserSessions = ReturnType<typeof browserSessions>;

/**
 * Gives every request its `sessionToken` (after @fastify/cookie has read the cookies) and refuses a cookie-borne
 * write from another origin before any route runs: 403 CSRF_REJECTED.
 */
export function serveSessions(
  app: FastifyInstance,
  sessions: BrowserSessions,
  answer: (code: string, message: string) => unknown,
) {
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    if (sessions.crossOriginWrite(request)) {
      return reply
        .status(403)
        .send(answer('CSRF_REJECTED', 'A change through the browser session must come from this app.'));
    }
    request.sessionToken = sessions.tokenOf(request);
  });
}
