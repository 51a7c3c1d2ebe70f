// The outside security test's low findings on bad input and slow clients: a 5,000-deep variable and a 100,000-deep
// REST body answered 500, a 900 KB search leaked the HTTP parser's message, dripped headers held a connection for
// 70 s and /healthz took 10.5 s to say 503 while the REST API stalled. Each is a clear 4xx or a prompt answer now.
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { request } from 'undici';
import { buildGateway } from '@people/gateway/core/server';
import { demoPglite } from '../support/databases';
import { signIn, startStack, type Stack } from '../support/stack';

const nested = (depth: number) => '{"a":'.repeat(depth) + '"x"' + '}'.repeat(depth);

describe('bad input is a 4xx with a code, never a 500', () => {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack(await demoPglite());
    token = await signIn(stack, 'admin@demo.be');
  });
  afterAll(() => stack.close());

  const graphql = async (body: string) => {
    const response = await request(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body,
    });
    return { status: response.statusCode, body: (await response.body.json()) as any };
  };
  const SEARCH = 'query ($s: String) { employees(first: 1, search: $s) { totalCount } }';

  it('refuses a 5,000-deep GraphQL variable, in a POST body and in a GET address', async () => {
    const posted = await graphql(`{"query":${JSON.stringify(SEARCH)},"variables":{"s":${nested(5000)}}}`);
    expect([posted.status, posted.body.code]).toEqual([400, 'JSON_TOO_DEEP']);
    const address = `${stack.gatewayUrl}/graphql?query=${encodeURIComponent(SEARCH)}&variables=${encodeURIComponent(`{"s":${nested(500)}}`)}`;
    const got = await request(address, {
      headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': '1' },
    });
    expect([got.statusCode, ((await got.body.json()) as any).errors[0].extensions.code]).toEqual([
      400,
      'JSON_TOO_DEEP',
    ]);
  });

  it('refuses a 100,000-deep REST body', async () => {
    for (const body of ['['.repeat(100_000) + ']'.repeat(100_000), nested(100_000)]) {
      const response = await request(`${stack.restUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect([response.statusCode, ((await response.body.json()) as { code: string }).code]).toEqual([
        400,
        'JSON_TOO_DEEP',
      ]);
    }
  });

  it("answers a 900 KB search as the caller's error in its own words", async () => {
    const { status, body } = await graphql(JSON.stringify({ query: SEARCH, variables: { s: 'x'.repeat(900_000) } }));
    expect([
      status,
      body.data,
      body.errors[0].extensions.code,
      body.errors[0].extensions.restCode,
      body.errors[0].message,
    ]).toEqual([
      200,
      { employees: null },
      'BAD_USER_INPUT',
      'INPUT_TOO_LONG',
      'A search or filter of this request is too long.',
    ]);
  });

  it('still answers what the app sends', async () => {
    const { body } = await graphql(JSON.stringify({ query: SEARCH, variables: { s: 'an' } }));
    expect(body.data.employees.totalCount).toBeGreaterThan(0);
  });
});

describe('slow clients and a stalled REST API', () => {
  let stalled: Server;
  let stalledUrl: string;
  beforeAll(async () => {
    // Takes every request and never answers: a REST API that hangs.
    stalled = createServer(() => undefined);
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    stalledUrl = `http://127.0.0.1:${(stalled.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    stalled.closeAllConnections();
    await new Promise((resolve) => stalled.close(resolve));
  });

  it('closes a connection whose headers drip in slower than the headers timeout', async () => {
    const gateway = await buildGateway({
      restUrl: stalledUrl,
      redisUrl: 'off',
      timeouts: { headersMs: 300, checkEveryMs: 100 },
    });
    const url = new URL(await gateway.listen({ port: 0, host: '127.0.0.1' }));
    try {
      const socket = connect(Number(url.port), url.hostname);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk));
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n');
      // One header line every 100 ms, for 5 s unless the server closes first.
      let sent = 0;
      const drip = setInterval(
        () => (socket.destroyed ? clearInterval(drip) : (socket.write(`x-drip-${sent}: 1\r\n`), (sent += 1))),
        100,
      );
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      clearInterval(drip);
      socket.destroy();
      expect([answer.split('\r\n')[0], sent < 50]).toEqual(['HTTP/1.1 408 Request Timeout', true]);
    } finally {
      await gateway.close();
    }
  });

  it('says 503 from /healthz within its own deadline while the REST API stalls', async () => {
    const gateway = await buildGateway({ restUrl: stalledUrl, redisUrl: 'off' });
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    try {
      const started = Date.now();
      const response = await request(`${url}/healthz`);
      expect([response.statusCode, await response.body.json()]).toEqual([503, { ok: false, rest: false }]);
      // The deadline is 1 s; a loaded machine may add to it, the pool's own timeouts were 10 s.
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await gateway.close();
    }
  });
});
