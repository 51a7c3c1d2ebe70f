// "The people directory" in Chromium: search, a filter in the address, open a person, Back restores the search,
// the filter and the scroll position; the export downloads a workbook with the rows the list shows.
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from './support';

const rowsOf = (page: Page) => page.getByRole('list', { name: 'People' }).getByRole('link');

/** The list shows the rows of the address (PeopleList is aria-busy while it refetches). */
const settled = (page: Page) => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

/** Chooses an option of a filter, sort or page-size select; waits for the page to show it and its rows. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label })).toHaveText(option);
  await settled(page);
}

/** The text of the first option of a select after "All". */
async function firstOption(page: Page, label: string) {
  await page.getByRole('combobox', { name: label }).click();
  const option = (await page.getByRole('option').nth(1).innerText()).trim();
  await page.keyboard.press('Escape');
  return option;
}

test('an admin searches, filters by team, opens a person and Back restores the list where it was', async ({ page }) => {
  await signIn(page, 'admin@demo.be');
  const rows = rowsOf(page);
  await expect(rows).toHaveCount(25);

  // A filter is a new address: team = the first team the filter offers.
  const team = await firstOption(page, 'Team');
  await choose(page, 'Team', team);
  await expect(page).toHaveURL(/[?&]team=\d+/);
  await expect(rows.first()).toContainText(team);
  for (const row of await rows.all()) await expect(row).toContainText(team);

  // Search by the last name of the second row of that team.
  const fullName = (await rows.nth(1).locator('.MuiListItemText-primary').innerText()).trim();
  const lastName = fullName.split(' ').slice(1).join(' ');
  // The address changes a moment before the list refetches, and every row of a team can hold the name (its manager's):
  // the list shows the search once the refetch that carries it has been answered and rendered.
  const searched = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      (response.request().postData() ?? '').includes(`"search":${JSON.stringify(lastName)}`),
  );
  await page.getByLabel('Search by name, e-mail or employee number').fill(lastName);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(lastName).replace(/%20/g, '(\\+|%20)')}`));
  await searched;
  await settled(page);
  await expect(rows.filter({ hasNotText: lastName })).toHaveCount(0);
  await expect(rows.first()).toContainText(lastName);
  const filteredUrl = page.url();
  const filteredCount = await rows.count();

  await rows.filter({ hasText: fullName }).first().click();
  await expect(page).toHaveURL(/\/people\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fullName);

  await page.goBack();
  await expect(page).toHaveURL(filteredUrl);
  await expect(page.getByLabel('Search by name, e-mail or employee number')).toHaveValue(lastName);
  await expect(page.getByRole('combobox', { name: 'Team' })).toHaveText(team);
  await expect(rows).toHaveCount(filteredCount);
});

test('Back restores the scroll position of a long list, and archived people can be found', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await signIn(page, 'admin@demo.be');
  await choose(page, 'Per page', '50');
  await expect(page).toHaveURL(/[?&]size=50/);
  await settled(page);
  const rows = rowsOf(page);
  await expect(rows).toHaveCount(50);

  await rows.nth(40).scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  // The position is written (sessionStorage, useScrollRestoration) on the next frame after scrolling: wait for it.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Math.max(
          0,
          ...Object.entries(window.sessionStorage)
            .filter(([key]) => key.startsWith('people.scroll.'))
            .map(([, value]) => Number(value)),
        ),
      ),
    )
    .toBeGreaterThan(scrolled - 50);
  await rows.nth(40).click();
  await expect(page).toHaveURL(/\/people\/[^/?]+$/);
  await page.goBack();
  await expect(rows).toHaveCount(50);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);

  await page.evaluate(() => window.scrollTo(0, 0));
  await choose(page, 'Status', 'Archived');
  await expect(page).toHaveURL(/[?&]status=ARCHIVED/);
  await settled(page);
  await expect(rows.first()).toContainText('Archived');
  for (const row of await rows.all()) await expect(row).toContainText('Archived');
});

test('the export downloads a workbook with the rows of the filtered list', async ({ page }) => {
  await signIn(page, 'admin@demo.be');
  await choose(page, 'Sort by', 'First name');
  await expect(page).toHaveURL(/[?&]sort=FIRST_NAME/);
  const department = await firstOption(page, 'Department');
  await choose(page, 'Department', department);
  await expect(page).toHaveURL(/[?&]department=\d+/);
  const count = Number(
    (
      await page
        .getByRole('status')
        .filter({ hasText: /people/ })
        .innerText()
    ).match(/\d+/)![0],
  );
  const shown = await rowsOf(page).locator('.MuiListItemText-primary').allInnerTexts();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Export' }).click();
      await page.getByRole('menuitem', { name: 'Excel (.xlsx)' }).click();
    })(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^people-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('People')!;
  expect(sheet.actualRowCount - 1).toEqual(count);
  const names = Array.from({ length: Math.min(count, shown.length) }, (_, i) =>
    String(sheet.getRow(i + 2).getCell(1).value),
  );
  expect(names).toEqual(shown.slice(0, names.length));
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toContain('Wage type');
  for (let i = 2; i <= sheet.actualRowCount; i += 1) expect(sheet.getRow(i).getCell(8).value).toEqual(department);
});
