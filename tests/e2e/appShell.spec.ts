// "Done when": every route of part 1 §2 and part 2 §2 that exists, as each demo user, at 1440×900 and
// 390×844: no 404 for a linked page, no horizontal overflow, no missing translation key, no serious or critical axe
// violation. This file only reads, so its tests run side by side (the playwright config's `sweep` project); each opens
// the app with the session auth.setup.ts kept for its user and visits its routes in one page.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PENDING_LINKED_PAGES, ROUTES } from './routes';
import { testRunDir } from '../support/testRun';
import { authFile, DEMO_USERS } from './users';

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
// web/src/i18n/I18nProvider.tsx MISSING_KEY_MARK
const MISSING_KEY_MARK = '⟦missing⟧';
// What a page shows while its code or data loads (the route's skeleton, the first paint's progress bar).
const LOADING = '[data-testid="page-progress"], .MuiSkeleton-root';

test.describe.configure({ mode: 'parallel' });

/** Waits until the route has rendered and nothing on it is still loading: axe must read the finished page. */
async function settle(page: Page) {
  await page.locator('main').waitFor();
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 15_000 });
}

type Finding = { path: string; problem: string };

// axe reads each user's frame (navigation, header, the page-level rules: the document's language, the skip link) once
// per width, on the first route, and on every route only the page itself, the `main` landmark. Many users see the very
// same page there (the same person's card, the same "not allowed" box, the same settings list): axe gives the same
// answer for the same markup at the same width, so the answer is kept per markup for this run, shared by both workers
// through files. The markup key drops what React numbers afresh on each render (useId's ids). Axe is nine tenths of
// the sweep's time: its script is put in the page once (the routes after the first are opened inside the app, so it stays)
// rather than once per reading as @axe-core/playwright's AxeBuilder does, which cost 0.9 s of each 1 s reading. The
// document's title, the one page-level rule that changes with the route, is checked on its own. A route's frames (the
// contract's PDF preview) are not read inside: their element is, in the page.
// In the run's folder: the answers of one run's build of the app.
const AXE_CACHE = join(testRunDir(), 'axe-cache');

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

async function axeProblems(page: Page, width: number, scope: 'page' | 'main'): Promise<string[]> {
  const markup = await page.evaluate(
    (selector) => document.querySelector(selector)?.outerHTML ?? '',
    scope === 'main' ? 'main' : 'html',
  );
  const key = createHash('sha256')
    .update(`${scope}\n${width}\n${markup.replace(/([:«_])r[0-9a-z]+\1?/g, 'r')}`)
    .digest('hex');
  const file = join(AXE_CACHE, `${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as string[];
  mkdirSync(AXE_CACHE, { recursive: true });
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Only the violations are gathered (axe's resultTypes): the passes it would list cost time and are not read.
  const violations = await page.evaluate(async (onlyMain) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const context = onlyMain ? (document.querySelector('main') as Element) : document;
    const results = await axe.run(context, { resultTypes: ['violations'], iframes: false });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }));
  }, scope === 'main');
  const problems = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `axe ${v.impact} ${v.id}: ${v.targets.join(' | ')}`);
  writeFileSync(file, JSON.stringify(problems));
  return problems;
}

/**
 * Opens a route. The first of a test loads the app; the next ones go there inside the app, as a link does (the router
 * follows the address on popstate), which spares a start of the app per route. The page left is marked, so the wait
 * ends once the router has put the new route in its place. A route that differs only in its query loads afresh, as its
 * page is not replaced.
 */
async function open(page: Page, path: string, previous: string | null) {
  const pathOf = (address: string) => new URL(address, 'http://app').pathname;
  if (previous === null || pathOf(previous) === pathOf(path)) {
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    return;
  }
  const left = await page.evaluate((to) => {
    const children = [...document.querySelectorAll('main > *')];
    if (children.length === 0) return 0;
    for (const child of children) child.setAttribute('data-e2e-left', '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return children.length;
  }, path);
  if (left === 0) await page.goto(path, { waitUntil: 'domcontentloaded' });
  else
    await page.waitForFunction((count) => document.querySelectorAll('main > [data-e2e-left]').length < count, left, {
      timeout: 30_000,
    });
}

// What a page says when the object its address names is not there (the *_NOT_FOUND texts in en, nl and fr).
const NOT_THERE = /does not exist|bestaat niet|n['’]existe pas/i;

/**
 * Reads the page shown at the window's present width. `seesAll`: the user is the company's admin, who may see every
 * demo object the routes name; for them a page saying the object does not exist means the address's ids are not
 * understood (routes by the spec's ids). `scope`: what axe reads (see axeProblems).
 */
async function checkShown(
  page: Page,
  path: string,
  findings: Finding[],
  { seesAll, scope }: { seesAll: boolean; scope: 'page' | 'main' },
) {
  const width = page.viewportSize()?.width ?? 0;
  const at = `${path} at ${width}px`;
  await settle(page);
  if ((await page.getByTestId('not-found').count()) > 0) findings.push({ path: at, problem: '404 page' });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) {
    // Name the outermost elements that stick out, so the finding says where to look.
    const culprits = await page.evaluate(() => {
      const wide = (el: Element) => el.getBoundingClientRect().right > window.innerWidth + 1;
      return [...document.querySelectorAll('main *')]
        .filter((el) => wide(el) && !(el.parentElement && wide(el.parentElement)))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].filter((c) => !c.startsWith('css-')).join('.')}`);
    });
    findings.push({ path: at, problem: `${scrollWidth}px wide in a ${innerWidth}px window: ${culprits.join(' | ')}` });
  }
  const text = await page.locator('body').innerText();
  if (seesAll && NOT_THERE.test(await page.locator('main').innerText()))
    findings.push({ path: at, problem: 'the page says what the address names does not exist' });
  const missing = [...text.matchAll(new RegExp(`${MISSING_KEY_MARK}(\\w+)`, 'g'))].map((match) => match[1]);
  if (missing.length > 0)
    findings.push({ path: at, problem: `missing translation keys ${[...new Set(missing)].join(', ')}` });
  // axe's document-title rule, which the `main`-only reading leaves out; and the page's own title before the app's name
  // (page titles per route, apps/Shell/routeTitles.ts), not the app's name alone.
  if (!/\S · /.test(await page.title()))
    findings.push({ path: at, problem: `the document's title names no page: "${await page.title()}"` });
  for (const problem of await axeProblems(page, width, scope)) findings.push({ path: at, problem });
}

/** Lets the page take a new window size: media queries answer in the next frame, and React renders what they say. */
async function resize(page: Page, size: (typeof WIDTHS)[number]) {
  await page.setViewportSize(size);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** The app's own links on the page (its path and query), except pages still to be built. */
async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href^="/"]')
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname + (a as HTMLAnchorElement).search));
  return hrefs.filter(
    (href) =>
      !href.startsWith('/api/') &&
      !href.startsWith('/graphiql') &&
      !PENDING_LINKED_PAGES.some((pending) => pending.test(href.split('?')[0])),
  );
}

/**
 * The links worth opening: one per page kind. A link to a route swept above was checked there at both widths; of the
 * links that differ only by an object's id (each person of the list, each day-off type of the settings) the first
 * tells whether the app's router and the gateway take such an address, the others would only render the same page
 * for another row of the demo data.
 */
function linksToFollow(links: Iterable<string>, routes: readonly { path: string }[]): string[] {
  const swept = new Set(routes.map((route) => route.path));
  const kind = (href: string) => {
    const [path, query = ''] = href.split('?');
    const keys = [...new URLSearchParams(query).keys()].sort().join('&');
    return `${path.replace(/\/[0-9]+(?=\/|$)/g, '/:id')}?${keys}`;
  };
  const kinds = new Set<string>();
  return [...links].filter((href) => {
    if (swept.has(href) || kinds.has(kind(href))) return false;
    kinds.add(kind(href));
    return true;
  });
}

function report(name: string, findings: unknown[]) {
  // The whole list in a file as well: the report shows only the end of a long difference.
  mkdirSync(join(__dirname, '..', '..', '.tmp'), { recursive: true });
  writeFileSync(join(__dirname, '..', '..', '.tmp', `appShell-${name}.json`), JSON.stringify(findings, null, 2));
}

// Each route is opened once and read at both widths: the window is resized between the two readings, the wide one
// first on one route and the narrow one first on the next, so a route costs one resize and one load of its data.
for (const user of DEMO_USERS) {
  test.describe(() => {
    test.use({ storageState: authFile(user.email), viewport: WIDTHS[0] });
    // The Belgian admin also follows the links its pages show at full width, one of each kind (linksToFollow): none may
    // lead to the 404 page.
    const followLinks = user.email === 'admin@demo.be';
    const widths = WIDTHS.map((size) => `${size.width}×${size.height}`).join(' and ');
    test(`every route as ${user.email} at ${widths}${followLinks ? ', and a link of each kind on them' : ''}`, async ({
      page,
    }) => {
      // SWEEP_TIMEOUT_MS gives more time on a machine whose cores are shared with other work.
      test.setTimeout(Number(process.env.SWEEP_TIMEOUT_MS ?? 600_000));
      const findings: Finding[] = [];
      const links = new Set<string>();
      let previous: string | null = null;
      for (const [index, route] of ROUTES.filter((r) => r.company === user.company).entries()) {
        await open(page, route.path, previous);
        previous = route.path;
        const sizes = index % 2 === 0 ? WIDTHS : [...WIDTHS].reverse();
        for (const [n, size] of sizes.entries()) {
          if (n > 0) await resize(page, size);
          // axe reads the user's frame and the page-level rules on the first route, at both widths; then only `main`.
          await checkShown(page, route.path, findings, {
            seesAll: user.email.startsWith('admin@'),
            scope: index === 0 ? 'page' : 'main',
          });
          if (followLinks && size.width === WIDTHS[0].width) for (const href of await linksOf(page)) links.add(href);
        }
        report(user.email, findings);
      }
      if (page.viewportSize()?.width !== WIDTHS[0].width) await resize(page, WIDTHS[0]);
      for (const href of linksToFollow(links, ROUTES)) {
        await open(page, href, previous);
        previous = href;
        await settle(page);
        if ((await page.getByTestId('not-found').count()) > 0)
          findings.push({ path: href, problem: 'a link leads to the 404 page' });
      }
      report(user.email, findings);
      expect(findings).toEqual([]);
    });
  });
}

test('the axe reading finds what it is there for: an image without a text alternative in the page', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>t</h1><img src="data:,"></main></body></html>',
  );
  expect(await axeProblems(page, 1, 'main')).toEqual([expect.stringMatching(/^axe critical image-alt: img$/)]);
});

test.describe(() => {
  test.use({ storageState: authFile('admin@demo.be') });

  test('an unknown address shows the 404 page with its own title, not the people list', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page).toHaveTitle(/^Page not found/);
  });

  test('on a phone the navigation is a drawer; the skip link leads to the content', async ({ page }) => {
    await page.setViewportSize(WIDTHS[1]);
    await page.goto('/people');
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
});

test('a profile address takes the numeric id; a global id redirects to it; sign-in returns to the page asked for', async ({
  page,
}) => {
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
