import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { migrate, openPglite, openPostgres, type Db } from './db';

/** DATABASE_URL selects a PostgreSQL server; without it an embedded PGlite database lives in DATA_DIR. */
export async function openDatabase(env: NodeJS.ProcessEnv = process.env): Promise<Db> {
  let db: Db;
  if (env.DATABASE_URL) {
    db = openPostgres(env.DATABASE_URL);
  } else {
    const dataDir = join(env.DATA_DIR ?? join(process.cwd(), '.data'), 'pgdata');
    mkdirSync(dataDir, { recursive: true });
    db = await openPglite({ dataDir });
  }
  await migrate(db);
  return db;
}

/** Which database this process serves, in one string: the deployment's Redis prefix is derived from it. */
export const databaseIdentity = (env: NodeJS.ProcessEnv = process.env) => env.DATABASE_URL ?? resolve(env.DATA_DIR ?? '.data', 'pgdata');
