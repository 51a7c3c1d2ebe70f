import { cpus } from 'node:os';
import { performance } from 'node:perf_hooks';
import { demoPglite, TEST_TODAY } from '../tests/support/databases';
import { signIn, startStack } from '../tests/support/stack';
import { calendarRenderBench } from './calendarRender';
import { peoplePageBench } from './peoplePage';
import { profileQueryBench } from './profileQuery';
import { publicEndpointBench } from './publicEndpoint';

// Figures to compare run to run, never pass/fail: a benchmark does not fail on a time. Counts and time
// budgets keep a run under a minute on two cores; BENCH_ITERATIONS scales the counts for a longer look.
const scale = Number(process.env.BENCH_ITERATIONS ?? 300) / 300;
const PROFILE = { warmup: 30, iterations: Math.round(300 * scale), budgetMs: 20_000 * Math.max(1, scale) };
const PEOPLE = { warmup: 5, iterations: Math.round(100 * scale), budgetMs: 20_000 * Math.max(1, scale) };
const CALENDAR = { warmup: 5, iterations: Math.round(50 * scale), budgetMs: 20_000 * Math.max(1, scale) };

async function main() {
  const started = performance.now();
  // As startStack does: every figure is computed on the same day, so daysWithUs and current roles never drift.
  process.env.PEOPLE_TODAY = TEST_TODAY;
  // A benchmark sends far more than a person: the rate budget (issue 13) is out of its way.
  const stack = await startStack(await demoPglite(), { gateway: { ratePerMinute: Number.MAX_SAFE_INTEGER } });
  try {
    console.log(`People benchmarks: gateway + REST + PGlite (demo data, today ${TEST_TODAY}) in one process`);
    console.log(`node ${process.version}, ${cpus().length} CPUs; one request at a time, cases interleaved; times in ms`);
    const token = await signIn(stack, 'admin@demo.be');
    await profileQueryBench(stack, token, PROFILE);
    await peoplePageBench(stack, token, PEOPLE);
    await publicEndpointBench(stack, token);
  } finally {
    await stack.close();
  }
  // In-process and without the stack; last, because it switches React (and NODE_ENV) to production.
  await calendarRenderBench(CALENDAR);
  console.log(`\ndone in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
