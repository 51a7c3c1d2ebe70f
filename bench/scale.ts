// The same route queries at 10,000 people (`npm run seed:large`) as at 100, on PostgreSQL, and the plans
// of the slowest SQL statements they cause at 10,000 (captured from the REST API's own queries, then EXPLAINed).
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { migrate, openPostgres, type Db } from '@people/rest/core/db';
import { growCompany, largeDatabaseUrl, LARGE_TODAY } from '../scripts/seedLarge';
import { demoPostgres } from '../tests/support/databases';
import { signIn, startStack, type Stack } from '../tests/support/stack';
import { gatewayClient, recordRestCalls, restClient } from './clients';
import { ms, sampleRounds, table, type Case } from './measure';
import { pickProfile } from './profileQuery';
import { BENCH_STACK, SCALE_ROUNDS } from './settings';
import { routeCases, routeText, verzuimAvailable } from './routeQueries';
import { DEFAULT_STATE, directoryVariables } from '../web/src/apps/People/directoryParams';

export const TARGET_SCALE_RATIO = 1.2;
/** The people list's search answers in ≤ 50 ms at 10,000 people. */
export const TARGET_SEARCH_MS = 50;
// The filter options grow with the company by nature (every person's current role and wage): printed, not a target;
// nor is the search's REST call alone, a part of its route query's time.
const SCALED = ['ProfileRouteQuery', 'PeopleRouteQuery', 'PeopleFiltersQuery', 'DaysOffCalendarRouteQuery'];

// The people list's search: the first letters of a common surname, as a user types them (Jan, Janssens, Jansen). Both
// companies are copies of the same demo people, so the word matches the same share of each (about one in nine): at
// 10,000 people a hundred times more people match than at 100, as a word typed in a company that size would. Not a
// word only a few people carry (that would measure the index lookup alone), not one none carries.
export const SEARCH_WORD = 'jan';
const SEARCH_CASE = `PeopleRouteQuery (search "${SEARCH_WORD}")`;
const REST_SEARCH_CASE = 'people search (REST ?search=)';
/** The variables the /people route sends for /people?q=jan (directoryParams.ts), so the search is the page's own. */
const searchVariables = () => directoryVariables({ ...DEFAULT_STATE, q: SEARCH_WORD });

interface Captured {
  sql: string;
  params: unknown[];
  ms: number;
}

/** The SQL statements `work` makes the REST API run on `db`, with their times. */
async function captureSql(db: Db, work: () => Promise<unknown>): Promise<Captured[]> {
  const captured: Captured[] = [];
  const query = db.query;
  db.query = (async (sql: string, params: unknown[] = []) => {
    const started = performance.now();
    try {
      return await query.call(db, sql, params);
    } finally {
      captured.push({ sql, params: [...params], ms: performance.now() - started });
    }
  }) as Db['query'];
  try {
    await work();
  } finally {
    db.query = query;
  }
  return captured;
}

/** The route cases of one stack (the profile, people list, filters, calendar and the search), named after its size. */
async function casesOf(stack: Stack, size: string) {
  const token = await signIn(stack, 'admin@demo.be');
  const rest = restClient(stack.restUrl, token);
  const gateway = gatewayClient(stack.gatewayUrl, token);
  const person = await pickProfile(rest);
  const cases: Case[] = routeCases(person.id, Number(LARGE_TODAY.slice(0, 4)), await verzuimAvailable(gateway))
    .filter((c) => SCALED.includes(c.operation))
    .map((c) => ({ name: `${size} ${c.operation}`, run: () => gateway.query(routeText(c.operation), c.variables) }));
  cases.push({
    name: `${size} ${SEARCH_CASE}`,
    run: () => gateway.query(routeText('PeopleRouteQuery'), searchVariables()),
  });
  // The REST part of the same search, for the breakdown.
  cases.push({
    name: `${size} ${REST_SEARCH_CASE}`,
    run: () => rest.get(`/api/employees?search=${SEARCH_WORD}&limit=25`),
  });
  const searched = await gateway.query<{ employees: { totalCount: number } }>(
    routeText('PeopleRouteQuery'),
    searchVariables(),
  );
  return { cases, gateway, rest, person, matches: searched.data.employees.totalCount };
}

async function databaseExists(url: string) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The people list's search at 10,000 people (the route query as the page sends it): its REST calls, and every SQL
 * statement of it that reads the search, EXPLAINed, for a word a few people carry and for SEARCH_WORD (the
 * trigram index of migration 018).
 */
async function searchPlans(stack: Stack, db: Db, gateway: ReturnType<typeof gatewayClient>) {
  for (const word of ['9876', SEARCH_WORD]) {
    const variables = directoryVariables({ ...DEFAULT_STATE, q: word });
    const { calls } = await recordRestCalls(stack.restUrl, () =>
      gateway.query(routeText('PeopleRouteQuery'), variables),
    );
    const statements = (await captureSql(db, () => gateway.query(routeText('PeopleRouteQuery'), variables))).filter(
      (c) => /search_text LIKE/.test(c.sql),
    );
    console.log(
      `\n  search "${word}": ${calls.length} REST calls (${calls.map((c) => c.split('?')[0]).join(', ')}), ${statements.length} statements read the search`,
    );
    for (const statement of statements) {
      const plan = (
        await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${statement.sql}`, statement.params)
      ).map((p) => p['QUERY PLAN']);
      console.log(`  (EXPLAIN ANALYZE) ${statement.sql.replace(/\s+/g, ' ').slice(0, 100)}…`);
      for (const line of plan.filter((l) => !/^Planning Time/.test(l))) console.log(`    ${line}`);
    }
  }
}

export async function scaleBench(iterations = SCALE_ROUNDS) {
  const largeUrl = largeDatabaseUrl();
  if (!(await databaseExists(largeUrl))) {
    console.log(`\n(e) Scale: no ${largeUrl}; run \`npm run seed:large\` first for the figures at 10,000 people`);
    return;
  }
  const smallDb = await demoPostgres();
  await growCompany(smallDb, 100, () => undefined);
  const largeDb = openPostgres(largeUrl);
  // A database seeded before a later migration is brought up to date, as the REST API does when it starts.
  await migrate(largeDb);
  // Both sizes run side by side, their cases alternating within each round, so a busy moment of the machine lands on
  // both alike rather than on whichever size ran second.
  const small = await startStack(smallDb, BENCH_STACK);
  const large = await startStack(largeDb, BENCH_STACK);
  const sides: Awaited<ReturnType<typeof casesOf>>[] = [];
  try {
    const atSmall = await casesOf(small, '100');
    sides.push(atSmall);
    const atLarge = await casesOf(large, '10k');
    sides.push(atLarge);
    if (atSmall.cases.some((c, i) => c.name.slice(4) !== atLarge.cases[i]?.name.slice(4)))
      throw new Error('bench: the two sizes ask different route queries');
    const stats = await sampleRounds(
      atSmall.cases.flatMap((c, i) => [c, atLarge.cases[i]]),
      { warmup: 3, iterations, budgetMs: 40_000 },
    );
    const { gateway, person, matches } = atLarge;
    const [{ people, days }] = await largeDb.query<{ people: number; days: number }>(
      `SELECT (SELECT count(*) FROM employees)::int AS people, (SELECT count(*) FROM personal_days_off)::int AS days`,
    );
    console.log(
      `\n(e) Scale on PostgreSQL: 100 people vs ${people} people with ${days} days off (p50 ms, target ≤ ${TARGET_SCALE_RATIO}x)`,
    );
    console.log(
      table(
        ['query', 'p50 at 100', 'p50 at 10,000', 'ratio', 'target'],
        atSmall.cases.map((c, i) => {
          const name = c.name.slice(4);
          const a = stats.get(c.name)!.p50;
          const b = stats.get(atLarge.cases[i].name)!.p50;
          return [
            name,
            ms(a),
            ms(b),
            `${(b / a).toFixed(2)}x`,
            name === 'PeopleFiltersQuery'
              ? '(grows)'
              : name === REST_SEARCH_CASE
                ? '(a part)'
                : `≤ ${TARGET_SCALE_RATIO}x`,
          ];
        }),
        [false, true, true, true, false],
      ),
    );
    console.log(
      `  search "${SEARCH_WORD}" matches ${atSmall.matches} people at 100, ${matches} at ${people}; the sizes' cases alternate in each round`,
    );
    const searchMs = stats.get(`10k ${SEARCH_CASE}`)!.p50;
    const restSearchMs = stats.get(`10k ${REST_SEARCH_CASE}`)!.p50;
    console.log(
      `  the search at ${people} people: ${ms(searchMs)} ms through the gateway, ${ms(restSearchMs)} ms from the REST API (p50, target ≤ ${TARGET_SEARCH_MS} ms)`,
    );
    // Every statement the profile, people and calendar queries make the REST API run at 10,000 people, each
    // re-run alone with EXPLAIN ANALYZE: the slowest four with their plans (which index serves them).
    const year = Number(LARGE_TODAY.slice(0, 4));
    const captured: Captured[] = [];
    for (const c of routeCases(person.id, year, await verzuimAvailable(gateway)).filter((r) =>
      SCALED.includes(r.operation),
    )) {
      captured.push(...(await captureSql(largeDb, () => gateway.query(routeText(c.operation), c.variables))));
    }
    const distinct = [
      ...new Map(captured.filter((c) => /^\s*(SELECT|WITH)/i.test(c.sql)).map((c) => [c.sql, c])).values(),
    ];
    const analysed = [];
    for (const statement of distinct) {
      // A statement that cannot be re-run alone (parameters the text does not use) is left out.
      const rows = await largeDb
        .query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, COSTS OFF) ${statement.sql}`, statement.params)
        .catch(() => null);
      if (!rows) continue;
      const plan = rows.map((p) => p['QUERY PLAN']);
      const executionMs = Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? 0);
      analysed.push({ statement, plan, executionMs });
    }
    analysed.sort((a, b) => b.executionMs - a.executionMs);
    console.log(
      `\n  ${distinct.length} distinct SQL statements; the slowest at 10,000 people (EXPLAIN ANALYZE, run alone):`,
    );
    for (const { statement, plan, executionMs } of analysed.slice(0, 4)) {
      console.log(`\n  ${executionMs.toFixed(2)} ms: ${statement.sql.replace(/\s+/g, ' ').slice(0, 150)}…`);
      for (const line of plan.filter((l) => !/^(Planning|Execution) Time/.test(l)).slice(0, 12))
        console.log(`    ${line}`);
    }
    await searchPlans(large, largeDb, gateway);
  } finally {
    for (const side of sides) await Promise.all([side.gateway.close(), side.rest.close()]);
    await Promise.all([small.close(), large.close()]);
  }
}

// Alone: `npx tsx bench/scale.ts` (after `npm run seed:large`).
if (require.main === module) {
  process.env.PEOPLE_TODAY = LARGE_TODAY;
  scaleBench(SCALE_ROUNDS).catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
