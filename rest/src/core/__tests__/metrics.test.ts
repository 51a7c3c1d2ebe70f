// Where the REST API's /metrics is: on its own port in development and tests, never there in production
// (NODE_ENV=production, here `production: true`), where only the METRICS_PORT listener (listenMetrics) has it.
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { listenMetrics, registerMetrics, type MetricsOptions } from '../metrics';

// Over a real socket (light-my-request's inject loads an ESM-only cookie module jest cannot require).
async function metricsStatus(options: MetricsOptions) {
  const app = Fastify();
  registerMetrics(app, options);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const answer = await fetch(`${url}/metrics`);
  await answer.arrayBuffer();
  await app.close();
  return answer.status;
}

describe('the REST API /metrics', () => {
  it.each([
    ['development and tests: on the main port', { production: false }, 200],
    ['production: not on the main port', { production: true }, 404],
    ['production: not on the main port even when asked to serve it', { production: true, serve: true }, 404],
    ['development with METRICS_PORT: not on the main port', { production: false, serve: false }, 404],
  ])('%s', async (_title, options, status) => {
    expect(await metricsStatus(options)).toBe(status);
  });

  it('production has them on the METRICS_PORT listener', async () => {
    const registry = new Registry();
    registerMetrics(Fastify(), { registry, production: true });
    const internal = await listenMetrics(registry, 0, '127.0.0.1');
    const { port } = internal.server.address() as { port: number };
    const answer = await fetch(`http://127.0.0.1:${port}/metrics`);
    const text = await answer.text();
    await internal.close();
    expect([answer.status, text.includes('# TYPE http_request_duration_seconds')]).toEqual([200, true]);
  });
});
