// A public endpoint a partner cannot break. Each limit passes at N and refuses N+1 before any REST call;
// each finding of the issue is a test here.
import { request } from 'undici';
import { demoPglite } from '../support/databases';
import { rest, signIn, startStack, type Stack } from '../support/stack';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: {
    data?: any;
    errors?: { message: string; path?: (string | number)[]; extensions?: { code?: string } }[];
    extensions?: {
      restCalls?: number;
      cost?: { requestedQueryCost: number; actualQueryCost: number; throttleStatus: any };
    };
  };
}

async function post(
  stack: Stack,
  body: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await request(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: (await response.body.json()) as Answer['body'],
  };
}

const codes = (answer: Answer) => (answer.body.errors ?? []).map((e) => e.extensions?.code);
const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join('\n');
describe('the public GraphQL endpoint', () => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack(await demoPglite(), { gateway: { partnerOrigins: ['https://partner.example'] } });
    admin = await signIn(stack, 'admin@demo.be');
  });
  afterAll(() => stack.close());

  it('refuses 300 aliases of employees(first: 100) before any REST call (finding: 358 REST calls, 4.8 s)', async () => {
    // 5,100 tokens: refused while lexing, before the document is even parsed.
    const answer = await post(
      stack,
      { query: `{ ${aliases(300, 'employees(first: 100) { edges { node { currentRole { title } } } }')} }` },
      admin,
    );
    expect(codes(answer)).toEqual(['MAX_TOKENS_EXCEEDED']);
    expect(answer.body.extensions?.cost).toMatchObject({ actualQueryCost: 0 });
    // The same 300 aliases written short enough to pass the token limit meet the alias limit.
    const short = await post(stack, { query: `{ ${aliases(300, 'employees { totalCount }')} }` }, admin);
    expect(codes(short)).toEqual(['MAX_ALIASES_EXCEEDED']);
    expect(short.body.extensions?.restCalls).toEqual(0);
  });

  it('aliases of one field: 15 pass, 16 are refused (MAX_ALIASES_EXCEEDED)', async () => {
    const ok = await post(stack, { query: `{ ${aliases(15, 'viewer { id }')} }` }, admin);
    expect(ok.body.errors).toBeUndefined();
    expect(Object.keys(ok.body.data)).toHaveLength(15);
    const refused = await post(stack, { query: `{ ${aliases(16, 'viewer { id }')} }` }, admin);
    expect(refused.status).toEqual(400);
    expect(codes(refused)).toEqual(['MAX_ALIASES_EXCEEDED']);
    expect(refused.body.extensions?.restCalls).toEqual(0);
  });

  it('depth: 10 nested fields pass, 11 are refused (MAX_DEPTH_EXCEEDED)', async () => {
    const reportsTo = (pairs: number, inner: string) => {
      let selection = inner;
      for (let i = 0; i < pairs; i++) selection = `currentReportsTo { person { ${selection} } }`;
      return selection;
    };
    // employee (1) + 4 × currentReportsTo.person (8) + id (1) = 10; one more level of currentReportsTo makes 11.
    const ok = await post(stack, { query: `{ employee(id: "RW1wbG95ZWU6MQ==") { ${reportsTo(4, 'id')} } }` }, admin);
    expect(ok.body.errors).toBeUndefined();
    const refused = await post(
      stack,
      { query: `{ employee(id: "RW1wbG95ZWU6MQ==") { ${reportsTo(4, 'currentReportsTo { personName }')} } }` },
      admin,
    );
    expect(refused.status).toEqual(400);
    expect(codes(refused)).toEqual(['MAX_DEPTH_EXCEEDED']);
    expect(refused.body.extensions?.restCalls).toEqual(0);
  });

  it('tokens: 2,000 pass, 2,001 are refused before parsing (MAX_TOKENS_EXCEEDED)', async () => {
    // `{ viewer { id } }` is 6 tokens; `tN: __typename` adds 3 (distinct names: graphql-js compares same-named
    // fields pairwise), a bare `__typename` one.
    const query = (tokens: number) => {
      const aliased = Math.floor((tokens - 6) / 3);
      const names = Array.from({ length: aliased }, (_, i) => `t${i}: __typename`).join(' ');
      return `{ viewer { id ${names} ${'__typename '.repeat(tokens - 6 - aliased * 3)}} }`;
    };
    const ok = await post(stack, { query: query(2000) }, admin);
    expect(ok.body.errors).toBeUndefined();
    const refused = await post(stack, { query: query(2001) }, admin);
    expect(refused.status).toEqual(400);
    expect(codes(refused)).toEqual(['MAX_TOKENS_EXCEEDED']);
    expect(refused.body.extensions?.cost).toEqual({ requestedQueryCost: 0, actualQueryCost: 0, throttleStatus: null });
  });

  it('cost: a query at the budget (200) runs, one REST call more is refused before any REST call (MAX_COST_EXCEEDED)', async () => {
    // viewer 1 + the list 1 + the viewer's context 1 + first × (personalEmail 1 + dob 1 + their permission shares) + the
    // permission batch 1: 200 with first 97; 201 without viewer at 98. (The cost model counts a personal field one call
    // per person; the personal-details loader reads a page in one batch.)
    const people = (first: number) => `employees(first: ${first}) { edges { node { personalEmail dob } } }`;
    const ok = await post(stack, { query: `{ viewer { id } ${people(97)} }` }, admin);
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.extensions?.cost?.requestedQueryCost).toEqual(200);
    // The personal details come in one batch read: the request really cost a handful of calls, and says so.
    expect(ok.body.extensions?.cost?.actualQueryCost).toEqual(ok.body.extensions?.restCalls);
    expect(ok.body.extensions!.cost!.actualQueryCost).toBeLessThan(10);
    const refused = await post(stack, { query: `{ ${people(98)} }` }, admin);
    expect(codes(refused)).toEqual(['MAX_COST_EXCEEDED']);
    expect(refused.body.extensions?.cost).toMatchObject({ requestedQueryCost: 201, actualQueryCost: 0 });
    expect(refused.body.extensions?.restCalls).toEqual(0);
  });

  it('refuses a light user’s request of ordinary fields that cost 219 REST calls (finding)', async () => {
    const light = await signIn(stack, 'light@demo.be');
    const answer = await post(
      stack,
      {
        query:
          '{ employees(first: 100) { edges { node { name currentRole { title } documents { filename } contracts { status } } } } }',
      },
      light,
    );
    expect(codes(answer)).toEqual(['MAX_COST_EXCEEDED']);
    expect(answer.body.extensions?.restCalls).toEqual(0);
  });

  it('one operation per HTTP request: a batch of two is refused (BATCHING_NOT_ALLOWED)', async () => {
    const one = await post(stack, { query: '{ viewer { id } }' }, admin);
    expect(one.body.errors).toBeUndefined();
    const two = await post(stack, [{ query: '{ viewer { id } }' }, { query: '{ viewer { email } }' }], admin);
    expect(two.status).toEqual(400);
    expect(codes(two)).toEqual(['BATCHING_NOT_ALLOWED']);
  });

  it('reports extensions.cost on every answer, refused or not, signed in or not', async () => {
    for (const [body, token] of [
      [{ query: '{ viewer { id } }' }, admin],
      [{ query: '{ demoSignIns { email } }' }, undefined],
      [{ query: '{ nope }' }, admin],
      [{ query: '{ viewer { ' }, admin],
    ] as const) {
      const answer = await post(stack, body, token);
      // throttleStatus is null when the request was refused before it met the rate budget (unparsable, invalid).
      expect(answer.body.extensions?.cost).toMatchObject({
        requestedQueryCost: expect.any(Number),
        actualQueryCost: expect.any(Number),
      });
      expect(answer.body.extensions?.cost).toHaveProperty('throttleStatus');
    }
    const answer = await post(stack, { query: '{ viewer { id } }' }, admin);
    expect(answer.body.extensions?.cost?.throttleStatus).toEqual({
      maximumAvailable: 20_000,
      currentlyAvailable: expect.any(Number),
      resetInSeconds: expect.any(Number),
    });
  });

  it('CORS: answers the app’s own origin and the partners’ configured ones, refuses others', async () => {
    const own = new URL(stack.gatewayUrl).origin;
    const preflight = await request(`${stack.gatewayUrl}/graphql`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partner.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    await preflight.body.dump();
    expect(preflight.headers['access-control-allow-origin']).toEqual('https://partner.example');
    expect((await post(stack, { query: '{ viewer { id } }' }, admin, { origin: own })).body.errors).toBeUndefined();
    const partner = await post(stack, { query: '{ viewer { id } }' }, admin, { origin: 'https://partner.example' });
    expect(partner.headers['access-control-allow-origin']).toEqual('https://partner.example');
    const other = await post(stack, { query: '{ viewer { id } }' }, admin, { origin: 'https://evil.example' });
    expect(other.status).toEqual(403);
    expect(codes(other)).toEqual(['ORIGIN_NOT_ALLOWED']);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the REST sign-out route is on the REST port, which answers on loopback only by default', async () => {
    expect(new URL(stack.restUrl).hostname).toEqual('127.0.0.1');
    const token = await signIn(stack, 'employee@demo.be');
    expect((await rest(stack, 'POST', '/api/auth/logout', { token, body: {} })).body).toEqual({ sessions_ended: 1 });
    expect((await rest(stack, 'GET', '/api/auth/viewer', { token })).status).toEqual(401);
  });

  it('introspection is for signed-in callers: signed out, __schema and __type are refused before they run (finding: 6.9 MB at cost 0)', async () => {
    const nested =
      '{ __schema { types { name fields { name args { name type { name ofType { name ofType { name } } } } type { name ofType { name ofType { name } } } } } } }';
    for (const query of [
      nested,
      '{ __type(name: "Employee") { name } }',
      'query { ...F } fragment F on Query { __schema { queryType { name } } }',
    ]) {
      const refused = await post(stack, { query });
      expect(refused.status).toEqual(401);
      expect(codes(refused)).toEqual(['INTROSPECTION_REQUIRES_SIGN_IN']);
      expect(refused.body.data).toBeUndefined();
      expect(refused.body.extensions?.restCalls).toEqual(0);
    }
    const signedIn = await post(stack, { query: '{ __type(name: "Employee") { name } }' }, admin);
    expect(signedIn.body.data).toEqual({ __type: { name: 'Employee' } });
    // What the sign-in page needs before anyone signs in still answers.
    expect((await post(stack, { query: '{ __typename demoSignIns { email } }' })).body.errors).toBeUndefined();
    const signInAnswer = await post(stack, {
      query: 'mutation { signIn(input: { email: "manager@demo.be", password: "demo" }) { token userErrors { code } } }',
    });
    expect(signInAnswer.body.data.signIn).toEqual({ token: expect.any(String), userErrors: [] });
  });

  it('a bearer token the REST API does not know is UNAUTHENTICATED before any budget (finding: a fresh budget per made-up string)', async () => {
    for (const token of ['made-up-1', 'made-up-1', 'made-up-2']) {
      const answer = await post(stack, { query: '{ __typename }' }, token);
      expect(answer.status).toEqual(401);
      expect(codes(answer)).toEqual(['UNAUTHENTICATED']);
      expect(answer.body.extensions?.cost).toEqual({ requestedQueryCost: 0, actualQueryCost: 0, throttleStatus: null });
    }
    // A session cookie the REST API does not know (ended elsewhere) is dropped: the request goes on signed out.
    const cookie = await post(stack, { query: '{ viewer { id } demoSignIns { email } }' }, undefined, {
      cookie: '__Host-people-session=ended-elsewhere',
      'sec-fetch-site': 'same-origin',
    });
    expect(cookie.status).toEqual(200);
    expect(cookie.body.data.viewer).toBeNull();
    expect(cookie.body.data.demoSignIns.length).toBeGreaterThan(0);
    expect(String(cookie.headers['set-cookie'])).toMatch(/^__Host-people-session=;/);
  });
});
