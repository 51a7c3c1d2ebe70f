// Issue 21 "Done when": every route of part 1 §2 and part 2 §2 that exists, as each demo user, at 1440×900 and
// 390×844: no 404 for a linked page, no horizontal overflow, no missing translation key, no serious or critical axe
// violation. And a Dutch admin switches to French and back.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PENDING_LINKED_PAGES, ROUTES, type Company } from './routes';

// The admins see every page, so their sweep runs axe at both widths. The other users see fewer pages and the same
// components: their sweep checks 404s, missing keys and overflow on a phone, where a page overflows first — a full
// axe sweep of nine users at two widths would take a quarter of an hour of the test run.
const USERS: readonly { email: string; company: Company; full?: true }[] = [
  { email: 'admin@demo.be', company: 'be', full: true },
  { email: 'manager@demo.be', company: 'be' },
  { email: 'nowage@demo.be', company: 'be' },
  { email: 'light@demo.be', company: 'be' },
  { email: 'support@demo.be', company: 'be' },
  { email: 'groupmanager@demo.be', company: 'be' },
  { email: 'employee@demo.be', company: 'be' },
  { email: 'readonly@demo.be', company: 'be' },
  { email: 'admin@demo.nl', company: 'nl', full: true },
];
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
// web/src/i18n/I18nProvider.tsx MISSING_KEY_MARK
const MISSING_KEY_MARK = '⟦missing⟧';

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[type="password"]').fill('demo');
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/people$/);
}

/** Waits until the page has settled: no progress bar, the main landmark filled. */
async function settle(page: Page, quiet = true) {
  await page.locator('main').waitFor();
  await expect(page.getByTestId('page-progress')).toHaveCount(0, { timeout: 15_000 });
  // axe reads the finished page (lazy chunks, images); the other checks need only the rendered route.
  if (quiet) await page.waitForLoadState('networkidle');
}

type Finding = { path: string; problem: string };

async function checkPage(page: Page, path: string, findings: Finding[], withAxe: boolean) {
  await page.goto(path);
  await settle(page, withAxe);
  if ((await page.getByTestId('not-found').count()) > 0) findings.push({ path, problem: '404 page' });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  if (scrollWidth > innerWidth) {
    // Name the outermost elements that stick out, so the finding says where to look.
    const culprits = await page.evaluate(() => {
      const wide = (el: Element) => el.getBoundingClientRect().right > window.innerWidth + 1;
      return [...document.querySelectorAll('main *')]
        .filter((el) => wide(el) && !(el.parentElement && wide(el.parentElement)))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].filter((c) => !c.startsWith('css-')).join('.')}`);
    });
    findings.push({ path, problem: `${scrollWidth}px wide in a ${innerWidth}px window: ${culprits.join(' | ')}` });
  }
  const text = await page.locator('body').innerText();
  const missing = [...text.matchAll(new RegExp(`${MISSING_KEY_MARK}(\\w+)`, 'g'))].map((match) => match[1]);
  if (missing.length > 0) findings.push({ path, problem: `missing translation keys ${[...new Set(missing)].join(', ')}` });
  if (!withAxe) return;
  const axe = await new AxeBuilder({ page }).analyze();
  for (const violation of axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
    findings.push({ path, problem: `axe ${violation.impact} ${violation.id}: ${violation.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}` });
  }
}

for (const user of USERS) {
  const widths = user.full ? WIDTHS : WIDTHS.slice(1);
  test(`every route as ${user.email} at ${widths.map((w) => `${w.width}×${w.height}`).join(' and ')}${user.full ? ' with axe' : ''}`, async ({ page }) => {
    test.setTimeout(600_000);
    const findings: Finding[] = [];
    await page.setViewportSize(widths[0]);
    await signIn(page, user.email);
    for (const size of widths) {
      await page.setViewportSize(size);
      for (const route of ROUTES.filter((r) => r.company === user.company)) await checkPage(page, route.path, findings, user.full === true);
    }
    // The whole list in a file as well: the report shows only the end of a long difference.
    mkdirSync(join(__dirname, '..', '..', '.tmp'), { recursive: true });
    writeFileSync(join(__dirname, '..', '..', '.tmp', `appShell-${user.email}.json`), JSON.stringify(findings, null, 2));
    expect(findings).toEqual([]);
  });
}

test('no link of the admin’s pages leads to the 404 page', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, 'admin@demo.be');
  const links = new Set<string>();
  for (const route of ROUTES.filter((r) => r.company === 'be')) {
    await page.goto(route.path);
    await settle(page);
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname + (a as HTMLAnchorElement).search));
    for (const href of hrefs) if (!PENDING_LINKED_PAGES.some((pending) => pending.test(href.split('?')[0]))) links.add(href);
  }
  const broken: string[] = [];
  for (const href of links) {
    if (href.startsWith('/api/') || href.startsWith('/graphiql')) continue;
    await page.goto(href);
    await page.locator('main').waitFor();
    if ((await page.getByTestId('not-found').count()) > 0) broken.push(href);
  }
  expect(broken).toEqual([]);
});

test('an unknown address shows the 404 page with its own title, not the people list', async ({ page }) => {
  await signIn(page, 'admin@demo.be');
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found/);
});

test('a profile address takes the numeric id; a global id redirects to it; sign-in returns to the page asked for', async ({ page }) => {
  await page.goto('/people/34/wage');
  await expect(page).toHaveURL(/\/login\?next=%2Fpeople%2F34%2Fwage$/);
  await page.getByLabel('Email').fill('admin@demo.be');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/people\/34\/wage$/);
  await page.goto(`/people/${encodeURIComponent(Buffer.from('Employee:34').toString('base64'))}`);
  await expect(page).toHaveURL(/\/people\/34$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Profile/);
});

test('a Dutch admin switches to French and back, and the choice stays after a reload', async ({ page }) => {
  await page.setViewportSize(WIDTHS[0]);
  await signIn(page, 'admin@demo.nl');
  await expect(page.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeVisible();
  await page.getByLabel('Taal').click();
  await page.getByRole('option', { name: 'Français' }).click();
  await expect(page.getByRole('link', { name: 'Collaborateurs' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Langue')).toBeVisible();
  await page.getByLabel('Langue').click();
  await page.getByRole('option', { name: 'Nederlands' }).click();
  await expect(page.getByLabel('Taal')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
});

test('on a phone the navigation is a drawer; the skip link leads to the content', async ({ page }) => {
  await page.setViewportSize(WIDTHS[1]);
  await signIn(page, 'admin@demo.be');
  await page.reload();
  await page.locator('main').waitFor();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to the content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.getByRole('button', { name: 'Open the navigation' }).click();
  await page.getByRole('link', { name: 'My tasks' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page).toHaveTitle(/^My tasks/);
});
