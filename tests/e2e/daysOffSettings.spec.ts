import { expect, test } from '@playwright/test';
import { signIn } from './support';

// Demo Nederland's admin works in Dutch (language nl); the company's country is NL (part 1 §9).
test.describe('as admin@demo.nl', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.nl'));

  test('part 1 §2, §9: adds a company holiday for NL next year, sees it listed, and it stays after a reload', async ({
    page,
  }) => {
    const year = new Date().getFullYear() + 1;
    await page.goto(`/settings/companyHolidays?year=${year}&country=NL&back=%2Fpeople`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bedrijfsfeestdagen ${year}`);
    await expect(page.getByRole('combobox', { name: 'Land' })).toHaveValue('NL');

    const form = page.getByRole('form', { name: 'Bedrijfsfeestdag toevoegen' });
    // The picker keeps to the year shown: it opens on January of that year.
    await form.getByRole('button', { name: /Kies datum|Choose date/ }).click();
    await page.getByRole('grid').getByRole('gridcell', { name: '15' }).click();
    await form.getByRole('textbox', { name: /^Naam/ }).fill('Bedrijfsuitje');
    await form.getByRole('button', { name: 'Toevoegen' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: `Bedrijfsuitje op 15/01/${year} is toegevoegd.` }),
    ).toBeVisible();
    const row = page
      .getByRole('table', { name: 'Bedrijfsfeestdagen' })
      .getByRole('row')
      .filter({ hasText: 'Bedrijfsuitje' });
    await expect(row.getByRole('cell').first()).toHaveText(`15/01/${year}`);

    await page.reload();
    await expect(
      page.getByRole('table', { name: 'Bedrijfsfeestdagen' }).getByRole('row').filter({ hasText: 'Bedrijfsuitje' }),
    ).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Ga terug' })).toHaveAttribute('href', '/people');
  });
});
