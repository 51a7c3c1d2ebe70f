// Excel exports (part 2 §7 licenses/list/excel and getReviewReports/excel) as real .xlsx workbooks, written
// with exceljs (STACK.md) and read back with it in the tests. Dates are written as dates with the DD/MM/YYYY format
// (part 2 §9), so a spreadsheet sorts and filters them as dates. Text goes through domain spreadsheetCells, so no cell
// starts a formula (OWASP CSV Injection); numbers stay numbers.
import type { FastifyReply } from 'fastify';
import { spreadsheetText, spreadsheetValue } from '@people/domain/spreadsheetCells';
import { onFirstUse } from './onFirstUse';

const excelJs = onFirstUse(() => require('exceljs') as typeof import('exceljs'));

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface XlsxColumn<T> {
  header: string;
  width: number;
  value: (row: T) => string | number | null;
  /** An ISO date string, written as a date cell shown DD/MM/YYYY. */
  date?: boolean;
}

const isoDate = (value: string) => new Date(`${value}T00:00:00Z`);

/** One worksheet with a bold, frozen header row and an auto-filter. */
export async function xlsxOf<T>(
  sheetName: string,
  columns: readonly XlsxColumn<T>[],
  rows: readonly T[],
): Promise<Buffer> {
  const workbook = new (excelJs().Workbook)();
  workbook.creator = 'People';
  workbook.created = new Date(0);
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({
    header: spreadsheetText(c.header),
    key: `c${i}`,
    width: c.width,
    style: c.date ? { numFmt: 'dd/mm/yyyy' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        columns.map((c, i) => {
          const value = c.value(row);
          return [`c${i}`, c.date && typeof value === 'string' ? isoDate(value) : spreadsheetValue(value)];
        }),
      ),
    );
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Sends a workbook as a download; a Buffer is sent as is, without the JSON serializer. */
export function sendXlsx(reply: FastifyReply, fileName: string, bytes: Buffer) {
  return reply
    .header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .send(bytes);
}

/** The OpenAPI answer of an export: a binary workbook. */
export const xlsxResponse = {
  200: { description: 'An .xlsx workbook', content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } } },
} as const;
