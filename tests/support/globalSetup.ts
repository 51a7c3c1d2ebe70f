import { ensurePgliteSnapshot, dropStalePostgresTemplates, ensurePostgresTemplate, postgresAvailable } from './databases';

/**
 * Makes the PGlite demo snapshot and the PostgreSQL demo template once for all workers, and tells them whether
 * PostgreSQL is there.
 */
export default async function globalSetup() {
  await ensurePgliteSnapshot();
  const postgres = await postgresAvailable();
  process.env.PEOPLE_TEST_POSTGRES = postgres ? '1' : '0';
  if (postgres) {
    await ensurePostgresTemplate();
    await dropStalePostgresTemplates();
  }
  console.log(postgres ? '\nintegration: PGlite and PostgreSQL' : '\nintegration: PGlite only (no PostgreSQL server answered)');
}
