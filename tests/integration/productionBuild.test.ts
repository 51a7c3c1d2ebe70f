// The compiled servers as the image and docker-compose.yml run them: `node rest/dist/migrate.js`, then
// `node rest/dist/main.js` and `node gateway/dist/main.js` under NODE_ENV=production on a fresh database (PostgreSQL when
// a server answers, else the embedded one), with no tsx anywhere: they answer /healthz, hold no demo data, and stop on
// SIGTERM. The build is scripts/buildServers.mjs, redone here only when a source is newer than dist (npm test builds
// before the integration stage).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { POSTGRES_URL, withAdmin } from '../support/databases';
import { testRunId } from '../support/testRun';
import { freePort } from '../support/ports';
import { startedFiles } from '../support/productionImage';
import { stackRedisPrefix } from '../support/stack';

const ROOT = resolve(__dirname, '../..');
const onPostgres = process.env.PEOPLE_TEST_POSTGRES === '1';

const admin = (sql: string) => withAdmin(async (client) => (await client.query(sql)).rows);

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node <entry>` as the image runs it: plain node, none of jest's flags or loaders in its options. */
function start(entry: string, env: Record<string, string>): Server {
  const { NODE_OPTIONS: _jestOptions, METRICS_PORT: _metrics, ...inherited } = process.env;
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits for /healthz to answer 200; a server that exits, or is not up within `seconds`, fails with its output. */
async function healthy(url: string, server: Server, seconds = 100) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (server.child.exitCode !== null)
      throw new Error(`${url}: exited with ${server.child.exitCode}\n${server.output()}`);
    if (Date.now() > deadline)
      throw new Error(`${url}: no answer from /healthz within ${seconds} s\n${server.output()}`);
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The process's own command line and NODE_OPTIONS, as the kernel has them. */
function processStart(pid: number) {
  const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  return { argv, nodeOptions: environ.find((line) => line.startsWith('NODE_OPTIONS='))?.slice(13) ?? '' };
}

/** The id of the web app's persisted operation whose text matches. */
function persistedId(pattern: RegExp): string {
  const map = JSON.parse(readFileSync(join(ROOT, 'web', 'persisted-queries.json'), 'utf8')) as Record<string, string>;
  const [id] = Object.entries(map).find(([, text]) => pattern.test(text)) ?? [];
  if (!id) throw new Error(`no persisted operation matches ${pattern}: run npm run generate`);
  return id;
}

describe('the production build', () => {
  const database = `people_run_${testRunId()}_${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'people-prod-'));
  const servers: Server[] = [];
  let env: Record<string, string>;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['scripts/buildServers.mjs', '--if-stale'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`the server build failed:\n${build.stdout}${build.stderr}`);
    if (onPostgres) await admin(`CREATE DATABASE ${database}`);
    const target: Record<string, string> = onPostgres
      ? { DATABASE_URL: Object.assign(new URL(POSTGRES_URL), { pathname: `/${database}` }).toString() }
      : { DATA_DIR: dataDir };
    env = { ...target, NODE_ENV: 'production', REDIS_PREFIX: stackRedisPrefix(), LOG_LEVEL: 'warn', HOST: '127.0.0.1' };
  });

  afterAll(async () => {
    for (const server of servers)
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    if (onPostgres) await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('has built every file the image and docker-compose.yml start', () => {
    const files = startedFiles();
    expect(files).toEqual(['gateway/dist/main.js', 'rest/dist/main.js', 'rest/dist/migrate.js']);
    for (const file of [
      ...files,
      'rest/dist/uploadParseWorker.cjs',
      'rest/dist/migrations/030_contract_html_allowlist.js',
    ]) {
      expect([file, existsSync(join(ROOT, file))]).toEqual([file, true]);
    }
  });

  it('requires no package at run time that the production install leaves out', () => {
    const declared = new Set(
      ['rest', 'gateway', 'platform', 'domain'].flatMap((w) =>
        Object.keys(JSON.parse(readFileSync(join(ROOT, w, 'package.json'), 'utf8')).dependencies ?? {}),
      ),
    );
    const compiled = [
      'rest/dist/main.js',
      'rest/dist/migrate.js',
      'rest/dist/uploadParseWorker.cjs',
      'gateway/dist/main.js',
      ...readdirSync(join(ROOT, 'rest/dist/migrations'))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `rest/dist/migrations/${f}`),
    ];
    const required = new Set(
      compiled.flatMap((file) =>
        [...readFileSync(join(ROOT, file), 'utf8').matchAll(/\brequire\(["']([^"'./][^"']*)["']\)/g)].map((m) => m[1]),
      ),
    );
    const packageName = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    const missing = [...required].filter(
      (s) => !s.startsWith('node:') && !builtinModules.includes(s) && !declared.has(packageName(s)),
    );
    expect(missing).toEqual([]);
    expect([...required].filter((s) => s.startsWith('@people/'))).toEqual([]);
  });

  it('with RUN_MIGRATIONS=false, refuses to start the REST API on a database with migrations pending', async () => {
    const rest = start('rest/dist/main.js', { ...env, RUN_MIGRATIONS: 'false', REST_PORT: String(await freePort()) });
    servers.push(rest);
    expect(await rest.exited).not.toEqual(0);
    expect(rest.output()).toMatch(
      /^rest: \d+ migrations pending \(001_people\.sql … \d+_\w+\.sql\) and RUN_MIGRATIONS=false: not starting/m,
    );
  });

  it('migrates with rest/dist/migrate.js, the TypeScript migration compiled and recorded under its .ts name', async () => {
    const migrate = start('rest/dist/migrate.js', env);
    servers.push(migrate);
    expect(await migrate.exited).toEqual(0);
    expect(migrate.output()).toMatch(/^migrate: applied 001_people\.sql, .*030_contract_html_allowlist\.ts, /m);
  });

  it('serves on node alone under NODE_ENV=production: /healthz, no demo data, a clean stop on SIGTERM', async () => {
    const [restPort, port] = [await freePort(), await freePort()];
    const restUrl = `http://127.0.0.1:${restPort}`;
    const gatewayUrl = `http://127.0.0.1:${port}`;
    // DEMO_DATA=1 is refused in production, with a warning.
    const rest = start('rest/dist/main.js', {
      ...env,
      RUN_MIGRATIONS: 'false',
      DEMO_DATA: '1',
      REST_PORT: String(restPort),
    });
    // Both at once: the gateway's /healthz answers 200 only once the REST API's does.
    const gateway = start('gateway/dist/main.js', { ...env, PORT: String(port), REST_URL: restUrl });
    servers.push(rest, gateway);
    await healthy(restUrl, rest);
    await healthy(gatewayUrl, gateway);
    expect(await fetch(`${gatewayUrl}/healthz`).then((r) => r.json())).toEqual({ ok: true, rest: true });

    // Plain node on the compiled file: no loader in the command line or in NODE_OPTIONS.
    for (const [server, entry] of [
      [rest, 'rest/dist/main.js'],
      [gateway, 'gateway/dist/main.js'],
    ] as const) {
      const { argv, nodeOptions } = processStart(server.child.pid!);
      expect(argv).toEqual([process.execPath, entry]);
      expect(nodeOptions).not.toMatch(/tsx|ts-node|--import|--require|--loader/);
    }

    expect(rest.output()).toMatch(/DEMO_DATA=1 is ignored: NODE_ENV=production never loads the demo data/);
    expect(await fetch(`${restUrl}/api/auth/demo`).then((r) => r.json())).toEqual({ data: [] });
    const graphql = (documentId: string, variables: object) =>
      fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ documentId, variables }),
      }).then((r) => r.json() as Promise<{ data: Record<string, unknown> }>);
    const signIn = await graphql(persistedId(/^mutation useSignInMutation\b/), {
      input: { email: 'admin@demo.be', password: 'demo' },
    });
    expect(signIn.data.signIn).toEqual({
      viewer: null,
      expiresAt: null,
      userErrors: [{ code: 'INVALID_CREDENTIALS', message: 'The email or password is wrong.', field: null }],
    });
    const login = await graphql(persistedId(/^query LoginRouteQuery\b/), {});
    expect(login.data.demoSignIns).toEqual([]);

    gateway.child.kill('SIGTERM');
    rest.child.kill('SIGTERM');
    expect(await Promise.all([gateway.exited, rest.exited])).toEqual([0, 0]);
  }, 240_000);
});
