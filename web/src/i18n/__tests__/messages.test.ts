import { countryName } from '../countryName';
import { areaCatalogs, dutchMessages as nl, englishMessages as en, frenchMessages as fr } from '../catalogs';
import { createTranslator, toLanguage } from '../I18nProvider';

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
    const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(en) as [keyof typeof en, string][]) {
      expect([key, placeholders(nl[key]), placeholders(fr[key])]).toEqual([key, placeholders(text), placeholders(text)]);
      expect([nl[key].length > 0, fr[key].length > 0]).toEqual([true, true]);
    }
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
