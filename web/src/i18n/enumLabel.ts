import type { Translator } from './I18nProvider';

/** An enumeration value of part 1 §3 through its key `<PREFIX>_<value>`; null when unset or unknown. */
export function enumLabel(t: Translator, prefix: string, value: string | null | undefined): string | null {
  if (value == null || value === '') return null;
  const key = `${prefix}_${value}`;
  return t.has(key) ? t(key) : value;
}
