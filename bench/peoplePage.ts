import type { Stack } from '../tests/support/stack';
import { gatewayClient, recordRestCalls } from './clients';
import { ms, sampleRounds, table, type SampleOptions } from './measure';

/** The people list (/people): each row with its team and manager. */
export const PEOPLE_PAGE_QUERY = `query PeoplePageBench($first: Int) {
  employees(first: $first) {
    totalCount
    edges { node { id name team { name } currentReportsTo { personName person { name } } } }
  }
}`;

export const PAGE_SIZES = [10, 25, 50, 100];

interface PeoplePage {
  employees: { totalCount: number; edges: unknown[] };
}

/** The short name of the REST resource a call read, e.g. `employees/batch` for `GET /api/employees/batch?ids=1`. */
const resourceOf = (call: string) => call.split(' ')[1].split('?')[0].replace(/^\/api\//, '');

/** REST calls per GraphQL request as the page grows: DataLoader batching keeps them constant, not one per row. */
export async function peoplePageBench(stack: Stack, token: string, options: SampleOptions) {
  const gateway = gatewayClient(stack.gatewayUrl, token);
  try {
    const pages = [];
    for (const first of PAGE_SIZES) {
      const { result, calls } = await recordRestCalls(stack.restUrl, () => gateway.query<PeoplePage>(PEOPLE_PAGE_QUERY, { first }));
      pages.push({ first, rows: result.data.employees.edges.length, total: result.data.employees.totalCount, restCalls: result.restCalls, header: result.restCallsHeader, calls });
    }
    const stats = await sampleRounds(
      pages.map(({ first }) => ({ name: String(first), run: () => gateway.query(PEOPLE_PAGE_QUERY, { first }) })),
      options,
    );

    console.log(`\n(b) People page: employees(first: N) with team and currentReportsTo { personName person { name } }`);
    console.log(
      table(
        ['first', 'rows', 'REST calls', 'n', 'p50 ms', 'p95 ms', 'REST resources called'],
        pages.map((page) => {
          const s = stats.get(String(page.first))!;
          const calls = page.header === page.restCalls ? String(page.restCalls) : `${page.restCalls} (!) header ${page.header}`;
          return [page.first, page.rows, calls, s.n, ms(s.p50), ms(s.p95), page.calls.map(resourceOf).join(', ')];
        }),
        [true, true, true, true, true, true, false],
      ),
    );
    const counts = pages.map((p) => p.restCalls);
    const rows = pages.map((p) => p.rows);
    console.log(`  REST calls per request: ${Math.min(...counts)}–${Math.max(...counts)} for ${Math.min(...rows)}–${Math.max(...rows)} rows (the company has ${pages[0]?.total ?? 0} people)`);
    // Fewer calls on a big page is expected: when the list itself holds every manager, it primes the
    // employee loader and the managers batch has nothing left to fetch.
    for (const resource of new Set(pages.flatMap((p) => p.calls.map(resourceOf)))) {
      const without = pages.filter((p) => !p.calls.map(resourceOf).includes(resource)).map((p) => p.first);
      if (without.length) console.log(`  first ${without.join(', ')}: no ${resource} call`);
    }
  } finally {
    await gateway.close();
  }
}
