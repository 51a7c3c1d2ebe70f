import { safeBackPath } from './apps/DaysOffSettings/settingsPaths';

// The signed-in session is an HttpOnly cookie the gateway sets (signIn with `cookie: true`), so no script in the page
// can read the token. The page keeps only that a session was started and when it ends, to send a signed-out visitor
// to /login without a round trip; the gateway decides, and an ended session (UNAUTHENTICATED) ends it here too.
export const SESSION_KEY = 'people.session';
// Where the token itself was kept before the cookie: removed wherever it is still found.
const LEGACY_TOKEN_KEY = 'people.token';

export function hasSession(): boolean {
  try {
    const value = window.localStorage.getItem(SESSION_KEY);
    if (value === null) return false;
    const endsAt = Date.parse(value);
    return Number.isNaN(endsAt) || endsAt > Date.now();
  } catch {
    return false;
  }
}

/** After a sign-in: `expiresAt` is when the gateway's session ends (ISO 8601), when it said. */
export function startSession(expiresAt: string | null): void {
  window.localStorage.setItem(SESSION_KEY, expiresAt ?? 'open');
  window.localStorage.removeItem(LEGACY_TOKEN_KEY);
}

function clearSession(): void {
  window.localStorage.removeItem(SESSION_KEY);
  window.localStorage.removeItem(LEGACY_TOKEN_KEY);
}

/**
 * Signs out: forgets the session and reloads on /login. A full reload, not a client-side navigation,
 * so the next user never sees records the Relay store kept from this one.
 */
export function endSession(): void {
  clearSession();
  const { pathname, search } = window.location;
  if (pathname !== '/login')
    window.location.assign(pathname === '/' ? '/login' : `/login?next=${encodeURIComponent(pathname + search)}`);
}

/** The `next` of the sign-in page when it is a path of this app (not another site: `//host`, `https:`). */
export function returnPath(next: string | null): string | null {
  const path = safeBackPath(next);
  return path && !path.startsWith('/login') ? path : null;
}
