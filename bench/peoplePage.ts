import { performance } from 'node:perf_hooks';
import type { Stack } from '../tests/support/stack';
import { gatewayClient, recordRestCalls } from './clients';
import { ms, sampleRounds, summarize, table, type SampleOptions } from './measure';
import { routeText } from './routeQueries';

export const PAGE_SIZES = [10, 25, 50, 100];
/** The targets for the people list. */
export const TARGET_CALLS = 5;
export const TARGET_SEARCH_MS = 50;

interface PeoplePage {
  employees: { totalCount: number; edges: unknown[] };
}

/** The short name of the REST resource a call read, e.g. `employees/batch` for `GET /api/employees/batch?ids=1`. */
const resourceOf = (call: string) =>
  call
    .split(' ')[1]
    .split('?')[0]
    .replace(/^\/api\//, '')
    .replace(/\/\d+(?=\/|$)/g, '/:id');

/**
 * The people list's own route query (PeopleRouteQuery, `$count` rows) as the page grows: the REST calls must not
 * grow with the rows. Then the REST list's search, as the page's search box sends it (GET /api/employees?search=).
 */
export async function peoplePageBench(stack: Stack, token: string, options: SampleOptions) {
  const gateway = gatewayClient(stack.gatewayUrl, token);
  const text = routeText('PeopleRouteQuery');
  try {
    const pages = [];
    for (const count of PAGE_SIZES) {
      const { result, calls } = await recordRestCalls(stack.restUrl, () => gateway.query<PeoplePage>(text, { count }));
      pages.push({ count, rows: result.data.employees.edges.length, total: result.data.employees.totalCount, calls });
    }
    const stats = await sampleRounds(
      pages.map(({ count }) => ({ name: String(count), run: () => gateway.query(text, { count }) })),
      options,
    );

    console.log(`\n(b) People list: PeopleRouteQuery(count: N) (target: ≤ ${TARGET_CALLS} REST calls at every N)`);
    console.log(
      table(
        ['count', 'rows', 'REST calls', 'target', 'n', 'p50 ms', 'p95 ms', 'REST resources called'],
        pages.map((page) => {
          const s = stats.get(String(page.count))!;
          const resources = [...new Set(page.calls.map(resourceOf))].map(
            (r) => `${r}×${page.calls.filter((c) => resourceOf(c) === r).length}`,
          );
          return [
            page.count,
            page.rows,
            page.calls.length,
            `≤ ${TARGET_CALLS}`,
            s.n,
            ms(s.p50),
            ms(s.p95),
            resources.join(', '),
          ];
        }),
        [true, true, true, false, true, true, true, false],
      ),
    );
    console.log(`  the company has ${pages[0]?.total ?? 0} people`);
    return { searchP50: await searchBench(stack, token, pages[0]?.total ?? 0) };
  } finally {
    await gateway.close();
  }
}

/** The people list's search (a surname fragment) against the REST API, p50 of 30. */
async function searchBench(stack: Stack, token: string, total: number) {
  const times: number[] = [];
  for (let i = 0; i < 35; i++) {
    const started = performance.now();
    const response = await fetch(
      `${stack.restUrl}/api/employees?search=${encodeURIComponent(i % 2 ? 'jan' : 'ma')}&limit=25`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    await response.text();
    if (i >= 5) times.push(performance.now() - started);
  }
  const { p50 } = summarize(times);
  console.log(
    `  search GET /api/employees?search=… at ${total} people: p50 ${ms(p50)} ms (target ≤ ${TARGET_SEARCH_MS} ms at 10,000 people)`,
  );
  return p50;
}
