// Issue 14: the JavaScript a route loads before it shows, compressed as the gateway sends it (brotli, and gzip for
// comparison): the entry and its static imports plus the route's lazy page and its static imports, read from the
// Vite manifest (web/dist/.vite/manifest.json, `npm run build -w web`). Chunks a page loads later (the nivo chart
// when the wage ring shows, the date picker when a dialog opens) are listed apart.
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
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)!;
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const rows = ROUTES.map(([route, page]) => {
    const key = Object.keys(manifest).find((k) => k.endsWith(page));
    if (!key) return [route, page, '-', '-', '-', '-', 'page not in the manifest'];
    const initial = closure(key, closure(entry));
    // What the page itself may load later: its own dynamic imports, not the entry's (the other routes).
    const shell = closure(entry);
    const pageOnly = [...initial].filter((k) => !shell.has(k));
    const later = new Set(pageOnly.flatMap((k) => manifest[k].dynamicImports ?? []).filter((k) => !initial.has(k)));
    const sum = (field: 'raw' | 'br' | 'gz') => [...initial].reduce((total, k) => total + size(k)[field], 0);
    const target = route === '/people/:id' ? `≤ ${TARGET_PROFILE_KB}` : '';
    const lazy = [...later].map((k) => `${manifest[k].file.replace(/^assets\//, '').replace(/-[\w-]{8}\.js$/, '')} ${kb(size(k).br)}`).slice(0, 6);
    return [route, String(initial.size), kb(sum('raw')), kb(sum('gz')), kb(sum('br')), target, lazy.join(', ')];
  });
  console.log('\n(d) JavaScript a route loads before it shows (KB; entry + page and their static imports, from the Vite manifest)');
  console.log(table(['route', 'files', 'raw', 'gzip', 'brotli', 'target', 'loaded later, brotli KB (first 6)'], rows, [false, true, true, true, true, false, false]));
}
