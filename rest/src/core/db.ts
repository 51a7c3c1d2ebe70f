import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { workspaceDir } from '@people/platform/workspaceDir';

/** What a route module needs from the database: the same SQL runs on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** A transaction's statements; `exec` runs several at once without parameters (a migration's SQL file). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction; an exception rolls everything back. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

// DATE columns stay 'YYYY-MM-DD' strings on both engines: a JS Date would shift them by the time zone.
const DATE_OID = 1082;
const keepText = (value: string) => value;

/**
 * PGlite, loaded only for the embedded database: the production image leaves it out (26 MB of its size), as production
 * runs on a PostgreSQL server (DATABASE_URL).
 */
function loadPglite() {
  try {
    const { PGlite, types } = require('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
    // The directory's search index (migration 018) is a trigram index: PGlite ships pg_trgm as a contrib extension.
    const { pg_trgm } =
      require('@electric-sql/pglite/contrib/pg_trgm') as typeof import('@electric-sql/pglite/contrib/pg_trgm');
    return { PGlite, pgliteTypes: types, pg_trgm };
  } catch (error) {
    if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error(
      'No DATABASE_URL, and this installation has no embedded database (PGlite): set DATABASE_URL to a PostgreSQL server.',
    );
  }
}

export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Db & { dump(): Promise<Blob> }> {
  const { PGlite, pgliteTypes, pg_trgm } = loadPglite();
  const db = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: { [DATE_OID]: keepText, [pgliteTypes.INT8]: (v: string) => Number(v) },
    extensions: { pg_trgm },
  });
  return {
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows;
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>) {
      return db.transaction((tx) =>
        work({
          query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows,
          exec: async (sql: string) => void (await tx.exec(sql)),
        }),
      );
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    async close() {
      await db.close();
    },
    async dump() {
      return db.dumpDataDir('none');
    },
  };
}

pg.types.setTypeParser(DATE_OID, keepText);
pg.types.setTypeParser(20, (v: string) => Number(v));

export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection the server ends (a restart, a dropped test database) is an 'error' on the pool; unhandled it
  // would end the process. The pool opens a new connection on the next query, so it only needs telling.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code !== '57P01') console.warn(`postgres: an idle connection ended: ${error.message}`);
  });
  return {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <R>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[],
          // Without parameters pg sends the simple query protocol, which takes several statements.
          exec: async (sql: string) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async close() {
      await pool.end();
    },
  };
}

// Under tsx and jest this module is rest/src/core/db.ts and the migrations are rest/migrations: SQL files, and TypeScript
// modules whose `up` changes data that SQL cannot (HTML through the sanitizer). The production build (scripts/
// buildServers.mjs) bundles it into rest/dist/*.js and writes rest/dist/migrations beside: the SQL files as they are
// and each TypeScript migration compiled to .js, recorded under its .ts name so existing databases see no new name.
const COMPILED = __filename.endsWith('.js');
const MIGRATIONS_DIR = COMPILED ? join(__dirname, 'migrations') : join(workspaceDir(__dirname), 'migrations');
const CODE_EXTENSION = COMPILED ? '.js' : '.ts';

interface Migration {
  /** As schema_migrations records it: the file name in rest/migrations. */
  name: string;
  file: string;
}

function migrationFiles(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d+_/.test(file) && (file.endsWith('.sql') || file.endsWith(CODE_EXTENSION)))
    .map((file) => ({
      name: file.endsWith('.sql') ? file : `${file.slice(0, -CODE_EXTENSION.length)}.ts`,
      file: join(MIGRATIONS_DIR, file),
    }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

// Every migrating process takes this transaction-level advisory lock first, so two replicas (or the migration Job and
// a replica) starting at once apply each migration once. Transaction-level, not session-level: behind PgBouncer in
// transaction mode a session lock would stay with whichever server connection took it. On PGlite it is a no-op.
const MIGRATION_LOCK = 'SELECT pg_advisory_xact_lock(7300330001)';

/** The migrations not recorded in schema_migrations yet (all of them on a database never migrated), in order. */
export async function pendingMigrations(db: Queryable): Promise<string[]> {
  const [{ migrated }] = await db.query<{ migrated: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS migrated",
  );
  const applied = migrated
    ? new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name))
    : new Set();
  return migrationFiles()
    .map((m) => m.name)
    .filter((name) => !applied.has(name));
}

/**
 * Applies the migrations that have not run yet, each in its own transaction, and answers the names this call applied.
 * Safe when several processes migrate one database at once: each transaction takes the migration lock, then looks
 * again whether another process applied that migration meanwhile.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const pending = new Set(await pendingMigrations(db));
  const applied: string[] = [];
  for (const migration of migrationFiles().filter((m) => pending.has(m.name))) {
    if (await applyOnce(db, migration)) applied.push(migration.name);
  }
  return applied;
}

async function applyOnce(db: Db, { name, file }: Migration): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query(MIGRATION_LOCK);
    if ((await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [name])).length > 0) return false;
    if (file.endsWith('.sql')) await tx.exec(readFileSync(file, 'utf8'));
    else await (require(file) as { up: (tx: Queryable) => Promise<void> }).up(tx);
    await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    return true;
  });
}
