// What every benchmark run shares: the counts and time budgets (BENCH_ITERATIONS scales them for a longer look), the
// demo's year, and the stack a benchmark talks to. Figures to compare run to run, never pass/fail.
import { TEST_TODAY } from '../tests/support/databases';
import type { StackOptions } from '../tests/support/stack';

export const SCALE = Number(process.env.BENCH_ITERATIONS ?? 300) / 300;
const budget = (ms: number) => ms * Math.max(1, SCALE);
export const PROFILE = {
  warmup: 20,
  iterations: Math.round(200 * SCALE),
  budgetMs: budget(15_000),
  throughputMs: budget(4_000),
};
export const PEOPLE = { warmup: 3, iterations: Math.round(50 * SCALE), budgetMs: budget(12_000) };
export const ROUTES = { warmup: 3, iterations: Math.round(40 * SCALE), budgetMs: budget(15_000) };
export const CALENDAR = { warmup: 5, iterations: Math.round(50 * SCALE), budgetMs: budget(20_000) };
export const SCALE_ROUNDS = Math.round(60 * SCALE);
export const YEAR = Number(TEST_TODAY.slice(0, 4));

/**
 * A benchmark sends far more than a person: the rate budget is out of its way, and so is the cost limit
 * (PeopleRouteQuery at 100 rows may cost 202 > 200: the bench asks for its REST calls at 100 all the same).
 */
export const BENCH_STACK: StackOptions = {
  gateway: { ratePerMinute: Number.MAX_SAFE_INTEGER, limits: { maxCost: 100_000 } },
};
