import { specValue } from '../graphqlEnums';
import type { Translator } from './I18nProvider';

/**
 * An enumeration value of part 1 §3 through its key `<PREFIX>_<value>`, the value as the spec writes it (a
 * GraphQL enum value in lower case: MARRIED → CIVIL_STATE_married); null when unset.
 */
export function enumLabel(t: Translator, prefix: string, value: string | null | undefined): string | null {
  if (value == null || value === '') return null;
  const key = `${prefix}_${specValue(value)}`;
  return t.has(key) ? t(key) : value;
}

/** A one-day contract's Dimona type (part 2 §7: Flex, Extra, Student…, written as the spec does) in the viewer's language. */
export function dimonaContractTypeLabel(t: Translator, type: string): string {
  const key = `DIMONA_CONTRACT_TYPE_${type}`;
  return t.has(key) ? t(key) : type;
}
