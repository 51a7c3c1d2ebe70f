import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createIntl } from 'react-intl';
import { compileMessages } from '../compileMessages';
import { countryName } from '../countryName';
import { formatMessage } from '../formatMessage';
import { areaCatalogs, dutchMessages as nl, englishMessages as en, frenchMessages as fr } from '../catalogs';
import { createTranslator, MISSING_KEY_MARK, toLanguage } from '../I18nProvider';
import { INTL_LOCALES } from '../language';

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
      expect([key, placeholders(nl[key]), placeholders(fr[key])]).toEqual([
        key,
        placeholders(text),
        placeholders(text),
      ]);
      expect([nl[key].length > 0, fr[key].length > 0]).toEqual([true, true]);
    }
  });
});

// The argument names an ICU message uses (plural and select included), sorted and unique.
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type === TYPE.pound || element.type === TYPE.literal) continue;
    if ('value' in element && typeof element.value === 'string') found.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return [...found].sort();
}

// Counts that reach each plural category of English, Dutch and French (zero is "one" in French), and a fraction.
const COUNTS = [0, 1, 2, 2.5, 21, 1_000_000];

// A value for each argument of a message, of the kind its element formats (a plural count, a date, a select option).
function sampleValues(
  elements: MessageFormatElement[],
  values: Record<string, string | number | Date> = {},
  count = 2,
) {
  for (const element of elements) {
    if (element.type === TYPE.plural || element.type === TYPE.number) values[element.value] = count;
    else if (element.type === TYPE.date || element.type === TYPE.time)
      values[element.value] = new Date(2024, 1, 29, 13, 5);
    else if (element.type === TYPE.select) values[element.value] = Object.keys(element.options)[0];
    else if (element.type === TYPE.argument) values[element.value] = `«${element.value}»`;
    if ('options' in element)
      for (const option of Object.values(element.options)) sampleValues(option.value, values, count);
  }
  return values;
}

describe('ICU messages', () => {
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
    const areas = readdirSync(folder).filter(
      (name) => statSync(join(folder, name)).isDirectory() && readdirSync(join(folder, name)).includes('en.json'),
    );
    expect(areas.length).toEqual(Object.keys(areaCatalogs).length - 1);
  });

  it('say 1 day and 2 days, 1 person and 3 people, in each language', () => {
    const [english, dutch, french] = [createTranslator('en'), createTranslator('nl'), createTranslator('fr')];
    expect([
      english('PEOPLE_COUNT', { count: 1 }),
      english('PEOPLE_COUNT', { count: 3 }),
      english('BULK_CONFIRM_ADD', { count: 1 }),
    ]).toEqual(['1 person', '3 people', 'Add for 1 person']);
    expect([
      dutch('BALANCE_used_days', { amount: '1', count: 1 }),
      dutch('BALANCE_used_days', { amount: '2,5', count: 2.5 }),
    ]).toEqual(['1 dag opgenomen', '2,5 dagen opgenomen']);
    expect([french('DAYS_SELECTED', { count: 1 }), french('DAYS_SELECTED', { count: 4 })]).toEqual([
      '1 jour sélectionné',
      '4 jours sélectionnés',
    ]);
  });

  it('Format every message of every language as react-intl did, for each plural category', () => {
    let compared = 0;
    for (const [language, messages] of [
      ['en', en],
      ['nl', nl],
      ['fr', fr],
    ] as const) {
      const intl = createIntl({ locale: INTL_LOCALES[language], messages, onError: () => undefined });
      const [t, compiled] = [createTranslator(language), compileMessages(messages, language)];
      const differing = (Object.keys(messages) as (keyof typeof en)[]).filter((key) => {
        const elements = typeof compiled[key] === 'string' ? [] : parse(messages[key], { ignoreTag: true });
        return COUNTS.some((count) => {
          const values = sampleValues(elements, {}, count);
          compared += 1;
          return t(key, values) !== String(intl.formatMessage({ id: key }, values, { ignoreTag: true }));
        });
      });
      expect([language, differing]).toEqual([language, []]);
    }
    // Not vacuous: every key of the three languages, each with every count.
    expect(compared).toEqual(3 * Object.keys(en).length * COUNTS.length);
  });

  it('Format what the message files do not use yet as react-intl did (select, number, date, time, ordinal, offset)', () => {
    const messages = {
      SELECT: '{kind, select, car {a car} bike {a bike} other {something}} for {name}',
      NUMBER: '{n, number} / {n, number, percent} / {n, number, ::currency/EUR} / {n, number, integer}',
      DATE: '{d, date} / {d, date, short} / {d, date, long} / {d, time} / {d, time, short} / {d, date, ::yyyyMMMd}',
      ORDINAL: 'the {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} day',
      OFFSET: '{n, plural, offset:1 =0 {nobody} =1 {{name}} one {{name} and # other} other {{name} and # others}}',
      POUND_IN_SELECT: '{n, plural, other {{kind, select, other {# {kind}}}}}',
      TAG: 'a <b>bold</b> {name}',
    };
    for (const language of ['en', 'nl', 'fr'] as const) {
      const intl = createIntl({ locale: INTL_LOCALES[language], messages, onError: () => undefined });
      const compiled = compileMessages(messages, language);
      for (const values of [
        { kind: 'car', name: 'Ann', n: 0, d: new Date(Date.UTC(2026, 5, 5, 13, 5)) },
        { kind: 'boat', name: 'Ben', n: 1, d: new Date(Date.UTC(2026, 11, 31, 23, 5)) },
        { kind: 'bike', name: 'Cas', n: 2.5, d: 0 },
        { kind: 'bike', name: 'Dee', n: 23, d: 0 },
      ])
        for (const key of Object.keys(messages))
          expect([language, key, formatMessage(compiled[key], INTL_LOCALES[language], values)]).toEqual([
            language,
            key,
            String(intl.formatMessage({ id: key }, values, { ignoreTag: true })),
          ]);
    }
  });

  it('Ship a message that is one literal as its text', () => {
    expect(compileMessages({ A: 'Go back', B: 'Hi {name}', C: "It''s 1 < 2" }, 'en')).toEqual({
      A: 'Go back',
      B: [
        { type: 0, value: 'Hi ' },
        { type: 1, value: 'name' },
      ],
      C: "It's 1 < 2",
    });
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
    expect([
      countryName('BE', 'en'),
      countryName('BE', 'nl'),
      countryName('be', 'fr'),
      countryName('ZZZ', 'en'),
    ]).toEqual(['Belgium', 'België', 'Belgique', 'ZZZ']);
  });
});
