import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { formatDate, formatDateTime, formatMonth } from '../formatDate';
import { createTranslator } from '../I18nProvider';

const [en, nl, fr] = [createTranslator('en'), createTranslator('nl'), createTranslator('fr')];

describe('Dates through react-intl in the viewer’s language', () => {
  it('writes a day DD/MM/YYYY in each language (ARCHITECTURE.md web), from a date or a timestamp', () => {
    expect([
      formatDate(en, '2026-06-05'),
      formatDate(nl, '2026-06-05'),
      formatDate(fr, '2026-12-31T23:30:00Z'),
    ]).toEqual(['05/06/2026', '05/06/2026', '31/12/2026']);
  });

  it('writes nothing for what is not a date', () => {
    expect([
      formatDate(en, null),
      formatDate(en, ''),
      formatDate(en, '2026-02-30'),
      formatDateTime(en, 'soon'),
    ]).toEqual(['', '', '', '']);
  });

  it('names a month in the viewer’s language', () => {
    expect([formatMonth(en, 2026, 6), formatMonth(nl, 2026, 6), formatMonth(fr, 2026, 6)]).toEqual([
      'June 2026',
      'juni 2026',
      'juin 2026',
    ]);
  });

  it('writes a moment with its day and time', () => {
    expect(formatDateTime(en, '2026-06-15T09:30:00.000Z')).toMatch(/^15\/06\/2026,? \d{2}:30$/);
  });

  it('leaves no hand-formatted date in the app: no dayjs().format for display, no toLocale…String, no domain formatDate', () => {
    const root = join(__dirname, '..', '..');
    const offenders: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) {
          if (!['__generated__', '__tests__', 'test'].includes(name)) walk(path);
        } else if (/\.tsx?$/.test(name)) {
          const source = readFileSync(path, 'utf8');
          if (
            /toLocale(Date|Time)?String\(|\.format\('D|import \{[^}]*\bformatDate\b[^}]*\} from '@people\/domain\/dates'/.test(
              source,
            )
          )
            offenders.push(relative(root, path));
        }
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
