import { onFirstUse } from '../onFirstUse';

// Which of the heavy libraries were loaded, as jest loads a mocked module's factory on its first require.
const mockLoaded: string[] = [];
jest.mock('exceljs', () => (mockLoaded.push('exceljs'), jest.requireActual('exceljs')));
jest.mock('pdf-lib', () => (mockLoaded.push('pdf-lib'), jest.requireActual('pdf-lib')));
jest.mock('mammoth', () => (mockLoaded.push('mammoth'), jest.requireActual('mammoth')));
jest.mock('jsdom', () => (mockLoaded.push('jsdom'), jest.requireActual('jsdom')));
jest.mock('dompurify', () => (mockLoaded.push('dompurify'), jest.requireActual('dompurify')));
jest.mock('piscina', () => (mockLoaded.push('piscina'), jest.requireActual('piscina')));
jest.mock('yauzl', () => (mockLoaded.push('yauzl'), jest.requireActual('yauzl')));

describe('libraries loaded on first use', () => {
  it('loads once, when first asked for', () => {
    let loads = 0;
    const library = onFirstUse(() => ({ loads: ++loads }));
    expect(loads).toBe(0);
    expect(library()).toBe(library());
    expect(loads).toBe(1);
  });

  it('the REST app starts without exceljs, pdf-lib, mammoth, jsdom, DOMPurify and the upload parsers; an export and a contract PDF load theirs when made', async () => {
    require('../../app');
    expect(mockLoaded).toEqual([]);
    const { xlsxOf } = require('../xlsx') as typeof import('../xlsx');
    const workbook = await xlsxOf(
      'Sheet',
      [{ header: 'Name', width: 10, value: (row: { name: string }) => row.name }],
      [{ name: 'An' }],
    );
    expect(workbook.readUInt32LE(0)).toBe(0x04034b50); // a zip: an .xlsx
    const { htmlContractPdf } = require('../../contracts/pdf') as typeof import('../../contracts/pdf');
    expect(
      Buffer.from((await htmlContractPdf('Contract', '<p>Text</p>', [])).pdf)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect(mockLoaded).toEqual(['exceljs', 'pdf-lib']);
  });

  it('contract HTML loads jsdom and DOMPurify when it is first cleaned, and text without a tag does not', () => {
    const { sanitizeRichText } = require('../../contracts/richText') as typeof import('../../contracts/richText');
    expect(sanitizeRichText('Text without a tag')).toEqual('Text without a tag');
    expect(mockLoaded).toEqual(['exceljs', 'pdf-lib']);
    expect(sanitizeRichText('<p onclick="x">Text</p>')).toEqual('<p>Text</p>');
    expect(mockLoaded).toEqual(['exceljs', 'pdf-lib', 'jsdom', 'dompurify']);
  });
});
