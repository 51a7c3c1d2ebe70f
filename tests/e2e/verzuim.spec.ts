import { expect, test, type Page } from '@playwright/test';
import { profileUrl, signIn } from './support';

// The main path of verzuim in Dutch as admin@demo.nl: report a person sick from the calendar's 'Verzuim
// melden' button, see the sick days in the calendar, record a 50% partial recovery from the selected sick day, and see
// it on the profile with its Poortwachter timeline; then the end date. Demo Nederland positions 20–29 have no demo
// verzuim (rest/src/seed/verzuim.ts); ids follow the 60 Belgian people. The app lives on 2026-06-15.
const PERSON = 85;
const day = (page: Page, date: string) => page.locator(`button[data-date="${date}"]`);

async function typeDate(page: Page, field: string, ddmmyyyy: string) {
  await page.getByRole('group', { name: field }).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy.replaceAll('/', ''));
  await expect(page.getByRole('group', { name: field }).getByRole('spinbutton')).toHaveText(ddmmyyyy.split('/'));
}

async function openCalendar(page: Page) {
  await page.goto(`${profileUrl(PERSON)}/daysOff?year=2026`);
  await expect(page.getByRole('region', { name: 'Kalender 2026' })).toBeVisible();
}

test('a Dutch admin reports sick leave from the calendar, records a partial recovery and sees the timeline on the profile', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.nl');
  await openCalendar(page);

  // part 1 §5: reporting needs exactly one day and one employee.
  await day(page, '2026-06-01').click();
  await page.getByRole('link', { name: 'Verzuim melden' }).click();
  await expect(page).toHaveURL(/\/daysOff\/thenetherlands_only\/verzuim\/report\?date=2026-06-01$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Verzuim melden voor');
  await expect(page.getByRole('group', { name: 'Eerste ziektedag' }).getByRole('spinbutton')).toHaveText([
    '01',
    '06',
    '2026',
  ]);
  await page.getByRole('button', { name: 'Ziek melden' }).click();

  // Back on the refreshed calendar: the working days from 1 June are sick days.
  await expect(page).toHaveURL(/\/daysOff\?year=2026$/);
  await expect(day(page, '2026-06-02')).toHaveAttribute('aria-label', /Ziek/);

  // part 1 §5: editing needs a single selected sick day.
  await day(page, '2026-06-02').click();
  await page.getByRole('link', { name: 'Verzuim bewerken' }).click();
  await expect(page).toHaveURL(/\/daysOff\/thenetherlands_only\/verzuim\/\d+\/edit$/);
  const recovery = page.getByRole('region', { name: 'Gedeeltelijk herstel' });
  await typeDate(page, 'Weer aan het werk vanaf', '08/06/2026');
  await expect(recovery.getByRole('spinbutton', { name: 'Hersteld (%)' })).toHaveValue('50');
  await recovery.getByRole('button', { name: 'Gedeeltelijk herstel melden' }).click();
  await expect(page).toHaveURL(/\/daysOff\?year=2026$/);

  // The profile's sick-leave section: the recovery on top, ongoing, with its timeline and the next deadline.
  await page.goto(profileUrl(PERSON));
  const section = page.getByRole('region', { name: 'Verzuim' });
  const rows = section.getByTestId('verzuim-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Gedeeltelijk hersteld');
  await expect(rows.first()).toContainText('vanaf 08/06/2026');
  await expect(rows.first()).toContainText('50% hersteld');
  await expect(rows.first()).toContainText('Lopend');
  await expect(rows.nth(1)).toContainText('Ziek gemeld');
  await expect(rows.nth(1)).toContainText('01/06/2026 – 07/06/2026');
  const timeline = rows.first().getByRole('region', { name: 'Tijdlijn Wet poortwachter' });
  // Week 6 of a sickness from 1 June 2026 (Regeling procesgang art. 2): 13/07/2026, the next deadline on 15 June.
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Probleemanalyse');
  await expect(timeline.locator('[aria-current="step"]')).toContainText('13/07/2026');
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Volgende deadline');

  // The end date from the item: healthy, and the timeline is gone.
  await rows.first().getByRole('link', { name: 'Bewerken' }).click();
  await typeDate(page, 'Laatste ziektedag', '12/06/2026');
  await page
    .getByRole('region', { name: 'Hersteld melden' })
    .getByRole('button', { name: 'Einddatum instellen' })
    .click();
  await expect(page).toHaveURL(/\/daysOff\?year=2026$/);
  await expect(day(page, '2026-06-15')).not.toHaveAttribute('aria-label', /Ziek/);
  await page.goto(profileUrl(PERSON));
  await expect(page.getByRole('region', { name: 'Verzuim' }).getByTestId('verzuim-row').first()).toContainText(
    'Hersteld gemeld',
  );
  await expect(page.getByRole('region', { name: 'Tijdlijn Wet poortwachter' })).toHaveCount(0);
});

test('a Belgian company sees no sick-leave section and no verzuim button', async ({ page }) => {
  await signIn(page, 'admin@demo.be');
  await page.goto(profileUrl(45));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sick leave' })).toHaveCount(0);
  await page.goto(`${profileUrl(45)}/daysOff?year=2026`);
  await day(page, '2026-07-06').click();
  await expect(page.getByRole('link', { name: 'Report sick leave' })).toHaveCount(0);
});
