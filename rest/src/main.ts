import { Registry } from 'prom-client';
import { buildApp } from './app';
import { today } from './core/clock';
import { databaseIdentity, MigrationsPending, openDatabase } from './core/database';
import { demoDataDecision, holdsDemoData, isProduction } from './core/demoData';
import { deploymentRedisPrefix } from '@people/platform/counterStore';
import { readinessDrainMs, stopOnSignals } from '@people/platform/lifecycle';
import { startHousekeeping } from './core/housekeeping';
import { loggerOptions } from '@people/platform/logging';
import { listenMetrics } from './core/metrics';
import { seedDemo } from './seed/demo';
import { lazyCompilers } from './core/serializers';
import type { Db } from './core/db';

/** The demo companies, where demoData.ts allows them; production only says so when a database already holds them. */
async function loadDemoData(db: Db) {
  const demo = demoDataDecision();
  if (demo.warning) console.warn(demo.warning);
  if (demo.load) {
    if (await seedDemo(db, today())) console.log('rest: demo data loaded');
  } else if (isProduction() && (await holdsDemoData(db))) {
    console.warn(
      'rest: this database holds the demo companies, whose accounts sign in with the password "demo": remove them',
    );
  }
}

async function main() {
  const db = await openDatabase();
  await loadDemoData(db);
  // With METRICS_PORT (docker-compose sets it) /metrics lives on that internal port only; without it, development
  // (npm start) has it on the main port and production (NODE_ENV=production) nowhere (metrics.ts).
  const metricsPort = process.env.METRICS_PORT ? Number(process.env.METRICS_PORT) : null;
  const registry = new Registry();
  // Each route's request validator and response serializer is compiled on its first use (serializers.ts), so a
  // start compiles none of the ~390 (about 3 s of CPU instead of 11: faster rolling restarts and scale-out).
  // `npm run generate`, which every build runs, compiles them all, so a schema that does not compile fails the build.
  const app = await buildApp(
    db,
    { logger: loggerOptions({ level: process.env.LOG_LEVEL ?? 'info' }), schemaController: lazyCompilers() },
    { registry, serve: metricsPort === null, processMetrics: true },
    { redisPrefix: deploymentRedisPrefix(databaseIdentity()), demoSignIns: !isProduction() },
  );
  const port = Number(process.env.REST_PORT ?? 4001);
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen({ port, host });
  const metricsApp =
    metricsPort === null ? null : await listenMetrics(registry, metricsPort, process.env.METRICS_HOST ?? host);
  console.log(`rest: listening on http://127.0.0.1:${port} (${db.kind})`);
  const stopHousekeeping = startHousekeeping(db, (message) => app.log.info(message));
  // SIGTERM: /readyz answers 503 at once, the server closes READINESS_DRAIN_MS later (platform/src/lifecycle.ts).
  stopOnSignals(app.readiness, readinessDrainMs(), async () => {
    stopHousekeeping();
    await app.close();
    await metricsApp?.close();
    await db.close();
  });
}

main().catch((error) => {
  // Pending migrations are the operator's to run: one clear line, no stack.
  console.error(error instanceof MigrationsPending ? error.message : error);
  process.exit(1);
});
