// Prometheus metrics of one gateway instance, in a registry of its own (tests build several gateways in one process).
// Operation names come from partners: labels take only well-formed names, and only the first MAX_NAMES of them.
import type { ApolloServerPlugin } from '@apollo/server';
import Fastify, { type FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Context } from './context';
import { requestFields } from '@people/platform/logging';
import type { RestCall } from './restClient';

export const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;
/** Distinct values one label keeps; later ones count as "other". */
export const MAX_NAMES = 200;

/** A label whose values are bounded: well-formed, and no more than `max` distinct ones per process. */
export function boundedLabel(pattern: RegExp, max = MAX_NAMES) {
  const seen = new Set<string>();
  return (value: string | null | undefined, missing: string) => {
    if (!value) return missing;
    if (!pattern.test(value)) return 'other';
    if (!seen.has(value)) {
      if (seen.size >= max) return 'other';
      seen.add(value);
    }
    return value;
  };
}

/**
 * The REST API's route (`/api/employees/:id`, as its own metrics name it) for a path template of its OpenAPI document
 * (`/api/employees/{id}`): a few dozen templates, each rewritten once.
 */
export function restRoute(template: string) {
  let route = restRoutes.get(template);
  if (route === undefined) restRoutes.set(template, (route = template.replace(/\{([^}]+)\}/g, ':$1')));
  return route;
}
const restRoutes = new Map<string, string>();

export type GatewayMetrics = ReturnType<typeof createGatewayMetrics>;

export function createGatewayMetrics(options: { processMetrics?: boolean } = {}) {
  const registry = new Registry();
  // Off in tests: each call adds observers to the process that no app close removes.
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const operation = boundedLabel(OPERATION_NAME);
  const errorCode = boundedLabel(ERROR_CODE, 50);
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of the HTTP requests the gateway answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const operations = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Duration of GraphQL operations, by operation name and type',
    labelNames: ['operation', 'type'],
    registers: [registry],
  });
  const restCalls = new Histogram({
    name: 'graphql_operation_rest_calls',
    help: 'REST calls one GraphQL operation cost, by operation name',
    labelNames: ['operation'],
    buckets: [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144],
    registers: [registry],
  });
  const batches = new Histogram({
    name: 'graphql_dataloader_batch_size',
    help: 'Keys per DataLoader batch, by loader name',
    labelNames: ['loader'],
    buckets: [1, 2, 5, 10, 20, 50, 100],
    registers: [registry],
  });
  const errors = new Counter({
    name: 'graphql_errors_total',
    help: 'Errors in GraphQL answers, by extensions.code',
    labelNames: ['code'],
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'gateway_rest_call_duration_seconds',
    help: 'Duration of the REST API calls the gateway made, by method, path template and status',
    labelNames: ['method', 'path', 'status'],
    registers: [registry],
  });

  return {
    registry,
    operationLabel: (name: string | null | undefined) => operation(name, 'anonymous'),
    batch: (loader: string, size: number) => batches.observe({ loader }, size),
    restCall: (call: RestCall) =>
      upstream.observe(
        { method: call.method, path: restRoute(call.template), status: String(call.status) },
        call.seconds,
      ),
    /** Times every answer by route template (never the raw URL). */
    instrument(app: FastifyInstance) {
      app.addHook('onResponse', async (request, reply) => {
        const { method, route } = requestFields(request);
        http.observe(
          { method, route: route ?? '(unmatched)', status: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
      });
    },
    /** Per GraphQL operation: its duration, the REST calls it cost, the codes of its errors. */
    plugin(): ApolloServerPlugin<Context> {
      return {
        async requestDidStart() {
          const started = performance.now();
          return {
            async didEncounterErrors({ errors: found }) {
              // Apollo adds INTERNAL_SERVER_ERROR to an unexpected error only when it formats the answer.
              for (const error of found)
                errors.inc({ code: errorCode(error.extensions?.code as string | undefined, 'INTERNAL_SERVER_ERROR') });
            },
            async willSendResponse({ contextValue, operation: document, operationName }) {
              const name = operation(operationName, 'anonymous');
              const seconds = (performance.now() - started) / 1000;
              const type = document?.operation ?? 'unknown';
              const calls = contextValue.rest?.calls ?? 0;
              operations.observe({ operation: name, type }, seconds);
              restCalls.observe({ operation: name }, calls);
              contextValue.log?.info(
                {
                  operation: name,
                  operationType: type,
                  restCalls: calls,
                  durationMs: Math.round(seconds * 10_000) / 10,
                },
                'graphql operation',
              );
            },
          };
        },
      };
    },
  };
}

/** `/metrics` on this app, in Prometheus' text format. */
export function metricsRoute(app: FastifyInstance, registry: Registry) {
  app.get('/metrics', async (_, reply) =>
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
