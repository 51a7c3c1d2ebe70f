// A token's budget of REST calls per minute, refused over it with RATE_LIMITED and retry-after, and held
// across gateway processes that share nothing but the REST API and Redis.
import { spawn, type ChildProcess } from 'node:child_process';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { request } from 'undici';
import { demoPglite } from '../support/databases';
import { signIn, stackRedisPrefix, startStack, type Stack } from '../support/stack';
import { freePort } from '../support/ports';

const ROOT = join(__dirname, '..', '..');

async function post(url: string, query: string, token: string) {
  const response = await request(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
  return { status: response.statusCode, headers: response.headers, body: (await response.body.json()) as any };
}

const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
    socket.connect(6379, '127.0.0.1', () => {
      socket.write('PING\r\n');
      socket.once('data', (data) => (socket.destroy(), resolve(String(data).startsWith('+PONG'))));
    });
  });

describe('the rate budget', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(await demoPglite(), { gateway: { ratePerMinute: 30 } });
  });
  afterAll(() => stack.close());

  it('spends the actual REST calls of each answer, and refuses a query the rest of the minute cannot pay (RATE_LIMITED, retry-after)', async () => {
    const token = await signIn(stack, 'admin@demo.be');
    const first = await post(stack.gatewayUrl, '{ viewer { id } }', token);
    expect(first.body.extensions.cost).toEqual({
      requestedQueryCost: 1,
      actualQueryCost: 1,
      throttleStatus: { maximumAvailable: 30, currentlyAvailable: 29, resetInSeconds: expect.any(Number) },
    });
    // Requested 29 ≤ 29 left: the page 1, seniority 25 × 1.01 (read per person, with 1/100 of the persons' permission
    // batch), rounded up to 27, plus that batch and the viewer's context once each. It runs, and spends its actual cost.
    const page = await post(
      stack.gatewayUrl,
      '{ employees { edges { node { seniority { seniorityDate } } } } }',
      token,
    );
    expect(page.body.extensions.cost.requestedQueryCost).toEqual(29);
    expect(page.body.extensions.cost.throttleStatus.currentlyAvailable).toEqual(
      29 - page.body.extensions.cost.actualQueryCost,
    );
    let last = page;
    while (last.status === 200) last = await post(stack.gatewayUrl, '{ viewer { id } }', token);
    expect(last.status).toEqual(429);
    expect(last.body.errors.map((e: any) => e.extensions.code)).toEqual(['RATE_LIMITED']);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body.extensions.cost).toMatchObject({ actualQueryCost: 0, throttleStatus: { currentlyAvailable: 0 } });
    // Another token has its own budget.
    expect((await post(stack.gatewayUrl, '{ viewer { id } }', await signIn(stack, 'manager@demo.be'))).status).toEqual(
      200,
    );
  });

  it('charges every request at least one: a query of no REST call is refused once the budget is spent (finding)', async () => {
    const token = await signIn(stack, 'employee@demo.be');
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await post(stack.gatewayUrl, '{ __typename }', token));
    expect(answers.slice(0, 30).map((a) => a.status)).toEqual(Array(30).fill(200));
    expect(answers[0].body.extensions.cost).toEqual({
      requestedQueryCost: 0,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 30, currentlyAvailable: 29, resetInSeconds: expect.any(Number) },
    });
    expect(answers[30].status).toEqual(429);
    expect(answers[30].body.errors.map((e: any) => e.extensions.code)).toEqual(['RATE_LIMITED']);
  });

  it('made-up tokens get no budget of their own: checking them is paid by their address (finding)', async () => {
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await post(stack.gatewayUrl, '{ __typename }', `made-up-${i}`)).status);
    // The checks fit the address's budget of 30 a minute (less what it paid for this file's real tokens); the next are
    // refused before the REST API is asked.
    const first = statuses.indexOf(429);
    expect(first).toBeGreaterThan(20);
    expect(statuses).toEqual([...Array(first).fill(401), ...Array(31 - first).fill(429)]);
  });
});

describe('two gateway processes on one REST API and one Redis', () => {
  let stack: Stack;
  const gateways: ChildProcess[] = [];
  beforeAll(async () => {
    stack = await startStack(await demoPglite());
  });
  afterAll(async () => {
    for (const child of gateways) child.kill('SIGTERM');
    await stack.close();
  });

  it('a token’s budget holds across both', async () => {
    if (!(await redisAnswers())) {
      console.warn('no Redis at 127.0.0.1:6379: the shared budget is not tested here (each process keeps its own)');
      return;
    }
    const prefix = stackRedisPrefix();
    const urls = await Promise.all(
      [0, 1].map(async () => {
        const port = await freePort();
        const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/src/main.ts'], {
          cwd: ROOT,
          stdio: 'ignore',
          env: {
            ...process.env,
            NODE_OPTIONS: '',
            PORT: String(port),
            REST_URL: stack.restUrl,
            RATE_BUDGET_PER_MINUTE: '10',
            REDIS_PREFIX: prefix,
            LOG_LEVEL: 'warn',
          },
        });
        gateways.push(child);
        const url = `http://127.0.0.1:${port}`;
        for (let i = 0; i < 120; i++) {
          const up = await request(`${url}/healthz`).then(
            async (r) => (await r.body.dump(), r.statusCode === 200),
            () => false,
          );
          if (up) return url;
          await new Promise((r) => setTimeout(r, 250));
        }
        throw new Error(`the gateway on ${port} did not start`);
      }),
    );
    const token = await signIn(stack, 'admin@demo.be');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await post(urls[i % 2], '{ viewer { id } }', token)).status);
    // 10 REST calls a minute in all: 5 on each, then both refuse.
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
  }, 60_000);
});
