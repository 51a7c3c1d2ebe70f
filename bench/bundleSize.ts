// The JavaScript a route loads before it shows, compressed as the gateway sends it (brotli, and gzip for
// comparison): the entry and its static imports plus the route's lazy page and its static imports, read from the
// Vite manifest (web/dist/.vite/manifest.json, `npm run build -w web`). What loads after is listed apart, each with
// what it adds to what is there already (its own static imports included): the page's lazy parts (modals and menus
// when first opened, tooltips on first hover, the year selects and the nivo chart once the page shows) and the
// shell's (the language switch's select once the app bar shows, the toast's snackbar, the phone's drawer). The
// viewer's messages come before any page shows, by dynamic imports (src/i18n/loadMessages.ts): the language's first
// catalog (en.json and shell/) and the areas the route's app waits for (src/apps/Shell/messageAreas.ts). The figures
// count them in English; the lines under the table give each route with Dutch and French instead.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { APP_MESSAGE_AREAS } from '../web/src/apps/Shell/messageAreas';
import { table } from './measure';
import { DIST, entryKey, readManifest, staticClosure } from './viteManifest';
export const TARGET_PROFILE_KB = 250;

type App = keyof typeof APP_MESSAGE_AREAS;

/** The measured routes, the page module their routes.tsx loads lazily, and its app (for its message areas). */
const ROUTES: [string, string, App][] = [
  ['/people', 'src/apps/People/components/PeoplePage.tsx', 'People'],
  ['/people/:id', 'src/apps/Profile/components/ProfilePage.tsx', 'Profile'],
  ['/people/:id/wage', 'src/apps/Wage/components/WagePages.tsx', 'Wage'],
  ['/people/:id/daysOff', 'src/apps/DaysOff/components/DaysOffCalendarPage.tsx', 'DaysOff'],
  ['/settings/daysOff/types', 'src/apps/DaysOffSettings/components/DayOffTypesPage.tsx', 'DaysOffSettings'],
];

/** The shell's lazy parts (not route pages) and when they load. */
const SHELL_LATER: [string, string][] = [
  ['src/apps/Shell/components/LanguageSwitch.tsx', 'once the app bar shows'],
  ['src/components/ToastSnackbar.tsx', 'once the app shows'],
  ['src/apps/Shell/components/NavigationDrawer.tsx', 'on first opening'],
];
const LANGUAGES = ['en', 'nl', 'fr'] as const;
/** A language's messages a route of the app loads: the first catalog's chunk and each area's. */
const messageChunks = (language: string, app: App) => [
  `src/i18n/bundles/${language}.ts`,
  ...APP_MESSAGE_AREAS[app].map((area) => `src/i18n/${area}/${language}.json?icu-ast`),
];

export function bundleSizeBench() {
  const manifest = readManifest();
  if (!manifest) {
    console.log('\n(d) JavaScript per route: no web/dist/.vite/manifest.json (run `npm run build -w web` first)');
    return;
  }
  const sizes = new Map<string, { raw: number; br: number; gz: number }>();
  const size = (key: string) => {
    if (!sizes.has(key)) {
      const bytes = readFileSync(join(DIST, manifest[key].file));
      sizes.set(key, {
        raw: bytes.length,
        br: brotliCompressSync(bytes).length,
        gz: gzipSync(bytes, { level: 6 }).length,
      });
    }
    return sizes.get(key)!;
  };
  const closure = (key: string, seen?: Set<string>) => staticClosure(manifest, key, seen);
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const name = (key: string) => manifest[key].file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
  // What a lazy import adds to what is loaded already: its chunk and its static imports not there yet.
  const added = (key: string, loaded: Set<string>) =>
    [...closure(key)].filter((k) => !loaded.has(k)).reduce((total, k) => total + size(k).br, 0);
  const entry = entryKey(manifest);
  const shell = closure(entry);
  // The route's code, then the viewer's messages the route waits for (the language's first catalog and the app's areas).
  const routeChunks = (page: string, app: App, language: string) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(page));
    if (!key) return undefined;
    const code = closure(key, closure(entry));
    const messages = messageChunks(language, app).filter((k) => manifest[k]);
    return { code, all: messages.reduce((all, k) => closure(k, all), new Set(code)) };
  };
  const sum = (keys: Set<string>, field: 'raw' | 'br' | 'gz') =>
    [...keys].reduce((total, k) => total + size(k)[field], 0);
  const rows = ROUTES.map(([route, page, app]) => {
    const chunks = routeChunks(page, app, 'en');
    if (!chunks) return [route, page, '-', '-', '-', '-', '-', 'page not in the manifest'];
    const { code, all } = chunks;
    // What the page itself may load later: its own dynamic imports, not the entry's (the other routes) nor the messages.
    const pageOnly = [...code].filter((k) => !shell.has(k));
    const later = [...new Set(pageOnly.flatMap((k) => manifest[k].dynamicImports ?? []).filter((k) => !all.has(k)))]
      .map((k) => [name(k), added(k, all)] as const)
      .sort((a, b) => b[1] - a[1]);
    const target = route === '/people/:id' ? `≤ ${TARGET_PROFILE_KB}` : '';
    const lazy = later.slice(0, 6).map(([file, bytes]) => `${file} +${kb(bytes)}`);
    const catalogs = ['first', ...APP_MESSAGE_AREAS[app]].join('+');
    const messageBytes = [...all].filter((k) => !code.has(k)).reduce((total, k) => total + size(k).br, 0);
    return [
      route,
      String(all.size),
      kb(sum(all, 'raw')),
      kb(sum(all, 'gz')),
      kb(sum(all, 'br')),
      `${catalogs} ${kb(messageBytes)}`,
      target,
      lazy.join(', '),
    ];
  });
  console.log(
    "\n(d) JavaScript a route loads before it shows (KB; entry + page and their static imports, from the Vite manifest, and the viewer's messages: English here)",
  );
  console.log(
    table(
      [
        'route',
        'files',
        'raw',
        'gzip',
        'brotli',
        'en messages in it (brotli)',
        'target',
        'loaded later, brotli KB added (largest 6)',
      ],
      rows,
      [false, true, true, true, true, false, false, false],
    ),
  );
  const perLanguage = ROUTES.map(([route, page, app]) => {
    const figures = LANGUAGES.map((language) => {
      const chunks = routeChunks(page, app, language);
      return chunks ? `${language} ${kb(sum(chunks.all, 'br'))}` : `${language} -`;
    });
    return `${route} ${figures.join(', ')}`;
  });
  console.log(`  Brotli with the viewer's messages in each language: ${perLanguage.join('; ')}`);
  const firstCatalogs = LANGUAGES.filter((language) => manifest[`src/i18n/bundles/${language}.ts`]).map(
    (language) => `${language} ${kb(added(`src/i18n/bundles/${language}.ts`, shell))}`,
  );
  console.log(`  The first catalog (en.json and shell/, every route loads it): ${firstCatalogs.join(', ')}`);
  const shellLater = SHELL_LATER.filter(([key]) => manifest[key]).map(
    ([key, when]) => `${name(key)} +${kb(added(key, shell))} (${when})`,
  );
  console.log(`  After, the shell's lazy parts: ${shellLater.join(', ')}`);
}
