import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { createApollo } from './apollo';
import { avatarProxyRoutes } from './avatarProxy';
import { bearerToken, createContext } from './context';
import { loggingOptions, type LoggerSetting } from './logging';
import { createGatewayMetrics, metricsRoute, type GatewayMetrics } from './metrics';
import { createRestPool } from './restClient';

export interface GatewayOptions {
  restUrl: string;
  /** The built web app (web/dist), served at `/` with index.html for every client route. */
  webDist?: string;
  /** The offline GraphiQL build (gateway/graphiql/dist), served at `/graphiql`. */
  graphiqlDist?: string;
  /** JSON lines at a level, to stdout or a stream (tests); off when not given. */
  logger?: LoggerSetting;
  /** The metrics of this app; main.ts passes them to serve them on METRICS_PORT. */
  metrics?: GatewayMetrics;
  /** `/metrics` on this app's port: development and tests; production serves them on METRICS_PORT instead. */
  serveMetrics?: boolean;
}

const ROOT = join(__dirname, '..', '..');

export async function buildGateway(options: GatewayOptions) {
  const app = Fastify(loggingOptions(options.logger));
  const metrics = options.metrics ?? createGatewayMetrics();
  metrics.instrument(app);
  // The request id (the caller's valid x-request-id or a new one) answers back, so a page load can be followed.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (options.serveMetrics ?? true) metricsRoute(app, metrics.registry);
  const pool = createRestPool(options.restUrl);
  const apollo = createApollo([fastifyApolloDrainPlugin(app), metrics.plugin()]);
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    context: async (request) => createContext(pool, bearerToken(request), { requestId: request.id, log: request.log, metrics }),
  });

  await app.register(avatarProxyRoutes, { pool });

  app.get('/healthz', async (_, reply) => {
    const rest = await pool.request({ method: 'GET', path: '/healthz' }).then(
      async (r) => (await r.body.text(), r.statusCode === 200),
      () => false,
    );
    return reply.status(rest ? 200 : 503).send({ ok: rest, rest });
  });

  const graphiqlDist = options.graphiqlDist ?? join(ROOT, 'gateway', 'graphiql', 'dist');
  if (existsSync(graphiqlDist)) {
    await app.register(fastifyStatic, { root: graphiqlDist, prefix: '/graphiql/', decorateReply: false });
    app.get('/graphiql', (_, reply) => reply.redirect('/graphiql/'));
  }
  const webDist = options.webDist ?? join(ROOT, 'web', 'dist');
  if (existsSync(webDist)) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false });
    // Client-side routes (/people/…): the app's shell answers, the router takes it from there.
    app.setNotFoundHandler((request, reply) =>
      request.method === 'GET' && !request.url.startsWith('/graphql') && request.headers.accept?.includes('text/html')
        ? reply.sendFile('index.html')
        : reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' }),
    );
  }
  app.addHook('onClose', async () => {
    await pool.close();
  });
  return app;
}
