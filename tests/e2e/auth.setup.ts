// Signs each demo user in once through the sign-in page and keeps the session (its HttpOnly cookie) for the
// browser tests that only read: the app-shell sweep opens its pages with it instead of signing in per test.
import { test as setup } from '@playwright/test';
import { authFile, DEMO_USERS, portOf } from './users';
import { signInOnPage } from './support';

setup.describe.configure({ mode: 'parallel' });

for (const user of DEMO_USERS) {
  setup(`sign in as ${user.email}`, async ({ page, baseURL }) => {
    // The password check is slow by design (argon2id); nine at once on a busy machine take longer than a page test.
    setup.setTimeout(120_000);
    await signInOnPage(page, user.email);
    await page.context().storageState({ path: authFile(user.email, portOf(baseURL)) });
  });
}
