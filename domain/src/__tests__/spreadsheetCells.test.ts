// The export cells of spreadsheetCells.ts (OWASP "CSV Injection"): examples, then properties over any text.
import fc from 'fast-check';
import { csvField, csvLine, spreadsheetText, spreadsheetValue } from '../spreadsheetCells';

describe("spreadsheetText: a `'` wherever a cell could start a formula (OWASP CSV Injection)", () => {
  it.each([
    ['a name is written as typed', 'Éloïse Çağlar', 'Éloïse Çağlar'],
    ['a hyphen inside a word starts no cell', 'Jean-Pierre', 'Jean-Pierre'],
    ['a comma then a space then a word', 'R&D, Sales', 'R&D, Sales'],
    ['= at the start (OWASP)', '=1+1', "'=1+1"],
    ['+ at the start (OWASP)', '+32 2 123 45 67', "'+32 2 123 45 67"],
    ['- at the start (OWASP)', '-5', "'-5"],
    ['@ at the start (OWASP)', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab at the start (OWASP)', '\t=1', "'\t'=1"],
    ['a carriage return at the start (OWASP)', '\r=1', "'\r'=1"],
    [
      'after ; — a Belgian or Dutch Excel splits there',
      'x;=HYPERLINK("http://evil","click");y',
      'x;\'=HYPERLINK("http://evil","click");y',
    ],
    ['after ,', 'a,=1', "a,'=1"],
    ['after |', 'a|@x', "a|'@x"],
    ['after a tab', 'a\t+1', "a\t'+1"],
    ['after a line break', 'a\n-1', "a\n'-1"],
    ['after spaces a reader may drop', 'a;  =1', "a;'  =1"],
    ['after a double quote that opens a quoted field', 'a;"=1"', 'a;\'"=1"'],
    ['full-width equals sign ＝', '＝1+1', "'＝1+1"],
    ['full-width plus, minus and at after ;', 'a;＋1;－1;＠x', "a;'＋1;'－1;'＠x"],
    ['small equals sign ﹦', '﹦1', "'﹦1"],
    ['two consecutive equals signs ⩵ (NFKC folds it to ==)', '⩵1', "'⩵1"],
    ['a separator with nothing after it', 'a;', 'a;'],
    ['empty text', '', ''],
  ])('%s', (_title, text, expected) => {
    expect(spreadsheetText(text)).toEqual(expected);
  });

  it.each([
    ['a negative number stays a number', -5, -5],
    ['a number stays a number', 12.5, 12.5],
    ['no value stays empty', null, null],
    ['text is made safe', '=1', "'=1"],
  ])('spreadsheetValue: %s', (_title, value, expected) => {
    expect(spreadsheetValue(value)).toEqual(expected);
  });

  it.each([
    ['plain text', 'Ann', 'Ann'],
    ['a comma: quoted (RFC 4180)', 'Peeters, Ann', '"Peeters, Ann"'],
    ['a quote: doubled inside quotes', 'say "hi"', '"say ""hi"""'],
    ['a semicolon: quoted and made safe', 'x;=1;y', '"x;\'=1;y"'],
    ['a formula: prefixed', '=1', "'=1"],
    ['a negative number stays a number', -5, '-5'],
    ['nothing: an empty field', null, ''],
  ])('csvField: %s', (_title, value, expected) => {
    expect(csvField(value)).toEqual(expected);
  });
});

/** The characters attackers use, often, among any other text. */
const risky = fc.constantFrom(
  '=',
  '+',
  '-',
  '@',
  '\t',
  '\r',
  '\n',
  ',',
  ';',
  '|',
  '"',
  ' ',
  "'",
  '＝',
  '＋',
  '－',
  '＠',
  '﹦',
  '⩵',
  '\u3000',
  'x',
  'é',
);
const text = fc
  .array(
    fc.oneof({ weight: 3, arbitrary: risky }, { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 3 }) }),
    { maxLength: 24 },
  )
  .map((parts) => parts.join(''));
const FORMULA_START = /^[=+\-@\t\r＝＋－＠﹦﹢﹣﹫]/;
/**
 * Whether any cell of the text, started at its beginning or after any separator, starts a formula once spaces and quotes are dropped; the
 * first character compared in its NFKC form, as a spreadsheet may fold it (`⩵` folds to `==`).
 */
function startsAnyFormula(typed: string): boolean {
  const cellStarts = [0, ...[...typed.matchAll(/[,;\t|\r\n]/g)].map((separator) => separator.index + 1)];
  return cellStarts.some((at) => {
    const first = [...typed.slice(at).replace(/^[\p{Zs}"]*/u, '')][0];
    return first !== undefined && /^[=+\-@\t\r]/.test(first.normalize('NFKC'));
  });
}
/** Every way a reader may split: on each separator alone, and on all of them at once. */
const SPLITS = [',', ';', '\t', '|', '\r', '\n', /[,;\t|\r\n]/];

describe('no cell of a CSV line starts a formula, however a spreadsheet splits it', () => {
  it('on , ; tab | and line breaks, after dropping spaces and quotes, no field starts with = + - @ tab CR or a full-width form', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(text, fc.integer({ min: 0 }), fc.constant(null)), { minLength: 1, maxLength: 5 }),
        (values) => {
          const line = csvLine(values);
          for (const separator of SPLITS) {
            for (const field of line.split(separator))
              expect(field.replace(/^[\p{Zs}"]*/u, '').normalize('NFKC')).not.toMatch(FORMULA_START);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("takes nothing away: the text is the typed text with only `'` added", () => {
    fc.assert(
      fc.property(text, (typed) => {
        const safe = spreadsheetText(typed);
        expect(safe.replaceAll("'", '')).toEqual(typed.replaceAll("'", ''));
        if (!startsAnyFormula(typed)) expect(safe).toEqual(typed);
      }),
      { numRuns: 2000 },
    );
  });
});
