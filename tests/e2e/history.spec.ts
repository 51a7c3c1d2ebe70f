import { expect, test } from '@playwright/test';
import { profileUrl, signIn } from './support';

// Part 1 §2 /history/personalDetails ("history; admins only"), §6 "Admin: … history link". Demo Belgium
// person 12 (deterministic seed).

test('an admin adds a note, follows the audit-log link and sees the change recorded, then goes back', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.be');
  await page.goto(profileUrl(12));
  const name = await page.getByRole('heading', { level: 1 }).innerText();
  const form = page.getByRole('form', { name: 'Add note' });
  await form.getByRole('textbox', { name: 'Note' }).fill('Audited in the browser');
  await form.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('region', { name: 'Activity' })).toContainText('Audited in the browser');

  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page).toHaveURL(/\/history\/personalDetails\?person_id=12$/);
  await expect(page.getByRole('heading', { name: `Audit log of ${name}` })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log' });
  // Newest first: the note just added, by the admin, recorded by field name only.
  const change = table.getByRole('row').filter({ hasText: 'Change' }).first();
  await expect(change.getByRole('cell')).toHaveText([/\d\d\/\d\d\/\d{4},? \d\d:\d\d/, 'Anna Admin', 'Change', 'note']);
  await expect(table.getByText('Audited in the browser')).toHaveCount(0);
  // Opening the profile read the person's personal fields: that read is in the log too.
  await expect(table.getByRole('row').filter({ hasText: 'rijks_register_nummer' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Back to the profile' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('a manager has no audit-log link and the page says only admins may see it', async ({ page }) => {
  await signIn(page, 'manager@demo.be');
  await page.goto(profileUrl(12));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await page.goto('/history/personalDetails?person_id=12');
  await expect(page.getByText('Only admins may see the audit log.')).toBeVisible();
});
