import type { Translator } from './I18nProvider';

/** A payload's userError in the viewer's language when its code is a known key, else the server's message. */
export function userErrorText(t: Translator, error: { readonly code: string; readonly message: string }): string {
  return t.has(error.code) ? t(error.code) : error.message;
}
