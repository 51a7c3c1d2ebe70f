// The outside security test's finding: "persisted queries only" and the hooks that guard /graphql were skipped by an
// equivalent address (`/%67raphql`, `/graphq%6C`, `/graphql#x`) and by the absolute form `POST http://host/graphql`.
// Every guard now decides on the route Fastify matched; a target that is not a path is refused before any route.
import { connect } from 'node:net';
import { demoPglite } from '../support/databases';
import { startStack, type Stack } from '../support/stack';

/** One HTTP/1.1 request written as it is: undici and fetch normalise the target, an attacker's socket does not. */
function raw(base: string, method: string, target: string, body: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(base);
  const head = {
    host: `${hostname}:${port}`,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
    ...headers,
  };
  return new Promise<{ status: number; body: any }>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `${method} ${target} HTTP/1.1\r\n${Object.entries(head)
          .map(([k, v]) => `${k}: ${v}\r\n`)
          .join('')}\r\n${body}`,
      ),
    );
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, ...rest] = text.split('\r\n\r\n');
      const payload = rest.join('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: payload.startsWith('{') ? JSON.parse(payload) : payload });
    });
  });
}

const code = (answer: { body: any }) => answer.body.errors?.[0]?.extensions?.code ?? answer.body.code;
const ENCODED = ['/%67raphql', '/graphq%6C', '/graphql#x', '/%67raphql?x=1'];
const LONG = `query Long { ${Array.from({ length: 60 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
const queries = { typename: 'query Typename { __typename }', long: LONG };

describe('the guards of /graphql decide on the matched route, not the address', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(await demoPglite(), {
      gateway: { persistedQueries: { queries, persistedOnly: true }, limits: { maxTokens: 50 } },
    });
  });
  afterAll(() => stack.close());

  it.each(ENCODED)(
    'refuses a free-form query and signed-out introspection at %s (persisted queries only)',
    async (target) => {
      for (const query of ['mutation { signOut { success } }', '{ __schema { types { name } } }']) {
        const answer = await raw(stack.gatewayUrl, 'POST', target, JSON.stringify({ query }));
        expect([answer.status, code(answer)]).toEqual([400, 'PERSISTED_QUERY_REQUIRED']);
      }
    },
  );

  it.each(ENCODED)("refuses another site's origin at %s", async (target) => {
    const answer = await raw(stack.gatewayUrl, 'POST', target, JSON.stringify({ documentId: 'typename' }), {
      origin: 'https://evil.example',
    });
    expect([answer.status, code(answer)]).toEqual([403, 'ORIGIN_NOT_ALLOWED']);
  });

  it.each(ENCODED)('counts the tokens at %s', async (target) => {
    const answer = await raw(stack.gatewayUrl, 'POST', target, JSON.stringify({ documentId: 'long' }));
    expect([answer.status, code(answer)]).toEqual([400, 'MAX_TOKENS_EXCEEDED']);
  });

  it('refuses the absolute form on the gateway and on the REST API, before any route', async () => {
    for (const base of [stack.gatewayUrl, stack.restUrl]) {
      const path = base === stack.gatewayUrl ? '/graphql' : '/api/auth/login';
      const answer = await raw(base, 'POST', `${base}${path}`, JSON.stringify({ query: '{ __typename }' }));
      expect([answer.status, code(answer)]).toEqual([400, 'INVALID_REQUEST_TARGET']);
    }
  });

  it('answers a persisted query at the plain path and at an encoded one alike', async () => {
    for (const target of ['/graphql', ...ENCODED]) {
      const answer = await raw(stack.gatewayUrl, 'POST', target, JSON.stringify({ documentId: 'typename' }));
      expect([answer.status, answer.body.data]).toEqual([200, { __typename: 'Query' }]);
    }
  });
});
