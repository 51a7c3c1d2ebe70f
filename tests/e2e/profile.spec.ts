import { expect, test, type Page } from '@playwright/test';
import { profileUrl, signIn } from './support';

// Demo Belgium people (deterministic seed): 49 has an open contract; 4 has none and manages a team;
// 28 has no open contract and no avatar.

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function openProfile(page: Page, id: number) {
  await page.goto(profileUrl(id));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('as admin@demo.be', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.be'));

  test('a person with an open contract cannot be archived (part 1 §4)', async ({ page }) => {
    await openProfile(page, 49);
    await page.getByRole('button', { name: 'Actions' }).click();
    const menu = page.getByRole('menu', { name: 'Actions' });
    await expect(menu.getByRole('menuitem', { name: 'Set sensitive profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Archive person' })).toHaveCount(0);
  });

  test('archive needs the box ticked, confirms the codes the server asks for, then unarchive', async ({ page }) => {
    await openProfile(page, 4);
    const name = await page.getByRole('heading', { level: 1 }).innerText();
    await page.getByRole('button', { name: 'Actions' }).click();
    await page.getByRole('menuitem', { name: 'Archive person' }).click();

    const dialog = page.getByRole('dialog', { name: `Archive ${name}?` });
    await expect(dialog.getByRole('button', { name: 'Archive' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: `I confirm that I want to archive ${name}` }).check();
    await dialog.getByRole('button', { name: 'Archive' }).click();

    // The server asks for confirmations (a manager of a team); each round is confirmed with "I am sure".
    const sure = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(sure.getByRole('list', { name: 'Confirmations needed' })).toBeVisible();
    await sure.getByRole('button', { name: 'I am sure' }).click();
    // Part 1 §2, §4: after archiving the app goes to /people, the toast still showing.
    await expect(page).toHaveURL(/\/people$/);
    await expect(page.getByRole('status').filter({ hasText: 'The person was archived.' })).toBeVisible();
    await page.goto(profileUrl(4));
    const banner = page.getByRole('region', { name: 'Archived person' });
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: 'Unarchive' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The person was reactivated.' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    const activity = page.getByRole('region', { name: 'Activity' });
    await expect(activity).toBeVisible();
  });

  test('a note of 401 characters is refused in the browser; a short one is added to the feed', async ({ page }) => {
    await openProfile(page, 28);
    const form = page.getByRole('form', { name: 'Add note' });
    const note = form.getByRole('textbox', { name: 'Note' });
    await note.fill('x'.repeat(401));
    await expect(form.getByText('401 / 400')).toBeVisible();
    await expect(form.getByText('Your note has to be less than 400 characters')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Add note' })).toBeDisabled();

    const text = `Met about onboarding ${Date.now()}`;
    await note.fill(text);
    await expect(form.getByText(`${text.length} / 400`)).toBeVisible();
    await form.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByRole('region', { name: 'Activity' })).toContainText(text);
  });

  test('uploads an avatar, refuses a wrong file type, and shows the picture', async ({ page }) => {
    await openProfile(page, 28);
    const name = await page.getByRole('heading', { level: 1 }).innerText();
    const input = page.getByLabel('Upload profile picture');
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(page.getByRole('alert').filter({ hasText: 'This file type is not allowed.' })).toBeVisible();

    await input.setInputFiles({ name: 'ME.PNG', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('status').filter({ hasText: 'The profile picture was uploaded.' })).toBeVisible();
    const img = page.getByRole('img', { name });
    await expect(img).toBeVisible();
    const loaded = await img.evaluate(
      (el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0,
    );
    expect(loaded).toBe(true);
  });
});

test('invites a person who has not finished onboarding to self-service (part 1 §4)', async ({ page }) => {
  await signIn(page, 'admin@demo.be');
  await openProfile(page, 10);
  await page
    .getByRole('region', { name: 'Self-service' })
    .getByRole('link', { name: 'Invite to self-service' })
    .click();
  await expect(page).toHaveURL(/\/invite$/);
  const form = page.getByRole('form', { name: 'Invite to self-service' });
  await form.getByRole('textbox', { name: 'Personal message (optional)' }).fill('Welcome aboard!');
  await form.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: /The invitation was sent to .+@/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Self-service' })).toContainText(/Invited on \d{2}\/\d{2}\/\d{4}/);
});

const SECTIONS = [
  'Contacts and address',
  'Personal information',
  'Custom fields',
  'Documents',
  'Contracts',
  'Activity',
  'Payroll provider',
] as const;

test('nowage@demo.be sees exactly the sections the permission rules allow (part 1 §6)', async ({ page }) => {
  await signIn(page, 'nowage@demo.be');
  await openProfile(page, 4);
  const visible = {
    'Contacts and address': true,
    'Personal information': true,
    'Custom fields': true,
    Documents: true,
    Contracts: false,
    Activity: false,
    'Payroll provider': false,
  };
  for (const section of SECTIONS) {
    await expect(page.getByRole('region', { name: section, exact: true }), section).toHaveCount(
      visible[section] ? 1 : 0,
    );
  }
});

test("light@demo.be sees a colleague's directory card only (part 1 §6)", async ({ page }) => {
  await signIn(page, 'light@demo.be');
  await openProfile(page, 4);
  const visible = {
    'Contacts and address': true,
    'Personal information': false,
    'Custom fields': false,
    Documents: false,
    Contracts: false,
    Activity: false,
    'Payroll provider': false,
  };
  for (const section of SECTIONS) {
    await expect(page.getByRole('region', { name: section, exact: true }), section).toHaveCount(
      visible[section] ? 1 : 0,
    );
  }
  // No action of the menu is allowed with light access (terminate, archive, sync, unlink, relink, sensitive).
  await expect(page.getByRole('button', { name: 'Actions' })).toHaveCount(0);
});
