import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openPglite, openPostgres, type Db } from '@people/rest/core/db';
import { seedDemo } from '@people/rest/seed/demo';
import { LEFT_OVER_AFTER_MS, testRunId, testRunStarted } from './testRun';

/** The date every cross-tier test lives on, so days_with_us and current roles never drift. */
export const TEST_TODAY = '2026-06-15';

// The snapshot is named by what it is made of (migrations and seed code), so a changed migration or seed
// makes a new one instead of loading stale demo data.
function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const dir of [
    join(__dirname, '..', '..', 'rest', 'migrations'),
    join(__dirname, '..', '..', 'rest', 'src', 'seed'),
  ]) {
    for (const file of readdirSync(dir).sort()) {
      if (/\.(sql|ts)$/.test(file)) hash.update(file).update(readFileSync(join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

const SNAPSHOT = join(__dirname, '..', '..', '.tmp', `pglite-demo-${TEST_TODAY}-${sourcesHash()}`);
const SNAPSHOT_TAR = `${SNAPSHOT}.tar`;

// Each test database is a copy of the snapshot's data directory, opened where it lies (PGlite's NodeFS): RAM-backed
// /dev/shm where the machine has it. Untarring the 48 MB snapshot into PGlite's in-memory file system cost each open
// about 1.3 s more CPU than copying the folder, and an integration run opens some 80 (jest workers and e2e servers).
const COPIES = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const COPY_PREFIX = 'people-pglite-';

/** Copies a process left behind when it ended without closing its database (a killed worker). */
function dropOrphanedCopies() {
  for (const name of readdirSync(COPIES)) {
    const pid = Number(new RegExp(`^${COPY_PREFIX}(\\d+)-`).exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      rmSync(join(COPIES, name), { recursive: true, force: true });
    }
  }
}

/** Migrates and seeds the demo data once, into a data directory kept under .tmp (made aside, then renamed). */
export async function ensurePgliteSnapshot() {
  if (existsSync(SNAPSHOT)) return;
  const building = `${SNAPSHOT}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(join(SNAPSHOT, '..'), { recursive: true });
  const db = await openPglite({ dataDir: building });
  await migrate(db);
  await seedDemo(db, TEST_TODAY);
  await db.close();
  try {
    renameSync(building, SNAPSHOT);
  } catch (error) {
    // Another process (a worktree's run, a second jest worker) made it first: theirs is the same.
    if (!['ENOTEMPTY', 'EEXIST'].includes((error as { code?: string }).code ?? '')) throw error;
    rmSync(building, { recursive: true, force: true });
  }
  // Snapshots of other sources (and the tar files of earlier runs) are not loaded again.
  for (const file of readdirSync(join(SNAPSHOT, '..'))) {
    const path = join(SNAPSHOT, '..', file);
    if (/^pglite-demo-/.test(file) && !path.startsWith(SNAPSHOT)) rmSync(path, { recursive: true, force: true });
  }
}

/**
 * A migrated, seeded PGlite database of its own: a copy of the demo snapshot, removed again when it is closed.
 * `memory`: loaded into PGlite's in-memory file system instead, as the benchmarks measure it (from a tar of the
 * snapshot, made once).
 */
export async function demoPglite(options: { memory?: boolean } = {}): Promise<Db> {
  await ensurePgliteSnapshot();
  if (options.memory) {
    if (!existsSync(SNAPSHOT_TAR)) {
      const dir = copyOfSnapshot();
      const source = await openPglite({ dataDir: dir });
      const tmp = `${SNAPSHOT_TAR}.${process.pid}`;
      writeFileSync(tmp, Buffer.from(await (await source.dump()).arrayBuffer()));
      renameSync(tmp, SNAPSHOT_TAR);
      await source.close();
      rmSync(dir, { recursive: true, force: true });
    }
    const db = await openPglite({ loadDataDir: new Blob([readFileSync(SNAPSHOT_TAR)]) });
    await migrate(db); // a migration added since the snapshot was made
    return db;
  }
  dropOrphanedCopies();
  const dir = copyOfSnapshot();
  const db = await openPglite({ dataDir: dir });
  await migrate(db);
  return {
    ...db,
    async close() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function copyOfSnapshot(): string {
  const dir = join(COPIES, `${COPY_PREFIX}${process.pid}-${randomBytes(4).toString('hex')}`);
  cpSync(SNAPSHOT, dir, { recursive: true });
  return dir;
}

/**
 * The engines a cross-tier test runs on: PostgreSQL, the production engine, when globalSetup found a server, else
 * PGlite. PGlite is the same PostgreSQL compiled to WebAssembly, so the SQL behaves alike; what differs is the driver
 * and one connection for every request (rest/src/core/database.ts). The tests of that layer ask for both (`both: true`),
 * as does PEOPLE_TEST_ENGINES=all; the browser tests run the whole app on PGlite, as `npm start` does. Each test on
 * PGlite as well cost the integration stage about 40 % more CPU (the engine runs inside the test's process).
 */
export function engines(options: { both?: boolean } = {}): [string, () => Promise<Db>][] {
  if (process.env.PEOPLE_TEST_POSTGRES !== '1') return [['pglite', demoPglite]];
  const both = options.both || process.env.PEOPLE_TEST_ENGINES === 'all';
  return both
    ? [
        ['pglite', demoPglite],
        ['postgres', demoPostgres],
      ]
    : [['postgres', demoPostgres]];
}

// pg needs a user name in the URL when USER is not set (as on CI); trust auth takes the OS user.
/**
 * The PostgreSQL server of the tests. Its database (`test`) is shared with whatever else runs on the machine: only the
 * admin connection here opens it, to create and drop the run's own databases; no test reads or writes in it
 * (sharedDatabaseGuard.ts refuses any other connection to it).
 */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? `postgresql://${userInfo().username}@127.0.0.1:5432/test`;

/** The application_name of the admin connection: the one connection the guard lets open the shared database. */
export const ADMIN_APPLICATION = 'people-tests-admin';

/** Whether a PostgreSQL server answers at TEST_DATABASE_URL (default 127.0.0.1:5432, database test). */
export async function postgresAvailable(): Promise<boolean> {
  try {
    await withAdmin((admin) => admin.query('SELECT 1'), { connectionTimeoutMillis: 2000 });
    return true;
  } catch {
    return false;
  }
}

function postgresUrl(database: string): string {
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A connection to the shared database for creating and dropping databases, ended after `work`. */
export async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>, options: pg.ClientConfig = {}): Promise<T> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, application_name: ADMIN_APPLICATION, ...options });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end().catch(() => undefined);
  }
}

// A run's databases: its demo template `people_run_<run id>`, and the copies of it that tests open,
// `people_run_<run id>_<random hex>`. The run id starts with the time the run began (testRun.ts).
const RUN_DATABASE = /^people_run_(\d{10}_[0-9a-f]{8})(?:_[0-9a-f]{8})?$/;
const runTemplate = () => `people_run_${testRunId()}`;
// Migrating and seeding takes some twenty seconds, mostly the server's, so the demo database of the current sources is
// also kept between runs, named like the PGlite snapshot by what it is made of: a run's template is a copy of it. No
// session ever connects to it (a copy needs none), and a run only reads it once, at its start.
const SOURCES_TEMPLATE = `people_tpl_${TEST_TODAY.replaceAll('-', '')}_${sourcesHash()}`;
// Those of other sources are dropped a day after they were made: a checkout beside this one may still use its own.
const SOURCES_TEMPLATE_KEPT_MS = 24 * 3600_000;

const databaseExists = async (name: string) =>
  withAdmin(
    async (admin) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
  );

/**
 * Migrates and seeds a database under a temporary name, then renames it, so nobody copies a half-seeded template.
 * Concurrent callers may both build one: the first rename wins and the other is dropped.
 */
async function buildDemoDatabase(name: string): Promise<void> {
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${building}`));
  const db = openPostgres(postgresUrl(building));
  try {
    await migrate(db);
    await seedDemo(db, TEST_TODAY);
  } finally {
    await db.close();
  }
  await withAdmin(async (admin) => {
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await admin.query(`COMMENT ON DATABASE ${name} IS '${new Date().toISOString()}'`);
    } catch (error) {
      if ((error as { code?: string }).code !== '42P04') throw error; // duplicate_database: another caller was first
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
    }
  });
}

/**
 * Creates this run's template database unless it is there: a copy of the demo database of the current sources (made
 * first if no run has made it), or, should that one be dropped in between by another checkout's run, migrated and
 * seeded itself. globalSetup makes it before the workers start; a caller without one (a benchmark) on first use.
 */
export async function ensurePostgresTemplate(): Promise<string> {
  const template = runTemplate();
  if (await databaseExists(template)) return template;
  try {
    if (!(await databaseExists(SOURCES_TEMPLATE))) await buildDemoDatabase(SOURCES_TEMPLATE);
    await withAdmin((admin) => admin.query(`CREATE DATABASE ${template} TEMPLATE ${SOURCES_TEMPLATE}`));
  } catch (error) {
    if ((error as { code?: string }).code === '42P04') return template; // another worker of this run made it
    if (!(await databaseExists(template))) await buildDemoDatabase(template);
  }
  return template;
}

/**
 * Drops the databases of this run (its template, and copies a killed worker did not drop), and those of runs that began
 * more than LEFT_OVER_AFTER_MS ago (a run killed before its end); and the demo databases of other sources a day after
 * they were made.
 */
export async function dropRunDatabases({ thisRun }: { thisRun: boolean }): Promise<string[]> {
  const run = testRunId();
  return withAdmin(async (admin) => {
    const { rows } = await admin.query<{ datname: string; made: string | null }>(
      `SELECT datname, shobj_description(oid, 'pg_database') AS made FROM pg_database
        WHERE datname LIKE 'people\\_run\\_%' OR (datname LIKE 'people\\_tpl\\_%' AND datname <> $1)`,
      [SOURCES_TEMPLATE],
    );
    const dropped: string[] = [];
    for (const { datname, made } of rows) {
      const id = RUN_DATABASE.exec(datname)?.[1];
      const started = id ? testRunStarted(id) : null;
      const sourcesAge =
        /^people_tpl_\d{8}_[0-9a-f]{12}$/.test(datname) && made ? Date.now() - Date.parse(made) : Number.NaN;
      const drop =
        (thisRun && id === run) ||
        (started !== null && Date.now() - started > LEFT_OVER_AFTER_MS) ||
        sourcesAge > SOURCES_TEMPLATE_KEPT_MS;
      if (!drop) continue;
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      dropped.push(datname);
    }
    return dropped;
  });
}

/**
 * A fresh database on the PostgreSQL server, copied from the run's demo template (`CREATE DATABASE … TEMPLATE`: a file
 * copy, far quicker than migrating and seeding); dropped by the returned close().
 */
export async function demoPostgres(): Promise<Db & { url: string }> {
  const template = await ensurePostgresTemplate();
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  // PostgreSQL refuses to copy a template while a session is connected to it (55006): one may be closing still.
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdmin((admin) => admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
  const db = openPostgres(postgresUrl(name));
  return {
    ...db,
    url: postgresUrl(name),
    async close() {
      await db.close();
      await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
