import { createGatewayMetrics, listenMetrics } from './core/metrics';
import { buildGateway, graphiqlFromEnv } from './core/server';
import { deploymentRedisPrefix } from '@people/platform/counterStore';
import { readinessDrainMs, stopOnSignals } from '@people/platform/lifecycle';

async function main() {
  const restUrl = process.env.REST_URL ?? `http://127.0.0.1:${process.env.REST_PORT ?? 4001}`;
  const host = process.env.HOST ?? '127.0.0.1';
  // With METRICS_PORT (docker-compose sets it) /metrics lives on that internal port only, out of partners' reach
  // whatever token they hold; without it, development (npm start) has it on the main port and production nowhere.
  const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : null;
  const production = process.env.NODE_ENV === 'production';
  const graphiql = graphiqlFromEnv(production);
  const metrics = createGatewayMetrics({ processMetrics: true });
  // The deployment's Redis keys: REDIS_PREFIX, or derived from the REST API this gateway serves.
  const redisPrefix = deploymentRedisPrefix(restUrl);
  const app = await buildGateway({
    restUrl,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    metrics,
    serveMetrics: metricsPort === null,
    production,
    graphiql,
    redisPrefix,
  });
  const port = Number(process.env.PORT ?? 4000);
  await app.listen({ port, host });
  const metricsApp =
    metricsPort === null ? null : await listenMetrics(metrics.registry, metricsPort, process.env.METRICS_HOST ?? host);
  console.log(
    `gateway: http://localhost:${port} (GraphQL at /graphql${graphiql ? ', GraphiQL at /graphiql' : ''}), REST at ${restUrl}`,
  );
  // SIGTERM: /readyz answers 503 at once, the server closes READINESS_DRAIN_MS later (platform/src/lifecycle.ts).
  stopOnSignals(app.readiness, readinessDrainMs(), async () => {
    await app.close();
    await metricsApp?.close();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
