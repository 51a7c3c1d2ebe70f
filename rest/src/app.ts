import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import formbody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import { registerAudit } from './core/audit';
import { authenticate } from './core/auth';
import type { Db } from './core/db';
import { errorHandler, notFound } from './core/errors';
import { dateFormatsPlugin, inputRules, responseDateFormats } from './core/inputRules';
import { registerIdempotency } from './core/idempotency';
import { refuseWritesInReadOnlyMode } from './core/readOnly';
import { auditLogRoutes } from './history/auditLog';
import { requestLogging } from '@people/platform/logging';
import { registerMetrics, type MetricsOptions } from './core/metrics';
import { authRoutes, sessionRoutes } from './auth/routes';
import { employeeRoutes } from './profile/employees';
import { organisationRoutes } from './people/organisation';
import { activityRoutes } from './history/activity';
import { assetRoutes } from './linked/assets';
import { avatarFileRoutes, avatarUploadRoutes } from './profile/avatars';
import { documentChangeRoutes } from './documents/changes';
import { documentFileRoutes } from './documents/files';
import { fleetRoutes } from './linked/fleet';
import { contractRoutes } from './contracts/routes';
import { dimonaRoutes } from './dimona/routes';
import { documentRoutes } from './documents/routes';
import { employeeLifecycleRoutes } from './people/lifecycle';
import { employeeRelationRoutes } from './profile/relations';
import { integrationLinkRoutes } from './profile/integrationLinks';
import { selfserviceInviteRoutes } from './profile/selfserviceInvites';
import { selfservicePincodeRoutes } from './profile/selfservicePincodes';
import { seniorityRoutes } from './profile/seniority';
import { trainingRoutes } from './linked/trainings';
import { daysOffChangeRoutes } from './daysOff/changes';
import { daysOffCompanyDayRoutes } from './daysOff/companyDays';
import { daysOffReadRoutes } from './daysOff/reads';
import { daysOffRequestRoutes } from './daysOff/requests';
import { leaveRequestDecisionRoutes } from './daysOff/leaveRequestDecisions';
import { leaveRequestReadRoutes } from './daysOff/leaveRequests';
import { daysOffSettingsChangeRoutes } from './daysOffSettings/changes';
import { daysOffSettingsRoutes } from './daysOffSettings/routes';
import { verzuimChangeRoutes } from './verzuim/changes';
import { verzuimRoutes } from './verzuim/routes';
import { wageRoutes } from './wage/routes';
import { workflowRoutes } from './workflows/routes';
import { workflowTaskRoutes } from './workflows/tasks';
import { workflowTemplateItemRoutes } from './workflows/templateItems';
import { workflowTemplateRoutes } from './workflows/templates';
import { budgetChangeRoutes } from './budgets/changes';
import { budgetRoutes } from './budgets/routes';
import { commuteRoutes } from './commutes/routes';
import { softwareLicenseRoutes } from './software/licenses';
import { softwareProductRoutes } from './software/products';
import { performanceEvaluationChangeRoutes } from './reviews/changes';
import { performanceEvaluationRoutes } from './reviews/routes';
import { sharedSchemas } from './core/schemas';
import { closeDeadline, shutdownGraceMs } from '@people/platform/closeDeadline';
import { serveProbes } from '@people/platform/lifecycle';
import { boundJsonDepth, serverTimeoutOptions } from '@people/platform/requestBounds';
import { refuseAbsoluteTargets } from '@people/platform/requestTarget';
import { createCounterStore } from '@people/platform/counterStore';
import { trustProxyFromEnv } from '@people/platform/trustProxy';
import { createBroadcast } from '@people/platform/broadcast';
import { personAddRoutes } from './people/personAdd';
import { personEditRoutes } from './profile/personEdits';
import { customFieldRoutes } from './personPages/customFields';
import { managerRoutes } from './personPages/managers';
import { reminderRoutes } from './personPages/reminders';
import { assetChangeRoutes } from './linked/assetChanges';
import { contractDocumentRoutes } from './contracts/documents';
import { contractExportRoutes } from './contracts/export';
import { contractPolicyRoutes } from './contracts/policies';
import { contractSigningRoutes } from './contracts/signing';
import { contractTemplateRoutes } from './contracts/templates';
import { DEFAULT_SIGN_IN_THROTTLE, signInThrottle, type SignInThrottleConfig } from './auth/signInThrottle';
import { shareAccessWrites, watchAccessWrites } from './core/accessCache';

/** Where the sign-in attempts are counted, and how strictly (tests lower or raise the thresholds). */
export interface SecurityOptions {
  /** Redis (REDIS_URL, default the local server; `off`: in process). */
  redisUrl?: string;
  /** Before every Redis key and channel: main.ts passes the deployment's (REDIS_PREFIX or derived from the database), tests each stack's own; without it the app's keys are its own. */
  redisPrefix?: string;
  signInThrottle?: Partial<SignInThrottleConfig>;
  /** Whether GET /api/auth/demo lists the demo sign-ins: main.ts turns it off under NODE_ENV=production (demoData.ts). */
  demoSignIns?: boolean;
}

/** The route modules of the authenticated /api scope, in the order they are registered (by area). */
const AUTHENTICATED_ROUTES = [
  sessionRoutes,
  employeeRoutes,
  organisationRoutes,
  // The person profile (part 1 §2).
  employeeLifecycleRoutes,
  employeeRelationRoutes,
  activityRoutes,
  documentRoutes,
  contractRoutes,
  trainingRoutes,
  assetRoutes,
  seniorityRoutes,
  selfservicePincodeRoutes,
  selfserviceInviteRoutes,
  integrationLinkRoutes,
  avatarUploadRoutes,
  // Wages (part 1 §2 wage box).
  wageRoutes,
  // Days off (part 1 §2 days-off usage and calendar).
  daysOffReadRoutes,
  daysOffRequestRoutes,
  daysOffChangeRoutes,
  leaveRequestReadRoutes,
  leaveRequestDecisionRoutes,
  daysOffSettingsRoutes,
  daysOffSettingsChangeRoutes,
  daysOffCompanyDayRoutes,
  // Verzuim, Dutch sick leave (part 1 §3).
  verzuimRoutes,
  verzuimChangeRoutes,
  // Workflows (part 2).
  workflowTemplateRoutes,
  workflowTemplateItemRoutes,
  workflowRoutes,
  workflowTaskRoutes,
  // Budgets and commutes (part 2).
  budgetRoutes,
  budgetChangeRoutes,
  commuteRoutes,
  // Software licenses and performance reviews (part 2).
  softwareProductRoutes,
  softwareLicenseRoutes,
  performanceEvaluationRoutes,
  performanceEvaluationChangeRoutes,
  // Dimona (part 2).
  dimonaRoutes,
  // The audit log of personal data (part 1 §2 history).
  auditLogRoutes,
  // Editing and adding a person.
  personEditRoutes,
  personAddRoutes,
  managerRoutes,
  customFieldRoutes,
  reminderRoutes,
  assetChangeRoutes,
  // The pages the profile links to: a document's file.
  documentFileRoutes,
  documentChangeRoutes,
  fleetRoutes,
  // Contracts (part 2): templates, the public library, documents for a person, signing.
  contractTemplateRoutes,
  contractDocumentRoutes,
  contractSigningRoutes,
  contractExportRoutes,
  contractPolicyRoutes,
];

/** The REST API on a database; `listen` is the caller's. */
export async function buildApp(
  db: Db,
  options: FastifyServerOptions = {},
  metrics: MetricsOptions = {},
  security: SecurityOptions = {},
) {
  // Sessions and company flags are cached for 2 s, dropped on any write to their tables, in every REST
  // process of the database (accessCache.ts).
  watchAccessWrites(db);
  const app = Fastify({
    ...requestLogging(),
    logger: options.logger ?? false,
    // The gateway passes its caller's address as x-forwarded-for (the sign-in throttle counts per address). The REST
    // port listens on loopback by default, so only a proxy on this machine is trusted (TRUST_PROXY to change it).
    trustProxy: trustProxyFromEnv(process.env.TRUST_PROXY, 'loopback'),
    // Bad input must come back as the spec's error, never be coerced into something else silently: no coercion at all
    // (a JSON `true` is no id); inputRules converts the exact decimal spellings of forms, query strings and paths. A
    // field may take a number or its decimal spelling (an asset's price): a list of types, which ajv's strict mode allows.
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true },
      plugins: [dateFormatsPlugin],
    },
    serializerOpts: { ajv: { formats: responseDateFormats() } },
    ...serverTimeoutOptions(),
    ...options,
  });
  boundJsonDepth(app);
  closeDeadline(app, shutdownGraceMs());
  refuseAbsoluteTargets(app, (code, message) => ({ code, message }));
  registerMetrics(app, metrics);
  app.setErrorHandler(errorHandler);
  app.addHook('preValidation', inputRules);
  app.setNotFoundHandler((request, reply) =>
    errorHandler(notFound(`No route ${request.method} ${request.url.split('?')[0]}`) as never, request, reply),
  );
  await app.register(formbody);
  // An API answers data, never a page: nothing of it may run, load or be framed (helmet's other headers as they come).
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    referrerPolicy: { policy: 'no-referrer' },
  });
  // The named response schemas, before any route refers to them by $ref.
  for (const schema of sharedSchemas()) app.addSchema(schema);
  await app.register(swagger, {
    // A named schema keeps its name under components.schemas, so the gateway's generated types use it.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    openapi: {
      info: { title: 'People REST API', version: '0.1.0', description: 'Paths, fields and codes of the product spec' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
  });
  refuseWritesInReadOnlyMode(app);
  // After the read-only check, so a refused write claims no key.
  registerIdempotency(app, db);
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.query('SELECT 1');
    return { ok: true };
  });
  // /livez and /readyz: ready while the database answers within READY_DEADLINE_MS, and not once SIGTERM came.
  serveProbes(app, async () => (await db.query('SELECT 1 AS ok')).length === 1);
  // Before any route, so every route inherits the hooks that record its declared audit.
  registerAudit(app, db);
  // The other REST processes on this database hear of every write to the access tables (accessCache.ts).
  const [store, peers] = await Promise.all([
    createCounterStore({ url: security.redisUrl, prefix: security.redisPrefix }),
    createBroadcast({
      url: security.redisUrl,
      channel: `${security.redisPrefix ?? `app:${randomBytes(6).toString('hex')}:`}access-writes`,
    }),
  ]);
  const unshare = shareAccessWrites(db, peers);
  app.addHook('onClose', async () => {
    unshare();
    await Promise.all([store.close(), peers.close()]);
  });
  const throttle = signInThrottle(store, { ...DEFAULT_SIGN_IN_THROTTLE, ...security.signInThrottle });
  // The routes that need no token: signing in, and the avatar images an <img> loads (profile/avatars.ts).
  await app.register(authRoutes, { db, throttle, demoSignIns: security.demoSignIns ?? true });
  await app.register(avatarFileRoutes, { db });
  await app.register(async (api) => {
    // Every other /api route needs the caller's user, whose company scopes every query (part 1 §6): one hook for the
    // scope, before the route-level checks (read-only mode, idempotency) that read the user.
    api.addHook('preHandler', authenticate(db));
    for (const routes of AUTHENTICATED_ROUTES) await api.register(routes, { db });
  });
  return app;
}
