import { dropRunDatabases, ensurePgliteSnapshot, ensurePostgresTemplate, postgresAvailable } from './databases';
import { testRunId } from './testRun';

/**
 * Makes the PGlite demo snapshot and this run's PostgreSQL demo template once for all workers, tells them whether
 * PostgreSQL is there, and drops what runs killed hours ago left on the server. The run's id (testRun.ts) goes to the
 * workers in the environment.
 */
export default async function globalSetup() {
  testRunId();
  await ensurePgliteSnapshot();
  const postgres = await postgresAvailable();
  process.env.PEOPLE_TEST_POSTGRES = postgres ? '1' : '0';
  if (postgres) {
    const dropped = await dropRunDatabases({ thisRun: false });
    if (dropped.length > 0)
      console.log(`\nintegration: dropped ${dropped.length} databases left by runs that ended hours ago`);
    await ensurePostgresTemplate();
  }
  console.log(
    postgres ? '\nintegration: PGlite and PostgreSQL' : '\nintegration: PGlite only (no PostgreSQL server answered)',
  );
}
