// Persisted queries by id, free-form text refused in production except from partners, and the web app's
// files compressed with a year's cache for hashed assets. The REST API is never reached: `{ __typename }` needs none.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gunzipSync } from 'node:zlib';
import { request } from 'undici';
import { buildGateway } from '@people/gateway/core/server';
import {
  PERSISTED_CODES,
  persistedOperation,
  persistedOperations,
  tokenDigest,
} from '@people/gateway/core/persistedQueries';

const queries = { abc123: 'query Typename { __typename }' };
const PARTNER = 'partner-token-1';

// Over a real socket (light-my-request's inject loads an ESM-only cookie module jest cannot require).
async function gateway(persistedOnly: boolean, webDist?: string) {
  const app = await buildGateway({
    restUrl: 'http://127.0.0.1:1',
    redisUrl: 'off',
    webDist,
    persistedQueries: { queries, persistedOnly, partnerTokenDigests: [tokenDigest(PARTNER)] },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (path: string, headers: Record<string, string>) => {
    const response = await request(`${url}${path}`, { headers });
    const body = Buffer.from(await response.body.arrayBuffer());
    return { statusCode: response.statusCode, headers: response.headers, size: body.length, body };
  };
  return { url, get, close: () => app.close() };
}

async function post(app: Awaited<ReturnType<typeof gateway>>, body: unknown, token?: string) {
  const response = await request(`${app.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.body.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
  return [response.statusCode, json.data ?? json.errors?.[0]?.extensions?.code];
}

describe('persisted queries', () => {
  it('answers a persisted id with its text, and refuses an unknown id', async () => {
    const app = await gateway(true);
    try {
      expect(await post(app, { documentId: 'abc123', variables: {} })).toEqual([200, { __typename: 'Query' }]);
      expect(await post(app, { documentId: 'nope' })).toEqual([400, PERSISTED_CODES.notFound]);
    } finally {
      await app.close();
    }
  });

  it('refuses free-form text in production unless the token is a partner', async () => {
    const app = await gateway(true);
    try {
      expect(await post(app, { query: '{ __typename }' })).toEqual([400, PERSISTED_CODES.required]);
      expect(await post(app, { query: '{ __typename }' }, 'someone-else')).toEqual([400, PERSISTED_CODES.required]);
      expect(await post(app, { query: '{ __typename }' }, PARTNER)).toEqual([200, { __typename: 'Query' }]);
    } finally {
      await app.close();
    }
  });

  it('takes free-form text in development and tests (GraphiQL)', async () => {
    const app = await gateway(false);
    try {
      expect(await post(app, { query: '{ __typename }' })).toEqual([200, { __typename: 'Query' }]);
    } finally {
      await app.close();
    }
  });

  it('finds the web app operations by name in the persisted map', () => {
    expect(persistedOperations(queries)).toEqual([{ id: 'abc123', name: 'Typename', text: queries.abc123 }]);
    expect(persistedOperation('Typename', queries).id).toEqual('abc123');
  });
});

describe('static files of the web app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), `<!doctype html><title>app</title>${' '.repeat(2000)}`);
  writeFileSync(join(dist, 'assets', 'index-Bx9_k2Lq.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);

  it('serves hashed assets compressed with a year-long immutable cache, index.html revalidated', async () => {
    const app = await gateway(false, dist);
    try {
      const asset = await app.get('/assets/index-Bx9_k2Lq.js', { 'accept-encoding': 'br, gzip' });
      const gzip = await app.get('/assets/index-Bx9_k2Lq.js', { 'accept-encoding': 'gzip' });
      const index = await app.get('/', { 'accept-encoding': 'gzip' });
      const route = await app.get('/people/1', { accept: 'text/html', 'accept-encoding': 'br' });
      expect([
        asset.statusCode,
        asset.headers['content-encoding'],
        asset.headers['cache-control'],
        asset.size < 5000,
      ]).toEqual([200, 'br', 'public, max-age=31536000, immutable', true]);
      expect(gzip.headers['content-encoding']).toEqual('gzip');
      expect([index.headers['cache-control'], index.headers['content-encoding']]).toEqual(['no-cache', 'gzip']);
      expect([route.statusCode, route.headers['cache-control']]).toEqual([200, 'no-cache']);
    } finally {
      await app.close();
    }
  });

  it("sends the precompressed sibling the build wrote as it is, with the file's own cache", async () => {
    const precompressed = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(precompressed, 'assets'));
    const source = `console.log(${JSON.stringify('y'.repeat(5000))});`;
    writeFileSync(join(precompressed, 'assets', 'app-Cq1_x9Zk.js'), source);
    const best = brotliCompressSync(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    writeFileSync(join(precompressed, 'assets', 'app-Cq1_x9Zk.js.br'), best);
    const app = await gateway(false, precompressed);
    try {
      const asset = await app.get('/assets/app-Cq1_x9Zk.js', { 'accept-encoding': 'br, gzip' });
      const gzip = await app.get('/assets/app-Cq1_x9Zk.js', { 'accept-encoding': 'gzip' });
      expect([
        asset.statusCode,
        asset.headers['content-encoding'],
        asset.headers['cache-control'],
        asset.headers.vary,
        asset.body.equals(best),
      ]).toEqual([200, 'br', 'public, max-age=31536000, immutable', expect.stringContaining('accept-encoding'), true]);
      // No .gz sibling: compressed on the fly, as before.
      expect([gzip.headers['content-encoding'], gunzipSync(gzip.body).toString()]).toEqual(['gzip', source]);
    } finally {
      await app.close();
    }
  });
});
