// The outside security test's finding: a stored script read the admin's token from localStorage. The browser's session
// is now an HttpOnly, Secure, SameSite=Strict cookie that no script can read, a write that relies on it must come from
// the app's own origin, and every answer carries the usual security headers with a Content-Security-Policy.
import { request } from 'undici';
import { demoPglite } from '../support/databases';
import { startStack, type Stack } from '../support/stack';

const SIGN_IN =
  'mutation ($input: SignInInput!) { signIn(input: $input) { token expiresAt viewer { email } userErrors { code } } }';
const VIEWER = '{ viewer { email } }';
const SIGN_OUT = 'mutation { signOut(input: {}) { sessionsEnded } }';

async function post(
  stack: Stack,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await request(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.statusCode, headers: response.headers, body: (await response.body.json()) as any };
}

const setCookies = (headers: Record<string, string | string[] | undefined>) => [headers['set-cookie'] ?? []].flat();

describe('the browser session is an HttpOnly cookie', () => {
  let stack: Stack;
  let origin: string;
  beforeAll(async () => {
    stack = await startStack(await demoPglite());
    origin = stack.gatewayUrl;
  });
  afterAll(() => stack.close());

  async function cookieSignIn(email = 'admin@demo.be') {
    const answer = await post(stack, SIGN_IN, { input: { email, password: 'demo', cookie: true } }, { origin });
    const [cookie] = setCookies(answer.headers);
    return { answer, cookie, pair: cookie.split(';')[0] };
  }

  it('sets the session in a __Host- cookie, HttpOnly, Secure, SameSite=Strict, and leaves the token out of the answer', async () => {
    const { answer, cookie } = await cookieSignIn();
    expect(answer.body.data.signIn).toEqual({
      token: null,
      expiresAt: expect.any(String),
      viewer: { email: 'admin@demo.be' },
      userErrors: [],
    });
    const attributes = cookie.split(';').map((part) => part.trim().split('=')[0].toLowerCase());
    expect(cookie.startsWith('__Host-people-session=')).toBe(true);
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'secure', 'samesite', 'path', 'expires']));
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it('answers the token as before to a partner that does not ask for the cookie', async () => {
    const answer = await post(stack, SIGN_IN, { input: { email: 'admin@demo.be', password: 'demo' } });
    expect(setCookies(answer.headers)).toEqual([]);
    const token = answer.body.data.signIn.token as string;
    expect((await post(stack, VIEWER, {}, { authorization: `Bearer ${token}` })).body.data).toEqual({
      viewer: { email: 'admin@demo.be' },
    });
  });

  it('reads with the cookie; signOut clears it and ends the session on the server', async () => {
    const { pair } = await cookieSignIn();
    expect((await post(stack, VIEWER, {}, { cookie: pair, origin })).body.data).toEqual({
      viewer: { email: 'admin@demo.be' },
    });
    const out = await post(stack, SIGN_OUT, {}, { cookie: pair, origin });
    expect(out.body.data).toEqual({ signOut: { sessionsEnded: 1 } });
    expect(setCookies(out.headers)[0]).toMatch(/^__Host-people-session=;.*Expires=Thu, 01 Jan 1970/);
    // A copy of the cookie taken before the sign-out no longer works.
    expect((await post(stack, VIEWER, {}, { cookie: pair, origin })).body.data).toEqual({ viewer: null });
  });

  it('refuses a POST that relies on the cookie from another origin, or with no origin at all (CSRF)', async () => {
    const { pair } = await cookieSignIn();
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      {},
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of refused) {
      const answer = await post(stack, SIGN_OUT, {}, { cookie: pair, ...headers });
      expect([answer.status, answer.body.code, answer.body.errors[0].extensions.code]).toEqual([
        403,
        'CSRF_REJECTED',
        'CSRF_REJECTED',
      ]);
    }
    // Uploads are multipart (a simple request a form on any site could send): refused the same way.
    const upload = await request(`${stack.gatewayUrl}/api/employees/1/avatar`, {
      method: 'POST',
      headers: { cookie: pair, origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--\r\n',
    });
    expect([upload.statusCode, ((await upload.body.json()) as { code: string }).code]).toEqual([403, 'CSRF_REJECTED']);
    // The session survived every refusal: nothing was signed out.
    expect((await post(stack, VIEWER, {}, { cookie: pair, origin })).body.data).toEqual({
      viewer: { email: 'admin@demo.be' },
    });
    expect((await post(stack, VIEWER, {}, { cookie: pair, 'sec-fetch-site': 'same-origin' })).body.data).toEqual({
      viewer: { email: 'admin@demo.be' },
    });
  });

  it('lets a bearer token through whatever its origin: partners send no cookie', async () => {
    const answer = await post(stack, SIGN_IN, { input: { email: 'admin@demo.be', password: 'demo' } });
    const token = answer.body.data.signIn.token as string;
    const out = await post(stack, SIGN_OUT, {}, { authorization: `Bearer ${token}` });
    expect(out.body.data).toEqual({ signOut: { sessionsEnded: 1 } });
  });
});

describe('security headers on every answer', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack(await demoPglite());
  });
  afterAll(() => stack.close());

  const get = async (url: string) =>
    await request(url, { headers: { accept: 'text/html' } }).then(async (r) => (await r.body.text(), r.headers));

  it('sends a CSP without inline scripts, no framing, nosniff and a same-origin referrer from the gateway', async () => {
    for (const path of ['/healthz', '/graphql?query=%7B__typename%7D', '/people']) {
      const headers = await get(`${stack.gatewayUrl}${path}`);
      const csp = String(headers['content-security-policy']);
      expect(csp.split(';').map((d) => d.trim())).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "script-src 'self'",
          "script-src-attr 'none'",
          "object-src 'none'",
          "base-uri 'none'",
          "frame-ancestors 'none'",
        ]),
      );
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect([headers['x-content-type-options'], headers['referrer-policy'], headers['x-frame-options']]).toEqual([
        'nosniff',
        'same-origin',
        'DENY',
      ]);
    }
  });

  it('sends the REST API a policy that lets nothing run or load', async () => {
    const headers = await get(`${stack.restUrl}/healthz`);
    expect([headers['content-security-policy'], headers['x-content-type-options'], headers['referrer-policy']]).toEqual(
      ["default-src 'none';frame-ancestors 'none'", 'nosniff', 'no-referrer'],
    );
  });
});
