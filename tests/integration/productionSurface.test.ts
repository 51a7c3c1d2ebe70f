// What a production gateway (NODE_ENV=production, here `production: true`) shows on its public port: no /metrics
// (only METRICS_PORT's own listener has them) and no GraphiQL unless switched on (GRAPHIQL=true, here `graphiql`);
// development and tests keep both. The REST API is never reached.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { createGatewayMetrics, listenMetrics } from '@people/gateway/core/metrics';
import { buildGateway, graphiqlFromEnv, type GatewayOptions } from '@people/gateway/core/server';

function dist(title: string) {
  const folder = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(folder, 'index.html'), `<!doctype html><title>${title}</title>`);
  return folder;
}

const graphiqlDist = dist('GraphiQL');
const webDist = dist('People');

// Over a real socket (light-my-request's inject loads an ESM-only cookie module jest cannot require).
async function gateway(options: Partial<GatewayOptions>) {
  const app = await buildGateway({ restUrl: 'http://127.0.0.1:1', redisUrl: 'off', graphiqlDist, webDist, ...options });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (path: string, accept = 'text/html') => {
    const response = await request(`${url}${path}`, { headers: { accept } });
    return {
      status: response.statusCode,
      type: String(response.headers['content-type']),
      body: await response.body.text(),
    };
  };
  return { get, close: () => app.close() };
}

const isMetrics = (answer: { status: number; body: string }) =>
  answer.status === 200 && answer.body.includes('# TYPE http_request_duration_seconds');
const isGraphiql = (answer: { status: number; body: string }) =>
  answer.status === 200 && answer.body.includes('<title>GraphiQL</title>');

describe('the public port of a production gateway', () => {
  it('serves no /metrics, even when asked to, and no GraphiQL', async () => {
    const app = await gateway({ production: true, serveMetrics: true });
    try {
      for (const accept of ['text/plain', 'text/html', '*/*'])
        expect(isMetrics(await app.get('/metrics', accept))).toBe(false);
      expect(isGraphiql(await app.get('/graphiql/'))).toBe(false);
      expect(isGraphiql(await app.get('/graphiql/index.html'))).toBe(false);
      expect((await app.get('/graphiql', 'application/json')).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('serves GraphiQL when it is switched on (GRAPHIQL=true)', async () => {
    const app = await gateway({ production: true, graphiql: true });
    try {
      expect(isGraphiql(await app.get('/graphiql/'))).toBe(true);
      expect(isMetrics(await app.get('/metrics', 'text/plain'))).toBe(false);
    } finally {
      await app.close();
    }
  });

  it('has its metrics on the METRICS_PORT listener only', async () => {
    const metrics = createGatewayMetrics();
    const app = await gateway({ production: true, metrics });
    const internal = await listenMetrics(metrics.registry, 0, '127.0.0.1');
    try {
      await app.get('/healthz', 'application/json');
      const address = internal.server.address() as { port: number };
      const answer = await request(`http://127.0.0.1:${address.port}/metrics`);
      expect([answer.statusCode, (await answer.body.text()).includes('# TYPE http_request_duration_seconds')]).toEqual([
        200,
        true,
      ]);
      expect(isMetrics(await app.get('/metrics', 'text/plain'))).toBe(false);
    } finally {
      await app.close();
      await internal.close();
    }
  });
});

describe('development and tests', () => {
  it('keep /metrics on the main port and GraphiQL', async () => {
    const app = await gateway({ production: false });
    try {
      expect(isMetrics(await app.get('/metrics', 'text/plain'))).toBe(true);
      expect(isGraphiql(await app.get('/graphiql/'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it.each([
    ['development, GRAPHIQL unset', false, undefined, true],
    ['production, GRAPHIQL unset', true, undefined, false],
    ['production, GRAPHIQL=true', true, 'true', true],
    ['development, GRAPHIQL=false', false, 'false', false],
  ])('GraphiQL from the environment: %s', (_title, production, value, expected) => {
    expect(graphiqlFromEnv(production, { GRAPHIQL: value })).toBe(expected);
  });
});
