import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { profileUrl, signIn } from './support';

// In the browser, the pages the profile links to (part 1 §2): a document uploaded from the profile's documents
// section with progress (/upload/{relatedObject}/{relatedObjectId}?back=), opened on its page
// (/{relatedObject}/{relatedObjectId}/documents/{documentId}) and downloaded as it was sent; a file of a refused type
// (FILETYPE_NOT_ALLOWED) never sent; the person calendar month (/calendar/person/{id}/{year}/{month}?highlight=) opened
// from the profile; a training participant's status and result changed (/trainings/{trainingId}/employees/{id}).
// Demo Belgium people 42–43 belong to this file.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function openProfile(page: Page, id: number) {
  await page.goto(profileUrl(id));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const documentsBox = (page: Page) => page.getByRole('region', { name: 'Documents' });

test.describe('as admin@demo.be', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.be'));

  test('uploads a document from the profile, opens it and downloads it as it was sent (part 1 §2)', async ({
    page,
  }) => {
    await openProfile(page, 42);
    await documentsBox(page).getByRole('link', { name: 'Upload a document' }).click();
    await expect(page).toHaveURL(/\/upload\/employee\/[^/?]+\?back=/);

    // A refused type is said at once and never sent (domain validateDocument; the server says the same).
    await page
      .getByTestId('document-file')
      .setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expect(page.getByRole('alert')).toHaveText('This file type is not allowed.');

    await page.getByRole('combobox', { name: 'Kind of document' }).click();
    await page.getByRole('option', { name: 'Diploma' }).click();
    await page
      .getByTestId('document-file')
      .setInputFiles({ name: 'e2e-diploma.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('button', { name: 'Upload a document', exact: true }).click();

    // Back where the upload was asked from (back=): the profile, its documents section holding the new one.
    await expect(page).toHaveURL(new RegExp(`${profileUrl(42)}$`));
    const link = documentsBox(page).getByRole('link', { name: 'e2e-diploma.pdf' });
    await expect(link).toBeVisible();
    await expect(documentsBox(page)).toContainText('Diploma');
    await link.click();
    await expect(page).toHaveURL(/\/employee\/42\/documents\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'e2e-diploma.pdf' })).toBeVisible();
    await expect(page.getByText('application/pdf')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download e2e-diploma.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('e2e-diploma.pdf');
    expect(await readFile(await download.path())).toEqual(PDF);

    // The person's documents page lists it too, with its download.
    await page.getByRole('link', { name: 'Go back' }).click();
    await expect(page).toHaveURL(/\/employee\/[^/]+\/documents$/);
    await expect(
      page.getByRole('list', { name: 'Documents' }).getByRole('link', { name: 'e2e-diploma.pdf' }),
    ).toBeVisible();
  });

  test('opens the person calendar month from the profile, today highlighted, and goes to the next month (part 1 §2)', async ({
    page,
  }) => {
    await openProfile(page, 43);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    await page.getByRole('region', { name: 'Days-off usage' }).getByRole('link', { name: 'This month' }).click();
    await expect(page).toHaveURL(/\/calendar\/person\/[^/]+\/\d{4}\/\d{1,2}\?highlight=\d{4}-\d{2}-\d{2}$/);
    const highlight = new URL(page.url()).searchParams.get('highlight')!;
    await expect(page.getByRole('heading', { level: 1, name: `Calendar of ${name}` })).toBeVisible();
    await expect(page.locator(`[data-date="${highlight}"][role="gridcell"]`)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('grid')).toHaveCount(1);

    const month = Number(highlight.slice(5, 7));
    await page.getByRole('link', { name: 'Next month' }).click();
    await expect(page).toHaveURL(new RegExp(`/calendar/person/[^/]+/\\d{4}/${(month % 12) + 1}$`));
    await expect(page.getByRole('grid')).toHaveCount(1);
  });
});

test.describe('as admin@demo.be, the fleet', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.be'));

  test('adds a vehicle from the profile (/fleet/new) and opens its page (/fleet/{id}) (part 1 §2)', async ({
    page,
  }) => {
    await openProfile(page, 43);
    const fleet = page.getByRole('region', { name: 'Fleet' });
    await fleet.getByRole('link', { name: 'Add a vehicle' }).click();
    await expect(page).toHaveURL(/\/fleet\/new\?employee_id=[^&]+&back=/);
    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    await expect(page.getByText('Brand is required')).toBeVisible();
    await page.getByLabel('Brand').fill('Gazelle');
    await page.getByLabel('Model').fill('Ultimate');
    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    await expect(page).toHaveURL(new RegExp(`${profileUrl(43)}$`));
    await fleet.getByRole('link', { name: 'Gazelle Ultimate' }).click();
    await expect(page).toHaveURL(/\/fleet\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Gazelle Ultimate' })).toBeVisible();
  });
});

test.describe('as admin@demo.be, changing a document', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.be'));

  test('renames a document, then deletes it with its file, and the feed says both (part 1 §2)', async ({ page }) => {
    await page.goto('/upload/employee/42');
    await page
      .getByTestId('document-file')
      .setInputFiles({ name: 'e2e-rename.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Upload a document', exact: true }).click();
    await expect(page).toHaveURL(/\/employee\/[^/]+\/documents$/);
    await page.getByRole('list', { name: 'Documents' }).getByRole('link', { name: 'e2e-rename.pdf' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'e2e-rename.pdf' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Rename' });
    await form.getByRole('textbox', { name: 'Name' }).fill('e2e-renamed.docx');
    await form.getByRole('button', { name: 'Rename' }).click();
    await expect(form.getByRole('alert')).toContainText("keeps the file's extension");
    await form.getByRole('textbox', { name: 'Name' }).fill('e2e-renamed');
    await form.getByRole('button', { name: 'Rename' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'e2e-renamed.pdf' })).toBeVisible();

    await page.getByRole('button', { name: 'Delete the document' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/employee\/[^/]+\/documents$/);
    await expect(page.getByText('Document deleted')).toBeVisible();
    await expect(page.getByRole('link', { name: 'e2e-renamed.pdf' })).toHaveCount(0);

    await openProfile(page, 42);
    const feed = page.getByRole('list', { name: 'Activity' });
    await expect(feed).toContainText('renamed the document e2e-rename.pdf to e2e-renamed.pdf.');
    await expect(feed).toContainText('deleted the document e2e-renamed.pdf.');
  });
});

test.describe("as admin@demo.be, a car's documents", () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.be'));

  test('opens a car of the fleet, its documents, uploads one there, opens and deletes it (part 1 §2 /car/{id}/documents)', async ({
    page,
  }) => {
    // Person 42 has no vehicle in the demo: one is added first (/fleet/new).
    await openProfile(page, 42);
    const fleet = page.getByRole('region', { name: 'Fleet' });
    await fleet.getByRole('link', { name: 'Add a vehicle' }).click();
    await page.getByLabel('Brand').fill('Skoda');
    await page.getByLabel('Model').fill('E2E papers');
    await page.getByRole('button', { name: 'Add a vehicle' }).click();
    await fleet.getByRole('link', { name: 'Skoda E2E papers' }).click();
    await expect(page).toHaveURL(/\/fleet\/\d+$/);
    const carId = page.url().split('/').pop();
    // The URL changes before the car's page replaces the profile, whose own Documents link is the person's.
    await expect(page.getByRole('heading', { level: 1, name: 'Skoda E2E papers' })).toBeVisible();
    await page.getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(new RegExp(`/car/${carId}/documents$`));
    await page.getByRole('link', { name: 'Upload a document' }).click();
    await expect(page).toHaveURL(new RegExp(`/upload/car/${carId}\\?back=`));
    await page
      .getByTestId('document-file')
      .setInputFiles({ name: 'e2e-registration.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Upload a document', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/car/${carId}/documents$`));
    await page.getByRole('list', { name: 'Documents' }).getByRole('link', { name: 'e2e-registration.pdf' }).click();
    await expect(page).toHaveURL(new RegExp(`/car/${carId}/documents/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'e2e-registration.pdf' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download e2e-registration.pdf' })).toBeVisible();

    // Deleted from its page: back on the car's documents, which no longer list it.
    await page.getByRole('button', { name: 'Delete the document' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(new RegExp(`/car/${carId}/documents$`));
    await expect(page.getByText('No documents yet.')).toBeVisible();
  });
});

test.describe('as admin@demo.be, the trainings', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin@demo.be'));

  test("changes a participant's status and result, and the profile's feed says so in words (part 1 §2, §3)", async ({
    page,
  }) => {
    await page.goto('/people/43/trainings');
    const first = page.getByRole('list', { name: 'Trainings' }).getByRole('link').first();
    const training = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/trainings\/\d+\/employees\/[^/]+$/);
    const form = page.getByRole('form', { name: 'Change the status and the result' });
    const choose = async (field: string, option: string) => {
      await form.getByRole('combobox', { name: field }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    // Two saves, so the second surely changes the status whatever the demo's value was.
    await choose('Status', 'Not fitting');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Training participation saved')).toBeVisible();
    await choose('Status', 'Reserved');
    await choose('Result', 'To be completed');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('dl')).toContainText('Reserved');
    await expect(page.locator('dl')).toContainText('To be completed');

    await page.goto('/people/43/trainings');
    await expect(
      page.getByRole('list', { name: 'Trainings' }).getByRole('listitem').filter({ hasText: training }).first(),
    ).toContainText('Reserved');
    await openProfile(page, 43);
    await expect(page.getByRole('list', { name: 'Activity' })).toContainText(
      'changed the training status from Not fitting to Reserved.',
    );
  });
});

test.describe('as light@demo.be', () => {
  test.beforeEach(({ page }) => signIn(page, 'light@demo.be'));

  test("may not upload a colleague's document: the upload page says so (domain uploadDocument)", async ({ page }) => {
    await page.goto('/upload/employee/42');
    await expect(page.getByText('You may not upload documents for this person.')).toBeVisible();
  });
});
