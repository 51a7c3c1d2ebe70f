import { localeOf } from '../../i18n/formatMoney';
import type { Language, Translator } from '../../i18n/I18nProvider';
import { specValue } from '../../graphqlEnums';

/**
 * A wage's rate in its currency and the viewer's language, with Wage.rateDecimals decimals (part 1 §3: 4 for
 * hourly wages, 2 otherwise; domain rateDecimals): 14.5 hourly → '€14.5000' (en), '€ 14,5000' (nl).
 */
export function formatWageRate(rate: number, decimals: number, currency: string, language: Language): string {
  // Intl takes 0 to 20 decimals; anything else would throw and take the profile down with it.
  const shown = Number.isInteger(decimals) && decimals >= 0 && decimals <= 20 ? decimals : 2;
  const digits = { minimumFractionDigits: shown, maximumFractionDigits: shown };
  try {
    return new Intl.NumberFormat(localeOf(language), { style: 'currency', currency, ...digits }).format(rate);
  } catch {
    // A currency code Intl does not know must not break the profile: the number, then the code as it is.
    return `${new Intl.NumberFormat(localeOf(language), digits).format(rate)} ${currency}`;
  }
}

/** A wage type of part 1 §3 in the viewer's language; the key is the spec's value (GraphQL's in lower case). */
export function wageTypeLabel(t: Translator, type: string): string {
  const key = `WAGE_TYPE_${specValue(type)}`;
  return t.has(key) ? t(key) : type;
}

/** A wage state of part 1 §4 in the viewer's language; the key is the spec's value (GraphQL's in lower case). */
export function wageStateLabel(t: Translator, state: string): string {
  const key = `WAGE_STATE_${specValue(state)}`;
  return t.has(key) ? t(key) : state;
}
