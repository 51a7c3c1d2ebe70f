// Failed sign-ins are slowed, then refused for a while, without locking an account's owner out; tokens
// expire and end on sign-out.
import { demoPglite } from '../support/databases';
import { request } from 'undici';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const login = (stack: Stack, email: string, password: string, address?: string) =>
  rest(stack, 'POST', '/api/auth/login', {
    body: { email, password },
    ...(address ? { headers: { 'x-forwarded-for': address } } : {}),
  });

describe('sign-in throttle', () => {
  let stack: Stack;
  beforeAll(async () => {
    // The default thresholds, with short waits so the test stays fast.
    stack = await startStack(await demoPglite(), { rest: { signInThrottle: { delayMs: 20, maxDelayMs: 80 } } });
  });
  afterAll(() => stack.close());

  it('wrong passwords in a row from one address: the first 10 answer 401, then TOO_MANY_ATTEMPTS with retry-after, even for the right password from that address', async () => {
    const statuses: number[] = [];
    const times: number[] = [];
    for (let i = 0; i < 12; i++) {
      const started = performance.now();
      const answer = await login(stack, 'admin@demo.be', `wrong${i}`, '198.51.100.7');
      times.push(performance.now() - started);
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body.code).toEqual('TOO_MANY_ATTEMPTS');
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // Slowed from the 4th failure on (20 ms, doubling up to 80 ms).
    expect(Math.min(...times.slice(5, 10))).toBeGreaterThanOrEqual(40);
    expect((await login(stack, 'admin@demo.be', 'demo', '198.51.100.7')).status).toEqual(429);
    // Another address is not refused for this account, nor the other accounts from the refused address.
    expect((await login(stack, 'admin@demo.be', 'demo', '198.51.100.8')).status).toEqual(200);
    expect((await login(stack, 'manager@demo.be', 'demo', '198.51.100.7')).status).toEqual(200);
  });

  it('30 parallel wrong guesses from one address are all counted: 10 answer 401, the other 20 are refused unchecked (finding)', async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(stack, 'admin@demo.be', `parallel${i}`, '198.51.100.21')),
    );
    const refusedAt = performance.now() - started;
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(20).fill(429)]);
    for (const answer of answers.filter((a) => a.status === 429)) expect(answer.body.code).toEqual('TOO_MANY_ATTEMPTS');
    expect(refusedAt).toBeLessThan(10_000);
    expect((await login(stack, 'admin@demo.be', 'demo', '198.51.100.21')).status).toEqual(429);
  });

  it('60 failures of an account from other addresses do not refuse its right password from an address that has not failed (finding)', async () => {
    for (let i = 0; i < 60; i++)
      expect((await login(stack, 'light@demo.be', `wrong${i}`, `198.51.100.${30 + (i % 20)}`)).status).toEqual(401);
    expect((await login(stack, 'light@demo.be', 'demo', '198.51.100.50')).status).toEqual(200);
    // Under attack, an address that has failed for the account 3 times is refused at once (the attackers' own).
    expect((await login(stack, 'light@demo.be', 'demo', '198.51.100.30')).status).toEqual(429);
  });

  it('the signIn mutation answers TOO_MANY_ATTEMPTS as a userError', async () => {
    for (let i = 0; i < 10; i++)
      await graphql(stack, `mutation { signIn(input: { email: "nowage@demo.be", password: "x${i}" }) { token } }`);
    const answer = await graphql(
      stack,
      'mutation { signIn(input: { email: "nowage@demo.be", password: "demo" }) { token userErrors { code } } }',
    );
    expect(answer.data.signIn).toEqual({ token: null, userErrors: [{ code: 'TOO_MANY_ATTEMPTS' }] });
  });

  it('a success forgets the failures of this account from this address', async () => {
    for (let i = 0; i < 9; i++)
      expect((await login(stack, 'employee@demo.be', 'wrong', '203.0.113.5')).status).toEqual(401);
    expect((await login(stack, 'employee@demo.be', 'demo', '203.0.113.5')).status).toEqual(200);
    for (let i = 0; i < 9; i++)
      expect((await login(stack, 'employee@demo.be', 'wrong', '203.0.113.5')).status).toEqual(401);
    expect((await login(stack, 'employee@demo.be', 'demo', '203.0.113.5')).status).toEqual(200);
  });
});

describe('the gateway behind a load balancer (TRUST_PROXY): each caller is throttled at their own address', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(await demoPglite(), {
      rest: { signInThrottle: { delayMs: 1, maxDelayMs: 1 } },
      gateway: { trustProxy: 'loopback' },
    });
  });
  afterAll(() => stack.close());

  const signInFrom = async (address: string, password: string) => {
    const response = await request(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({
        query: `mutation { signIn(input: { email: "manager@demo.be", password: "${password}" }) { token userErrors { code } } }`,
      }),
    });
    return (
      (await response.body.json()) as { data: { signIn: { token: string | null; userErrors: { code: string }[] } } }
    ).data.signIn;
  };

  it('ten wrong passwords from one caller refuse that caller only, not every caller behind the same balancer', async () => {
    for (let i = 0; i < 10; i++) await signInFrom('203.0.113.61', `wrong${i}`);
    expect((await signInFrom('203.0.113.61', 'demo')).userErrors).toEqual([{ code: 'TOO_MANY_ATTEMPTS' }]);
    const other = await signInFrom('203.0.113.62', 'demo');
    expect([other.token !== null, other.userErrors]).toEqual([true, []]);
  });
});

describe('tokens expire and end on sign-out', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(await demoPglite());
  });
  afterAll(() => stack.close());

  it('a token answers when it expires (12 hours), and stops working after', async () => {
    const answer = await graphql(
      stack,
      'mutation { signIn(input: { email: "light@demo.be", password: "demo" }) { token expiresAt } }',
    );
    const { token, expiresAt } = answer.data.signIn;
    const hours = (new Date(expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    await stack.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second'`);
    // The gateway has not seen this token yet: it asks the REST API, which no longer knows it.
    const after = await graphql(stack, '{ viewer { email } }', {}, token);
    expect(after.data).toBeUndefined();
    expect(after.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('signOut ends this token at once; the other sessions of the user stay (finding: no sign-out)', async () => {
    const first = await signIn(stack, 'manager@demo.be');
    const second = await signIn(stack, 'manager@demo.be');
    const answer = await graphql(
      stack,
      'mutation { signOut(input: {}) { sessionsEnded userErrors { code } } }',
      {},
      second,
    );
    expect(answer.data.signOut).toEqual({ sessionsEnded: 1, userErrors: [] });
    expect((await graphql(stack, '{ viewer { email } }', {}, second)).data.viewer).toBeNull();
    expect((await graphql(stack, '{ viewer { email } }', {}, first)).data.viewer).toEqual({ email: 'manager@demo.be' });
  });

  it('signOut everywhere ends the earlier tokens too (finding: earlier tokens stay valid)', async () => {
    const earlier = await signIn(stack, 'admin@demo.be');
    const later = await signIn(stack, 'admin@demo.be');
    const answer = await graphql(
      stack,
      'mutation { signOut(input: { everywhere: true }) { sessionsEnded } }',
      {},
      later,
    );
    expect(answer.data.signOut.sessionsEnded).toBeGreaterThanOrEqual(2);
    for (const token of [earlier, later])
      expect((await rest(stack, 'GET', '/api/auth/viewer', { token })).status).toEqual(401);
  });

  it('signOut without a token ends nothing and is no error', async () => {
    expect(
      (await graphql(stack, 'mutation { signOut(input: {}) { sessionsEnded userErrors { code } } }')).data.signOut,
    ).toEqual({ sessionsEnded: 0, userErrors: [] });
  });

  it('passwords are stored as scrypt hashes, never in clear', async () => {
    const rows = await stack.db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    for (const { password_hash } of rows)
      expect(password_hash).toMatch(/^scrypt\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
  });
});
