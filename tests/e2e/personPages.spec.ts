import { expect, test } from '@playwright/test';
import { profileUrl, signIn } from './support';

// The managers, reminders and custom fields pages (part 1 §2 /settings/managers/{id},
// /reminders/employee/{id}?relatedEmployeeId={id}, /people/{id}/edit/customFields): the main path of each, from the
// profile's links, as an admin. Demo Belgium person 23 (deterministic seed).
const PERSON = 23;

test('an admin sets an extra manager from a date, manages a reminder and edits a custom field', async ({ page }) => {
  // Three pages' main paths in one story: more than the default 30 s on a shared machine.
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.be');
  await page.goto(profileUrl(PERSON));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });

  // Managers: an extra manager from 04/01/2027 shows as a new reporting line.
  await page.getByRole('link', { name: 'Edit managers' }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/managers/${PERSON}$`));
  const managers = page.getByRole('form', { name: 'Set the managers from a date' });
  const current = await managers.getByRole('combobox', { name: 'Manager', exact: true }).inputValue();
  await managers.getByRole('combobox', { name: 'Extra manager' }).click();
  const choice = page
    .getByRole('option')
    .filter({ hasNotText: current || '\u0000' })
    .nth(1);
  const extraName = (await choice.innerText()).trim();
  await choice.click();
  await managers.getByLabel('From').fill('2027-01-04');
  await managers.getByRole('button', { name: 'Save' }).click();
  const lines = page.getByRole('table', { name: 'Reporting lines' });
  await expect(lines.getByRole('row').filter({ hasText: extraName }).filter({ hasText: '04/01/2027' })).toHaveCount(1);

  // Reminders: add one, mark it done, delete it.
  await page.goto(profileUrl(PERSON));
  await page.getByRole('link', { name: 'Manage reminders' }).click();
  await expect(page).toHaveURL(new RegExp(`/reminders/employee/${PERSON}\\?relatedEmployeeId=${PERSON}$`));
  const form = page.getByRole('form', { name: 'Add reminder' });
  await form.getByLabel('Remind on').fill('2027-01-04');
  await form.getByRole('textbox', { name: 'Text' }).fill('Bring the new badge');
  await form.getByRole('button', { name: 'Add reminder' }).click();
  const list = page.getByRole('list', { name: 'Reminders' });
  const item = list.getByRole('listitem').filter({ hasText: 'Bring the new badge' });
  await expect(item).toContainText('04/01/2027');
  // A click, not check(): the box follows the saved state, which comes back with the mutation's answer.
  await item.getByRole('checkbox', { name: 'Done: reminder of 04/01/2027' }).click();
  await expect(
    list.getByRole('listitem').filter({ hasText: 'Bring the new badge' }).getByRole('checkbox'),
  ).toBeChecked();
  await list
    .getByRole('listitem')
    .filter({ hasText: 'Bring the new badge' })
    .getByRole('button', { name: 'Delete the reminder of 04/01/2027' })
    .click();
  await expect(list.getByRole('listitem').filter({ hasText: 'Bring the new badge' })).toHaveCount(0);

  // Custom fields: a money field refuses words (part 1 §5 numeric check), then saves an amount.
  await page.goto(profileUrl(PERSON));
  await page.getByRole('link', { name: 'Edit custom fields' }).click();
  await expect(page).toHaveURL(new RegExp(`/people/${PERSON}/edit/customFields$`));
  const fields = page.getByRole('form', { name: 'Custom fields' });
  await fields.getByRole('textbox', { name: 'Meal voucher value' }).fill('eight');
  await fields.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Meal voucher value');
  await fields.getByRole('textbox', { name: 'Meal voucher value' }).fill('8.50');
  await fields.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(new RegExp(`/people/${PERSON}$`));
  await expect(page.getByRole('region', { name: 'Custom fields' })).toContainText('8.50');
});

test('light group access sees no managers, reminders or custom fields links (part 1 §6)', async ({ page }) => {
  await signIn(page, 'light@demo.be');
  await page.goto(`/settings/managers/${PERSON}`);
  await expect(page.getByRole('link', { name: 'Edit managers' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Set the managers from a date' })).toHaveCount(0);
  await page.goto(`/reminders/employee/${PERSON}?relatedEmployeeId=${PERSON}`);
  await expect(page.getByRole('form', { name: 'Add reminder' })).toHaveCount(0);
});
