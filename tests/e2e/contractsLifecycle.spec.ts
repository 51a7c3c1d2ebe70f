import { expect, test, type Page } from '@playwright/test';
import { wordDocument } from '../support/docx';
import { profileUrl, signIn } from './support';

// Audit, in the browser: a template's content imported from a Word document (part 2 §7 word-to-html), an asset
// policy from it for a person's assets (part 2 §7 addAssetPolicy, the assets in {assets}), and a contract's soft
// delete, undelete and hard delete (part 2 §4), the hard delete only after a confirmation. Demo Belgium person 3.
const PERSON = 3;

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function openAddContract(page: Page) {
  await page.goto(profileUrl(PERSON));
  await page.getByRole('region', { name: 'Contracts' }).getByRole('link', { name: 'Add a contract' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Add a contract');
}

test('admin: a .docx becomes a template; an asset policy from it names the ticked asset (part 2 §7 word-to-html, addAssetPolicy)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const template = `E2E property policy ${Date.now() % 100000}`;
  await signIn(page, 'admin@demo.be');
  await page.goto('/settings/contracts/templates');
  await page.getByLabel('Template name').fill(template);
  await page.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit contract template');
  await page.locator('input[type="file"][accept^=".docx"]').setInputFiles({
    name: 'policy.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: wordDocument(['Company property', '{full_name} receives: **{assets}**.']),
  });
  await expect(page.getByRole('alert')).toHaveText('The Word document was imported; save to keep it.');
  await expect(page.getByRole('textbox', { name: 'Template content' })).toContainText(
    '{full_name} receives: {assets}.',
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Saved.');

  await openAddContract(page);
  const covered = page.getByRole('group', { name: 'Assets the policy covers' });
  const first = covered.getByRole('checkbox').first();
  const asset = (await covered.locator('label').first().textContent())!.trim();
  await choose(page, 'Policy template', template);
  await first.check();
  await page.getByRole('button', { name: 'Add asset policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(template);
  await expect(page.getByTestId('contract-status')).toHaveText('Draft');
  await expect(page.frameLocator(`iframe[title="${template}"]`).locator('body')).toContainText(`receives: ${asset}.`);
  await expect(
    page.getByRole('table', { name: 'Shortcodes' }).getByRole('row').filter({ hasText: '{assets}' }),
  ).toContainText(`${asset}Custom`);
});

test('admin: a contract is deleted, undeleted, deleted again and deleted for good after a confirmation (part 2 §4)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const contract = `E2E contract to remove ${Date.now() % 100000}`;
  await signIn(page, 'admin@demo.be');
  await openAddContract(page);
  await page.getByLabel('Contract name').fill(contract);
  await page.getByRole('button', { name: 'Use Student employment contract (Belgium)' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contract);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Undelete' }).click();
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await expect(page.getByText('Deleted', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();

  await page.getByRole('button', { name: 'Delete for good' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${contract} for good?` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contract);
  await page.getByRole('button', { name: 'Delete for good' }).click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(new RegExp(`${profileUrl(PERSON)}$`));
  await expect(page.getByRole('region', { name: 'Contracts' })).not.toContainText(contract);
});
