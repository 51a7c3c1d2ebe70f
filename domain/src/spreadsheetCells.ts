// Text in a spreadsheet export (CSV and .xlsx) that no spreadsheet runs as a formula: OWASP "CSV Injection".
//
// A spreadsheet runs a cell whose text starts with = + - or @ (and some skip a leading tab or carriage return before
// one). OWASP adds that checking the start of the text is not enough: a field separator inside it starts a new cell.
// Excel in a Belgian or Dutch locale splits a CSV line on `;`, not `,`, and honours a double quote only at the start of
// a field, so `a,"x;=HYPERLINK(…);y",b` becomes the cells `a,"x` | `=HYPERLINK(…)` | `y",b`.
//
// We choose OWASP's `'` prefix, put where a cell could start rather than only before the whole text: at the start of
// the text and right after every separator a reader may split on (`,` `;` tab `|` CR LF), whenever what follows there
// (after spaces and double quotes, which a reader may drop) is = + - @ tab or CR, in ASCII or any form Unicode folds to
// it (NFKC: full-width ＝ ＋ － ＠, small ﹦ ﹢ ﹣ ﹫, …). Nothing is removed, and a text that starts no formula anywhere is
// written exactly as typed: `Jean-Pierre` and `R&D, Sales` stay; `-5` typed as text becomes `'-5`. Numbers are not
// text: they stay numbers, negative ones too. The same rule holds for .xlsx: its cells are text cells, but Excel makes
// a formula of `=…` when a person edits the cell, or opens it again after saving as CSV.

const SEPARATORS = new Set([',', ';', '\t', '|', '\r', '\n']);
/** What a reader may drop before a cell's first character: spaces (any Unicode space) and double quotes. */
const SKIPPED = /^[\p{Zs}"]*/u;

/** Whether a cell starting with this character starts a formula (OWASP's list, with the forms NFKC folds to it). */
function startsFormula(character: string): boolean {
  if (character === '\t' || character === '\r') return true;
  const folded = character.normalize('NFKC');
  return folded.startsWith('=') || folded.startsWith('+') || folded.startsWith('-') || folded.startsWith('@');
}

function cellStartsFormula(text: string, at: number): boolean {
  const rest = text.slice(at);
  const first = rest.slice(SKIPPED.exec(rest)![0].length).codePointAt(0);
  return first !== undefined && startsFormula(String.fromCodePoint(first));
}

/** The text with a `'` wherever a cell starting there would be a formula (see above); unchanged otherwise. */
export function spreadsheetText(text: string): string {
  let out = '';
  let from = 0;
  for (let at = 0; at <= text.length; at++) {
    const cellStart = at === 0 || SEPARATORS.has(text[at - 1]);
    if (cellStart && cellStartsFormula(text, at)) {
      out += `${text.slice(from, at)}'`;
      from = at;
    }
  }
  return out + text.slice(from);
}

/** A cell's value: text made safe, a number kept a number, nothing kept empty. */
export function spreadsheetValue(value: string | number | null): string | number | null {
  return typeof value === 'string' ? spreadsheetText(value) : value;
}

/**
 * One CSV field (RFC 4180): the safe text, quoted when it holds a separator, quote or line break. A number is written
 * as the number it is.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = spreadsheetText(value);
  return /[",;|\t\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line (without its line break): the fields separated by `,`. */
export function csvLine(values: readonly (string | number | null)[]): string {
  return values.map(csvField).join(',');
}
