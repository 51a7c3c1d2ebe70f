// What the limits cost and save. The 300-alias request of the issue (refused before any REST call) against
// the web app's heaviest route queries, replayed from relay-compiler's persisted map (web/persisted-queries.json) with the variables
// the app sends. Prints requested and actual cost (extensions.cost) and time; run alone: `npx tsx bench/publicEndpoint.ts`.
import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import { persistedOperation } from '@people/gateway/core/persistedQueries';
import type { Stack } from '../tests/support/stack';

// The artifacts carry only the persisted id: the text comes from relay-compiler's persisted map.
const artifactText = (name: string) => persistedOperation(name).text;

const ALIASES_300 = `{ ${Array.from({ length: 300 }, (_, i) => `a${i}: employees(first: 100) { edges { node { currentRole { title } } } }`).join('\n')} }`;

async function run(stack: Stack, token: string, query: string, variables: Record<string, unknown> = {}) {
  const started = performance.now();
  const response = await request(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.body.json()) as {
    errors?: { extensions?: { code?: string } }[];
    extensions?: { cost?: { requestedQueryCost: number; actualQueryCost: number } };
  };
  return { ms: performance.now() - started, status: response.statusCode, body };
}

export async function publicEndpointBench(stack: Stack, token: string, rounds = 20) {
  const { data } = (await (
    await request(`${stack.restUrl}/api/employees?limit=1`, { headers: { authorization: `Bearer ${token}` } })
  ).body.json()) as { data: { id: number }[] };
  const cases: [string, string, Record<string, unknown>][] = [
    ['300 aliases of employees(first: 100)', ALIASES_300, {}],
    ['PeopleRouteQuery (the people page, 25 a page)', artifactText('PeopleRouteQuery'), { count: 25 }],
    [
      'ProfileRouteQuery (the profile page)',
      artifactText('ProfileRouteQuery'),
      { id: data[0].id, daysOffYear: 2026, budgetsYear: 2026, withVerzuim: false },
    ],
  ];
  console.log('\npublic endpoint: cost (REST calls: requested bound / actual) and time per request, median of', rounds);
  console.log(
    'case'.padEnd(52),
    'answer'.padEnd(22),
    'requested'.padStart(9),
    'actual'.padStart(7),
    'median ms'.padStart(10),
  );
  for (const [name, query, variables] of cases) {
    await run(stack, token, query, variables); // warm
    const times: number[] = [];
    let last = await run(stack, token, query, variables);
    for (let i = 0; i < rounds; i++) {
      last = await run(stack, token, query, variables);
      times.push(last.ms);
    }
    times.sort((a, b) => a - b);
    const answer = last.body.errors?.length
      ? `${last.status} ${last.body.errors[0].extensions?.code}`
      : `${last.status} accepted`;
    const cost = last.body.extensions?.cost;
    console.log(
      name.padEnd(52),
      answer.padEnd(22),
      String(cost?.requestedQueryCost ?? '-').padStart(9),
      String(cost?.actualQueryCost ?? '-').padStart(7),
      times[Math.floor(times.length / 2)].toFixed(1).padStart(10),
    );
  }
}

if (require.main === module) {
  (async () => {
    const { demoPglite, TEST_TODAY } = await import('../tests/support/databases');
    const { signIn, startStack } = await import('../tests/support/stack');
    process.env.PEOPLE_TODAY = TEST_TODAY;
    const stack = await startStack(await demoPglite());
    try {
      await publicEndpointBench(stack, await signIn(stack, 'admin@demo.be'));
    } finally {
      await stack.close();
    }
  })().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
