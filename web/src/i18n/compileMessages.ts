import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { INTL_LOCALES, type Language } from './language';

/**
 * Issue 14: a message file parsed at build time (vite.config.ts), FormatJS's AST as `formatjs compile --ast` writes
 * it, so the app ships without the ICU parser. Not part of the app: it runs in the build and in the tests.
 * `ignoreTag`: a `<` in a message is text, as createTranslator formats it.
 */
export function compileMessages(messages: Record<string, string>, language: Language): Record<string, MessageFormatElement[]> {
  const locale = new Intl.Locale(INTL_LOCALES[language]);
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parse(message, { ignoreTag: true, locale })]));
}
