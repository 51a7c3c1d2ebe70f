import type { Language } from './I18nProvider';

// Belgian conventions for each of the product's languages (part 1 §9: budgets and amounts in EUR).
const LOCALES: Record<Language, string> = { en: 'en-BE', nl: 'nl-BE', fr: 'fr-BE' };

/** 1234.5 → '€1,234.50' (en), '€ 1.234,50' (nl), '1 234,50 €' (fr). */
export function formatMoney(amount: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' }).format(amount);
}

export function localeOf(language: Language): string {
  return LOCALES[language];
}
