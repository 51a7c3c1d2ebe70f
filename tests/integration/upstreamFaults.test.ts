// When the REST API stalls, fails or is gone, only the fields that need it are null, within the
// request's deadline, and the gateway recovers when it returns.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { request } from 'undici';
import { buildApp } from '@people/rest/app';
import { lazyCompilers } from '@people/rest/core/serializers';
import { buildGateway } from '@people/gateway/core/server';
import { demoPglite, TEST_TODAY } from '../support/databases';
import { stackRedisPrefix } from '../support/stack';

type Mode = 'pass' | 'stall' | 'fail';

/** A proxy in front of the REST API that stalls or fails the paths a test names. */
function faultyProxy(target: string) {
  const rules: [RegExp, Mode][] = [];
  const sockets = new Set<Socket>();
  let server: Server;
  const handler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => {
    const mode = rules.find(([pattern]) => pattern.test(req.url ?? ''))?.[1] ?? 'pass';
    if (mode === 'stall') return; // never answers
    if (mode === 'fail') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":"INTERNAL","message":"boom"}');
      return;
    }
    const upstream = httpRequest(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  };
  return {
    rules,
    port: 0,
    async listen(port = 0) {
      server = createServer(handler);
      server.on('connection', (socket) => {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      this.port = (server.address() as AddressInfo).port;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const PAGE = '{ viewer { email } employee(id: "RW1wbG95ZWU6MQ==") { name } employees(first: 3) { totalCount } }';

describe('REST faults', () => {
  let close: () => Promise<void>;
  let proxy: ReturnType<typeof faultyProxy>;
  let gatewayUrl: string;
  let token: string;

  beforeAll(async () => {
    process.env.PEOPLE_TODAY = TEST_TODAY;
    const db = await demoPglite();
    const rest = await buildApp(db, { schemaController: lazyCompilers() }, {}, { redisPrefix: stackRedisPrefix() });
    await rest.listen({ port: 0, host: '127.0.0.1' });
    proxy = faultyProxy(`http://127.0.0.1:${(rest.server.address() as AddressInfo).port}`);
    await proxy.listen();
    const gateway = await buildGateway({
      restUrl: `http://127.0.0.1:${proxy.port}`,
      restDeadlineMs: 2000,
      redisPrefix: stackRedisPrefix(),
    });
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    gatewayUrl = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
    // Signed in at the REST API itself: the password's hash and a fresh database's first query may take longer than the
    // short deadline below on a machine whose cores other work keeps busy, and the sign-in is not what is tested.
    const signedIn = await request(`http://127.0.0.1:${(rest.server.address() as AddressInfo).port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.be', password: 'demo' }),
    });
    token = ((await signedIn.body.json()) as { token: string }).token;
    // Warm: the first answers of a fresh database are slow, and the deadline here is short.
    await ask(PAGE, true);
    close = async () => {
      await gateway.close();
      await proxy.close().catch(() => {});
      await rest.close();
      await db.close();
    };
  });
  afterAll(() => close());
  afterEach(() => proxy.rules.splice(0));

  async function ask(query: string, withToken = false) {
    const started = performance.now();
    const response = await request(`${gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query }),
    });
    return { status: response.statusCode, body: (await response.body.json()) as any, ms: performance.now() - started };
  }

  it('a failing list blanks only that field: viewer and employee stay (finding: one failure blanked the whole answer)', async () => {
    proxy.rules.push([/^\/api\/employees\?/, 'fail']);
    const answer = await ask(PAGE, true);
    expect(answer.body.data).toEqual({
      viewer: { email: 'admin@demo.be' },
      employee: { name: expect.any(String) },
      employees: null,
    });
    expect(answer.body.errors.map((e: any) => [e.path, e.extensions.code])).toEqual([
      [['employees'], 'REST_UNAVAILABLE'],
    ]);
  });

  it('a stalled list answers within the deadline with the rest of the page (finding: 10.5 s, every field null)', async () => {
    proxy.rules.push([/^\/api\/employees\?/, 'stall']);
    const answer = await ask(PAGE, true);
    expect(answer.ms).toBeLessThan(4000);
    expect(answer.body.data).toEqual({
      viewer: { email: 'admin@demo.be' },
      employee: { name: expect.any(String) },
      employees: null,
    });
    expect(answer.body.errors.map((e: any) => [e.path, e.extensions.code, e.message])).toEqual([
      [['employees'], 'REST_TIMEOUT', 'The REST API did not answer GET /api/employees in time.'],
    ]);
  });

  it('a REST API that is gone answers REST_UNAVAILABLE at once, and the gateway recovers when it is back', async () => {
    await proxy.close();
    const down = await ask(PAGE, true);
    expect(down.ms).toBeLessThan(2000);
    expect(down.body.data).toEqual({ viewer: null, employee: null, employees: null });
    expect(new Set(down.body.errors.map((e: any) => e.extensions.code))).toEqual(new Set(['REST_UNAVAILABLE']));
    const port = proxy.port;
    await proxy.listen(port);
    const back = await ask(PAGE, true);
    expect(back.body.errors).toBeUndefined();
    expect(back.body.data.viewer).toEqual({ email: 'admin@demo.be' });
  });
});
