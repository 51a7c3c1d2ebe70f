// Prometheus metrics of one REST API instance, in a registry of its own (tests build several apps in one process).
import Fastify, { type FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

export interface MetricsOptions {
  /** The registry to fill; main.ts passes one to serve it on METRICS_PORT. A new one when not given. */
  registry?: Registry;
  /** `/metrics` on this app's port (default on), outside production only; production serves it on METRICS_PORT. */
  serve?: boolean;
  /** Production (NODE_ENV=production unless given): never `/metrics` on this app's port, whatever `serve` says. */
  production?: boolean;
  /** Node's process metrics; off in tests, where each call adds observers no app close removes. */
  processMetrics?: boolean;
}

const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;
const MAX_ERROR_CODES = 100;

/** The `{ code }` of an error answer (errors.ts), as a bounded label: the spec's codes and Fastify's. */
function errorCode(payload: unknown, seen: Set<string>) {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return 'none';
  let code: unknown;
  try {
    code = (JSON.parse(payload) as { code?: unknown }).code;
  } catch {
    return 'none';
  }
  if (typeof code !== 'string' || !ERROR_CODE.test(code)) return 'other';
  if (!seen.has(code) && seen.size >= MAX_ERROR_CODES) return 'other';
  seen.add(code);
  return code;
}

/** Times every answer by route template (never the raw URL with ids and query) and counts error answers by code. */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions = {}) {
  const registry = options.registry ?? new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of the REST API answers, by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'rest_errors_total',
    help: 'Error answers of the REST API, by their code',
    labelNames: ['code', 'status'],
    registers: [registry],
  });
  const codes = new Set<string>();
  app.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode >= 400) errors.inc({ code: errorCode(payload, codes), status: String(reply.statusCode) });
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions?.url ?? '(unmatched)';
    duration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  const production = options.production ?? process.env.NODE_ENV === 'production';
  if (!production && (options.serve ?? true)) metricsRoute(app, registry);
  return registry;
}

function metricsRoute(app: FastifyInstance, registry: Registry) {
  app.get('/metrics', { schema: { hide: true } }, async (_, reply) =>
    reply.header('content-type', registry.contentType).send(await registry.metrics()),
  );
}

/** The internal listener production uses (METRICS_PORT): only /metrics, on a port partners cannot reach. */
export async function listenMetrics(registry: Registry, port: number, host: string) {
  const app = Fastify({ logger: false });
  metricsRoute(app, registry);
  await app.listen({ port, host });
  return app;
}
