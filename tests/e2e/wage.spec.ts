import { expect, test, type Page } from '@playwright/test';
import { profileUrl, signIn } from './support';

// Demo Belgium people 30–39 have an open monthly or hourly wage without end date (rest/src/seed/wages.ts); this file
// changes them, one person per test. People 40–48 belong to the days-off tests. The demo's today is 2026-06-15.

async function openProfile(page: Page, id: number) {
  await page.goto(profileUrl(id));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** Types a date into an MUI date field (its sections take the digits in turn). */
async function typeDate(page: Page, field: string, ddmmyyyy: string) {
  await page.getByRole('group', { name: field }).getByRole('spinbutton').first().click();
  await page.keyboard.type(ddmmyyyy.replaceAll('/', ''));
  await expect(page.getByRole('group', { name: field }).getByRole('spinbutton')).toHaveText(ddmmyyyy.split('/'));
}

const box = (page: Page) => page.getByRole('region', { name: 'Wage' });

test.describe('as admin@demo.be', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.be'));

  test('clicking a slice of the wage box opens a popup with its amount, kept inside the window (part 1 §2)', async ({
    page,
  }) => {
    await openProfile(page, 31);
    const figure = box(page).getByRole('figure', { name: 'Monthly total cost by component' });
    const ring = figure.locator('svg');
    await expect(ring).toBeVisible();
    const legendRow = box(page)
      .getByRole('group', { name: 'Cost components' })
      .locator('div', { has: page.getByRole('checkbox', { name: 'Base salary' }) });
    const baseAmount = (await legendRow.locator('p').last().innerText()).trim();
    expect(baseAmount).toMatch(/^€[\d,]+\.\d{2}$/);

    // The first slice (base salary, the largest) starts at 12 o'clock: click inside the ring just after it.
    const bounds = (await ring.boundingBox())!;
    const radius = bounds.width / 2 - 6 - 15; // the ring's middle: 6px margin, a 30px ring
    const angle = (8 * Math.PI) / 180;
    await page.mouse.click(
      bounds.x + bounds.width / 2 + radius * Math.sin(angle),
      bounds.y + bounds.height / 2 - radius * Math.cos(angle),
    );

    const popup = page.getByRole('dialog', { name: 'Base salary' });
    await expect(popup).toContainText(baseAmount);
    const inside = await popup.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return (
        rect.left >= 25 &&
        rect.top >= 25 &&
        rect.right <= window.innerWidth - 25 &&
        rect.bottom <= window.innerHeight - 25
      );
    });
    expect(inside).toBe(true);
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
  });

  test('sets a new wage from the form and the box shows it (part 1 §2 /people/{id}/wage/new)', async ({ page }) => {
    await openProfile(page, 32);
    const total = box(page).getByRole('figure').locator('p').first();
    const totalBefore = await total.innerText();
    await box(page).getByRole('link', { name: 'Set new wage' }).click();
    await expect(page).toHaveURL(/\/wage\/new$/);

    const form = page.getByRole('form', { name: 'Set new wage' });
    await typeDate(page, 'Start date', '15/06/2026');
    await form.getByRole('combobox', { name: 'Wage type' }).click();
    await page.getByRole('option', { name: 'Employee, paid monthly' }).click();
    await form.getByRole('textbox', { name: 'Rate' }).fill('4321');
    await form.getByRole('button', { name: 'Set new wage' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'The wage was saved.' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${profileUrl(32).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(box(page)).toContainText('Employee, paid monthly · €4,321.00');
    await expect(total).not.toHaveText(totalBefore);
  });

  test('terminates a wage and the box shows the termination notice (part 1 §4)', async ({ page }) => {
    await openProfile(page, 33);
    await box(page).getByRole('link', { name: 'Terminate' }).click();
    await expect(page).toHaveURL(/\/wage\/end$/);
    const form = page.getByRole('form', { name: 'Terminate the wage' });
    await typeDate(page, 'Last day', '30/06/2026');
    await form.getByRole('textbox', { name: 'Reason (optional)' }).fill('Moving abroad');
    await form.getByRole('button', { name: 'Terminate' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'The wage was terminated.' })).toBeVisible();
    await expect(box(page).getByRole('note')).toHaveText('Termination on 30/06/2026');
    // part 1 §4: termination is offered only for a wage without end date.
    await expect(box(page).getByRole('link', { name: 'Terminate' })).toHaveCount(0);
  });
});

test('nowage@demo.be sees the profile without the wage box (part 1 §6)', async ({ page }) => {
  await signIn(page, 'nowage@demo.be');
  await openProfile(page, 34);
  await expect(page.getByRole('region', { name: 'Contacts and address', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Personal information', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wage', exact: true })).toHaveCount(0);
  await page.goto(`${profileUrl(34)}/wage`);
  await expect(page.getByText('You may not see the wage of this person.')).toBeVisible();
});
