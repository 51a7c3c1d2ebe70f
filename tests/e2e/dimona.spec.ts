import { expect, test } from '@playwright/test';
import { profileUrl, signIn } from './support';

// Demo person 1 (rest/src/seed/dimona.ts) has a one-day Flex contract (PC 302, 18:00–22:00) 3 days after
// the e2e app's today (2026-06-15, tests/support/databases.ts) and one 3 days before it, already late to edit.
const YEAR = 2026;

test.describe('the Dimona day-contract edit as admin@demo.be', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.be'));

  test('part 1 §5, part 2 §4–§8: from the calendar, an end hour past midnight warns and shows the next deadline; saved, it answers a command id and the pending-Dimona warning', async ({
    page,
  }) => {
    await page.goto(`${profileUrl(1)}/daysOff?year=${YEAR}`);
    await expect(page.getByRole('region', { name: `Calendar ${YEAR}` })).toBeVisible();
    await page.locator('button[data-date="2026-06-18"]').click();
    await page.getByRole('link', { name: 'Edit day contract' }).click();
    await expect(page).toHaveURL(/\/edit\/contracts\?date=2026-06-18$/);
    const form = page.getByRole('form', { name: 'Edit day contract' });
    await expect(form.getByLabel('Start hour')).toHaveValue('18:00');
    await expect(form.getByLabel('End hour')).toHaveValue('22:00');
    await expect(page.getByTestId('pending-dimona')).toHaveCount(0);

    await form.getByLabel('End hour').fill('02:00');
    // part 2 §4, §5: 1440 − 1080 + 120 = 480 minutes, under 720: the next-day warning with its hours.
    await expect(page.getByTestId('dimona-warning-DIMONA_HOURS_TO_NEXT_DAY')).toHaveText(
      'This shift runs into the next day, until 2 h.',
    );
    // part 2 §4: a later ending must be declared within 8 hours of the original end (22:00 on 18/06).
    await expect(page.getByTestId('dimona-warning-DIMONA_NEXT_DEADLINE')).toHaveText(
      'Declare this change before 19/06/2026 06:00 to be on time.',
    );

    await form.getByRole('button', { name: 'Save and send Dimona' }).click();
    await expect(page.getByTestId('dimona-sent')).toHaveText(/^Dimona sent\. Command id: [0-9a-f-]{36}$/);
    await expect(page.getByTestId('pending-dimona')).toHaveText(
      'A Dimona declaration for this person is still pending.',
    );
  });

  test('part 2 §2, §8: a contract 3 days ago shows the late-Dimona warning with the missed deadline; hours of 12 h into the next day are refused with a red toast', async ({
    page,
  }) => {
    await page.goto(`${profileUrl(1)}/edit/contracts?date=2026-06-12`);
    const form = page.getByRole('form', { name: 'Edit day contract' });
    await form.getByLabel('End hour').fill('23:00');
    const late = page.getByTestId('late-dimona');
    await expect(late).toContainText('Late Dimona');
    await expect(late).toContainText('the deadline was 13/06/2026 06:00');
    await expect(late).toContainText(
      'A later end hour must be declared within 8 hours of the original end (13/06/2026 06:00).',
    );

    await form.getByLabel('End hour').fill('06:00');
    await form.getByRole('button', { name: 'Save and send Dimona' }).click();
    await expect(
      page
        .getByText('These hours are not allowed: a one-day contract may run at most 12 hours into the next day.')
        .first(),
    ).toBeVisible();
    await expect(page.getByTestId('dimona-sent')).toHaveCount(0);
  });
});
