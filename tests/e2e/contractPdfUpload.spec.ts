import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { PDFParse } from 'pdf-parse';
import { profileUrl, signIn } from './support';

// Part 2 §7 uploadPDF in the browser: a file that is not a PDF is refused on the page before anything is
// created; a PDF goes from the browser to the gateway's upload path with progress, and the new contract's page shows it
// uploaded and downloads it. Demo Belgium person 3.
const PERSON = 3;
const NAME = `E2E uploaded contract ${Date.now() % 100000}`;

test('admin: a PDF contract is uploaded with progress; a file that is not a PDF is refused (part 2 §7)', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.be');
  await page.goto(profileUrl(PERSON));
  await page.getByRole('region', { name: 'Contracts' }).getByRole('link', { name: 'Add a contract' }).click();
  await page.getByLabel('Contract name').fill(NAME);
  const input = page.getByLabel('PDF file');

  await input.setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('these are notes, not a PDF'),
  });
  await page.getByRole('button', { name: 'Upload and add' }).click();
  await expect(page.getByRole('alert')).toHaveText('The file is not a PDF.');
  await expect(page).toHaveURL(/\/contracts\/add$/);

  const doc = await PDFDocument.create();
  doc.addPage().drawText(`${NAME}: the uploaded body`);
  await input.setInputFiles({
    name: 'contract.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await doc.save()),
  });
  // Watch the upload itself: a multipart POST to the gateway's upload path, not a GraphQL mutation.
  const upload = page.waitForRequest(
    (r) => r.url().includes('/api/contracts/pdfbased/uploadPDF?contract_id=') && r.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Upload and add' }).click();
  expect((await upload).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NAME);
  await expect(page.getByText('The contract is the uploaded PDF.')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const parser = new PDFParse({ data: new Uint8Array(await readFile(await (await download).path())) });
  const { text } = await parser.getText();
  await parser.destroy();
  expect(text).toContain(`${NAME}: the uploaded body`);
});
