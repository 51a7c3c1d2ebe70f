import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { profileUrl, signIn } from './support';

// Part 2 §6: the contract history export needs the Excel export permission and wage access. The admin's
// profile of a person offers it on the contracts list and downloads a workbook with every contract listed there; a
// manager with wage access but no Excel export permission is not offered it. Demo Belgium person 3.
const PERSON = 3;

test('admin: the contracts list exports the history as a workbook holding every contract listed (part 2 §6)', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.be');
  await page.goto(profileUrl(PERSON));
  const links = page.getByRole('list', { name: 'Contracts', exact: true }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const listed = await links.allInnerTexts();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export history (.xlsx)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^contracts-3-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.getWorksheet('Contracts')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1, 5)).toEqual(['Person', 'Contract', 'Type', 'Status']);
  const exported = Array.from({ length: sheet.actualRowCount - 1 }, (_, i) =>
    String(sheet.getRow(i + 2).getCell(2).value),
  );
  // The list leaves deleted contracts out; the history keeps them.
  expect(exported).toEqual(expect.arrayContaining(listed));

  // The contract page offers the same export.
  await page.getByRole('list', { name: 'Contracts', exact: true }).getByRole('link').first().click();
  await expect(page.getByRole('button', { name: 'Export history (.xlsx)' })).toBeVisible();
});

test('manager without the Excel export permission: the contracts list offers no export (part 2 §6)', async ({
  page,
}) => {
  await signIn(page, 'manager@demo.be');
  await page.goto(profileUrl(PERSON));
  await expect(page.getByRole('list', { name: 'Contracts', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export history (.xlsx)' })).toHaveCount(0);
});
