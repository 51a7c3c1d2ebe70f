// The benchmarks replay the queries the web app sends, read from relay-compiler's persisted map
// (web/persisted-queries.json, `npm run relay`), so a field added to a page is measured the day it lands.
import { persistedOperation } from '@people/gateway/core/persistedQueries';
import type { Stack } from '../tests/support/stack';
import { gatewayClient, recordRestCalls } from './clients';
import { ms, sampleRounds, table, type SampleOptions } from './measure';

export interface RouteCase {
  route: string;
  operation: string;
  variables: Record<string, unknown>;
}

export const routeText = (operation: string) => persistedOperation(operation).text;

/**
 * Viewer.verzuimAvailable, as the profile route asks it (ProfileVerzuimGateQuery, web/src/apps/Profile/routes.tsx)
 * before its query: the profile asks for the verzuim section only where the company has it.
 */
export async function verzuimAvailable(gateway: ReturnType<typeof gatewayClient>): Promise<boolean> {
  const answer = await gateway.query<{ viewer: { verzuimAvailable: boolean } | null }>(
    routeText('ProfileVerzuimGateQuery'),
  );
  return answer.data.viewer?.verzuimAvailable ?? false;
}

/** The route queries of the measured pages, with the variables their routes.tsx loaders send. */
export function routeCases(personId: number, year: number, withVerzuim: boolean): RouteCase[] {
  // The address's REST id, as the routes pass it (web/src/relay/addressIds.ts).
  const id = personId;
  return [
    { route: '/people', operation: 'PeopleRouteQuery', variables: { count: 25 } },
    // Loaded beside the list by the same route (web/src/apps/People/routes.tsx), once per visit.
    { route: '/people (filter options)', operation: 'PeopleFiltersQuery', variables: {} },
    {
      route: '/people/:id',
      operation: 'ProfileRouteQuery',
      variables: { id, daysOffYear: year, budgetsYear: year, withVerzuim },
    },
    { route: '/people/:id/wage', operation: 'WageDetailsRouteQuery', variables: { id } },
    { route: '/people/:id/daysOff', operation: 'DaysOffCalendarRouteQuery', variables: { id, year } },
    { route: '/settings/daysOff/types', operation: 'DayOffTypesRouteQuery', variables: { year } },
  ];
}

/** Every route query once for its REST calls, then timed one request at a time, interleaved. */
export async function routeQueriesBench(
  stack: Stack,
  token: string,
  personId: number,
  year: number,
  options: SampleOptions,
) {
  const gateway = gatewayClient(stack.gatewayUrl, token);
  try {
    const cases = routeCases(personId, year, await verzuimAvailable(gateway)).map((c) => ({
      ...c,
      text: routeText(c.operation),
    }));
    const calls = new Map<string, number>();
    for (const c of cases)
      calls.set(
        c.operation,
        (await recordRestCalls(stack.restUrl, () => gateway.query(c.text, c.variables))).calls.length,
      );
    const stats = await sampleRounds(
      cases.map((c) => ({ name: c.operation, run: () => gateway.query(c.text, c.variables) })),
      options,
    );
    console.log('\n(c) Route queries of the web app (from the persisted map), one at a time');
    console.log(
      table(
        ['route', 'query', 'REST calls', 'n', 'p50 ms', 'p95 ms'],
        cases.map((c) => {
          const s = stats.get(c.operation)!;
          return [c.route, c.operation, calls.get(c.operation)!, s.n, ms(s.p50), ms(s.p95)];
        }),
        [false, false, true, true, true, true],
      ),
    );
    return new Map(cases.map((c) => [c.operation, stats.get(c.operation)!.p50]));
  } finally {
    await gateway.close();
  }
}
