import type { CompiledMessage } from './formatMessage';
import type { Language } from './language';

/** A language's messages as compileMessages.ts writes them (the build for the app, bundles/*.ts; the tests' setup). */
export type Messages = Readonly<Record<string, CompiledMessage>>;

// Issue 21/14: each language is a chunk of its own, fetched the first time it is shown.
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./bundles/en'),
  nl: () => import('./bundles/nl'),
  fr: () => import('./bundles/fr'),
};

const loaded: Partial<Record<Language, Messages>> = {};
const loading: Partial<Record<Language, Promise<Messages>>> = {};

/** The messages of a language already loaded (or registered by the tests), else undefined. */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded[language];
}

/** Makes a language's messages available at once (the unit tests register every catalog). */
export function registerMessages(language: Language, messages: Messages): void {
  loaded[language] = messages;
}

/** Loads a language's messages once; the same promise for every caller (React's `use` needs that). */
export function loadMessages(language: Language): Promise<Messages> {
  loading[language] ??= loaders[language]().then(
    ({ messages }) => (loaded[language] = messages),
    (error: unknown) => {
      delete loading[language];
      throw error;
    },
  );
  return loading[language];
}
