// `npm run build:servers` (part of `npm run build`): the REST API and the gateway compiled for `node …/dist/main.js`,
// so production runs no tsx and compiles nothing at start-up. esbuild bundles each server's own sources with the
// workspaces it imports (@people/domain, @people/platform: TypeScript exported as ./src/*.ts) into one CommonJS file
// (the code uses __dirname and require), and leaves every npm package to node_modules. Each dist/ folder sits at the
// depth of its src/, so the paths the servers compute from __dirname (platform/src/workspaceDir.ts) hold from both.
//
//   rest/dist/main.js                 the REST API
//   rest/dist/migrate.js              applies the pending migrations and exits (the migration job)
//   rest/dist/migrations/             the SQL migrations, and each TypeScript one compiled to .js (rest/src/core/db.ts)
//   rest/dist/uploadParseWorker.cjs   the upload parser's worker, loaded by file path (rest/src/contracts/uploadParsing.ts)
//   gateway/dist/main.js              the GraphQL gateway
//
// `--if-stale`: only when an output is missing or older than a source (scripts/lib.mjs buildServersIfStale).
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ROOT, SERVER_OUTPUTS, SERVER_SOURCES, isStale } from './lib.mjs';

/** npm packages stay external (node_modules at run time); the workspaces' TypeScript is bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@people/') ? undefined : { path: args.path, external: true },
    );
  },
};

const options = {
  bundle: true,
  platform: 'node',
  target: 'node24',
  format: 'cjs',
  // Stack traces name the TypeScript lines under `node --enable-source-maps` (the image sets it in NODE_OPTIONS);
  // the maps carry no source text, which the image does not need.
  sourcemap: true,
  sourcesContent: false,
  plugins: [externalPackages],
  logLevel: 'warning',
  // db.ts requires a compiled migration by its path at run time: expected, not a warning.
  logOverride: { 'unsupported-require-call': 'silent' },
};

const MIGRATIONS = join(ROOT, 'rest', 'migrations');

async function buildRest() {
  const dist = join(ROOT, 'rest', 'dist');
  rmSync(dist, { recursive: true, force: true });
  const codeMigrations = readdirSync(MIGRATIONS).filter((file) => /^\d+_.*\.ts$/.test(file));
  await build({
    ...options,
    entryPoints: {
      main: join(ROOT, 'rest', 'src', 'main.ts'),
      migrate: join(ROOT, 'rest', 'src', 'migrate.ts'),
      ...Object.fromEntries(codeMigrations.map((file) => [`migrations/${file.slice(0, -3)}`, join(MIGRATIONS, file)])),
    },
    outdir: dist,
  });
  mkdirSync(join(dist, 'migrations'), { recursive: true });
  for (const file of readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')))
    copyFileSync(join(MIGRATIONS, file), join(dist, 'migrations', file));
  copyFileSync(join(ROOT, 'rest', 'src', 'contracts', 'uploadParseWorker.cjs'), join(dist, 'uploadParseWorker.cjs'));
}

async function buildGateway() {
  const dist = join(ROOT, 'gateway', 'dist');
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  await build({ ...options, entryPoints: { main: join(ROOT, 'gateway', 'src', 'main.ts') }, outdir: dist });
}

if (process.argv.includes('--if-stale') && !SERVER_OUTPUTS.some((output) => isStale(output, SERVER_SOURCES)))
  process.exit(0);
const started = Date.now();
await Promise.all([buildRest(), buildGateway()]);
console.log(`servers built: rest/dist, gateway/dist (${((Date.now() - started) / 1000).toFixed(1)} s)`);
