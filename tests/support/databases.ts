import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openPglite, openPostgres, type Db } from '@people/rest/db';
import { seedDemo } from '@people/rest/seed/demo';

/** The date every cross-tier test lives on, so days_with_us and current roles never drift. */
export const TEST_TODAY = '2026-06-15';

// The snapshot is named by what it is made of (migrations and seed code), so a changed migration or seed
// makes a new one instead of loading stale demo data.
function sourcesHash(): string {
  const hash = createHash('sha256');
  for (const dir of [join(__dirname, '..', '..', 'rest', 'migrations'), join(__dirname, '..', '..', 'rest', 'src', 'seed')]) {
    for (const file of readdirSync(dir).sort()) {
      if (/\.(sql|ts)$/.test(file)) hash.update(file).update(readFileSync(join(dir, file)));
    }
  }
  return hash.digest('hex').slice(0, 12);
}

const SNAPSHOT = join(__dirname, '..', '..', '.tmp', `pglite-demo-${TEST_TODAY}-${sourcesHash()}.tar`);

/**
 * A migrated, seeded PGlite database in memory. initdb + seed is done once and kept as a data-dir
 * snapshot; loading it again takes under a second (STACK.md).
 */
export async function demoPglite(): Promise<Db> {
  if (existsSync(SNAPSHOT)) {
    const db = await openPglite({ loadDataDir: new Blob([readFileSync(SNAPSHOT)]) });
    await migrate(db); // a migration added since the snapshot was made
    return db;
  }
  const db = await openPglite();
  await migrate(db);
  await seedDemo(db, TEST_TODAY);
  mkdirSync(join(SNAPSHOT, '..'), { recursive: true });
  const tmp = `${SNAPSHOT}.${process.pid}`;
  writeFileSync(tmp, Buffer.from(await (await db.dump()).arrayBuffer()));
  renameSync(tmp, SNAPSHOT);
  // Older snapshots were made of other sources: nothing loads them again.
  for (const file of readdirSync(join(SNAPSHOT, '..'))) {
    if (/^pglite-demo-.*\.tar$/.test(file) && join(SNAPSHOT, '..', file) !== SNAPSHOT) rmSync(join(SNAPSHOT, '..', file), { force: true });
  }
  return db;
}

/** The engines a cross-tier test runs on: PGlite always, PostgreSQL when globalSetup found a server. */
export function engines(): [string, () => Promise<Db>][] {
  const list: [string, () => Promise<Db>][] = [['pglite', demoPglite]];
  if (process.env.PEOPLE_TEST_POSTGRES === '1') list.push(['postgres', demoPostgres]);
  return list;
}

// pg needs a user name in the URL when USER is not set (as on CI); trust auth takes the OS user.
export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? `postgresql://${userInfo().username}@127.0.0.1:5432/test`;

/** Whether a PostgreSQL server answers at TEST_DATABASE_URL (default 127.0.0.1:5432, database test). */
export async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A fresh database on the PostgreSQL server, migrated and seeded; dropped by the returned close(). */
export async function demoPostgres(): Promise<Db> {
  const name = `people_it_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString());
  await migrate(db);
  await seedDemo(db, TEST_TODAY);
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: POSTGRES_URL });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
