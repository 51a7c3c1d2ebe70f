import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyRequest } from 'fastify';
import { createApollo } from './apollo';
import { closeDeadline, shutdownGraceMs } from '@people/platform/closeDeadline';
import { READY_DEADLINE_MS, serveProbes } from '@people/platform/lifecycle';
import {
  boundJsonDepth,
  jsonDeeperThan,
  jsonTooDeep,
  serverTimeoutOptions,
  type ServerTimeouts,
} from '@people/platform/requestBounds';
import { trustProxyFromEnv, type TrustProxy } from '@people/platform/trustProxy';
import { refuseAbsoluteTargets } from '@people/platform/requestTarget';
import { createCounterStore } from '@people/platform/counterStore';
import { LIMIT_CODES, DEFAULT_LIMITS, tokenCheck, type QueryLimits } from './queryLimits';
import { DEFAULT_RATE_PER_MINUTE, rateBudget } from './rateBudget';
import { knownTokens } from './tokenCheck';
import { avatarProxyRoutes } from '../profile/avatarProxy';
import { exportProxyRoutes } from './exportProxy';
import { documentProxyRoutes } from '../documents/proxy';
import { contractPdfProxyRoutes } from '../contracts/pdfProxy';
import { createContext } from './context';
import { loggingOptions, type LoggerSetting } from '@people/platform/logging';
import { createGatewayMetrics, metricsRoute, type GatewayMetrics } from './metrics';
import { DEFAULT_REST_DEADLINE_MS, createRestPool } from './restClient';
import { persistedQueryHook, type PersistedQueryOptions } from './persistedQueries';
import { GRAPHQL_PATH, isGraphqlRequest } from './requestTarget';
import { securityHeaders } from './securityHeaders';
import {
  bearerToken,
  browserSessions,
  serveSessions,
  sessionCookieOptions,
  type SessionCookieOptions,
} from './session';
import { workspaceDir } from '@people/platform/workspaceDir';

export interface GatewayOptions {
  restUrl: string;
  /** The built web app (web/dist), served at `/` with index.html for every client route. */
  webDist?: string;
  /** The offline GraphiQL build (gateway/graphiql/dist), served at `/graphiql` when `graphiql` is on. */
  graphiqlDist?: string;
  /**
   * Production (NODE_ENV=production unless given): `/metrics` is never on this app's port, whatever `serveMetrics`
   * says (main.ts serves it on METRICS_PORT), and GraphiQL is off unless `graphiql` switches it on.
   */
  production?: boolean;
  /** GraphiQL at `/graphiql`: GRAPHIQL=true or false, else on in development and tests, off in production. */
  graphiql?: boolean;
  /** JSON lines at a level, to stdout or a stream (tests); off when not given. */
  logger?: LoggerSetting;
  /** The metrics of this app; main.ts passes them to serve them on METRICS_PORT. */
  metrics?: GatewayMetrics;
  /** `/metrics` on this app's port (default on), outside production only; production serves them on METRICS_PORT. */
  serveMetrics?: boolean;
  /** The query limits (tests lower them); DEFAULT_LIMITS otherwise. */
  limits?: Partial<QueryLimits>;
  /** REST calls one token may spend per minute (RATE_BUDGET_PER_MINUTE); DEFAULT_RATE_PER_MINUTE otherwise. */
  ratePerMinute?: number;
  /** Redis for the rate budget (REDIS_URL, default the local server; `off`: in-process). */
  redisUrl?: string;
  /** Before every Redis key: main.ts passes the deployment's, tests each gateway group its own; without it the keys are this app's own. */
  redisPrefix?: string;
  /** How long one GraphQL request waits for the REST API in all (REST_DEADLINE_MS). */
  restDeadlineMs?: number;
  /** Origins besides the app's own that may call /graphql from a browser (PARTNER_ORIGINS, comma-separated). */
  partnerOrigins?: string[];
  /** Whether one HTTP request may carry a JSON array of operations; off by default. */
  batching?: boolean;
  /** The persisted queries of the web app and who may still send free-form ones. */
  persistedQueries?: PersistedQueryOptions;
  /** The browser's session cookie (SESSION_COOKIE_SECURE); Secure unless told otherwise. */
  sessionCookie?: SessionCookieOptions;
  /** How long a client may take to send a request (tests shorten them). */
  timeouts?: Partial<ServerTimeouts>;
  /**
   * Whose x-forwarded-for names the caller (TRUST_PROXY; none by default, the gateway being the public door). Behind a
   * load balancer or an Ingress, the caller's address is what the sign-in throttle and the anonymous rate budget count.
   */
  trustProxy?: TrustProxy;
}

/** Whether GraphiQL is served: GRAPHIQL=true or false when set, otherwise outside production only. */
export function graphiqlFromEnv(production: boolean, env: Record<string, string | undefined> = process.env): boolean {
  return env.GRAPHIQL === 'true' || (env.GRAPHIQL !== 'false' && !production);
}

const envList = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
const envNumber = (value: string | undefined) => (value && Number.isFinite(Number(value)) ? Number(value) : undefined);

/** The app's own origin (the page the gateway served: same host) or one configured for partners. */
export function originAllowed(request: Pick<FastifyRequest, 'headers'>, partnerOrigins: string[]) {
  const origin = request.headers.origin;
  if (!origin) return true; // not a browser's cross-origin call: curl, a partner's server, the same page on some browsers
  if (partnerOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/** An answer refused before Apollo parses the query: the shape of a GraphQL error answer, with its cost. */
function refusal(code: string, message: string) {
  return {
    errors: [{ message, extensions: { code } }],
    extensions: { cost: { requestedQueryCost: 0, actualQueryCost: 0, throttleStatus: null } },
  };
}

/**
 * Vite names every file under assets/ by its content hash, so a browser keeps it for a year without asking;
 * index.html (which names the current hashes) and the other files are revalidated on every load. `path` may be the
 * file's precompressed sibling (`.br`, `.gz`): the cache is the file's.
 */
export function webCacheHeaders(reply: { header(name: string, value: string): unknown }, path: string) {
  const hashed = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/.test(path);
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const ROOT = join(workspaceDir(__dirname), '..');

/** How long /healthz waits for the REST API's: a probe's own timeout is usually a few seconds. */
export const HEALTH_DEADLINE_MS = 1_000;

export async function buildGateway(options: GatewayOptions) {
  const production = options.production ?? process.env.NODE_ENV === 'production';
  const app = Fastify({
    ...loggingOptions(options.logger),
    ...serverTimeoutOptions(options.timeouts),
    trustProxy: options.trustProxy ?? trustProxyFromEnv(process.env.TRUST_PROXY, false),
  });
  boundJsonDepth(app);
  closeDeadline(app, shutdownGraceMs());
  refuseAbsoluteTargets(app, (code, message) => ({ code, message }));
  const metrics = options.metrics ?? createGatewayMetrics();
  metrics.instrument(app);
  // The request id (the caller's valid x-request-id or a new one) answers back, so a page load can be followed.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await securityHeaders(app);
  if (!production && (options.serveMetrics ?? true)) metricsRoute(app, metrics.registry);
  // Brotli or gzip (as the browser asks) for the web app's files and the GraphQL answers over 1 KB.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const pool = createRestPool(options.restUrl);
  const limits: QueryLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const store = await createCounterStore({ url: options.redisUrl, prefix: options.redisPrefix });
  const budget = rateBudget(
    store,
    options.ratePerMinute ?? envNumber(process.env.RATE_BUDGET_PER_MINUTE) ?? DEFAULT_RATE_PER_MINUTE,
  );
  const deadlineMs = options.restDeadlineMs ?? envNumber(process.env.REST_DEADLINE_MS) ?? DEFAULT_REST_DEADLINE_MS;
  const partnerOrigins = options.partnerOrigins ?? envList(process.env.PARTNER_ORIGINS);
  const sessions = browserSessions(options.sessionCookie ?? sessionCookieOptions());
  await app.register(fastifyCookie);
  // A refusal both the web app's GraphQL client and its file requests read.
  serveSessions(app, sessions, (code, message) => ({ code, message, ...refusal(code, message) }));

  // CORS: browsers may call /graphql from the app's own origin and the partners' configured ones only.
  await app.register(fastifyCors, {
    delegator: (request, callback) =>
      callback(null, { origin: originAllowed(request, partnerOrigins), credentials: false, maxAge: 600 }),
  });
  // A persisted query's id becomes its text before the limits below read it; production refuses free-form text.
  app.addHook(
    'preHandler',
    persistedQueryHook(
      { partnerTokenDigests: envList(process.env.PARTNER_TOKEN_SHA256), ...options.persistedQueries },
      bearerToken,
      (reply, status, code, message) => reply.status(status).send(refusal(code, message)),
    ),
  );
  // Refused before Apollo parses anything: another site's page, a batch of operations, a text of too many tokens.
  const tooManyTokens = tokenCheck(limits.maxTokens);
  app.addHook('preHandler', async (request, reply) => {
    if (!isGraphqlRequest(request)) return;
    if (!originAllowed(request, partnerOrigins)) {
      return reply
        .status(403)
        .send(refusal('ORIGIN_NOT_ALLOWED', `The origin ${request.headers.origin} may not call this API.`));
    }
    if (Array.isArray(request.body) && !options.batching) {
      return reply
        .status(400)
        .send(refusal(LIMIT_CODES.batch, 'One operation per HTTP request: send the operations one by one.'));
    }
    // A GET's variables are JSON that Apollo parses itself: the same bound as a body's.
    const { variables } = request.method === 'GET' ? (request.query as { variables?: unknown }) : {};
    if (typeof variables === 'string' && jsonDeeperThan(variables)) {
      const { code, message } = jsonTooDeep();
      return reply.status(400).send(refusal(code, message));
    }
    const source =
      request.method === 'GET'
        ? (request.query as { query?: unknown }).query
        : (request.body as { query?: unknown } | null)?.query;
    const tooLong = typeof source === 'string' ? tooManyTokens(source) : null;
    if (tooLong) return reply.status(400).send(refusal(LIMIT_CODES.tokens, tooLong.message));
  });

  const apollo = createApollo(
    [fastifyApolloDrainPlugin(app), metrics.plugin()],
    { limits, budget, tokens: knownTokens() },
    { batching: options.batching },
  );
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    context: async (request, reply) =>
      createContext(pool, request.sessionToken, {
        requestId: request.id,
        log: request.log,
        metrics,
        clientAddress: request.ip,
        deadlineMs,
        session: sessions.of(reply),
        tokenFrom: request.sessionToken === null ? undefined : bearerToken(request) ? 'bearer' : 'cookie',
      }),
  });

  await app.register(avatarProxyRoutes, { pool });
  await app.register(exportProxyRoutes, { pool });
  // A document's file, uploaded and downloaded.
  await app.register(documentProxyRoutes, { pool });
  await app.register(contractPdfProxyRoutes, { pool });

  app.get('/healthz', async (_, reply) => {
    // Its own short deadline: a stalled REST API makes this answer 503 at once, not after the pool's timeouts.
    const rest = await pool
      .request({
        method: 'GET',
        path: '/healthz',
        signal: AbortSignal.timeout(HEALTH_DEADLINE_MS),
        headersTimeout: HEALTH_DEADLINE_MS,
        bodyTimeout: HEALTH_DEADLINE_MS,
      })
      .then(
        async (r) => (await r.body.text(), r.statusCode === 200),
        () => false,
      );
    return reply.status(rest ? 200 : 503).send({ ok: rest, rest });
  });
  // /livez and /readyz: ready while the REST API's /readyz says 200 within READY_DEADLINE_MS, and not once SIGTERM came.
  serveProbes(app, async (signal) => {
    const answer = await pool.request({
      method: 'GET',
      path: '/readyz',
      signal,
      headersTimeout: READY_DEADLINE_MS,
      bodyTimeout: READY_DEADLINE_MS,
    });
    await answer.body.text();
    return answer.statusCode === 200;
  });

  const graphiqlDist = options.graphiqlDist ?? join(ROOT, 'gateway', 'graphiql', 'dist');
  if ((options.graphiql ?? graphiqlFromEnv(production)) && existsSync(graphiqlDist)) {
    await app.register(fastifyStatic, { root: graphiqlDist, prefix: '/graphiql/', decorateReply: false });
    app.get('/graphiql', (_, reply) => reply.redirect('/graphiql/'));
  }
  const webDist = options.webDist ?? join(ROOT, 'web', 'dist');
  if (existsSync(webDist)) {
    // The build writes each file also brotli'd and gzipped at their best (web/vite.config.ts `precompress`): those are
    // sent as they are; @fastify/compress compresses only what has no such sibling.
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: webCacheHeaders,
    });
    // Client-side routes (/people/…): the app's shell answers, the router takes it from there.
    app.setNotFoundHandler((request, reply) =>
      request.method === 'GET' && !request.url.startsWith(GRAPHQL_PATH) && request.headers.accept?.includes('text/html')
        ? reply.sendFile('index.html')
        : reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found' }),
    );
  }
  app.addHook('onClose', async () => {
    await pool.close();
    // What the budget charged without waiting reaches Redis before the connection goes.
    await budget.flush();
    await store.close();
  });
  return app;
}
