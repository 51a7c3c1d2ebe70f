import { expect, test, type Page } from '@playwright/test';

async function signIn(page: Page, email: string, password = 'demo') {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a wrong password shows an error and stays on the sign-in page', async ({ page }) => {
  await signIn(page, 'admin@demo.be', 'wrong');
  await expect(page.getByRole('alert')).toHaveText(/The email or password is wrong/);
  await expect(page).toHaveURL(/\/login$/);
});

test('the sign-in page lists the demo accounts while the demo data is loaded', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Demo sign-ins' })).toBeVisible();
  await expect(page.getByText('nowage@demo.be')).toBeVisible();
});

test('an admin signs in, searches people, opens a profile and sees its header and contact data', async ({ page }) => {
  await signIn(page, 'admin@demo.be');
  await expect(page).toHaveURL(/\/people$/);
  const list = page.getByRole('list', { name: 'People' });
  const rows = list.getByRole('link');
  await expect(rows).toHaveCount(25);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(50);

  // Search for the fifth person's last name and open their profile.
  const fullName = await rows.nth(4).locator('.MuiListItemText-primary').innerText();
  const lastName = fullName.split(' ').slice(1).join(' ');
  await page.getByLabel('Search by name').fill(lastName);
  await expect(rows).not.toHaveCount(50);
  for (const row of await rows.all()) await expect(row).toContainText(lastName);
  await rows.filter({ hasText: fullName }).first().click();

  await expect(page).toHaveURL(/\/people\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName);
  const contact = page.getByRole('region', { name: 'Contacts and address' });
  await expect(contact).toContainText(/@demo-belgium\.be/);
  await expect(contact).toContainText(/\+32/);
});

test('an unknown profile shows the red box with a way back to /people', async ({ page }) => {
  await signIn(page, 'admin@demo.be');
  await expect(page).toHaveURL(/\/people$/);
  await page.goto('/people/RW1wbG95ZWU6OTk5OTk5');
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/people$/);
});

test('GraphiQL works without any network but this server', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) foreign.push(request.url());
  });
  await page.goto('/graphiql/');
  // The editor boots its workers first; wait for it before running (STACK.md).
  const run = page.getByRole('button', { name: /Execute query/i });
  await expect(run).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.graphiql-query-editor')).toContainText('signIn');
  await run.click();
  await page
    .getByRole('menuitem', { name: 'SignIn' })
    .click()
    .catch(() => undefined);
  await expect(page.locator('.graphiql-response')).toContainText('"token"', { timeout: 15_000 });
  expect(foreign).toEqual([]);
});

test('no script of the page can read the session, and GraphiQL on this origin uses it', async ({ page, context }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await signIn(page, 'admin@demo.be');
  await expect(page).toHaveURL(/\/people$/);
  const [session] = (await context.cookies()).filter((cookie) => cookie.name === '__Host-people-session');
  expect([session.httpOnly, session.secure, session.sameSite]).toEqual([true, true, 'Strict']);
  const readable = await page.evaluate(() =>
    [document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join(' '),
  );
  expect(readable).not.toContain(session.value);
  expect(readable).not.toContain('people-session');

  await page.goto('/graphiql/');
  const run = page.getByRole('button', { name: /Execute query/i });
  await expect(run).toBeVisible({ timeout: 20_000 });
  // GraphiQL runs the operation under the cursor, and asks which one only when the cursor is in none.
  await page.locator('.graphiql-query-editor').getByText('People', { exact: true }).click();
  await run.click();
  await page
    .getByRole('menuitem', { name: 'People' })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(page.locator('.graphiql-response')).toContainText('"totalCount"', { timeout: 15_000 });
  await expect(page.locator('.graphiql-response')).toContainText('Demo Belgium');
  expect(violations).toEqual([]);
});
