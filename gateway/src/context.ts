import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Pool } from 'undici';
import { auditLoaders } from './loaders/auditLog';
import { budgetCommuteLoaders } from './loaders/budgetsCommutes';
import { observeBatches } from './loaders/batch';
import { daysOffLoaders } from './loaders/daysOff';
import { dimonaLoaders } from './loaders/dimona';
import { linkedLoaders } from './loaders/linked';
import { personPageLoaders } from './loaders/personPages';
import { employeeLoaders } from './loaders/employees';
import { organisationLoaders } from './loaders/organisation';
import { permissionLoaders } from './loaders/permissions';
import { personalDetailsLoaders } from './loaders/personalDetails';
import { profileLoaders } from './loaders/profile';
import { softwareReviewLoaders } from './loaders/software';
import { viewerLoader } from './loaders/viewer';
import { verzuimLoaders } from './loaders/verzuim';
import { wageLoaders } from './loaders/wages';
import { workflowLoaders } from './loaders/workflows';
import { contractLoaders } from './loaders/contracts';
import { createRestClient, type RestClient, type RestClientOptions } from './restClient';

export function createLoaders(client: RestClient, hasToken: boolean) {
  return {
    ...employeeLoaders(client),
    ...organisationLoaders(client),
    ...permissionLoaders(client),
    ...personalDetailsLoaders(client),
    ...profileLoaders(client),
    ...wageLoaders(client),
    ...daysOffLoaders(client),
    ...verzuimLoaders(client),
    ...auditLoaders(client),
    ...workflowLoaders(client),
    ...budgetCommuteLoaders(client),
    ...softwareReviewLoaders(client),
    ...dimonaLoaders(client),
    ...linkedLoaders(client),
    ...personPageLoaders(client),
    ...contractLoaders(client),
    viewer: viewerLoader(client, hasToken),
  };
}

export interface Context {
  token: string | null;
  rest: RestClient;
  loaders: ReturnType<typeof createLoaders>;
  /** A context for the same request acting with another token (after signIn). */
  withToken(token: string): Context;
  /** The request's logger (its lines carry the request id); none in unit tests. */
  log?: FastifyBaseLogger;
  /** The caller's address: the rate budget of a caller without a token, and the sign-in throttle's key in REST. */
  clientAddress?: string;
}

/** What a request's context reports to the app's metrics (metrics.ts createGatewayMetrics answers it). */
export interface ContextMetrics {
  restCall: NonNullable<RestClientOptions['onCall']>;
  batch(loader: string, size: number): void;
}

/** What ties a context to its HTTP request: the id passed on to the REST API, the logger, the app's metrics. */
export interface ContextOptions {
  requestId?: string;
  log?: FastifyBaseLogger;
  metrics?: ContextMetrics;
  /** The caller's address, passed on to the REST API as x-forwarded-for. */
  clientAddress?: string;
  /** Every REST call of the request must be answered within this many ms of its start (issue 13). */
  deadlineMs?: number;
}

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

/** One context per GraphQL request: the caller's token, a REST client counting its calls, fresh loaders. */
export function createContext(pool: Pool, token: string | null, options: ContextOptions = {}): Context {
  const rest = createRestClient(pool, token, {
    requestId: options.requestId,
    onCall: options.metrics?.restCall,
    clientAddress: options.clientAddress,
    deadlineAt: options.deadlineMs === undefined ? undefined : Date.now() + options.deadlineMs,
  });
  const loaders = createLoaders(rest, token !== null);
  if (options.metrics) observeBatches(loaders, options.metrics.batch);
  return {
    token,
    rest,
    loaders,
    withToken: (other) => createContext(pool, other, options),
    log: options.log,
    clientAddress: options.clientAddress,
  };
}
