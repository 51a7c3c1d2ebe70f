import type { areaCatalogs } from './catalogs';
import type { CompiledMessage } from './formatMessage';
import type { Language } from './language';

/** A language's messages as compileMessages.ts writes them (the build for the app, bundles/*.ts; the tests' setup). */
export type Messages = Readonly<Record<string, CompiledMessage>>;

/**
 * An area whose messages load with the pages and dialogs that show them, not with the first page: every
 * area folder but shell. The first catalog of a language holds en.json (what the profile, the people list and every
 * page share) and shell/ (the app bar, navigation, titles); apps/Shell/messageAreas.ts says which areas each app's
 * routes wait for.
 */
export type MessageArea = Exclude<keyof typeof areaCatalogs, 'core' | 'shell'>;

/** A language's chunk (bundles/*.ts): its first catalog, and a loader per area (a chunk each). */
type Bundle = { messages: Messages; areas: Record<string, () => Promise<Messages>> };

// Each language is a chunk of its own, fetched the first time it is shown.
const loaders: Record<Language, () => Promise<Bundle>> = {
  en: () => import('./bundles/en'),
  nl: () => import('./bundles/nl'),
  fr: () => import('./bundles/fr'),
};

/** The messages of each language so far: its first catalog, then each area as it arrives (the same object). */
const catalogs: Partial<Record<Language, Record<string, CompiledMessage>>> = {};
const catalogOf = (language: Language) => (catalogs[language] ??= {});
/** The languages whose messages are all there (the tests register every catalog). */
const complete = new Set<Language>();
const loaded: Partial<Record<Language, Messages>> = {};
const loading: Partial<Record<Language, Promise<Messages>>> = {};
const bundles: Partial<Record<Language, Promise<Bundle>>> = {};
const areaLoads = new Map<string, Promise<void>>();
/** The areas a page or dialog asked for so far: a language loaded later loads them with its first catalog. */
const wanted = new Set<MessageArea>();

/** The messages of a language already loaded (or registered by the tests), else undefined. */
export function loadedMessages(language: Language): Messages | undefined {
  return loaded[language];
}

/** Makes a language's messages available at once, every area included (the unit tests register every catalog). */
export function registerMessages(language: Language, messages: Messages): void {
  catalogs[language] = { ...messages };
  loaded[language] = catalogs[language];
  loading[language] = Promise.resolve(catalogs[language]);
  complete.add(language);
}

/**
 * Loads a language's first catalog and the areas asked for so far, once; the same promise for every caller (React's
 * `use` needs that).
 */
export function loadMessages(language: Language): Promise<Messages> {
  loading[language] ??= Promise.all([
    bundleOf(language).then(({ messages }) => void Object.assign(catalogOf(language), messages)),
    ...[...wanted].map((area) => loadArea(language, area)),
  ]).then(
    () => (loaded[language] = catalogOf(language)),
    (error: unknown) => {
      delete loading[language];
      throw error;
    },
  );
  return loading[language];
}

/**
 * Loads the messages of areas in every language loaded or loading (the viewer's, and the one a switch is bringing),
 * and in any language loaded later: a route's `lazy` and a lazy dialog wait for it, so they never show a missing key.
 */
export function loadAreas(areas: readonly MessageArea[]): Promise<void> {
  for (const area of areas) wanted.add(area);
  const languages = (Object.keys(loading) as Language[]).filter((language) => !complete.has(language));
  return Promise.all(languages.flatMap((language) => areas.map((area) => loadArea(language, area)))).then(
    () => undefined,
  );
}

/** What `load` brings (a page's or a dialog's code), once the messages of its areas are there too. */
export async function withMessages<T>(areas: readonly MessageArea[], load: Promise<T>): Promise<T> {
  const [value] = await Promise.all([load, loadAreas(areas)]);
  return value;
}

function bundleOf(language: Language): Promise<Bundle> {
  return (bundles[language] ??= loaders[language]().catch((error: unknown) => {
    delete bundles[language];
    throw error;
  }));
}

function loadArea(language: Language, area: MessageArea): Promise<void> {
  const key = `${language}/${area}`;
  let load = areaLoads.get(key);
  if (!load) {
    load = bundleOf(language)
      .then((bundle) => bundle.areas[`../${area}/${language}.json`]())
      .then((messages) => void Object.assign(catalogOf(language), messages))
      .catch((error: unknown) => {
        areaLoads.delete(key);
        throw error;
      });
    areaLoads.set(key, load);
  }
  return load;
}
