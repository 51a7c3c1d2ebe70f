import { expect, test, type Page } from '@playwright/test';
import { profileUrl, signIn } from './support';

// In the browser: a license added to a person from the profile's software box (part 2 §2 /people/{id}/add/software
// with logo suggestions from the shipped catalogue), deactivated on its page and shown muted; a review planned from the
// reviews box, edited, finished with a reason and sent (part 2 §2 /evaluations/add, /evaluations/detail/{id}, §4).
// Demo Belgium people 54–57 belong to this file; the demo's today is 2026-06-15.

async function openProfile(page: Page, id: number) {
  await page.goto(profileUrl(id));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const softwareBox = (page: Page) => page.getByRole('region', { name: 'Software licenses' });
const reviewsBox = (page: Page) => page.getByRole('region', { name: 'Performance reviews' });

test.describe('as admin@demo.be', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.be'));

  test('adds a license of a new product with a suggested logo, then deactivates it: the box shows it muted (part 2 §2, §4)', async ({
    page,
  }) => {
    await openProfile(page, 55);
    await expect(softwareBox(page).getByTestId('license-row')).toHaveCount(3);
    await softwareBox(page).getByRole('link', { name: 'Add software' }).click();
    await expect(page).toHaveURL(/\/add\/software$/);

    await page.getByRole('combobox', { name: 'Pick a product' }).click();
    await page.getByRole('option', { name: 'Or add a new product' }).click();
    await page.getByLabel('Product name').fill('Mir');
    // part 2 §7 /v1/companies/suggest: the catalogue's Miro, with its logo; picking it fills the website.
    const suggestion = page
      .getByRole('group', { name: 'Logo suggestions' })
      .getByRole('button', { name: /Miro · miro\.com/ });
    await suggestion.click();
    await expect(page.getByLabel('Product name')).toHaveValue('Miro');
    await expect(page.getByLabel('Website')).toHaveValue('https://miro.com');
    await page.getByLabel('Username').fill('e2e.user');
    await page.getByRole('button', { name: 'Add license' }).click();

    // Back on the profile: the new license is active and the latest added, so it leads the box (3 of the 4 fetched).
    await expect(page).toHaveURL(new RegExp(`${profileUrl(55)}$`));
    const first = softwareBox(page).getByTestId('license-row').first();
    await expect(first).toContainText('Miro');
    await expect(first).toContainText('Added 15/06/2026');
    await expect(first.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
    await expect(softwareBox(page).getByRole('link', { name: 'Show all licenses' })).toBeVisible();

    await first.getByRole('link', { name: 'Miro' }).click();
    await expect(page).toHaveURL(/\/software\/licenses\//);
    await expect(page.getByLabel('Username')).toHaveValue('e2e.user');
    await page.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Inactive')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reactivate' })).toBeVisible();

    // The person's list shows it muted, with its deactivated date.
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/software$/);
    const row = page.getByTestId('license-row').filter({ hasText: 'Miro' });
    await expect(row).toHaveAttribute('data-active', 'false');
    await expect(row).toContainText('Deactivated 15/06/2026');
  });

  test('plans a review from the reviews box, edits it, finishes it with a reason and sends it (part 2 §2, §4)', async ({
    page,
  }) => {
    await openProfile(page, 56);
    await reviewsBox(page).getByRole('link', { name: 'Add review' }).click();
    await expect(page).toHaveURL(/\/evaluations\/add\?initialPersonId=/);
    await page.getByLabel('Date').fill('2026-12-01');
    await page.getByLabel('Include the manager').check();
    await page.getByRole('button', { name: 'Add review' }).click();

    await expect(page).toHaveURL(/\/evaluations\/detail\//);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Annual review');
    await expect(page.getByTestId('review-status')).toHaveText('Planned');
    await page.getByLabel('Hidden notes').fill('Wants to lead the Ghent store');
    await page.getByLabel('Summary').fill('A strong first half year.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The review is saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Finish' });
    await dialog.getByLabel('Reason').fill('Discussed and agreed');
    await dialog.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByTestId('review-status')).toHaveText('Finished');
    await expect(page.getByText('Finished: Discussed and agreed')).toBeVisible();

    await page.getByRole('button', { name: 'Finish and send to the employee' }).click();
    await expect(page.getByTestId('review-status')).toHaveText('Sent to the employee');
    // A sent review is closed: no more edits or finishing.
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByText('A strong first half year.')).toBeVisible();

    // The person's reviews, 3 per page, lead with it (the latest first: the demo plans none after December).
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/evaluations\/[^/]+$/);
    await expect(page.getByTestId('review-row')).not.toHaveCount(0);
    expect(await page.getByTestId('review-row').count()).toBeLessThanOrEqual(3);
    await expect(page.getByTestId('review-row').first()).toContainText('01/12/2026');
    await expect(page.getByTestId('review-row').first()).toContainText('Sent to the employee');
  });
});

test('as light@demo.be: the own profile shows software but no performance reviews (part 2 §6)', async ({ page }) => {
  await signIn(page, 'light@demo.be');
  await openProfile(page, 15);
  await expect(softwareBox(page)).toBeVisible();
  await expect(softwareBox(page).getByRole('link', { name: 'Add software' })).toHaveCount(0);
  await expect(reviewsBox(page)).toHaveCount(0);
});
