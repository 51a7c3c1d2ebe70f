// Liveness and readiness of both servers (platform/src/lifecycle.ts): /livez while the process answers, /readyz while
// what it needs answers (the REST API: its database; the gateway: the REST API's /readyz) and not from the moment
// SIGTERM comes; both quiet in the logs and out of the OpenAPI document. The drain of real processes on SIGTERM is
// tested in scaleOut.test.ts, behind a load balancer.
import { Writable } from 'node:stream';
import { request } from 'undici';
import type { Db } from '@people/rest/core/db';
import { engines } from '../support/databases';
import { signIn, startStack, type Stack } from '../support/stack';

const get = async (url: string, headers: Record<string, string> = {}) => {
  const response = await request(url, { headers });
  return {
    status: response.statusCode,
    connection: response.headers.connection,
    body: await response.body.json(),
  };
};

/** The database, with its queries held (never answered) while `stalled.on`: a database that does not answer. */
function stallable(db: Db) {
  const stalled = { on: false };
  const query = db.query.bind(db);
  const held: Db = {
    ...db,
    query: (sql: string, params?: unknown[]) => (stalled.on ? new Promise(() => {}) : query(sql, params)),
  };
  return { db: held, stalled };
}

function sink(into: string[]) {
  return new Writable({
    write(chunk, _encoding, done) {
      into.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
}

describe.each(engines())('%s: /livez and /readyz of both servers', (_engine, open) => {
  const logs = { rest: [] as string[], gateway: [] as string[] };
  let stack: Stack;
  let stalled: { on: boolean };
  beforeAll(async () => {
    const database = stallable(await open());
    stalled = database.stalled;
    stack = await startStack(database.db, { logs: { rest: sink(logs.rest), gateway: sink(logs.gateway) } });
  });
  afterAll(() => stack.close());

  it('both answer 200 on /livez and /readyz; neither is in the OpenAPI document nor logged at info', async () => {
    for (const base of [stack.restUrl, stack.gatewayUrl]) {
      expect([await get(`${base}/livez`), await get(`${base}/readyz`)]).toEqual([
        { status: 200, connection: 'keep-alive', body: { ok: true } },
        { status: 200, connection: 'keep-alive', body: { ok: true } },
      ]);
    }
    const paths = Object.keys(((await get(`${stack.restUrl}/api/openapi.json`)).body as { paths: object }).paths);
    expect(paths.filter((path) => /livez|readyz|healthz/.test(path))).toEqual([]);
    const probeLines = [...logs.rest, ...logs.gateway]
      .map((line) => JSON.parse(line) as { route?: string })
      .filter((line) => /livez|readyz/.test(line.route ?? ''));
    expect(probeLines).toEqual([]);
  });

  it('a database that does not answer within the deadline: the REST API is not ready, nor the gateway; both still live', async () => {
    stalled.on = true;
    try {
      const [rest, gateway] = await Promise.all([get(`${stack.restUrl}/readyz`), get(`${stack.gatewayUrl}/readyz`)]);
      expect([rest.status, gateway.status]).toEqual([503, 503]);
      expect([(await get(`${stack.restUrl}/livez`)).status, (await get(`${stack.gatewayUrl}/livez`)).status]).toEqual([
        200, 200,
      ]);
    } finally {
      stalled.on = false;
    }
    expect((await get(`${stack.gatewayUrl}/readyz`)).status).toEqual(200);
  });

  it('once SIGTERM came (the drain), /readyz is 503 at once and every answer closes its connection, while requests are still answered', async () => {
    const token = await signIn(stack, 'admin@demo.be');
    stack.apps.rest.readiness.drain();
    expect(await get(`${stack.restUrl}/readyz`)).toEqual({
      status: 503,
      connection: 'close',
      body: { ok: false, draining: true },
    });
    // The gateway in front of it is not ready either (its REST API is not), but stays live and answers what comes.
    expect((await get(`${stack.gatewayUrl}/readyz`)).status).toEqual(503);
    expect((await get(`${stack.gatewayUrl}/livez`)).status).toEqual(200);
    const viewer = await get(`${stack.restUrl}/api/auth/viewer`, { authorization: `Bearer ${token}` });
    expect([viewer.status, viewer.connection]).toEqual([200, 'close']);
    // /healthz is what it was (docker-compose and the scripts ask it): the process and its database are well.
    expect((await get(`${stack.restUrl}/healthz`)).status).toEqual(200);

    stack.apps.gateway.readiness.drain();
    expect(await get(`${stack.gatewayUrl}/readyz`)).toEqual({
      status: 503,
      connection: 'close',
      body: { ok: false, draining: true },
    });
    const answer = await request(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ viewer { email } }' }),
    });
    expect([answer.statusCode, answer.headers.connection, await answer.body.json()]).toEqual([
      200,
      'close',
      expect.objectContaining({ data: { viewer: { email: 'admin@demo.be' } } }),
    ]);
  });
});
