import { demoPglite, postgresAvailable } from './databases';

/** Makes the PGlite demo snapshot once for all workers, and tells them whether PostgreSQL is there. */
export default async function globalSetup() {
  const db = await demoPglite();
  await db.close();
  const postgres = await postgresAvailable();
  process.env.PEOPLE_TEST_POSTGRES = postgres ? '1' : '0';
  console.log(postgres ? '\nintegration: PGlite and PostgreSQL' : '\nintegration: PGlite only (no PostgreSQL server answered)');
}
