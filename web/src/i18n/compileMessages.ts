import { parse } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessage, MessageElement } from './formatMessage';
import { INTL_LOCALES, type Language } from './language';

/**
 * A message file parsed at build time (vite.config.ts), FormatJS's AST as `formatjs compile --ast` writes
 * it, so the app ships without the ICU parser; a message that is one literal is its text (formatMessage.ts). Not part
 * of the app: it runs in the build and in the tests. `ignoreTag`: a `<` in a message is text.
 */
export function compileMessages(
  messages: Readonly<Record<string, string>>,
  language: Language,
): Record<string, CompiledMessage> {
  const locale = new Intl.Locale(INTL_LOCALES[language]);
  return Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      const elements = parse(message, { ignoreTag: true, locale }) as unknown as MessageElement[];
      return [key, elements.length === 1 && elements[0].type === 0 ? elements[0].value : elements];
    }),
  );
}
