import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { authFile, portOf } from './users';

/** The web app's address of a person's profile: the spec's numeric id (part 1 §2 /people/{id}). */
export const profileUrl = (id: number) => `/people/${id}`;

// web/src/session.ts SESSION_KEY: when the session ends, the only trace of it a script of the page can read.
const SESSION_KEY = 'people.session';

interface KeptState {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: { localStorage: { name: string; value: string }[] }[];
}

/** The session auth.setup.ts kept for a demo user in this run on the server of the running test, if it did. */
function keptSession(email: string) {
  const file = authFile(email, portOf(test.info().project.use.baseURL));
  if (!existsSync(file)) return null;
  const { cookies, origins } = JSON.parse(readFileSync(file, 'utf8')) as KeptState;
  const endsAt = origins.flatMap((origin) => origin.localStorage).find((entry) => entry.name === SESSION_KEY)?.value;
  return endsAt && cookies.length > 0 ? { cookies, endsAt } : null;
}

/**
 * Signs in as a demo user and waits for the people list. The sign-in page itself is tested once (auth.setup.ts, the
 * sign-in tests of people.spec.ts and appShell.spec.ts): here the session cookie kept for the user is handed to the
 * browser before the app starts, which spares each test a password check. Without a kept session it signs in on the page.
 */
export async function signIn(page: Page, email: string) {
  const kept = keptSession(email);
  if (kept) {
    // A later signIn as someone else in the same test replaces the cookie of the same name.
    await page.context().addCookies(kept.cookies);
    // Once per tab: a sign-out later in the test stays signed out on the next page.
    await page.addInitScript(
      ([key, value]) => {
        if (window.sessionStorage.getItem('e2e.session')) return;
        window.localStorage.setItem(key, value);
        window.sessionStorage.setItem('e2e.session', '1');
      },
      [SESSION_KEY, kept.endsAt] as const,
    );
    await page.goto('/people');
    await expect(page).toHaveURL(/\/people$/);
  } else await signInOnPage(page, email);
}

/** Signs in through the sign-in page with the demo password and waits for the people list. */
export async function signInOnPage(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/people$/, { timeout: 60_000 });
}
