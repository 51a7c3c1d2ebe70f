import { globalId } from '@people/gateway/ids';
import type { Stack } from '../tests/support/stack';
import { gatewayClient, recordRestCalls, restClient } from './clients';
import { ms, sampleRounds, table, type SampleOptions } from './measure';

/** The header and contact sections of the profile page (/people/:id). */
export const PROFILE_QUERY = `query ProfileBench($id: ID!) {
  employee(id: $id) {
    id name
    currentRole { title startDate endDate future }
    team { id name }
    currentReportsTo { personName person { id } }
    currentReportsToExtra { personName }
    currentDepartment { id description }
    daysWithUs
    email phone
    address { line1 line2 zipcode city countryCode }
    customFields { cfName type priority value valueName }
  }
}`;

interface ListedEmployee {
  id: number;
  name: string;
  team_id: number | null;
  department_id: number | null;
  reports_to_id: number | null;
  reports_to_extra_id: number | null;
}

/** A person whose profile fills every section, so each loader the page can use is exercised. */
async function pickProfile(rest: ReturnType<typeof restClient>): Promise<ListedEmployee> {
  const { data } = (await rest.get('/api/employees?limit=100')) as { data: ListedEmployee[] };
  const full = data.find((e) => e.team_id !== null && e.department_id !== null && e.reports_to_id !== null && e.reports_to_extra_id !== null);
  if (!full && !data[0]) throw new Error('bench: the demo company has no people');
  return full ?? data[0];
}

/**
 * The profile query through the gateway against the REST calls it costs, made directly and all at once.
 * The direct side is a lower bound no real client reaches: it already knows the team, department and
 * manager ids that the gateway only learns from the first answer.
 */
export async function profileQueryBench(stack: Stack, token: string, options: SampleOptions) {
  const gateway = gatewayClient(stack.gatewayUrl, token);
  const rest = restClient(stack.restUrl, token);
  try {
    const person = await pickProfile(rest);
    const variables = { id: globalId('Employee', person.id) };
    const { result, calls } = await recordRestCalls(stack.restUrl, () => gateway.query(PROFILE_QUERY, variables));
    const paths = calls.map((call) => {
      const [method, path] = call.split(' ');
      if (method !== 'GET') throw new Error(`bench: the profile query made a ${call}; only reads can be replayed directly`);
      return path;
    });

    console.log(`\n(a) Profile query: employee(id:) of ${person.name} (REST id ${person.id}), header + contact fields`);
    const counted = result.restCalls === calls.length && result.restCallsHeader === calls.length ? '' : `  (!) seen ${calls.length}, header ${result.restCallsHeader}`;
    console.log(`  REST calls per GraphQL request: ${result.restCalls}${counted}; replayed directly in parallel:`);
    for (const call of calls) console.log(`    ${call}`);

    const stats = await sampleRounds(
      [
        { name: 'gateway', run: () => gateway.query(PROFILE_QUERY, variables) },
        { name: 'direct', run: () => Promise.all(paths.map((path) => rest.get(path))) },
      ],
      options,
    );
    const viaGateway = stats.get('gateway')!;
    const direct = stats.get('direct')!;
    console.log(
      table(
        ['path', 'requests', 'n', 'p50 ms', 'p95 ms'],
        [
          ['gateway  POST /graphql', 1, viaGateway.n, ms(viaGateway.p50), ms(viaGateway.p95)],
          ['direct   REST, parallel', paths.length, direct.n, ms(direct.p50), ms(direct.p95)],
        ],
        [false, true, true, true, true],
      ),
    );
    console.log(`  ratio gateway/direct p50: ${(viaGateway.p50 / direct.p50).toFixed(2)}x`);
  } finally {
    await gateway.close();
    await rest.close();
  }
}
