import { dropRunDatabases } from './databases';
import { dropRunRedisKeys } from './redisKeys';

/** Drops this run's PostgreSQL databases (its template, and any copy a killed worker left) and its Redis keys. */
export default async function globalTeardown() {
  if (process.env.PEOPLE_TEST_POSTGRES === '1') await dropRunDatabases({ thisRun: true });
  await dropRunRedisKeys();
}
