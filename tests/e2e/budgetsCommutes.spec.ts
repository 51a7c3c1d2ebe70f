import { expect, test, type Page } from '@playwright/test';
import { profileUrl, signIn } from './support';

// Budgets and commutes in the browser. Demo Belgium person 22 has an Opleidingsbudget of €1,500 with two items
// (€539.90 used) and a variable commute (bicycle, 12 km) after a fixed one (rest/src/seed/budgetsCommutes.ts).

async function openProfile(page: Page, id: number) {
  await page.goto(profileUrl(id));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const budgets = (page: Page) => page.getByRole('region', { name: 'Budgets' });
const commute = (page: Page) => page.getByRole('region', { name: 'Commute' });

test.describe('as admin@demo.be', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.be'));

  test('adds a budget item that takes usage over the maximum: the bar turns red; deleting it brings it back (part 1 §4, part 2 §7)', async ({
    page,
  }) => {
    await openProfile(page, 22);
    const bar = budgets(page).getByRole('progressbar', { name: /^Opleidingsbudget/ });
    await expect(bar).toHaveAttribute('aria-label', 'Opleidingsbudget: €539.90 of €1,500.00');
    await budgets(page)
      .getByRole('link', { name: /Opleidingsbudget/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Budget of /);

    const form = page.getByRole('form', { name: 'Add item' });
    await form.getByLabel('Item').fill('Summer school');
    await form.getByLabel('Cost (EUR)').fill('1000');
    await form.getByRole('button', { name: 'Add item' }).click();
    const items = page.getByRole('table', { name: 'Items' });
    await expect(items.getByRole('row', { name: /Summer school/ })).toContainText('€1,000.00');
    const detailBar = page.getByRole('progressbar', { name: /^Opleidingsbudget 2026/ });
    await expect(detailBar).toHaveAttribute('data-over-maximum', 'true');
    await expect(page.getByText('€39.90 over the maximum')).toBeVisible();

    await page.getByRole('button', { name: 'Delete Summer school' }).click();
    await expect(items.getByRole('row', { name: /Summer school/ })).toHaveCount(0);
    await expect(detailBar).toHaveAttribute('data-over-maximum', 'false');
    await expect(page.getByText('€960.10 left')).toBeVisible();
  });

  test('adds a budget from the profile’s add link, its maximum prefilled from the year’s default (part 1 §2 /settings/budgets/add)', async ({
    page,
  }) => {
    await openProfile(page, 23);
    await expect(budgets(page)).toContainText('No budgets for');
    await budgets(page).getByRole('link', { name: 'Add budget' }).click();
    await expect(page).toHaveURL(/\/settings\/budgets\/add\?employee_id=.*&year=\d{4}&back=/);
    await page.getByRole('combobox', { name: 'Budget type' }).fill('Fietsleasing');
    await expect(page.getByLabel('Maximum (EUR)')).toHaveValue('1000');
    await page.getByRole('button', { name: 'Add budget' }).click();
    await expect(page).toHaveURL(/\/people\/[^/]+$/);
    await expect(budgets(page).getByRole('progressbar', { name: 'Fietsleasing: €0.00 of €1,000.00' })).toBeVisible();
  });

  test('the profile shows the commute (transport type, distance in km) and edits the variable days of a month, kept in the audit log (part 2 §4, §7)', async ({
    page,
  }) => {
    await openProfile(page, 22);
    await expect(commute(page)).toContainText('Bicycle');
    await expect(commute(page)).toContainText('12 km');
    await expect(commute(page)).toContainText('Variable (days per month)');
    await commute(page).getByRole('link', { name: 'Edit commute' }).click();

    const editor = page.getByRole('region', { name: 'Commuting days per month' });
    await editor.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: 'May' }).click();
    await editor.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: '2026', exact: true }).click();
    const days = editor.getByRole('spinbutton', { name: /^Days \(0–31\)/ });
    await expect(days).not.toHaveValue('');
    await days.fill('32');
    await expect(editor.getByRole('button', { name: 'Save days' })).toBeDisabled();
    await days.fill('17');
    await editor.getByRole('button', { name: 'Save days' }).click();
    await expect(page.getByText('The days are saved.')).toBeVisible();

    // Read again from the server: the month keeps its 17 days.
    await page.reload();
    const again = page.getByRole('region', { name: 'Commuting days per month' });
    await again.getByRole('combobox', { name: 'Month' }).click();
    await page.getByRole('option', { name: 'May' }).click();
    await again.getByRole('combobox', { name: 'Year' }).click();
    await page.getByRole('option', { name: '2026', exact: true }).click();
    await expect(again.getByRole('spinbutton', { name: /^Days/ })).toHaveValue('17');

    await page.getByRole('main').getByRole('link', { name: 'Commute audit log' }).click();
    const log = page.getByRole('table', { name: 'Commute audit log' });
    await expect(log.getByRole('row').nth(1)).toContainText('05/2026: 17 days by Bicycle');
    await expect(log.getByRole('row').nth(1)).toContainText('Anna Admin');
  });
});

test('the commute audit log pages by 25 and filters by month (part 2 §7 page, year_month_filter)', async ({ page }) => {
  await signIn(page, 'admin@demo.be');
  await page.goto('/auditlogs/commutes');
  const log = page.getByRole('table', { name: 'Commute audit log' });
  await expect(log.getByRole('row')).toHaveCount(26);
  const first = await log.getByRole('row').nth(1).innerText();
  await page.getByRole('link', { name: 'Older changes' }).click();
  await expect(page).toHaveURL(/after=/);
  await expect(log.getByRole('row').nth(1)).not.toHaveText(first);
  await page.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option', { name: '03/2026' }).click();
  await expect(page).toHaveURL(/year_month=2026-03$/);
  // The URL changes before the filtered page has replaced the previous one: wait for the rows themselves.
  const dates = () => log.getByRole('row').locator('td:first-child').allInnerTexts();
  await expect.poll(async () => (await dates()).length).toBeGreaterThan(0);
  await expect.poll(async () => (await dates()).every((date) => date.includes('/03/2026'))).toBe(true);
});

test('a light viewer sees no budgets and no commute (part 1 §6, part 2 §6)', async ({ page }) => {
  await signIn(page, 'light@demo.be');
  await openProfile(page, 22);
  await expect(page.getByRole('region', { name: 'Contact' })).toBeVisible();
  await expect(budgets(page)).toHaveCount(0);
  await expect(commute(page)).toHaveCount(0);
});

test('a manager with access_budgets but without payroll provider access sees budgets, no add link and no commute (part 1 §6)', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.be');
  await openProfile(page, 22);
  await expect(budgets(page).getByRole('progressbar', { name: /^Opleidingsbudget/ })).toBeVisible();
  await expect(budgets(page).getByRole('link', { name: 'Add budget' })).toHaveCount(0);
  await expect(commute(page)).toHaveCount(0);
});

test('/edit/commute: a save is in the activity feed; a second save from a form opened before it gets the conflict error', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@demo.be');
  const other = await (await browser.newContext()).newPage();
  await signIn(other, 'admin@demo.be');
  // Demo person 23 has no commute yet.
  await page.goto(`${profileUrl(23)}/edit/commute`);
  await other.goto(`${profileUrl(23)}/edit/commute`);

  const first = page.getByRole('region', { name: 'Edit commute' });
  await first.getByRole('textbox', { name: 'Distance (km)' }).fill('14');
  // From a day before the demo's today (the form proposes the browser's own day).
  await first.getByLabel('From').fill('2026-06-01');
  await first.getByRole('button', { name: 'Save commute' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The commute is saved.' })).toBeVisible();

  const second = other.getByRole('region', { name: 'Edit commute' });
  await second.getByRole('textbox', { name: 'Distance (km)' }).fill('40');
  await second.getByRole('button', { name: 'Save commute' }).click();
  await expect(second.getByRole('alert')).toContainText('Someone else changed this person since you opened the form');

  await openProfile(page, 23);
  await expect(commute(page)).toContainText('14');
  await expect(commute(page)).not.toContainText('40 km');
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('changed the commute.');
});
