// Migrations where several processes start at once (two replicas, or the migration job beside a replica), and behind
// PgBouncer in transaction mode: each migration runs once, under a transaction-level advisory lock (rest/src/core/db.ts).
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, openPglite, openPostgres, pendingMigrations } from '@people/rest/core/db';
import { POSTGRES_URL, withAdmin } from '../support/databases';
import { testRunId } from '../support/testRun';

const ALL = readdirSync(join(__dirname, '..', '..', 'rest', 'migrations'))
  .filter((file) => /^\d+_.*\.(sql|ts)$/.test(file))
  .sort();

const admin = (sql: string) => withAdmin(async (client) => (await client.query(sql)).rows);

const onPostgres = process.env.PEOPLE_TEST_POSTGRES === '1' ? describe : describe.skip;

onPostgres('migrate() on PostgreSQL', () => {
  const name = `people_run_${testRunId()}_${randomBytes(4).toString('hex')}`;
  const url = Object.assign(new URL(POSTGRES_URL), { pathname: `/${name}` }).toString();
  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it('two processes migrating a fresh database at once both succeed, and each migration runs once', async () => {
    const [first, second] = [openPostgres(url), openPostgres(url)];
    try {
      expect(await pendingMigrations(first)).toEqual(ALL);
      const [a, b] = await Promise.all([migrate(first), migrate(second)]);
      // Between them they applied every migration, none twice.
      expect([...a, ...b].sort()).toEqual(ALL);
      const recorded = await first.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(recorded.map((r) => r.name)).toEqual(ALL);
      expect(await pendingMigrations(second)).toEqual([]);
      expect(await migrate(second)).toEqual([]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe('migrate() on PGlite', () => {
  it('applies every migration to a fresh database, the TypeScript one under its .ts name', async () => {
    const db = await openPglite();
    try {
      expect(await pendingMigrations(db)).toEqual(ALL);
      expect(await migrate(db)).toEqual(ALL);
      expect(await pendingMigrations(db)).toEqual([]);
      const recorded = await db.query<{ name: string }>("SELECT name FROM schema_migrations WHERE name LIKE '%.ts'");
      expect(recorded).toEqual([{ name: '030_contract_html_allowlist.ts' }]);
    } finally {
      await db.close();
    }
  });
});
