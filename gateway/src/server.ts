import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { createApollo } from './apollo';
import { avatarProxyRoutes } from './avatarProxy';
import { bearerToken, createContext } from './context';
import { createRestPool } from './restClient';

export interface GatewayOptions {
  restUrl: string;
  /** The built web app (web/dist), served at `/` with index.html for every client route. */
  webDist?: string;
  /** The offline GraphiQL build (gateway/graphiql/dist), served at `/graphiql`. */
  graphiqlDist?: string;
  logger?: boolean;
}

const ROOT = join(__dirname, '..', '..');

export async function buildGateway(options: GatewayOptions) {
  const app = Fastify({ logger: options.logger ?? false });
  const pool = createRestPool(options.restUrl);
  const apollo = createApollo([fastifyApolloDrainPlugin(app)]);
  await apollo.start();
  await app.register(fastifyApollo(apollo), { context: async (request) => createContext(pool, bearerToken(request)) });

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
