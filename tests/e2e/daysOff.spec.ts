import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// Demo Belgian people 40–48 (rest/src/seed/daysOff.ts): a Monday–Friday week, 18 of their 20 'Wettelijk verlof' days
// planned this year (2 left), 6 days of 'Extralegaal verlof' left, and nothing planned in the first two weeks of July.
// The e2e app lives on 2026-06-15 (tests/support/databases.ts TEST_TODAY). Each test plans on a person of its own.
const YEAR = 2026;
const personUrl = (id: number) => `/people/${id}`;
const calendarUrl = (id: number) => `${personUrl(id)}/daysOff?year=${YEAR}`;

async function openCalendar(page: Page, id: number) {
  await page.goto(calendarUrl(id));
  await expect(page.getByRole('region', { name: `Calendar ${YEAR}` })).toBeVisible();
  // The holiday types sit in the ruleset 'Verlof België': its detail shows their usage rows.
  await page.getByRole('region', { name: 'Time-off budget' }).getByRole('button', { name: 'Show detail' }).click();
}

const day = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);
const usageRow = (page: Page, name: string) => page.getByTestId('usage-row').filter({ hasText: name });
const requestDialog = (page: Page) => page.getByRole('dialog', { name: 'Add days off' });

async function select(page: Page, dates: readonly string[]) {
  for (const date of dates) await day(page, date).click();
  for (const date of dates) await expect(day(page, date)).toHaveAttribute('aria-selected', 'true');
}

async function requestDaysOff(page: Page, dates: readonly string[], type: string) {
  await select(page, dates);
  await page.getByRole('button', { name: dates.length === 1 ? 'Add 1 day' : `Add ${dates.length} days` }).click();
  const dialog = requestDialog(page);
  await dialog.getByRole('combobox', { name: 'Day-off type' }).selectOption({ label: type });
  await dialog.getByRole('button', { name: 'Add days off' }).click();
  return dialog;
}

async function closeConfirmation(page: Page, title: string, dates: readonly string[]) {
  const sidebar = page.getByRole('dialog', { name: title });
  await expect(sidebar.getByRole('listitem')).toHaveText(
    dates.map((d) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`),
  );
  await sidebar.getByRole('button', { name: 'Close' }).click();
  await expect(sidebar).toHaveCount(0);
}

test.describe('the days-off calendar as admin@demo.be', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.be'));

  test('part 1 §2, §4: three working days added as holiday show in the calendar and are counted in the usage row', async ({
    page,
  }) => {
    await openCalendar(page, 40);
    await expect(usageRow(page, 'Extralegaal verlof')).toContainText('12 half days left');
    const dates = ['2026-07-06', '2026-07-07', '2026-07-08'];
    await requestDaysOff(page, dates, 'Extralegaal verlof');
    await expect(page.getByRole('status').filter({ hasText: 'The days off were added.' })).toBeVisible();
    await closeConfirmation(page, 'Days off added', dates);
    // The REST API approves what an admin plans (rest/src/daysOff/requests.ts): pending is the manager's case below.
    for (const date of dates)
      await expect(day(page, date)).toHaveAttribute('aria-label', /Extralegaal verlof, approved/);
    // part 1 §4: approved plus pending count; half days are shown twice the days (part 1 §9).
    await expect(usageRow(page, 'Extralegaal verlof')).toContainText('6 half days left');
  });

  test('part 1 §5, §8: over the limit the message shows; the admin confirms and the days are added anyway', async ({
    page,
  }) => {
    await openCalendar(page, 41);
    await expect(usageRow(page, 'Wettelijk verlof')).toContainText('2 days left');
    const dialog = await requestDaysOff(page, ['2026-07-06', '2026-07-07', '2026-07-08'], 'Wettelijk verlof');
    await expect(dialog.getByText('You have reached the maximum days off for this type.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add days off' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'I confirm going over the limit of this type' }).check();
    await dialog.getByRole('button', { name: 'Add days off' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The days off were added.' })).toBeVisible();
    await closeConfirmation(page, 'Days off added', ['2026-07-06', '2026-07-07', '2026-07-08']);
    await expect(usageRow(page, 'Wettelijk verlof')).toContainText('1 day over the limit');
  });

  test('part 1 §2, §5: removing a day off restores the balance', async ({ page }) => {
    await openCalendar(page, 42);
    await requestDaysOff(page, ['2026-07-13'], 'Wettelijk verlof');
    await closeConfirmation(page, 'Days off added', ['2026-07-13']);
    await expect(usageRow(page, 'Wettelijk verlof')).toContainText('1 day left');

    await select(page, ['2026-07-13']);
    await page.getByRole('button', { name: 'Delete 1 day' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete days off' });
    // part 1 §5: nothing ticked says so and sends nothing.
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Nothing to delete. Tick the slots you want to remove.');
    await dialog.getByRole('checkbox', { name: /^Wettelijk verlof, all day/ }).check();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The slots were removed.' })).toBeVisible();
    await closeConfirmation(page, 'Days off removed', ['2026-07-13']);
    await expect(usageRow(page, 'Wettelijk verlof')).toContainText('2 days left');
    await expect(day(page, '2026-07-13')).not.toHaveAttribute('aria-label', /Wettelijk verlof/);
  });

  test('part 1 §4, §8: a shift-click selection across two months gives the red one-month toast', async ({ page }) => {
    await openCalendar(page, 43);
    await day(page, '2026-07-30').click();
    await day(page, '2026-08-03').click({ modifiers: ['Shift'] });
    const toast = page.getByRole('alert').filter({ hasText: 'Shift-click selects days within one month only.' });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/MuiAlert-colorError/);
    await expect(day(page, '2026-08-03')).toHaveAttribute('aria-selected', 'false');
  });
});

test.describe('follow-up and bulk pages as admin@demo.be', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.be'));

  test('part 1 §2, §4: temporary unemployment in Belgium leads to the follow-up after the confirm sidebar', async ({
    page,
  }) => {
    await openCalendar(page, 46);
    await requestDaysOff(page, ['2026-07-09'], 'Tijdelijke werkloosheid');
    await closeConfirmation(page, 'Days off added', ['2026-07-09']);
    await expect(page).toHaveURL(/\/daysOff\/confirm\/belgium_only\/unemployment\?firstDayInRequest=2026-07-09$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Temporary unemployment' })).toBeVisible();
    await expect(page.getByText(/RVA\/ONEM\) for the days starting on 09\/07\/2026\./)).toBeVisible();
    await page.getByRole('link', { name: 'Done' }).click();
    await expect(page.getByRole('region', { name: `Calendar ${YEAR}` })).toBeVisible();
  });

  test('part 1 §2: bulk add then bulk delete the same days for two people, reported per person', async ({ page }) => {
    await page.goto(personUrl(48));
    const other = await page.getByRole('heading', { level: 1 }).innerText();
    const dates = '2026-07-06,2026-07-07';
    await page.goto(`${personUrl(47)}/daysOff/bulk/confirm?dates=${dates}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add days off for several people' })).toBeVisible();
    const people = page.getByRole('combobox', { name: 'People' });
    await people.fill(other);
    await page.getByRole('option', { name: other }).click();
    await page.getByRole('combobox', { name: 'Day-off type' }).selectOption({ label: 'Extralegaal verlof' });
    await page.getByRole('button', { name: 'Add for 2 people' }).click();
    const results = page.getByRole('table', { name: 'Days' }).getByRole('row');
    await expect(results).toHaveCount(3);
    await expect(results.nth(1)).toContainText('2 days off added');
    await expect(results.nth(2)).toContainText(other);
    await expect(results.nth(2)).toContainText('2 days off added');
    await expect(page.getByRole('status').filter({ hasText: 'The days off were added.' })).toBeVisible();

    await page.goto(`${personUrl(47)}/calendar/bulk/delete?dates=${dates}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Delete days off for several people' })).toBeVisible();
    await page.getByRole('combobox', { name: 'People' }).fill(other);
    await page.getByRole('option', { name: other }).click();
    const rows = page.getByRole('table', { name: 'Days' }).getByRole('row');
    await expect(rows.nth(2)).toContainText('Extralegaal verlof, all day');
    await page.getByRole('button', { name: 'Delete for 2 people' }).click();
    await expect(rows.nth(1)).toContainText('2 slots removed');
    await expect(rows.nth(2)).toContainText('2 slots removed');
    await expect(page.getByRole('status').filter({ hasText: 'The slots were removed.' })).toBeVisible();
  });
});

test.describe('the days-off calendar as manager@demo.be (not an admin, role default)', () => {
  test.beforeEach(({ page }) => signIn(page, 'manager@demo.be'));

  test('part 1 §4: days of a type that needs approval are pending in the calendar and in the usage row', async ({
    page,
  }) => {
    await openCalendar(page, 44);
    const dates = ['2026-07-06', '2026-07-07', '2026-07-08'];
    await requestDaysOff(page, dates, 'Extralegaal verlof');
    await closeConfirmation(page, 'Days off added', dates);
    for (const date of dates)
      await expect(day(page, date)).toHaveAttribute('aria-label', /Extralegaal verlof, pending/);
    await expect(usageRow(page, 'Extralegaal verlof')).toContainText('6 half days left');
    // The row's tooltip tells the pending part apart (part 1 §9: half days as twice the days).
    await usageRow(page, 'Extralegaal verlof').hover();
    await expect(page.getByRole('tooltip')).toContainText('Pending: 6 half days');
  });

  test('part 1 §5: over the limit a non-admin is told to ask an admin and, with role default, gets the edit-limits link', async ({
    page,
  }) => {
    await openCalendar(page, 45);
    const dialog = await requestDaysOff(page, ['2026-07-06', '2026-07-07', '2026-07-08'], 'Wettelijk verlof');
    await expect(dialog.getByText('You have reached the maximum days off for this type.')).toBeVisible();
    await expect(
      dialog.getByText('Only an admin can go over this limit. Ask an admin to plan these days off.'),
    ).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'I confirm going over the limit of this type' })).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Edit the limits of this type' })).toHaveAttribute(
      'href',
      /^\/settings\/daysOffTypes\/\d+\/2026\/edit$/,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(usageRow(page, 'Wettelijk verlof')).toContainText('2 days left');
  });
});
