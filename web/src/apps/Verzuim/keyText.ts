import type { Translator } from '../../i18n/I18nProvider';

/** A text by a key built from a value (a status, a step): the value itself when the key is unknown (a newer value). */
export function keyText(t: Translator, key: string, fallback: string): string {
  return t.has(key) ? t(key) : fallback;
}
