import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessages } from '../compileMessages';
import { countryName } from '../countryName';
import { areaCatalogs, dutchMessages as nl, englishMessages as en, frenchMessages as fr } from '../catalogs';
import { createTranslator, MISSING_KEY_MARK, toLanguage } from '../I18nProvider';

describe('message files', () => {
  it('give each key to one area only', () => {
    const areaKeys = Object.values(areaCatalogs).flatMap((catalog) => Object.keys(catalog.en));
    expect(areaKeys.length).toEqual(new Set(areaKeys).size);
  });

  it('translate the same keys per area in English, Dutch and French', () => {
    for (const [area, catalog] of Object.entries(areaCatalogs)) {
      const keys = Object.keys(catalog.en).sort();
      expect([area, Object.keys(catalog.nl).sort(), Object.keys(catalog.fr).sort()]).toEqual([area, keys, keys]);
    }
  });

  it('translate the same keys in English, Dutch and French', () => {
    const keys = Object.keys(en).sort();
    expect([Object.keys(nl).sort(), Object.keys(fr).sort()]).toEqual([keys, keys]);
  });

  it('leave no message empty or untranslated placeholder', () => {
    const placeholders = (text: string) => argumentsOf(parse(text, { ignoreTag: true }));
    for (const [key, text] of Object.entries(en) as [keyof typeof en, string][]) {
      expect([key, placeholders(nl[key]), placeholders(fr[key])]).toEqual([key, placeholders(text), placeholders(text)]);
      expect([nl[key].length > 0, fr[key].length > 0]).toEqual([true, true]);
    }
  });
});

// Issue 21: the argument names an ICU message uses (plural and select included), sorted and unique.
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type === TYPE.pound || element.type === TYPE.literal) continue;
    if ('value' in element && typeof element.value === 'string') found.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return [...found].sort();
}

// A value for each argument of a message, of the kind its element formats (a plural count, a date, a select option).
function sampleValues(elements: MessageFormatElement[], values: Record<string, string | number | Date> = {}) {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = 2;
    else if (element.type === TYPE.date || element.type === TYPE.time) values[element.value] = new Date(2024, 1, 29, 13, 5);
    else if (element.type === TYPE.select) values[element.value] = Object.keys(element.options)[0];
    else if (element.type === TYPE.argument) values[element.value] = `«${element.value}»`;
    if ('options' in element) for (const option of Object.values(element.options)) sampleValues(option.value, values);
  }
  return values;
}

describe('issue 21: ICU messages', () => {
  it('parse as ICU MessageFormat in every language', () => {
    for (const messages of [en, nl, fr]) {
      const broken = Object.entries(messages).filter(([, text]) => {
        try {
          parse(text, { ignoreTag: true });
          return false;
        } catch {
          return true;
        }
      });
      expect(broken).toEqual([]);
    }
  });

  it('register every area folder of message files in catalogs.ts (the app loads them by folder)', () => {
    const folder = join(__dirname, '..');
    const areas = readdirSync(folder).filter((name) => statSync(join(folder, name)).isDirectory() && readdirSync(join(folder, name)).includes('en.json'));
    expect(areas.length).toEqual(Object.keys(areaCatalogs).length - 1);
  });

  it('say 1 day and 2 days, 1 person and 3 people, in each language', () => {
    const [english, dutch, french] = [createTranslator('en'), createTranslator('nl'), createTranslator('fr')];
    expect([english('PEOPLE_COUNT', { count: 1 }), english('PEOPLE_COUNT', { count: 3 }), english('BULK_CONFIRM_ADD', { count: 1 })]).toEqual([
      '1 person',
      '3 people',
      'Add for 1 person',
    ]);
    expect([dutch('BALANCE_used_days', { amount: '1', count: 1 }), dutch('BALANCE_used_days', { amount: '2,5', count: 2.5 })]).toEqual([
      '1 dag opgenomen',
      '2,5 dagen opgenomen',
    ]);
    expect([french('DAYS_SELECTED', { count: 1 }), french('DAYS_SELECTED', { count: 4 })]).toEqual(['1 jour sélectionné', '4 jours sélectionnés']);
  });

  it('issue 14: read the same compiled (as the built app has them) as from the message files', () => {
    for (const [language, messages] of [['en', en], ['nl', nl], ['fr', fr]] as const) {
      const compiled = compileMessages(messages, language);
      const [fromText, fromAst] = [createTranslator(language, messages), createTranslator(language, compiled)];
      const differing = (Object.keys(messages) as (keyof typeof en)[]).filter((key) => {
        const values = sampleValues(compiled[key]);
        return fromAst(key, values) !== fromText(key, values);
      });
      expect([language, differing]).toEqual([language, []]);
    }
  });

  it('mark a key a language lacks, so the browser test finds it', () => {
    const t = createTranslator('nl', {});
    expect(t('PEOPLE')).toEqual(`${MISSING_KEY_MARK}PEOPLE`);
  });
});

describe('createTranslator', () => {
  it('translates spec codes and fills placeholders', () => {
    const t = createTranslator('fr');
    expect([t('GO_BACK'), t('PEOPLE_COUNT', { count: 3 }), t.has('PERSON_DELETED'), t.has('NOPE')]).toEqual([
      'Retour',
      '3 collaborateurs',
      true,
      false,
    ]);
  });

  it('falls back to English for a language it does not know', () => {
    expect([toLanguage('NL'), toLanguage('FR'), toLanguage('DE'), toLanguage(null)]).toEqual(['nl', 'fr', 'en', 'en']);
  });
});

describe('countryName', () => {
  it('names the country in the viewer’s language', () => {
    expect([countryName('BE', 'en'), countryName('BE', 'nl'), countryName('be', 'fr'), countryName('ZZZ', 'en')]).toEqual([
      'Belgium',
      'België',
      'Belgique',
      'ZZZ',
    ]);
  });
});
