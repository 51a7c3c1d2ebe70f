import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrate, openPglite, openPostgres, pendingMigrations, type Db } from './db';

/** DATABASE_URL selects a PostgreSQL server; without it an embedded PGlite database lives in DATA_DIR. Not migrated. */
export async function connectDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL);
  const dataDir = join(env.DATA_DIR ?? join(process.cwd(), '.data'), 'pgdata');
  mkdirSync(dataDir, { recursive: true });
  return openPglite({ dataDir });
}

/** RUN_MIGRATIONS (default true): `false` where a separate job migrates (the Helm chart's, compose's `migrate`). */
export function runMigrationsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.RUN_MIGRATIONS ?? 'true').toLowerCase();
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`RUN_MIGRATIONS=${env.RUN_MIGRATIONS}: use true or false`);
}

/** Why the REST API does not start with RUN_MIGRATIONS=false: the database is behind its code. */
export class MigrationsPending extends Error {
  constructor(readonly pending: string[]) {
    const names = pending.length > 2 ? `${pending[0]} … ${pending.at(-1)}` : pending.join(', ');
    super(
      `rest: ${pending.length} migration${pending.length === 1 ? '' : 's'} pending (${names}) and RUN_MIGRATIONS=false: ` +
        'not starting. Run `node rest/dist/migrate.js` (the migration job) first.',
    );
  }
}

/**
 * The database the REST API serves: migrated at start-up, or with RUN_MIGRATIONS=false checked to be migrated
 * already (a replica never serves a schema older than its code).
 */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  const runMigrations = runMigrationsFromEnv(env);
  const db = await connectDatabase(env);
  try {
    if (runMigrations) await migrate(db);
    else {
      const pending = await pendingMigrations(db);
      if (pending.length > 0) throw new MigrationsPending(pending);
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/** Which database this process serves, in one string: the deployment's Redis prefix is derived from it. */
export const databaseIdentity = (env: NodeJS.ProcessEnv = process.env) =>
  env.DATABASE_URL ?? resolve(env.DATA_DIR ?? '.data', 'pgdata');
