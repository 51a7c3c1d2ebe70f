import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

/**
 * One test run (an `npm test`, or a jest or Playwright run started alone): what it makes on shared services carries
 * its id, so two runs on one machine (two checkouts, a developer beside CI) never meet, and what a killed run left
 * behind can be told by its age. The id is `<seconds since 1970>_<random hex>`, kept in PEOPLE_TEST_RUN so the
 * processes a run starts (jest workers, Playwright's workers and web servers) share it.
 */
export function testRunId(env: NodeJS.ProcessEnv = process.env): string {
  if (!env.PEOPLE_TEST_RUN || !RUN_ID.test(env.PEOPLE_TEST_RUN)) env.PEOPLE_TEST_RUN = newTestRunId();
  return env.PEOPLE_TEST_RUN;
}

const newTestRunId = () => `${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;

const RUN_ID = /^\d{10}_[0-9a-f]{8}$/;

/** When the run of an id started (ms since 1970), or null for a string that is not a run id. */
export function testRunStarted(id: string): number | null {
  return RUN_ID.test(id) ? Number(id.split('_')[0]) * 1000 : null;
}

/** A run older than this has ended: nothing in the suite takes hours, so what it left is dropped. */
export const LEFT_OVER_AFTER_MS = 6 * 3600_000;

/** The Redis key prefix of one stack of a run: the run's own, then the stack's. */
export const stackRedisPrefix = () => `test:${testRunId()}:${randomBytes(6).toString('hex')}:`;

/**
 * The folder of one run's files under .tmp (reports, the browser tests' kept sessions and caches): two runs in one
 * checkout keep theirs apart; scripts/test.mjs removes it after a run that passed.
 */
export const testRunDir = () => join(__dirname, '..', '..', '.tmp', 'runs', testRunId());
