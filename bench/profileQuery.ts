import { performance } from 'node:perf_hooks';
import { persistedOperation } from '@people/gateway/core/persistedQueries';
import { userForToken } from '@people/rest/core/auth';
import type { Queryable } from '@people/rest/core/db';
import { companyFlags, personContext } from '@people/rest/core/permissionContext';
import type { Stack } from '../tests/support/stack';
import { gatewayClient, recordRestCalls, restClient, waves } from './clients';
import { gatewayPhases } from './gatewayPhases';
import { gatewayWork } from './gatewayWork';
import { startHopFloor, startHopFloorProcess, type HopFloorPlan } from './hopFloor';
import { ms, sampleRounds, summarize, table, type SampleOptions } from './measure';
import { routeCases, verzuimAvailable } from './routeQueries';

/** The targets for the profile. */
export const TARGET_RATIO = 1.1;
export const TARGET_THROUGHPUT = 0.5;

interface ListedEmployee {
  id: number;
  name: string;
  team_id: number | null;
  department_id: number | null;
  reports_to_id: number | null;
  reports_to_extra_id: number | null;
}

/** A person whose profile fills every section, so each loader the page can use is exercised. */
export async function pickProfile(rest: ReturnType<typeof restClient>): Promise<ListedEmployee> {
  const { data } = (await rest.get('/api/employees?limit=100')) as { data: ListedEmployee[] };
  const full = data.find(
    (e) => e.team_id !== null && e.department_id !== null && e.reports_to_id !== null && e.reports_to_extra_id !== null,
  );
  if (!full && !data[0]) throw new Error('bench: the demo company has no people');
  return full ?? data[0];
}

/** Requests completed per second by `concurrency` loops running `work` for `durationMs`. */
async function throughput(work: () => Promise<unknown>, concurrency: number, durationMs: number) {
  let done = 0;
  const end = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await work();
        done += 1;
      }
    }),
  );
  return done / ((performance.now() - started) / 1000);
}

/** Mean ms of `work` run `n` times in a row. */
async function meanMs(work: () => Promise<unknown>, n = 100) {
  for (let i = 0; i < 10; i++) await work();
  const started = performance.now();
  for (let i = 0; i < n; i++) await work();
  return (performance.now() - started) / n;
}

/** The servers a comparison talks to, and a session of the admin on them. */
interface Servers {
  restUrl: string;
  gatewayUrl: string;
  token: string;
}

/**
 * The profile's persisted query through the gateway, as the web app sends it (its id), against the REST calls it costs
 * made directly and all at once, and through the floor (`startFloor`, hopFloor.ts): p50 one request at a time, and
 * throughput at concurrency 8.
 */
async function compare(
  servers: Servers,
  variables: Record<string, unknown>,
  paths: string[],
  options: SampleOptions & { throughputMs: number },
  startFloor: (plan: HopFloorPlan) => Promise<{ url: string; close(): Promise<void> }>,
) {
  const id = persistedOperation('ProfileRouteQuery').id;
  const floor = await startFloor({ restUrl: servers.restUrl, paths, answer: await answerText(servers, id, variables) });
  const gateway = gatewayClient(servers.gatewayUrl, servers.token);
  // As many connections as the gateway's own pool to the REST API (gateway/src/core/restClient.ts): every call at once.
  const rest = restClient(servers.restUrl, servers.token, 32);
  const throughFloor = gatewayClient(floor.url, servers.token);
  try {
    const stats = await sampleRounds(
      [
        { name: 'gateway', run: () => gateway.persisted(id, variables) },
        { name: 'direct', run: () => Promise.all(paths.map((path) => rest.get(path))) },
        { name: 'floor', run: () => throughFloor.persisted(id, variables) },
      ],
      options,
    );
    const viaGateway = stats.get('gateway')!;
    const direct = stats.get('direct')!;
    const viaFloor = stats.get('floor')!;
    console.log(
      table(
        ['path', 'requests', 'n', 'p50 ms', 'p95 ms'],
        [
          ['gateway  POST /graphql (persisted id)', 1, viaGateway.n, ms(viaGateway.p50), ms(viaGateway.p95)],
          ['direct   REST, parallel', paths.length, direct.n, ms(direct.p50), ms(direct.p95)],
          [
            'floor    POST, the same REST calls (node:http, no GraphQL)',
            1,
            viaFloor.n,
            ms(viaFloor.p50),
            ms(viaFloor.p95),
          ],
        ],
        [false, true, true, true, true],
      ),
    );
    console.log(
      `  ratio gateway/direct p50: ${(viaGateway.p50 / direct.p50).toFixed(2)}x (target ≤ ${TARGET_RATIO.toFixed(2)}x)`,
    );
    console.log(
      `  the hop alone (floor/direct): ${(viaFloor.p50 / direct.p50).toFixed(2)}x; ` +
        `Fastify, Apollo, the limits, the loaders and the resolvers add ${ms(viaGateway.p50 - viaFloor.p50)} ms above it`,
    );
    const gatewayPerSecond = await throughput(() => gateway.persisted(id, variables), 8, options.throughputMs);
    const restPerSecond = await throughput(
      () => Promise.all(paths.map((path) => rest.get(path))),
      8,
      options.throughputMs,
    );
    console.log(
      `  throughput at concurrency 8: gateway ${gatewayPerSecond.toFixed(1)} profiles/s, REST ${restPerSecond.toFixed(1)} profiles/s ` +
        `(${paths.length} calls each): ${(gatewayPerSecond / restPerSecond).toFixed(2)}x (target ≥ ${TARGET_THROUGHPUT}x)`,
    );
    return { gateway: viaGateway.p50, direct: direct.p50, floor: viaFloor.p50 };
  } finally {
    await Promise.all([gateway.close(), rest.close(), throughFloor.close(), floor.close()]);
  }
}

/** The gateway's answer to the profile query, as text: what the floor sends back. */
async function answerText(servers: Servers, documentId: string, variables: Record<string, unknown>): Promise<string> {
  const response = await fetch(`${servers.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${servers.token}` },
    body: JSON.stringify({ documentId, variables }),
  });
  if (!response.ok) throw new Error(`bench: the profile query answered ${response.status}`);
  return response.text();
}

/**
 * The profile's own route query (ProfileRouteQuery) through the gateway against the REST calls it costs, made
 * directly and all at once: latency one at a time, throughput at concurrency 8, and where one REST call's time goes.
 * The direct side is a lower bound no real client reaches: it already knows every id the gateway learns from
 * the first answers. Measured twice: on the one-process stack of the other figures, where the gateway's work and the
 * REST API's share one event loop; and, when `deployed` starts them, with each server in a process of its own, as
 * `npm start` and docker-compose run them (bench/processes.ts).
 */
export async function profileQueryBench(
  stack: Stack,
  token: string,
  year: number,
  options: SampleOptions & { throughputMs: number },
  deployed?: () => Promise<{ restUrl: string; gatewayUrl: string; close(): Promise<void> }>,
) {
  const gateway = gatewayClient(stack.gatewayUrl, token);
  const rest = restClient(stack.restUrl, token);
  try {
    const person = await pickProfile(rest);
    const profile = routeCases(person.id, year, await verzuimAvailable(gateway)).find(
      (c) => c.operation === 'ProfileRouteQuery',
    )!;
    const id = persistedOperation('ProfileRouteQuery').id;
    // Recorded warm, so the waves' times are the steady state's rather than the first request's compilation.
    for (let i = 0; i < 5; i++) await gateway.persisted(id, profile.variables);
    const { calls, timed } = await recordRestCalls(stack.restUrl, () => gateway.persisted(id, profile.variables));
    const paths = calls.map((call) => {
      const [method, path] = call.split(' ');
      if (method !== 'GET')
        throw new Error(`bench: the profile query made a ${call}; only reads can be replayed directly`);
      return path;
    });

    console.log(`\n(a) Profile: ProfileRouteQuery of ${person.name} (REST id ${person.id})`);
    // The waves show why the gateway takes longer than the replay: each one waits for an answer of the one before.
    const grouped = waves(timed);
    console.log(
      `  REST calls per GraphQL request: ${calls.length} in ${grouped.length} wave(s); replayed directly in parallel:`,
    );
    const origin = Math.min(...timed.map((c) => c.start));
    grouped.forEach((wave, i) => {
      // What the wave waited for: the last answer that came before it started.
      const before = grouped
        .slice(0, i)
        .flat()
        .filter((c) => c.end <= wave[0].start);
      const cause = before.sort((a, b) => b.end - a.end)[0];
      console.log(`    wave ${i + 1}${cause ? ` (after ${cause.call.split('?')[0]} answered)` : ''}:`);
      for (const c of wave) console.log(`      ${c.call}  (${ms(c.start - origin)}–${ms(c.end - origin)} ms)`);
    });

    console.log('  gateway and REST API in one process (one event loop for both, as the tests run them):');
    const together = await compare({ ...stack, token }, profile.variables, paths, options, (plan) =>
      startHopFloor(plan),
    );
    await gatewayPhases(stack, token, id, profile.variables, paths);
    let apart: Awaited<ReturnType<typeof compare>> | null = null;
    if (deployed) {
      const servers = await deployed();
      try {
        console.log('  each in a process of its own, as `npm start` and docker-compose run them (production mode):');
        const session = await signInAt(servers.restUrl, 'admin@demo.be');
        // The same demo data (the same database, or PGlite's seeded alike): the same person behind the same id.
        const same = restClient(servers.restUrl, session);
        const { employee } = (await same.get(`/api/employees/${person.id}`).finally(() => same.close())) as {
          employee: { name: string };
        };
        if (employee.name !== person.name)
          throw new Error(
            `bench: person ${person.id} is ${employee.name} on the servers started apart, not ${person.name}`,
          );
        apart = await compare({ ...servers, token: session }, profile.variables, paths, options, startHopFloorProcess);
      } finally {
        await servers.close();
      }
    }
    const work = await gatewayWork(stack.restUrl, token, paths, profile.variables);
    roomAboveFloor(work, { 'one process': together, 'own processes': apart });
    await restCallBreakdown(stack, token, person.id, rest);
    return { p50: together.gateway };
  } finally {
    await gateway.close();
    await rest.close();
  }
}

/**
 * What the ratio target leaves a gateway: 1.10 × the direct replay, less what the floor (a bare server making the same
 * calls) already takes. Set beside the gateway's own work with every answer given, it tells whether the target can be
 * met by any GraphQL execution this machine runs, or only by a server that does less than the floor.
 */
function roomAboveFloor(work: number, runs: Record<string, Awaited<ReturnType<typeof compare>> | null>) {
  const room = Object.entries(runs).flatMap(([setting, run]) =>
    run
      ? [`${setting} ${ms(TARGET_RATIO * run.direct - run.floor)} ms (the gateway took ${ms(run.gateway - run.floor)})`]
      : [],
  );
  console.log(
    `  room the ${TARGET_RATIO.toFixed(2)}x target leaves above the floor: ${room.join(', ')}; the gateway's own work above: ${ms(work)} ms`,
  );
}

/** A session on a REST API started apart (bench/processes.ts), with the demo password. */
async function signInAt(restUrl: string, email: string): Promise<string> {
  const response = await fetch(`${restUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo' }),
  });
  if (!response.ok) throw new Error(`bench: sign-in of ${email} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/**
 * Where one REST call's time goes: every route first looks up the session (userForToken), then the company flags
 * and the person's facts (personContext) before its own query. Each step alone on the same database, against
 * GET /api/employees/:id over HTTP.
 */
async function restCallBreakdown(stack: Stack, token: string, personId: number, rest: ReturnType<typeof restClient>) {
  const user = (await userForToken(stack.db, token))!;
  // The same database object unwrapped: accessCache keeps nothing for it, so these are the SQL lookups themselves.
  const uncached: Queryable = { query: (sql, params) => stack.db.query(sql, params) };
  const session = await meanMs(() => userForToken(uncached, token));
  const sessionCached = await meanMs(() => userForToken(stack.db, token));
  const flags = await meanMs(() => companyFlags(uncached, user.company_id));
  const flagsCached = await meanMs(() => companyFlags(stack.db, user.company_id));
  const context = await meanMs(() => personContext(uncached, user, personId));
  const facts = Math.max(0, context - flags);
  const times: number[] = [];
  for (let i = 0; i < 110; i++) {
    const started = performance.now();
    await rest.get(`/api/employees/${personId}`);
    if (i >= 10) times.push(performance.now() - started);
  }
  const detail = summarize(times).p50;
  const own = Math.max(0, detail - sessionCached - flagsCached - facts);
  const share = (value: number) => `${Math.round((100 * value) / detail)}%`;
  console.log(
    `  where GET /api/employees/${personId} spends its ${ms(detail)} ms (p50 over HTTP; each step a mean of 100, run alone):`,
  );
  console.log(
    table(
      ['step', 'SQL ms', 'now ms', 'share now'],
      [
        [
          'session lookup (sessions ⨝ users ⨝ user_groups), cached 2 s',
          ms(session),
          ms(sessionCached),
          share(sessionCached),
        ],
        ['company flags (companies, payroll_integrations), cached 2 s', ms(flags), ms(flagsCached), share(flagsCached)],
        ["the person's facts (visibility, wage, pending dimona)", ms(facts), ms(facts), share(facts)],
        ['its own query, JSON and HTTP (the rest)', '', ms(own), share(own)],
      ],
      [false, true, true, true],
    ),
  );
}
