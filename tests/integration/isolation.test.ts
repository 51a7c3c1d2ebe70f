// What keeps a test run apart from anything else on the machine (another checkout's run, a developer's `npm start`):
// the PostgreSQL databases and Redis keys of a run are its own and carry its id, and no test opens the server's shared
// database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ADMIN_APPLICATION, demoPostgres, dropRunDatabases, POSTGRES_URL, withAdmin } from '../support/databases';
import { opensSharedDatabase } from '../support/sharedDatabaseGuard';
import { LEFT_OVER_AFTER_MS, stackRedisPrefix, testRunId } from '../support/testRun';

const onPostgres = process.env.PEOPLE_TEST_POSTGRES === '1' ? it : it.skip;
const databases = async () =>
  withAdmin(async (admin) =>
    (await admin.query<{ datname: string }>('SELECT datname FROM pg_database')).rows.map((r) => r.datname),
  );

describe('a test run keeps to its own resources', () => {
  it("a test's connection to the server's shared database fails before it reaches the server; the admin connection is let through", async () => {
    const shared = new URL(POSTGRES_URL).pathname.slice(1);
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await expect(client.connect()).rejects.toThrow(`a test connected to the shared database "${shared}"`);
    const pool = new pg.Pool({ connectionString: POSTGRES_URL });
    await expect(pool.query('SELECT 1')).rejects.toThrow('demoPostgres()');
    await pool.end();
    const { hostname, port } = new URL(POSTGRES_URL);
    const admin = {
      host: hostname,
      port: Number(port || 5432),
      database: shared,
      connectionParameters: { application_name: ADMIN_APPLICATION },
    };
    expect([
      opensSharedDatabase(admin),
      opensSharedDatabase({ ...admin, connectionParameters: {} }),
      opensSharedDatabase({ ...admin, database: 'people_run_x' }),
    ]).toEqual([false, true, false]);
  });

  onPostgres(
    "a PostgreSQL test database is a copy of the run's template, named after the run, and dropped on close",
    async () => {
      const db = await demoPostgres();
      const name = new URL(db.url).pathname.slice(1);
      expect(name).toMatch(new RegExp(`^people_run_${testRunId()}_[0-9a-f]{8}$`));
      expect(await db.query('SELECT count(*)::int AS n FROM companies')).toEqual([{ n: expect.any(Number) }]);
      expect(await databases()).toContain(name);
      await db.close();
      expect(await databases()).not.toContain(name);
    },
  );

  onPostgres(
    'the databases of a run that began hours ago are dropped; those of a run still going are kept',
    async () => {
      const hex = () => randomBytes(4).toString('hex');
      const at = (msAgo: number) => `people_run_${Math.floor((Date.now() - msAgo) / 1000)}_${hex()}`;
      const old = at(LEFT_OVER_AFTER_MS + 60_000);
      const [oldCopy, recent] = [`${old}_${hex()}`, at(60_000)];
      await withAdmin(async (admin) => {
        for (const name of [old, oldCopy, recent]) await admin.query(`CREATE DATABASE ${name}`);
      });
      try {
        // Another run's sweep at the same moment may be the one that drops them.
        expect(await dropRunDatabases({ thisRun: false })).not.toContain(recent);
        const left = await databases();
        expect([left.includes(old), left.includes(oldCopy), left.includes(recent)]).toEqual([false, false, true]);
        expect(left.filter((name) => name.startsWith(`people_run_${testRunId()}`)).length).toBeGreaterThan(0);
      } finally {
        await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${recent}`));
      }
    },
  );

  it("a stack's Redis keys start with the run's id and its own random part", () => {
    const [a, b] = [stackRedisPrefix(), stackRedisPrefix()];
    expect(a).toMatch(new RegExp(`^test:${testRunId()}:[0-9a-f]{12}:$`));
    expect(b).not.toEqual(a);
  });
});
