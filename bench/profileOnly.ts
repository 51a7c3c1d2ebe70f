import { performance } from 'node:perf_hooks';
import type { Db } from '@people/rest/core/db';
import { demoPglite, demoPostgres, postgresAvailable, POSTGRES_URL, TEST_TODAY } from '../tests/support/databases';
import { signIn, startStack } from '../tests/support/stack';
import { startProcesses } from './processes';
import { profileQueryBench } from './profileQuery';
import { BENCH_STACK, PROFILE, YEAR } from './settings';

// Part (a) of `npm run bench` alone, on both engines, with bench/run.ts's settings: for iterating on the profile.
// `npx tsx bench/profileOnly.ts [pglite|postgres]`; BENCH_ITERATIONS scales as in run.ts.

async function onDatabase(label: string, open: () => Promise<Db & { url?: string }>) {
  const db = await open();
  // The same database for the servers started apart (PostgreSQL); PGlite's own, seeded alike, for an embedded one.
  const deployed = () => startProcesses(db.url ?? null);
  const stack = await startStack(db, BENCH_STACK);
  try {
    console.log(`\n=== ${label} ===`);
    await profileQueryBench(stack, await signIn(stack, 'admin@demo.be'), YEAR, PROFILE, deployed);
  } finally {
    await stack.close();
  }
}

async function main() {
  const started = performance.now();
  process.env.PEOPLE_TODAY = TEST_TODAY;
  const only = process.argv[2];
  if (only !== 'postgres') await onDatabase('PGlite (embedded)', () => demoPglite({ memory: true }));
  if (only !== 'pglite') {
    if (await postgresAvailable())
      await onDatabase(`PostgreSQL (${new URL(POSTGRES_URL).host}, a fresh database)`, demoPostgres);
    else console.log(`\n(no PostgreSQL at ${new URL(POSTGRES_URL).host}: its figures are skipped)`);
  }
  console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
