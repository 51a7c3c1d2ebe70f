// Helpers shared by the start and test scripts: run a command, wait for a server, know what is stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command in the project root with inherited output; resolves with its exit code. */
export function run(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: quiet ? 'ignore' : 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}

/** Newest modification time of the files under the given paths (folders walked, node_modules skipped). */
export function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path))
        if (entry !== 'node_modules' && entry !== 'dist' && entry !== '__generated__') visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach((p) => visit(join(ROOT, p)));
  return newest;
}

/** Whether an output file is missing or older than any of its sources. */
export function isStale(output, sources) {
  const target = join(ROOT, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestMtime(sources);
}

export async function waitForHealth(url, child, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

export const WEB_SOURCES = [
  'schema.graphql',
  'relay.config.js',
  'web/src',
  'web/index.html',
  'web/vite.config.ts',
  'domain/src',
];
export const GRAPHIQL_SOURCES = [
  'gateway/graphiql/main.ts',
  'gateway/graphiql/index.html',
  'gateway/graphiql/vite.config.mts',
];

// The compiled servers (scripts/buildServers.mjs): what they are made of, and the files they start from.
export const SERVER_SOURCES = [
  'rest/src',
  'rest/migrations',
  'gateway/src',
  'domain/src',
  'platform/src',
  'scripts/buildServers.mjs',
];
export const SERVER_OUTPUTS = ['rest/dist/main.js', 'rest/dist/migrate.js', 'gateway/dist/main.js'];

/** Compiles the REST API and the gateway into rest/dist and gateway/dist when missing or older than their sources. */
export async function buildServersIfStale() {
  if (SERVER_OUTPUTS.some((output) => isStale(output, SERVER_SOURCES))) {
    console.log('building the servers…');
    await mustRun(process.execPath, ['scripts/buildServers.mjs']);
  }
}

/**
 * Builds what is missing or older than its sources: Relay artifacts + web app, and GraphiQL. `relay: false` when the
 * artifacts were just generated (npm test), so nothing rewrites them while the type checks read them.
 */
export async function buildIfStale({ relay = true } = {}) {
  if (isStale('web/dist/index.html', WEB_SOURCES)) {
    console.log('building the web app…');
    if (relay) await mustRun('npm', ['run', 'relay', '--silent']);
    await mustRun('npm', ['run', 'build', '-w', 'web', '--silent']);
  }
  if (isStale('gateway/graphiql/dist/index.html', GRAPHIQL_SOURCES)) {
    console.log('building GraphiQL…');
    await mustRun('npm', ['run', 'build', '-w', 'gateway', '--silent']);
  }
}
