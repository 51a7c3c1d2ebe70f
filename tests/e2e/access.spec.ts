import { expect, test } from '@playwright/test';
import { profileUrl, signIn } from './support';

// In the browser. light@demo.be (light group access) is person 15 of Demo Belgium (rest/src/seed/demo.ts);
// person 49 is a colleague.
const SELF = 15;
const COLLEAGUE = 49;

test.describe('as light@demo.be', () => {
  test.beforeEach(({ page }) => signIn(page, 'light@demo.be'));

  test("a colleague's profile shows their directory card, no personal information and no upload button", async ({
    page,
  }) => {
    await page.goto(profileUrl(COLLEAGUE));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contacts and address' })).toBeVisible();
    await expect(page.getByText('Work email')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Personal information' })).toHaveCount(0);
    for (const label of ['Personal email', 'Emergency contact', 'Home address', 'Date of birth'])
      await expect(page.getByText(label, { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Upload profile picture')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('their own profile shows their personal information and the upload button', async ({ page }) => {
    await page.goto(profileUrl(SELF));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const personal = page.getByRole('region', { name: 'Personal information' });
    await expect(personal).toBeVisible();
    await expect(personal.getByText('Date of birth')).toBeVisible();
    await expect(page.getByText('Home address', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Upload profile picture')).toHaveCount(1);
  });
});
