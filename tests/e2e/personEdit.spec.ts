import { expect, test } from '@playwright/test';
import { profileUrl, signIn } from './support';

// Editing a person (part 1 §2 edit routes). Demo Belgium person 20 and Demo Nederland person 70
// (deterministic seed: Belgium's 60 people first, then the Netherlands').

test('an admin edits the address and the team from the profile and sees the change in the audit log', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.be');
  await page.goto(profileUrl(20));
  const name = await page.getByRole('heading', { level: 1 }).innerText();

  await page.getByRole('link', { name: 'Edit address' }).click();
  await expect(page).toHaveURL(/\/edit\/address$/);
  const address = page.getByRole('form', { name: 'Edit address' });
  await address.getByRole('textbox', { name: 'Address line 1' }).fill('Meir 1');
  await address.getByRole('textbox', { name: 'Postal code' }).fill('2000');
  await address.getByRole('textbox', { name: 'City' }).fill('Antwerpen');
  await address.getByRole('textbox', { name: 'Country' }).fill('BE');
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('region', { name: 'Contacts and address' })).toContainText('Meir 1');

  await page.getByRole('link', { name: 'Set team' }).click();
  const teamForm = page.getByRole('form', { name: 'Set team' });
  await teamForm.getByRole('combobox', { name: 'Team' }).click();
  const options = page.getByRole('option');
  // Another team than the current one: the first option is "No team", the selected one is marked.
  const choice = options.filter({ hasNot: page.locator('[aria-selected="true"]') }).nth(1);
  const teamName = (await choice.innerText()).trim();
  await choice.click();
  await teamForm.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('region', { name })).toContainText(teamName);

  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page).toHaveURL(/\/history\/personalDetails\?person_id=20$/);
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByRole('row').filter({ hasText: 'team_id' }).first()).toContainText('Anna Admin');
  await expect(table.getByRole('row').filter({ hasText: 'address_city' }).first()).toContainText('Change');
});

test('a second edit made from a stale form gets the conflict error and stores nothing', async ({ page, browser }) => {
  await signIn(page, 'admin@demo.be');
  const other = await (await browser.newContext()).newPage();
  await signIn(other, 'admin@demo.be');
  await page.goto(`${profileUrl(21)}/edit/address`);
  await other.goto(`${profileUrl(21)}/edit/address`);

  const first = page.getByRole('form', { name: 'Edit address' });
  await first.getByRole('textbox', { name: 'City' }).fill('Gent');
  await first.getByRole('textbox', { name: 'Postal code' }).fill('9000');
  await first.getByRole('textbox', { name: 'Country' }).fill('BE');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Contacts and address' })).toContainText('Gent');

  const second = other.getByRole('form', { name: 'Edit address' });
  await second.getByRole('textbox', { name: 'City' }).fill('Brugge');
  await second.getByRole('textbox', { name: 'Postal code' }).fill('8000');
  await second.getByRole('textbox', { name: 'Country' }).fill('BE');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByRole('alert')).toContainText('Someone else changed this person since you opened the form');
  await expect(second.getByRole('button', { name: 'Reload' })).toBeVisible();

  await page.reload();
  const contact = page.getByRole('region', { name: 'Contacts and address' });
  await expect(contact).toContainText('Gent');
  await expect(contact).not.toContainText('Brugge');
});

test('country-aware fields: a Dutch person is asked the BSN, not the Belgian national register number or dependents', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.nl');
  await page.goto(`${profileUrl(70)}/edit/personal`);
  const form = page.locator('form');
  await expect(form.getByRole('textbox', { name: 'BSN (burgerservicenummer)' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Rijksregisternummer' })).toHaveCount(0);
  await expect(form.getByRole('heading', { name: 'Personen ten laste' })).toHaveCount(0);
});

test('an admin adds a person from the people list', async ({ page }) => {
  await signIn(page, 'admin@demo.be');
  await page.getByRole('link', { name: 'Add a person' }).click();
  await expect(page).toHaveURL(/\/people\/add$/);
  const form = page.getByRole('form', { name: 'Add a person' });
  await form.getByRole('button', { name: 'Add a person' }).click();
  await expect(form.getByRole('alert')).toContainText('First name is required');
  await form.getByRole('textbox', { name: 'First name' }).fill('Nieuwe');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Collega');
  await form.getByRole('button', { name: 'Add a person' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nieuwe Collega');
});
