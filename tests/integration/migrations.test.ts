// Migrations where several processes start at once (two replicas, or the migration job beside a replica), and behind
// PgBouncer in transaction mode: each migration runs once, under a transaction-level advisory lock (rest/src/core/db.ts).
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { migrate, openPglite, openPostgres, pendingMigrations } from '@people/rest/core/db';
import { demoPglite, POSTGRES_URL, withAdmin } from '../support/databases';
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

describe('033_leave_requests backfill on PGlite', () => {
  it('decision (leaveRequests.ts): the days pending before it become requests, one per person, type, author and moment', async () => {
    const db = await demoPglite({ memory: true });
    try {
      // The demo as it was before 033: its pending days without requests.
      await db.exec(`ALTER TABLE personal_days_off DROP COLUMN leave_request_id; DROP TABLE leave_requests;
        DELETE FROM schema_migrations WHERE name = '033_leave_requests.sql'`);
      const pending = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM personal_days_off WHERE approved = 0 AND verzuim_id IS NULL',
      );
      expect(pending[0].n).toBeGreaterThan(0);
      expect(await migrate(db)).toEqual(['033_leave_requests.sql']);
      const [orphans] = await db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM personal_days_off WHERE approved = 0 AND verzuim_id IS NULL AND leave_request_id IS NULL',
      );
      expect(orphans.n).toEqual(0);
      // Each request's copy holds exactly its linked days, within its first and last day.
      const mismatched = await db.query(
        `SELECT r.id FROM leave_requests r
          WHERE r.state <> 'pending' OR jsonb_array_length(r.days) <> (SELECT count(*) FROM personal_days_off p WHERE p.leave_request_id = r.id)
             OR EXISTS (SELECT 1 FROM personal_days_off p WHERE p.leave_request_id = r.id AND (p.date < r.first_day OR p.date > r.last_day OR p.employee_id <> r.employee_id))`,
      );
      expect(mismatched).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
