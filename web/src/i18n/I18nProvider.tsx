import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { specValue } from '../graphqlEnums';
import { dutchMessages, englishMessages, frenchMessages } from './catalogs';

export type Language = 'en' | 'nl' | 'fr';
export type MessageKey = keyof typeof englishMessages;
type Values = Record<string, string | number>;

// Typed against the English file, so a key missing from the Dutch or French file fails `tsc`.
const catalogs: Record<Language, Record<MessageKey, string>> = { en: englishMessages, nl: dutchMessages, fr: frenchMessages };

export type Translator = {
  (key: MessageKey, values?: Values): string;
  /** True for spec codes (and other keys) the message files translate. */
  has(key: string): key is MessageKey;
  language: Language;
};

/** The viewer's language from the GraphQL enum (NL → nl); English for anything else (spec: en, nl, fr). */
export function toLanguage(value: string | null | undefined): Language {
  const language = specValue(value ?? '');
  return language === 'nl' ? 'nl' : language === 'fr' ? 'fr' : 'en';
}

export function createTranslator(language: Language): Translator {
  const messages = catalogs[language];
  const t = (key: MessageKey, values?: Values): string => {
    const message = messages[key] ?? catalogs.en[key] ?? key;
    return values ? message.replace(/\{(\w+)\}/g, (match, name: string) => String(values[name] ?? match)) : message;
  };
  return Object.assign(t, {
    has: (key: string): key is MessageKey => Object.prototype.hasOwnProperty.call(catalogs.en, key),
    language,
  });
}

const I18nContext = createContext<Translator>(createTranslator('en'));

export function I18nProvider({ language, children }: { language: Language; children: ReactNode }) {
  const translator = useMemo(() => createTranslator(language), [language]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

export function useT(): Translator {
  return useContext(I18nContext);
}
