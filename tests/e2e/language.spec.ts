// "Done when": a Dutch admin switches to French and back. It stores the admin's language, so it runs with the
// tests that write (the playwright config's `flows` project), not in the read-only sweep of appShell.spec.ts.
import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('a Dutch admin switches to French and back, and the choice stays after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
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
