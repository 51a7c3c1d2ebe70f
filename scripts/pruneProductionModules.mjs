// The Dockerfile's production-dependencies stage runs this after `npm ci --omit=dev --workspace=rest
// --workspace=gateway`, in the folder it installed. It keeps in node_modules only what the compiled servers can load:
//
// - the packages the servers' production dependency tree reaches (the dependencies of rest, gateway, platform and
//   domain, then each package's dependencies, optional and required peer dependencies, resolved as Node does). npm ci
//   also installs what gateway's devDependencies share with web's dependencies (react, react-dom …), as the lockfile
//   marks a package dev-only only when nothing depends on it in production anywhere in the workspaces;
// - of those, no source map, type declaration, TypeScript source or Markdown file, and no test, example or benchmark
//   folder at a package's top (`fastify/test` …; only there: `exceljs/lib/doc` is code): Node loads none of them.
//   Without a dependency's source map, `--enable-source-maps` shows that dependency's compiled lines;
// - without the packages named by `--leave-out` (the image leaves out PGlite: production runs on DATABASE_URL).
//
// Prints what it removed. `node scripts/pruneProductionModules.mjs [--leave-out <package>]… [folder]`.
import { existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { 'leave-out': { type: 'string', multiple: true, default: [] } },
  allowPositionals: true,
});
const root = resolve(positionals[0] ?? '.');
const leftOut = new Set(values['leave-out']);
const modules = join(root, 'node_modules');
const SERVER_WORKSPACES = ['rest', 'gateway', 'platform', 'domain'];
const UNLOADED = /(\.map|\.d\.[cm]?ts|\.[cm]?ts|\.md|\.markdown)$/i;
const UNLOADED_FOLDERS = new Set([
  'test',
  'tests',
  '__tests__',
  'example',
  'examples',
  'benchmark',
  'benchmarks',
  'bench',
  'coverage',
  '.github',
]);

const manifest = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
// An optional peer dependency is the host's to bring (jsdom's @napi-rs/canvas, which the tests' pdf-parse brings in
// another version): only kept when something else needs it.
const wanted = (pkg) => [
  ...Object.keys(pkg.dependencies ?? {}),
  ...Object.keys(pkg.optionalDependencies ?? {}),
  ...Object.keys(pkg.peerDependencies ?? {}).filter((name) => !pkg.peerDependenciesMeta?.[name]?.optional),
];

/** Where Node finds `name` from a package in `dir`: its own node_modules, then each parent's. */
function locate(name, dir) {
  for (let at = dir; at.startsWith(root); at = dirname(at)) {
    const candidate = join(at, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (at === root) break;
  }
  return null;
}

/** Every installed package folder the servers can reach. */
function reachable() {
  const seen = new Set();
  const queue = SERVER_WORKSPACES.flatMap((w) => wanted(manifest(join(root, w))).map((name) => [name, join(root, w)]));
  while (queue.length > 0) {
    const [name, from] = queue.pop();
    if (leftOut.has(name)) continue;
    const dir = locate(name, from);
    if (!dir || seen.has(dir)) continue; // an optional or peer dependency that is not installed, or one seen already
    seen.add(dir);
    for (const dependency of wanted(manifest(dir))) queue.push([dependency, dir]);
  }
  return seen;
}

/** Package folders under a node_modules folder (scoped ones one level down), nested node_modules included. */
function packageFolders(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) =>
      name.startsWith('@') ? readdirSync(join(dir, name)).map((sub) => join(dir, name, sub)) : [join(dir, name)],
    )
    .flatMap((folder) => [folder, ...packageFolders(join(folder, 'node_modules'))]);
}

function removeUnloadedFiles(dir) {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) bytes += removeUnloadedFiles(path);
    else if (entry.isFile() && UNLOADED.test(entry.name)) {
      bytes += statSync(path).size;
      rmSync(path);
    }
  }
  return bytes;
}

/** A package's top-level test, example and benchmark folders. */
function removeUnloadedFolders(folder) {
  let bytes = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory() && UNLOADED_FOLDERS.has(entry.name)) {
      bytes += size(join(folder, entry.name));
      rmSync(join(folder, entry.name), { recursive: true, force: true });
    }
  }
  return bytes;
}

function size(path) {
  const stat = statSync(path);
  return stat.isDirectory() ? readdirSync(path).reduce((sum, name) => sum + size(join(path, name)), 0) : stat.size;
}

// The root's node_modules and the workspaces' own (rest/node_modules holds the jsdom the REST API requires, as the root's
// is the test environment's other version).
const folders = [modules, ...SERVER_WORKSPACES.map((w) => join(root, w, 'node_modules'))].filter(existsSync);
const keep = reachable();
const unreached = folders.flatMap(packageFolders).filter((folder) => !keep.has(folder));
for (const folder of unreached) rmSync(folder, { recursive: true, force: true });
const bytes =
  [...keep].reduce((sum, folder) => sum + removeUnloadedFolders(folder), 0) +
  folders.reduce((sum, f) => sum + removeUnloadedFiles(f), 0);
const names = unreached.map((folder) => folder.slice(root.length + 1)).join(', ') || 'none';
console.log(
  `pruned node_modules: ${unreached.length} packages no server reaches or left out (${names}); ${(bytes / 1e6).toFixed(1)} MB of maps, types, docs and tests`,
);
