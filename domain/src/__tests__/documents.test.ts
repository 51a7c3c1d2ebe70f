import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_RULES,
  documentContentType,
  isDocumentRelatedObject,
  renamedDocument,
  uploadedFileName,
  validateDocument,
} from '../documents';
import { mayDo, maySee, type PermissionContext } from '../permissions';
import { plainViewer } from '../test/viewers';

describe('validateDocument (part 1 §2 upload; the codes of part 1 §5)', () => {
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

describe('uploadedFileName: the name a file is stored, listed and downloaded under (part 1 §3 File: filename)', () => {
  it.each([
    ['a plain name as sent', 'Diploma 2024.pdf', 'Diploma 2024.pdf'],
    ['accents and other scripts stay', 'Attestation été — 契約.pdf', 'Attestation été — 契約.pdf'],
    ['the path a browser may send goes', 'C:\\Users\\ann\\scan.pdf', 'scan.pdf'],
    [
      'U+202E RIGHT-TO-LEFT OVERRIDE goes: invoice‮fdp.exe showed as invoiceexe.pdf',
      'invoice\u202Efdp.exe',
      'invoicefdp.exe',
    ],
    ['the embeddings and overrides U+202A–U+202E go', 'a\u202Ab\u202Bc\u202Cd\u202De.pdf', 'abcde.pdf'],
    ['the isolates U+2066–U+2069 go', '\u2066a\u2067b\u2068c\u2069.pdf', 'abc.pdf'],
    ['the marks U+200E, U+200F and U+061C go', 'a\u200Eb\u200Fc\u061C.pdf', 'abc.pdf'],
    ['C0 controls and DEL go', 'a\u0000b\tc\nd\u007F.pdf', 'abcd.pdf'],
    ['C1 controls go', 'a\u0085b\u009B.pdf', 'ab.pdf'],
    ['line and paragraph separators go', 'a\u2028b\u2029.pdf', 'ab.pdf'],
    ['a joiner inside a word stays (Persian needs U+200C)', 'می\u200Cخواهم.pdf', 'می\u200Cخواهم.pdf'],
    ['trimmed', '  scan.pdf  ', 'scan.pdf'],
    ['the last 255 characters, so the extension stays', `${'a'.repeat(300)}.pdf`, `${'a'.repeat(251)}.pdf`],
  ])('%s', (_title, sent, expected) => {
    expect(uploadedFileName(sent)).toEqual(expected);
  });
});

describe('renamedDocument (part 1 §2 /{relatedObject}/{relatedObjectId}/documents/{documentId}: rename)', () => {
  const long = 'a'.repeat(251);
  it.each([
    ['a new name with the same extension', 'Diploma 2024.pdf', 'scan.pdf', { filename: 'Diploma 2024.pdf' }],
    ['trimmed', '  Diploma.pdf  ', 'scan.pdf', { filename: 'Diploma.pdf' }],
    ['the extension in another case is the same one', 'Diploma.PDF', 'scan.pdf', { filename: 'Diploma.PDF' }],
    ['without an extension the current one is kept', 'Diploma', 'scan.pdf', { filename: 'Diploma.pdf' }],
    [
      'a dot that is no document extension is part of the name',
      'Report v2.final',
      'scan.docx',
      { filename: 'Report v2.final.docx' },
    ],
    ['another allowed extension: FILE_EXTENSION_CHANGED', 'Diploma.docx', 'scan.pdf', 'FILE_EXTENSION_CHANGED'],
    ['blank: FIELD_IS_REQUIRED', '   ', 'scan.pdf', 'FIELD_IS_REQUIRED'],
    ['only the extension: FIELD_IS_REQUIRED', '.pdf', 'scan.pdf', 'FIELD_IS_REQUIRED'],
    ['a path: INVALID_CHARACTERS', '../etc/passwd.pdf', 'scan.pdf', 'INVALID_CHARACTERS'],
    ['a backslash: INVALID_CHARACTERS', 'a\\b.pdf', 'scan.pdf', 'INVALID_CHARACTERS'],
    ['a control character: INVALID_CHARACTERS', 'a\nb.pdf', 'scan.pdf', 'INVALID_CHARACTERS'],
    ['a C1 control character: INVALID_CHARACTERS', 'a\u0085b.pdf', 'scan.pdf', 'INVALID_CHARACTERS'],
    ['a line separator: INVALID_CHARACTERS', 'a\u2028b.pdf', 'scan.pdf', 'INVALID_CHARACTERS'],
    [
      'a bidirectional control, invisible, is taken out: U+202E',
      'invoice\u202Efdp',
      'scan.pdf',
      { filename: 'invoicefdp.pdf' },
    ],
    ['the isolates and marks too', '\u2066Diploma\u2069\u200F', 'scan.pdf', { filename: 'Diploma.pdf' }],
    ['exactly 255 characters with the extension kept', long, 'scan.pdf', { filename: `${long}.pdf` }],
    ['256 characters: TEXT_TOO_LONG', `${long}x`, 'scan.pdf', 'TEXT_TOO_LONG'],
  ])('%s', (_title, name, current, expected) => {
    const answer = renamedDocument(name, current);
    expect('error' in answer ? answer.error.code : answer).toEqual(expected);
  });
});

describe('DOCUMENT_RULES (part 1 §2 /{relatedObject}/{relatedObjectId}/documents: employee, car, asset)', () => {
  const person = {
    deleted: false,
    hasWage: true,
    wageHasEndDate: false,
    hasPendingWage: false,
    hasTermination: false,
    contractUid: null,
    linkedToIntegration: false,
    sameGroup: true,
  };
  const ctx = (over: { light?: boolean; features?: readonly string[] } = {}): PermissionContext => ({
    viewer: { ...plainViewer, groupAccess: over.light ? 'light' : 'full' },
    company: { features: (over.features ?? []) as PermissionContext['company']['features'], integrationFeatures: [] },
    person,
  });
  it.each([
    ["a person's documents: seen and changed by a manager of the group", 'employee', {}, [true, true]],
    ["a car's: seen and changed with the fleet", 'car', {}, [true, true]],
    ["an asset's: seen and changed with the assets", 'asset', {}, [true, true]],
    [
      "part 1 §6 disable_assets hides an asset's documents too",
      'asset',
      { features: ['disable_assets'] },
      [false, false],
    ],
    ["disable_assets leaves a car's alone", 'car', { features: ['disable_assets'] }, [true, true]],
    ["Light access neither sees nor changes a colleague's car papers", 'car', { light: true }, [false, false]],
  ] as const)('%s', (_title, relatedObject, over, expected) => {
    const rule = DOCUMENT_RULES[relatedObject];
    expect([maySee(rule.see, ctx(over)), mayDo(rule.change, ctx(over))]).toEqual(expected);
  });

  it.each([
    ['employee', true],
    ['car', true],
    ['asset', true],
    ['training', false],
    ['fleet', false],
  ])('%s is a related object: %s', (value, expected) => {
    expect(isDocumentRelatedObject(value)).toBe(expected);
  });
});
