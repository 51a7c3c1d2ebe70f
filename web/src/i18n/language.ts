import { specValue } from '../graphqlEnums';

export type Language = 'en' | 'nl' | 'fr';
export const LANGUAGES: readonly Language[] = ['en', 'nl', 'fr'];
/** The locale each language formats dates and numbers in (and its messages are compiled for, vite.config.ts). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE' };

const LANGUAGE_KEY = 'people.language';

/** The viewer's language from the GraphQL enum (NL → nl); English for anything else (spec: en, nl, fr). */
export function toLanguage(value: string | null | undefined): Language {
  const language = specValue(value ?? '');
  return language === 'nl' ? 'nl' : language === 'fr' ? 'fr' : 'en';
}

/**
 * The language last used in this browser: the sign-in page speaks it before anyone is signed in. Once
 * signed in, the user's own language (part 1 §3 user flag `language`, stored server-side) wins.
 */
export function storedLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_KEY);
    if (stored) return toLanguage(stored);
    return toLanguage(window.navigator.language.slice(0, 2));
  } catch {
    return 'en';
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Private mode without storage: the server-side language still applies once signed in.
  }
}
