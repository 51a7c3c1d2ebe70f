import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
// The directory's search index (migration 018) is a trigram index: PGlite ships pg_trgm as a contrib extension.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** What a route module needs from the database: the same SQL runs on PGlite and PostgreSQL. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface Db extends Queryable {
  /** Runs `work` in one transaction; an exception rolls everything back. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements (migrations); no parameters. */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}

// DATE columns stay 'YYYY-MM-DD' strings on both engines: a JS Date would shift them by the time zone.
const DATE_OID = 1082;
const keepText = (value: string) => value;

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Db & { dump(): Promise<Blob> }> {
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
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return db.transaction((tx) =>
        work({ query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows }),
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
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: async <R>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[] });
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

const MIGRATIONS_DIR = join(__dirname, '..', 'migrations');

/**
 * Applies the numbered files of rest/migrations that have not run yet, each in its own transaction: SQL, or a
 * TypeScript module whose `up` changes data that SQL cannot (HTML through the sanitizer).
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
  const applied = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
  const pending = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+_.*\.(sql|ts)$/.test(f) && !applied.has(f))
    .sort();
  for (const name of pending) {
    if (name.endsWith('.ts')) {
      const { up } = require(join(MIGRATIONS_DIR, name)) as { up: (tx: Queryable) => Promise<void> };
      await db.transaction(async (tx) => {
        await up(tx);
        await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      });
      continue;
    }
    const sql = readFileSync(join(MIGRATIONS_DIR, name), 'utf8');
    await db.exec(`BEGIN;\n${sql}\nINSERT INTO schema_migrations (name) VALUES ('${name}');\nCOMMIT;`);
  }
  return pending;
}
