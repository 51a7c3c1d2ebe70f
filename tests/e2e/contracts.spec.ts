import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { profileUrl, signIn } from './support';

// The main path in the browser: an admin creates a template with shortcodes, sets its signers, previews it
// filled in for a person, adds it to that person, sends it, signs it internally as first and second signer by drawing
// (signature_pad), and downloads a PDF that holds the person's values and both signatures; a light viewer sees no
// contracts (part 1 §6). Demo Belgium person 3 (rest/src/seed/demo.ts).
const PERSON = 3;
// A name of this run's own: a repeated run meets the templates of the runs before it in the same database.
const TEMPLATE = `E2E employment contract ${Date.now() % 100000}`;

async function draw(page: Page) {
  const pad = page.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [dx, dy] of [
    [80, -50],
    [140, 20],
    [220, -40],
    [300, 30],
  ])
    await page.mouse.move(box.x + dx, box.y + 100 + dy, { steps: 5 });
  await page.mouse.up();
}

async function choose(page: Page, label: string, option: string | RegExp) {
  // Exact: the add-a-contract page also has a "Policy template".
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).click();
}

test('admin: template with shortcodes → person → preview → send → first and second signer → PDF with the values (part 2 §4, §5, §7)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin@demo.be');
  await page.goto(profileUrl(PERSON));
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

  await page.goto('/settings/contracts/templates');
  await page.getByLabel('Template name').fill(TEMPLATE);
  await page.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit contract template');

  const editor = page.getByRole('textbox', { name: 'Template content' });
  await editor.click();
  await page.keyboard.type('This contract is made with ');
  await choose(page, 'Insert a shortcode', '{full_name}');
  await editor.press('End');
  await page.keyboard.type(', who starts on ');
  await choose(page, 'Insert a shortcode', '{start_date}');
  await expect(editor).toContainText('This contract is made with {full_name}, who starts on {start_date}');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Saved.');

  await page.getByLabel('Internal signature required').check();
  await choose(page, 'Second signer (optional)', 'Anna Admin');
  await page.getByRole('button', { name: 'Save signature requirements' }).click();
  await expect(page.getByRole('alert')).toHaveText('Saved.');

  // Two demo people share some names: the person is chosen by their global id.
  await page.getByRole('combobox', { name: 'Preview for' }).click();
  await page.locator(`li[role="option"][data-value="${Buffer.from(`Employee:${PERSON}`).toString('base64')}"]`).click();
  await page.getByRole('button', { name: 'Show preview' }).click();
  await expect(page.frameLocator('iframe[title="Preview"]').locator('body')).toContainText(
    `This contract is made with ${name}, who starts on`,
  );

  await page.goto(profileUrl(PERSON));
  await page.getByRole('region', { name: 'Contracts' }).getByRole('link', { name: 'Add a contract' }).click();
  await choose(page, 'Template', TEMPLATE);
  await page.getByRole('button', { name: 'Add a contract' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEMPLATE);
  await expect(page.getByTestId('contract-status')).toHaveText('Draft');
  await expect(page.frameLocator(`iframe[title="${TEMPLATE}"]`).locator('body')).toContainText(`made with ${name}`);

  await page.getByRole('button', { name: 'Send to the employee' }).click();
  await page.getByLabel('Message to the employee (optional)').fill('Please read and sign.');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('contract-status')).toHaveText('Sent');

  await page.getByRole('button', { name: 'Sign as first signer' }).click();
  await draw(page);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Signers' })).toContainText('First signer: Anna Admin');
  await expect(page.getByTestId('contract-status')).toHaveText('Sent');
  await page.getByRole('button', { name: 'Sign as second signer' }).click();
  await draw(page);
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByTestId('contract-status')).toHaveText('Signed');
  await expect(page.getByRole('list', { name: 'Activity of this contract' })).toContainText('was signed');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const file = await (await download).path();
  const parser = new PDFParse({ data: new Uint8Array(await readFile(file)) });
  const { text } = await parser.getText();
  await parser.destroy();
  expect(text).toContain(`This contract is made with ${name}, who starts on`);
  expect(text).toContain('First internal signer: Anna Admin');
  expect(text).toContain('Second internal signer: Anna Admin');
});

test('a light viewer sees no contracts (part 1 §6)', async ({ page }) => {
  await signIn(page, 'light@demo.be');
  // Their own profile (light@demo.be is person 15): even there the contracts are hidden.
  await page.goto(profileUrl(15));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contracts' })).toHaveCount(0);
  await page.goto('/settings/contracts/templates');
  await expect(page.getByText('You may not see contract templates.')).toBeVisible();
});

// The contract page's signing steps in the browser: a custom shortcode value fills the rendered contract (part 2
// §3 Custom shortcode), the signing method is set, the provider's processing step signs for the employee (part 2 §4),
// and a contract waiting for the admin's internal signature is in "Contracts to sign", linked to its page (part 2 §7
// pendingInternal, §2 /people/{id}/contracts/{contractId}).
test('admin: a custom shortcode value, the signing method, the provider step and the contracts to sign (part 2 §3, §4, §7)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const run = Date.now() % 100000;
  const addFromLibrary = async (contractName: string) => {
    await page.goto(profileUrl(PERSON));
    await page.getByRole('region', { name: 'Contracts' }).getByRole('link', { name: 'Add a contract' }).click();
    await page.getByLabel('Contract name').fill(contractName);
    await page.getByRole('button', { name: 'Use Employment contract for an indefinite period (Belgium)' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contractName);
  };
  await signIn(page, 'admin@demo.be');

  const employeeSigns = `E2E provider contract ${run}`;
  await addFromLibrary(employeeSigns);
  const shortcodes = page.getByRole('table', { name: 'Shortcodes' });
  await expect(shortcodes).toContainText('{job_title}');
  await page.getByRole('button', { name: 'Set a value for {job_title}' }).click();
  await page.getByRole('dialog').getByLabel('Value').fill('Head of browser tests');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(shortcodes.getByRole('row').filter({ hasText: '{job_title}' })).toContainText(
    'Head of browser testsCustom',
  );
  await expect(page.frameLocator(`iframe[title="${employeeSigns}"]`).locator('body')).toContainText(
    'engaged as Head of browser tests from',
  );

  await page.getByRole('checkbox', { name: 'The employee' }).check();
  await page.getByRole('button', { name: 'Save signing method' }).click();
  await expect(page.getByTestId('signing-method')).toHaveText('The employee');
  await page.getByRole('button', { name: 'Send to the employee' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('contract-status')).toHaveText('Sent');
  await expect(page.getByTestId('provider-state')).toHaveText("Waiting for the employee's signature");
  await page.getByRole('button', { name: 'Process with the provider' }).click();
  await expect(page.getByRole('region', { name: 'Signature provider' }).getByRole('alert')).toHaveText(
    'The provider step ran. Provider: Signed by the employee. Contract: Signed.',
  );
  await expect(page.getByTestId('contract-status')).toHaveText('Signed');

  const internal = `E2E contract to sign ${run}`;
  await addFromLibrary(internal);
  const contractUrl = new URL(page.url()).pathname;
  await page.getByRole('checkbox', { name: 'Internal signers' }).check();
  await page.getByRole('button', { name: 'Save signing method' }).click();
  await expect(page.getByTestId('signing-method')).toHaveText('Internal signers');
  await page.getByRole('button', { name: 'Send to the employee' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('contract-status')).toHaveText('Sent');

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Contracts to sign' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contracts to sign');
  await page
    .getByRole('list', { name: 'Contracts to sign' })
    .getByRole('link', { name: new RegExp(internal) })
    .click();
  await expect(page).toHaveURL(new RegExp(`${contractUrl}$`));
  await expect(page.getByRole('button', { name: 'Sign as first signer' })).toBeVisible();

  // The reset takes the sent contract back to a draft without a method (part 2 §4), and off the list.
  await page.getByRole('button', { name: 'Reset signing method' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset signing method' }).click();
  await expect(page.getByTestId('contract-status')).toHaveText('Draft');
  await expect(page.getByTestId('signing-method')).toHaveText("Not set: the contract's signature requirements apply.");
  await page.goto('/contracts/pending');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contracts to sign');
  await expect(page.getByText(internal)).toHaveCount(0);
});

test('admin: a template is deleted from its page after a confirmation (part 2 §7 contract_template/delete)', async ({
  page,
}) => {
  const doomed = `E2E template to delete ${Date.now() % 100000}`;
  await signIn(page, 'admin@demo.be');
  await page.goto('/settings/contracts/templates');
  await page.getByLabel('Template name').fill(doomed);
  await page.getByRole('button', { name: 'Add template' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit contract template');
  await page.getByRole('button', { name: 'Delete template' }).click();
  await expect(page.getByRole('dialog')).toContainText(`The template ${doomed} will be deleted.`);
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contract templates');
  await expect(page.getByRole('list', { name: 'Contract templates' })).not.toContainText(doomed);
});
