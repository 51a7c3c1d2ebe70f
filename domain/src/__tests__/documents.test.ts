import { DOCUMENT_MAX_BYTES, documentContentType, validateDocument } from '../documents';

describe('validateDocument (issue 21, part 1 §2 upload; the codes of part 1 §5)', () => {
  it.each([
    ['a PDF is allowed', 'contract.pdf', 1000, null],
    ['the extension in any case', 'SCAN.JPG', 1000, null],
    ['a Word document', 'diploma.docx', 1000, null],
    ['an executable is not: FILETYPE_NOT_ALLOWED', 'setup.exe', 1000, 'FILETYPE_NOT_ALLOWED'],
    ['an HTML page is not', 'page.html', 10, 'FILETYPE_NOT_ALLOWED'],
    ['no extension is not', 'README', 10, 'FILETYPE_NOT_ALLOWED'],
    ['a dot file is not', '.pdf', 10, 'FILETYPE_NOT_ALLOWED'],
    ['the type before the size', 'setup.exe', DOCUMENT_MAX_BYTES + 1, 'FILETYPE_NOT_ALLOWED'],
    ['exactly 10485760 bytes is allowed', 'big.pdf', DOCUMENT_MAX_BYTES, null],
    ['one byte more: FILE_TOO_BIG', 'big.pdf', DOCUMENT_MAX_BYTES + 1, 'FILE_TOO_BIG'],
    ['an empty file: FILE_IS_EMPTY', 'empty.pdf', 0, 'FILE_IS_EMPTY'],
  ])('%s', (_title, filename, size, expected) => {
    expect(validateDocument({ filename, size })).toEqual(expected);
  });

  it.each([
    ['contract.pdf', 'application/pdf'],
    ['photo.PNG', 'image/png'],
    ['list.csv', 'text/csv'],
    ['page.html', null],
  ])('%s is stored as %s', (filename, expected) => {
    expect(documentContentType(filename)).toEqual(expected);
  });
});
