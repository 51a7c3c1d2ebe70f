// Scale out: two REST API processes and two gateways, each pair behind HAProxy, on a PostgreSQL database of
// the test's own through PgBouncer in transaction mode, and Redis under a prefix of the test's own. Signed-in clients
// send what the web app sends (route queries by persisted id, notes added with an Idempotency-Key) while each of the
// four processes in turn is stopped with SIGTERM and started again, the next only once HAProxy sees the new one up: a
// rolling restart. No request may fail, every write a client was told of must be in the database once, and no other.
// Throughput with one and with two of each is printed, a figure to compare by hand, not asserted.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { createCounterStore } from '@people/platform/counterStore';
import { demoPostgres, TEST_TODAY } from '../support/databases';
import { program, startHaproxy, startPgbouncer } from '../support/loadBalancer';
import { freePort } from '../support/ports';
import { NETHERLANDS, people } from '../support/profile';
import { SERVER_COMMAND, startServer, type ServerProcess, type Stopped, type Tier } from '../support/serverProcesses';
import { stackRedisPrefix } from '../support/stack';
import { emptyRecord, runLoad, webClient, type ClientPlan, type WebClient } from '../support/webLoad';

/** How long a server keeps answering after SIGTERM: HAProxy (a check every 500 ms, out after 3) needs ~1.5 s. */
const DRAIN_MS = 2_500;
/** Visits per client in each throughput phase (a visit: 5 to 7 requests and a note). */
const VISITS = 4;
const NAMES = { rest: ['rest1', 'rest2'], gateway: ['gw1', 'gw2'] } as const;

// Without PostgreSQL (globalSetup found none) there is nothing to put PgBouncer in front of.
const describeOnPostgres = process.env.PEOPLE_TEST_POSTGRES === '1' ? describe : describe.skip;

describeOnPostgres('scale-out: two REST APIs and two gateways behind HAProxy, PgBouncer and Redis', () => {
  const folder = mkdtempSync(join(tmpdir(), 'people-scale-'));
  const marker = `scale-${process.pid}-${Date.now()}`;
  const record = emptyRecord();
  const servers = new Map<string, ServerProcess>();
  const stops: (Stopped & { name: string })[] = [];
  let database: Awaited<ReturnType<typeof demoPostgres>>;
  let pgbouncer: Awaited<ReturnType<typeof startPgbouncer>>;
  let haproxy: Awaited<ReturnType<typeof startHaproxy>>;
  let clients: WebClient[] = [];
  const ports = new Map<string, number>();
  const redisPrefix = stackRedisPrefix();
  const began = performance.now();

  /** Starts (or starts again) the server `name` on its port, as its deployment would. */
  const start = async (tier: Tier, name: string) => {
    const common = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      PEOPLE_TODAY: TEST_TODAY,
      REDIS_PREFIX: redisPrefix,
      READINESS_DRAIN_MS: String(DRAIN_MS),
    };
    const env =
      tier === 'rest'
        ? // Migrated and seeded once below; RUN_MIGRATIONS=false: the entry point checks, and migrates nothing.
          { ...common, DATABASE_URL: pgbouncer.url, DEMO_DATA: '0', RUN_MIGRATIONS: 'false' }
        : { ...common, REST_URL: haproxy.url('rest'), RATE_BUDGET_PER_MINUTE: '100000000', GRAPHIQL: 'false' };
    servers.set(name, await startServer(tier, name, ports.get(name)!, env));
  };

  beforeAll(async () => {
    const missing = ['haproxy', 'pgbouncer'].filter((name) => !program(name));
    if (missing.length > 0)
      throw new Error(`${missing.join(' and ')} missing: apt-get install -y haproxy pgbouncer (.ci/run does)`);
    const redis = await createCounterStore({ prefix: redisPrefix });
    const redisKind = redis.kind;
    await redis.close();
    if (redisKind !== 'redis')
      throw new Error('no Redis answers at REDIS_URL (default 127.0.0.1:6379): .ci/run starts one');
    // A copy of the demo template (migrated and seeded once per sources, tests/support/databases.ts), dropped at the end.
    database = await demoPostgres();
    pgbouncer = await startPgbouncer(folder, database.url);
    for (const name of [...NAMES.rest, ...NAMES.gateway]) ports.set(name, await freePort());
    haproxy = await startHaproxy(
      folder,
      (['rest', 'gateway'] as const).map((tier) => ({
        name: tier,
        servers: NAMES[tier].map((name) => ({ name, port: ports.get(name)! })),
      })),
    );
    // All four at once: a gateway is ready once a REST API is.
    await Promise.all([
      ...NAMES.rest.map((name) => start('rest', name)),
      ...NAMES.gateway.map((name) => start('gateway', name)),
    ]);
    for (const tier of ['rest', 'gateway'] as const)
      for (const name of NAMES[tier]) await haproxy.until(`${tier}/${name}`, 'UP');
    const [be, nl] = [
      await people(database, ['openContract', 'started']),
      await people(database, ['openContract', 'started'], { company: NETHERLANDS }),
    ];
    // Two browsers of one admin, and others of other users and companies; only an admin sees every profile section.
    const plans: ClientPlan[] = [
      { name: 'admin-1', email: 'admin@demo.be', person: be[0], profile: true, year: 2026 },
      { name: 'admin-2', email: 'admin@demo.be', person: be[1], profile: true, year: 2026 },
      { name: 'manager', email: 'manager@demo.be', person: be[2], profile: false, year: 2026 },
      { name: 'support', email: 'support@demo.be', person: be[3], profile: false, year: 2026 },
      { name: 'groupmanager', email: 'groupmanager@demo.be', person: be[0], profile: false, year: 2026 },
      { name: 'admin-nl', email: 'admin@demo.nl', person: nl[0], profile: false, year: 2026 },
    ];
    clients = plans.map((plan) => webClient(haproxy.url('gateway'), plan, marker, record));
    for (const client of clients) await client.signIn();
    console.log(
      `scale-out: servers run as ${SERVER_COMMAND.rest.build} (rest) and ${SERVER_COMMAND.gateway.build} (gateway); ready after ${Math.round((performance.now() - began) / 1000)} s`,
    );
  }, 300_000);

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await Promise.all([...servers.values()].map((server) => server.stop(10)));
    await haproxy?.stop();
    await pgbouncer?.stop();
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
    console.log(`scale-out: ${Math.round((performance.now() - began) / 1000)} s in all`);
  });

  it('answers the web app with one and with two of each, and prints the throughput of both', async () => {
    const phase = async (label: string) => {
      await runLoad(clients, { visits: 1 }); // warm: a process compiles each route's serializer on its first answer
      const before = record.requests;
      const seconds = await runLoad(clients, { visits: VISITS });
      const requests = record.requests - before;
      return `${label}: ${requests} requests in ${seconds.toFixed(1)} s, ${(requests / seconds).toFixed(1)} requests/s`;
    };
    for (const server of ['rest/rest2', 'gateway/gw2']) await haproxy.setState(server, 'maint');
    const one = await phase('one REST API + one gateway');
    for (const server of ['rest/rest2', 'gateway/gw2']) await haproxy.setState(server, 'ready');
    for (const server of ['rest/rest2', 'gateway/gw2']) await haproxy.until(server, 'UP');
    const two = await phase('two of each');
    console.log(
      `scale-out throughput (${clients.length} clients, ${VISITS} visits each, on this machine's shared cores):\n  ${one}\n  ${two}`,
    );
    if (record.failures.length > 0) console.log(`scale-out: HAProxy said\n${haproxy.output()}`);
    expect(record.failures).toEqual([]);
  }, 300_000);

  it('loses no request while each process in turn is stopped with SIGTERM and started again (a rolling restart)', async () => {
    const before = record.requests;
    const timings: string[] = [];
    let restarted = false;
    const load = runLoad(clients, { until: () => restarted });
    try {
      for (const tier of ['rest', 'gateway'] as const) {
        for (const name of NAMES[tier]) {
          const t0 = performance.now();
          stops.push({ name, ...(await servers.get(name)!.stop()) });
          const t1 = performance.now();
          await start(tier, name);
          await haproxy.until(`${tier}/${name}`, 'UP');
          timings.push(
            `${name} stopped in ${((t1 - t0) / 1000).toFixed(1)} s, up again in ${((performance.now() - t1) / 1000).toFixed(1)} s`,
          );
        }
      }
    } finally {
      restarted = true;
      await load;
    }
    console.log(`scale-out: ${record.requests - before} requests during the rolling restart; ${timings.join('; ')}`);
    // HAProxy says when it took a server out and why.
    if (record.failures.length > 0) console.log(`scale-out: HAProxy said\n${haproxy.output()}`);
    expect(record.failures).toEqual([]);
    // Each said it was not ready from SIGTERM on (503 while it drained, then no answer once it stopped listening), and
    // ended on its own.
    const answered = (readyz: number[]) => ({
      first: readyz[0],
      statuses: [...new Set(readyz.filter((status) => status !== 0))],
    });
    expect(stops.map(({ name, code, signal, readyz }) => ({ name, code, signal, ...answered(readyz) }))).toEqual(
      [...NAMES.rest, ...NAMES.gateway].map((name) => ({ name, code: 0, signal: null, first: 503, statuses: [503] })),
    );
  }, 300_000);

  it('has every note a client was told of in the database once, a repeat answered with the same note, and no other', async () => {
    const rows = await database.query<{ note: string; count: number }>(
      `SELECT event_info_json->>'note' AS note, count(*)::int AS count FROM activity_items WHERE event_info_json->>'note' LIKE $1 GROUP BY 1 ORDER BY 1`,
      [`${marker} %`],
    );
    const told = record.written.map((w) => w.note).sort();
    expect(rows).toEqual(told.map((note) => ({ note, count: 1 })));
    const repeated = record.written.filter((w) => w.repeatedId !== undefined);
    expect(repeated.length).toBeGreaterThan(0);
    expect(repeated.filter((w) => w.repeatedId !== w.id)).toEqual([]);
    console.log(`scale-out: ${told.length} notes written once each, ${repeated.length} of them sent twice`);
  });

  it('ends a session on every REST process at once when it is signed out on one (access cache, through Redis)', async () => {
    const [one, other] = NAMES.rest.map((name) => servers.get(name)!.url);
    const login = await request(`${one}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.be', password: 'demo' }),
    });
    const { token } = (await login.body.json()) as { token: string };
    const viewer = async (url: string) => {
      const answer = await request(`${url}/api/auth/viewer`, { headers: { authorization: `Bearer ${token}` } });
      await answer.body.dump();
      return answer.statusCode;
    };
    // Both processes have the session in their cache now…
    expect([await viewer(one), await viewer(other), await viewer(other)]).toEqual([200, 200, 200]);
    const logout = await request(`${one}/api/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    await logout.body.dump();
    expect(logout.statusCode).toEqual(200);
    // …and the other refuses it on the next request, not ACCESS_CACHE_MS later.
    expect([await viewer(other), await viewer(one)]).toEqual([401, 401]);
  });
});
