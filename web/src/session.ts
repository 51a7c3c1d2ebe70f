import { safeBackPath } from './apps/DaysOffSettings/settingsPaths';

// The signed-in session is the gateway token in localStorage.
export const TOKEN_KEY = 'people.token';

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
}

/**
 * Signs out: drops the token and reloads on /login. A full reload, not a client-side navigation,
 * so the next user never sees records the Relay store kept from this one.
 */
export function endSession(): void {
  clearToken();
  const { pathname, search } = window.location;
  if (pathname !== '/login') window.location.assign(pathname === '/' ? '/login' : `/login?next=${encodeURIComponent(pathname + search)}`);
}

/** The `next` of the sign-in page when it is a path of this app (not another site: `//host`, `https:`). */
export function returnPath(next: string | null): string | null {
  const path = safeBackPath(next);
  return path && !path.startsWith('/login') ? path : null;
}
