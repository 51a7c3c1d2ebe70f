import { expect, test, type Page } from '@playwright/test';
import { profileUrl, signIn } from './support';

// In the browser: the done-path as an admin, and the light viewer without the assign link. Person 30 of
// Demo Belgium has no workflow in the demo data (rest/src/seed/workflows.ts starts them for later people); person 49 is
// light@demo.be's colleague (access.spec.ts).
const PERSON = 30;
const COLLEAGUE = 49;
const TEMPLATE = 'E2E onboarding';

async function addItem(page: Page, name: string, days: number) {
  const form = page.getByRole('heading', { name: 'Add a task', level: 3 }).locator('..');
  await form.getByLabel(/^Task/).fill(name);
  await form.getByLabel('Days after the workflow date').fill(String(days));
  await form.getByRole('button', { name: 'Add a task' }).click();
  await expect(
    page.getByRole('list', { name: 'Tasks of the template' }).getByText(name, { exact: true }),
  ).toBeVisible();
}

const itemNames = (page: Page) => page.getByTestId('template-item').locator('p.MuiTypography-body2').allTextContents();

test('an admin builds a sequential onboarding of three tasks, starts it, sees 0/3, closes the tasks in order (the third refused first) and the box empties at 3/3', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.be');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Workflow templates' })
    .click();
  await page.getByLabel(/^Name/).fill(TEMPLATE);
  await page.getByLabel('Sequential').check();
  await page.getByRole('button', { name: 'Add a template' }).click();
  await expect(page.getByRole('heading', { name: TEMPLATE, level: 1 })).toBeVisible();
  await addItem(page, 'Laptop', -2);
  await addItem(page, 'Welcome', 0);
  await addItem(page, 'Check-in', 30);
  expect(await itemNames(page)).toEqual(['Laptop', 'Welcome', 'Check-in']);

  // Keyboard reordering: the handle of Check-in, space to lift, up, space to drop; then back by button.
  await page.getByRole('button', { name: /^Check-in: Drag to reorder/ }).focus();
  await page.keyboard.press('Space');
  await expect(
    page
      .getByTestId('template-item')
      .filter({ hasText: 'Check-in' })
      .getByRole('button', { name: /Drag to reorder/ }),
  ).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(300);
  await page.keyboard.press('Space');
  await expect.poll(() => itemNames(page)).toEqual(['Laptop', 'Check-in', 'Welcome']);
  await page.getByRole('button', { name: 'Move down: Check-in' }).click();
  await expect.poll(() => itemNames(page)).toEqual(['Laptop', 'Welcome', 'Check-in']);

  await page.goto(profileUrl(PERSON));
  const box = page.getByRole('region', { name: 'Workflows' });
  await expect(box.getByText('No unfinished workflows.')).toBeVisible();
  await box.getByRole('link', { name: 'Assign a workflow' }).click();
  await page.getByLabel(/^Template/).selectOption({ label: `${TEMPLATE} (3 tasks)` });
  await page.getByLabel(/^Workflow date/).fill('2026-07-01');
  await page.getByRole('button', { name: 'Start the workflow' }).click();
  await expect(page.getByRole('heading', { name: TEMPLATE, level: 1 })).toBeVisible();

  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(box.getByRole('link', { name: TEMPLATE })).toBeVisible();
  await expect(box.getByRole('progressbar', { name: `${TEMPLATE}: 0 of 3 tasks closed` })).toBeVisible();
  await expect(box.getByText('0/3')).toBeVisible();
  await box.getByRole('link', { name: TEMPLATE }).click();

  const tasks = page.getByRole('table', { name: 'Tasks' });
  await tasks.getByRole('button', { name: 'Close: Check-in' }).click();
  await expect(page.getByRole('alert')).toContainText('The tasks before this one must be closed first');
  for (const name of ['Laptop', 'Welcome', 'Check-in']) {
    await tasks.getByRole('button', { name: `Close: ${name}` }).click();
    await expect(tasks.getByRole('button', { name: `Reopen: ${name}` })).toBeVisible();
  }
  await expect(page.getByText('Done', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.getByRole('link', { name: 'Go back' }).click();
  await expect(box.getByText('No unfinished workflows.')).toBeVisible();
  await expect(box.getByRole('link', { name: TEMPLATE })).toHaveCount(0);
});

test.describe('as light@demo.be', () => {
  test.beforeEach(({ page }) => signIn(page, 'light@demo.be'));

  test('no assign link and no workflows of a colleague; the assign page refuses; their own tasks are in the navigation', async ({
    page,
  }) => {
    await page.goto(profileUrl(COLLEAGUE));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Assign a workflow' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Workflows' })).toHaveCount(0);
    await page.goto(`${profileUrl(COLLEAGUE)}/assign/workflow`);
    await expect(page.getByText('You may not assign a workflow to this person.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start the workflow' })).toHaveCount(0);

    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Workflow templates' })).toHaveCount(0);
    await navigation.getByRole('link', { name: 'My tasks' }).click();
    const list = page.getByRole('list', { name: 'My open tasks' });
    await expect(list.getByText('Buddy lunch').first()).toBeVisible();
  });
});
