import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Db } from '@people/rest/core/db';
import { demoPglite, demoPostgres, postgresAvailable, POSTGRES_URL, TEST_TODAY } from '../tests/support/databases';
import { signIn, startStack } from '../tests/support/stack';
import { bundleSizeBench } from './bundleSize';
import { calendarRenderBench } from './calendarRender';
import { restClient } from './clients';
import { peoplePageBench } from './peoplePage';
import { startProcesses } from './processes';
import { pickProfile, profileQueryBench } from './profileQuery';
import { publicEndpointBench } from './publicEndpoint';
import { routeQueriesBench } from './routeQueries';
import { scaleBench } from './scale';
import { servedFilesBench } from './servedFiles';
import { BENCH_STACK, CALENDAR, PEOPLE, PROFILE, ROUTES, SCALE_ROUNDS, YEAR } from './settings';

/** Every stack figure on one database: the profile, the people list, the route queries, the public endpoint. */
async function onDatabase(label: string, open: () => Promise<Db & { url?: string }>) {
  const db = await open();
  // The same database for the servers started apart (PostgreSQL); PGlite's own, seeded alike, for an embedded one.
  const deployed = () => startProcesses(db.url ?? null);
  const stack = await startStack(db, BENCH_STACK);
  try {
    console.log(`\n=== ${label}: gateway + REST in one process (demo data, today ${TEST_TODAY}) ===`);
    const token = await signIn(stack, 'admin@demo.be');
    await profileQueryBench(stack, token, YEAR, PROFILE, deployed);
    await peoplePageBench(stack, token, PEOPLE);
    const rest = restClient(stack.restUrl, token);
    const person = await pickProfile(rest).finally(() => rest.close());
    await routeQueriesBench(stack, token, person.id, YEAR, ROUTES);
    await publicEndpointBench(stack, token);
    if (label.startsWith('PGlite')) await servedFilesBench(stack.gatewayUrl);
  } finally {
    await stack.close();
  }
}

async function main() {
  const started = performance.now();
  // As startStack does: every figure is computed on the same day, so daysWithUs and current roles never drift.
  process.env.PEOPLE_TODAY = TEST_TODAY;
  console.log(
    `People benchmarks: node ${process.version}, ${cpus().length} CPUs; one request at a time unless said, cases interleaved; times in ms`,
  );
  bundleSizeBench();
  await onDatabase('PGlite (embedded)', () => demoPglite({ memory: true }));
  if (await postgresAvailable()) {
    await onDatabase(`PostgreSQL (${new URL(POSTGRES_URL).host}, a fresh database)`, demoPostgres);
    await scaleBench(SCALE_ROUNDS);
  } else console.log(`\n(no PostgreSQL at ${new URL(POSTGRES_URL).host}: its figures are skipped)`);
  // In-process and without the stack; last, because it switches React (and NODE_ENV) to production.
  await calendarRenderBench(CALENDAR);
  console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
