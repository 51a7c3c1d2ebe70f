// Issue 14: the JavaScript a route loads before it shows, compressed as the gateway sends it (brotli, and gzip for
// comparison): the entry and its static imports plus the route's lazy page and its static imports, read from the
// Vite manifest (web/dist/.vite/manifest.json, `npm run build -w web`). What loads after is listed apart, each with
// what it adds to what is there already (its own static imports included): the page's lazy parts (modals and menus
// when first opened, tooltips on first hover, the year selects and the nivo chart once the page shows) and the
// shell's (the language switch's select once the app bar shows, the toast's snackbar, the phone's drawer). The
// viewer's messages come before any page shows, but by a dynamic import (src/i18n/loadMessages.ts): printed under the
// table, not in its figures.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { table } from './measure';

const DIST = join(__dirname, '..', 'web', 'dist');
export const TARGET_PROFILE_KB = 250;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** The routes issue 14 names and the page module their routes.tsx loads lazily. */
const ROUTES: [string, string][] = [
  ['/people', 'src/apps/People/components/PeoplePage.tsx'],
  ['/people/:id', 'src/apps/Profile/components/ProfilePage.tsx'],
  ['/people/:id/wage', 'src/apps/Wage/components/WagePages.tsx'],
  ['/people/:id/daysOff', 'src/apps/DaysOff/components/DaysOffCalendarPage.tsx'],
  ['/settings/daysOff/types', 'src/apps/DaysOffSettings/components/DayOffTypesPage.tsx'],
];

/** The shell's lazy parts (not route pages) and when they load. */
const SHELL_LATER: [string, string][] = [
  ['src/apps/Shell/components/LanguageSwitch.tsx', 'once the app bar shows'],
  ['src/components/ToastSnackbar.tsx', 'once the app shows'],
  ['src/apps/Shell/components/NavigationDrawer.tsx', 'on first opening'],
];
const MESSAGES = ['en', 'nl', 'fr'].map((language) => `src/i18n/bundles/${language}.ts`);

export function bundleSizeBench() {
  const manifestFile = join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.log('\n(d) JavaScript per route: no web/dist/.vite/manifest.json (run `npm run build -w web` first)');
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, Chunk>;
  const sizes = new Map<string, { raw: number; br: number; gz: number }>();
  const size = (key: string) => {
    if (!sizes.has(key)) {
      const bytes = readFileSync(join(DIST, manifest[key].file));
      sizes.set(key, { raw: bytes.length, br: brotliCompressSync(bytes).length, gz: gzipSync(bytes, { level: 6 }).length });
    }
    return sizes.get(key)!;
  };
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const name = (key: string) => manifest[key].file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '');
  // What a lazy import adds to what is loaded already: its chunk and its static imports not there yet.
  const added = (key: string, loaded: Set<string>) => [...closure(key)].filter((k) => !loaded.has(k)).reduce((total, k) => total + size(k).br, 0);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  const shell = closure(entry);
  const rows = ROUTES.map(([route, page]) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(page));
    if (!key) return [route, page, '-', '-', '-', '-', 'page not in the manifest'];
    const initial = closure(key, closure(entry));
    // What the page itself may load later: its own dynamic imports, not the entry's (the other routes).
    const pageOnly = [...initial].filter((k) => !shell.has(k));
    const later = [...new Set(pageOnly.flatMap((k) => manifest[k].dynamicImports ?? []).filter((k) => !initial.has(k)))]
      .map((k) => [name(k), added(k, initial)] as const)
      .sort((a, b) => b[1] - a[1]);
    const sum = (field: 'raw' | 'br' | 'gz') => [...initial].reduce((total, k) => total + size(k)[field], 0);
    const target = route === '/people/:id' ? `≤ ${TARGET_PROFILE_KB}` : '';
    const lazy = later.slice(0, 6).map(([file, bytes]) => `${file} +${kb(bytes)}`);
    return [route, String(initial.size), kb(sum('raw')), kb(sum('gz')), kb(sum('br')), target, lazy.join(', ')];
  });
  console.log('\n(d) JavaScript a route loads before it shows (KB; entry + page and their static imports, from the Vite manifest)');
  console.log(table(['route', 'files', 'raw', 'gzip', 'brotli', 'target', 'loaded later, brotli KB added (largest 6)'], rows, [false, true, true, true, true, false, false]));
  const messages = MESSAGES.filter((key) => manifest[key]).map((key) => `${name(key)} ${kb(added(key, shell))}`);
  const shellLater = SHELL_LATER.filter(([key]) => manifest[key]).map(([key, when]) => `${name(key)} +${kb(added(key, shell))} (${when})`);
  console.log(`  Every route, before its page shows, also loads the viewer's messages by a dynamic import (not in the figures above): ${messages.join(', ')}`);
  console.log(`  and after, the shell's lazy parts: ${shellLater.join(', ')}`);
}
