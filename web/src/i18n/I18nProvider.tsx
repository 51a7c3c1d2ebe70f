import { createContext, use, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { englishMessages } from './catalogs';
import { formatMessage, type MessageValues } from './formatMessage';
import { INTL_LOCALES, toLanguage, type Language } from './language';
import { loadedMessages, loadMessages, type Messages } from './loadMessages';

export { toLanguage, type Language };
// Only the type comes from catalogs.ts (the English file defines the keys): the messages themselves
// arrive per language (loadMessages.ts), so no language sits in the first chunk.
export type MessageKey = keyof typeof englishMessages;

export type Translator = {
  /** The message in the viewer's language: ICU MessageFormat, so `{count, plural, one {…} other {…}}` works. */
  (key: MessageKey, values?: MessageValues): string;
  /** True for spec codes (and other keys) the message files translate. */
  has(key: string): key is MessageKey;
  language: Language;
};

/** The attribute a missing key leaves in the page, for the browser test (no missing translation key). */
export const MISSING_KEY_MARK = '⟦missing⟧';

export function createTranslator(language: Language, messages: Messages = loadedMessages(language) ?? {}): Translator {
  const locale = INTL_LOCALES[language];
  const has = (key: string): key is MessageKey => Object.prototype.hasOwnProperty.call(messages, key);
  const t = (key: MessageKey, values?: MessageValues): string => {
    // eslint-disable-next-line @typescript-eslint/restrict-template-expressions -- a missing key is shown as the key itself
    if (!has(key)) return `${MISSING_KEY_MARK}${key}`;
    try {
      return formatMessage(messages[key], locale, values);
    } catch {
      // A value the message lacks shows the key, as react-intl did: loud in the browser test, not thrown at the user.
      return key;
    }
  };
  return Object.assign(t, { has, language });
}

// Outside any provider (the cold-load outline before the viewer's language is known): English when it is loaded.
const I18nContext = createContext<Translator>(createTranslator('en'));

/**
 * The language of everything below. Without `messages` it loads the language's chunk, suspending until it
 * is there (a language once loaded is there at once).
 */
export function I18nProvider({
  language,
  messages,
  children,
}: {
  language: Language;
  messages?: Messages;
  children: ReactNode;
}) {
  return (
    <Translations language={language} messages={messages ?? loadedMessages(language)}>
      {children}
    </Translations>
  );
}

/**
 * Whether to wait for the chunk is decided from the props alone. When `use()` suspends, React replays this very
 * component with the same props once the chunk is there, and it must call `use()` again: had it looked at the loaded
 * languages itself (as it once did), the replay would skip `use()` (React's "called use() to suspend … did not call
 * use() when it finished", then "Update hook called on initial render" and a synchronous re-render of the whole root:
 * error #520 in the built app). The parent reads the loaded languages; a later render of it passes the same messages.
 */
function Translations({
  language,
  messages,
  children,
}: {
  language: Language;
  messages: Messages | undefined;
  children: ReactNode;
}) {
  const available = messages ?? use(loadMessages(language));
  const translator = useMemo(() => createTranslator(language, available), [language, available]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

export function useT(): Translator {
  return useContext(I18nContext);
}
