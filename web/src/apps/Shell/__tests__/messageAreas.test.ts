import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { areaCatalogs } from '../../../i18n/catalogs';
import type { MessageArea } from '../../../i18n/loadMessages';
import { APP_MESSAGE_AREAS } from '../messageAreas';

// A page shows only messages that are there before it renders: the first catalog (en.json, shell/) or the
// areas its app's routes wait for (APP_MESSAGE_AREAS), or those a lazy dialog waits for (`withMessages([…], import(…))`).
// Read from the source: from each app's routes files, every file its pages and dialogs import (static and dynamic),
// and every key those files name, as a literal or as a prefix a key is built from (`WAGE_TYPE_${…}`,
// enumLabel(t, 'GENDER', …)). A key of another area fails the test with the file that names it.

const SRC = join(__dirname, '..', '..', '..');
const areaOf = new Map<string, string>();
for (const [area, catalog] of Object.entries(areaCatalogs))
  for (const key of Object.keys(catalog.en)) areaOf.set(key, area);
const FIRST = new Set(['core', 'shell']);

const resolveImport = (from: string, specifier: string) => {
  if (!specifier.startsWith('.')) return undefined;
  const base = join(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (file) => existsSync(file) && !file.endsWith('/'),
  );
};

const source = (file: string) => readFileSync(file, 'utf8');

/** The files a file imports at run time (type-only imports left out), and those it imports lazily with their areas. */
function importsOf(file: string) {
  const text = source(file);
  const statics = [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)].map(
    (match) => match[1],
  );
  const lazy = [...text.matchAll(/(withMessages\(\[([^\]]*)\],\s*)?import\('([^']+)'\)/g)].map((match) => ({
    specifier: match[3],
    areas: [...(match[2] ?? '').matchAll(/'(\w+)'/g)].map((area) => area[1]),
  }));
  return {
    statics: statics
      .map((specifier) => resolveImport(file, specifier))
      .filter((found): found is string => Boolean(found)),
    lazy: lazy
      .map(({ specifier, areas }) => ({ file: resolveImport(file, specifier), areas }))
      .filter((found): found is { file: string; areas: string[] } => Boolean(found.file)),
  };
}

/** The message keys a file names: literals, and every key of a prefix it builds keys from. */
function keysOf(file: string): string[] {
  const text = source(file);
  const literals = [...text.matchAll(/['"`]([A-Za-z][A-Za-z0-9_]*)['"`]/g)]
    .map((match) => match[1])
    .filter((key) => areaOf.has(key));
  const prefixes = [
    ...[...text.matchAll(/`([A-Z][A-Za-z0-9_]*_)\$\{/g)].map((match) => match[1]),
    ...[...text.matchAll(/enumLabel\(t, '([A-Z_]+)'/g)].map((match) => `${match[1]}_`),
  ];
  return [...literals, ...[...areaOf.keys()].filter((key) => prefixes.some((prefix) => key.startsWith(prefix)))];
}

/** The keys a file and everything it imports name, each with the areas there for it and the file naming it. */
function misplacedKeys(start: string, allowed: ReadonlySet<string>, seen = new Set<string>()): string[] {
  if (seen.has(start)) return [];
  seen.add(start);
  const { statics, lazy } = importsOf(start);
  return [
    ...keysOf(start)
      .filter((key) => !allowed.has(areaOf.get(key)!))
      .map((key) => `${relative(SRC, start)}: ${key} (${areaOf.get(key)})`),
    ...statics.flatMap((file) => misplacedKeys(file, allowed, seen)),
    // A lazy part with areas of its own: followed apart, so its areas do not count for the page's files.
    ...lazy.flatMap(({ file, areas }) =>
      areas.length ? misplacedKeys(file, new Set([...allowed, ...areas])) : misplacedKeys(file, allowed, seen),
    ),
  ];
}

describe('Each page has its messages before it renders', () => {
  it('names each app with routes in APP_MESSAGE_AREAS', () => {
    const apps = readdirSync(join(SRC, 'apps')).filter((app) =>
      readdirSync(join(SRC, 'apps', app)).some((file) => /[rR]outes\.tsx$/.test(file)),
    );
    expect(apps.filter((app) => !(app in APP_MESSAGE_AREAS))).toEqual([]);
  });

  it.each(Object.entries(APP_MESSAGE_AREAS))(
    'finds every key the %s pages name in the first catalog or the app’s areas',
    (app, areas) => {
      const folder = join(SRC, 'apps', app);
      const routeFiles = readdirSync(folder).filter((file) => /[rR]outes\.tsx$/.test(file));
      const allowed = new Set<string>([...FIRST, ...(areas as readonly MessageArea[])]);
      expect(routeFiles.flatMap((file) => misplacedKeys(join(folder, file), allowed))).toEqual([]);
    },
  );

  it('reads the keys of a page (not vacuous)', () => {
    const profile = new Set<string>();
    const walk = (file: string, seen = new Set<string>()) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const key of keysOf(file)) profile.add(key);
      for (const imported of importsOf(file).statics) walk(imported, seen);
    };
    walk(join(SRC, 'apps', 'Profile', 'components', 'ProfilePage.tsx'));
    expect(profile.size).toBeGreaterThan(300);
    // A literal, a key built from a prefix, a key of an enum label.
    expect(
      ['SHOW_MORE', 'WAGE_TYPE_employee_paid_daily', 'ACTIVITY_OTHER', 'GENDER_female'].filter(
        (key) => !areaOf.has(key) || !profile.has(key),
      ),
    ).toEqual([]);
  });
});
