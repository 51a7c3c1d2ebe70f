// `npm run seed:large` — a company of 10,000 people with two years of days off (about 2 million rows),
// wages, roles and activity, on the PostgreSQL server (PostgreSQL only: PGlite would take far too long). The demo
// company is seeded first; its people are the templates the others are copied from, in a few set-based INSERT …
// SELECT statements (generate_series), so the whole run takes about a minute. Prints the DATABASE_URL to use.
//   LARGE_DATABASE (default people_large) on TEST_DATABASE_URL's server (default 127.0.0.1:5432, trust).
import { userInfo } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrate, openPostgres, type Queryable } from '../rest/src/core/db';
import { seedDemo } from '../rest/src/seed/demo';

export const LARGE_PEOPLE = Number(process.env.LARGE_PEOPLE ?? 10_000);
export const LARGE_TODAY = '2026-06-15';
const SERVER_URL = process.env.TEST_DATABASE_URL ?? `postgresql://${userInfo().username}@127.0.0.1:5432/test`;

export function largeDatabaseUrl(name = process.env.LARGE_DATABASE ?? 'people_large') {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The columns of `table` but `except` and generated ones (employees.search_text and the name's sort keys, migrations 018 and 028), as they are named in SQL. */
async function columns(db: Queryable, table: string, except: string[]) {
  const rows = await db.query<{ column_name: string }>(
    `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name).filter((c) => !except.includes(c));
}

/** Adds people (copies of the demo company's) until the company has `total`, with their roles, wages, days off and activity. */
export async function growCompany(db: Queryable, total: number, log: (line: string) => void = console.log) {
  const [company] = await db.query<{ id: number }>(`SELECT id FROM companies ORDER BY id LIMIT 1`);
  const [{ count }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM employees WHERE company_id = $1`,
    [company.id],
  );
  const adding = Math.max(0, total - count);
  let started = performance.now();
  const step = (what: string) => {
    log(`  ${what} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    started = performance.now();
  };
  // Each new person: its id from the sequence and the demo person it copies (not archived, not part of a parallel group).
  await db.query(`DROP TABLE IF EXISTS large_people`);
  await db.query(
    `CREATE TABLE large_people AS
     WITH templates AS (
       SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS k FROM employees
       WHERE company_id = $1 AND deleted = 0 AND parallel_group_id IS NULL AND link_integration_id IS NULL
     )
     SELECT nextval(pg_get_serial_sequence('employees', 'id'))::int AS id, g, t.id AS template_id
     FROM generate_series(1, $2::int) g JOIN templates t ON t.n = g % t.k`,
    [company.id, adding],
  );
  const employeeColumns = await columns(db, 'employees', [
    'id',
    'last_name',
    'email',
    'personal_email',
    'social_security_nr',
    'rijks_register_nummer',
    'created_at',
  ]);
  await db.query(
    `INSERT INTO employees (id, last_name, email, personal_email, social_security_nr, rijks_register_nummer, ${employeeColumns.join(', ')})
     SELECT m.id, t.last_name || ' ' || m.g, 'person' || m.g || '@large.demo.be', NULL, NULL, NULL, ${employeeColumns.map((c) => `t.${c}`).join(', ')}
     FROM large_people m JOIN employees t ON t.id = m.template_id`,
  );
  // The foreign-key checks of the rows below are planned from the statistics: with 58 people on record they would
  // scan the whole employees table once per inserted row (hours for 2 million days off).
  await db.query(`ANALYZE employees`);
  await db.query(`ANALYZE large_people`);
  step(`${adding} people`);
  await db.query(
    `INSERT INTO role_history (employee_id, title, start_date, end_date)
     SELECT m.id, r.title, r.start_date, r.end_date FROM large_people m JOIN role_history r ON r.employee_id = m.template_id`,
  );
  await db.query(
    `INSERT INTO reports_to (${(await columns(db, 'reports_to', ['id'])).join(', ')})
     SELECT ${(await columns(db, 'reports_to', ['id'])).map((c) => (c === 'employee_id' ? 'm.id' : `r.${c}`)).join(', ')}
     FROM large_people m JOIN reports_to r ON r.employee_id = m.template_id`,
  );
  step('roles and managers');
  // Wages: each copy gets its template's wages (contract ids stay unique: none is copied).
  const wageColumns = await columns(db, 'wages', [
    'id',
    'employee_id',
    'contract_uid',
    'termination_date',
    'parent_wage_id',
  ]);
  await db.query(
    `INSERT INTO wages (employee_id, ${wageColumns.join(', ')})
     SELECT m.id, ${wageColumns.map((c) => `w.${c}`).join(', ')} FROM large_people m JOIN wages w ON w.employee_id = m.template_id`,
  );
  await db.query(`ANALYZE wages`);
  step('wages');
  // Two years of days off, ~100 working days a year each (2 of every 5 weekdays, shifted per person): ~2 million rows.
  const types = await db.query<{ id: number; year: number }>(
    `SELECT DISTINCT ON (year) id, year FROM day_off_types WHERE company_id = $1 AND type = 'custom' AND year IN (2025, 2026) ORDER BY year, id`,
    [company.id],
  );
  for (const type of types) {
    await db.query(
      `INSERT INTO personal_days_off (company_id, employee_id, date, year, day_off_type_id, type, am_pm_hint, start_minutes, approved)
       SELECT $1, m.id, d::date, $2, $3, 'custom', 'all_day', 0, 1
       FROM large_people m CROSS JOIN generate_series(make_date($2, 1, 1), make_date($2, 12, 31), interval '1 day') d
       WHERE extract(isodow FROM d) < 6 AND (extract(doy FROM d)::int + m.id) % 5 IN (0, 1)`,
      [company.id, type.year, type.id],
    );
    step(`days off ${type.year}`);
  }
  await db.query(
    `INSERT INTO activity_items (company_id, employee_id, event_type, event_info_json, created_at)
     SELECT $1, m.id, 'employee_created', '{}'::jsonb, timestamptz '2025-01-01' + (n || ' days')::interval
     FROM large_people m CROSS JOIN generate_series(0, 700, 140) n`,
    [company.id],
  );
  step('activity');
  await db.query(`DROP TABLE large_people`);
  // What autovacuum does some time after a bulk load, at once: the statistics, and the pages marked all-visible so
  // that a count can be answered from an index alone (migration 029).
  await db.query(`VACUUM ANALYZE`);
  step('VACUUM ANALYZE');
  const [counts] = await db.query<{ people: number; days_off: number; wages: number; activity: number }>(
    `SELECT (SELECT count(*) FROM employees WHERE company_id = $1)::int AS people,
       (SELECT count(*) FROM personal_days_off WHERE company_id = $1)::int AS days_off,
       (SELECT count(*) FROM wages WHERE company_id = $1)::int AS wages,
       (SELECT count(*) FROM activity_items WHERE company_id = $1)::int AS activity`,
    [company.id],
  );
  return counts;
}

/** A fresh database `name` with the demo company grown to LARGE_PEOPLE people. */
export async function seedLarge(url = largeDatabaseUrl()) {
  const name = new URL(url).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`seed:large: ${name} is not a plain database name`);
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const db = openPostgres(url);
  try {
    await migrate(db);
    await seedDemo(db, LARGE_TODAY);
    return await growCompany(db, LARGE_PEOPLE);
  } finally {
    await db.close();
  }
}

if (require.main === module) {
  const started = performance.now();
  const url = largeDatabaseUrl();
  console.log(`seed:large: ${LARGE_PEOPLE} people on ${url}`);
  seedLarge(url)
    .then((counts) => {
      console.log(`seed:large: ${JSON.stringify(counts)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      console.log(`start on it: DATABASE_URL=${url} PEOPLE_TODAY=${LARGE_TODAY} npm start (demo sign-ins as usual)`);
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
