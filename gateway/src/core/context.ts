import type { FastifyBaseLogger } from 'fastify';
import type { Pool } from 'undici';
import { auditLoaders } from '../history/loaders';
import { budgetLoaders } from '../budgets/loaders';
import { commuteLoaders } from '../commutes/loaders';
import { observeBatches } from './batch';
import { daysOffLoaders } from '../daysOff/loaders';
import { leaveRequestLoaders } from '../daysOff/leaveRequestLoaders';
import { dimonaLoaders } from '../dimona/loaders';
import { linkedLoaders } from '../linked/loaders';
import { personPageLoaders } from '../personPages/loaders';
import { employeeLoaders } from '../people/loaders';
import { organisationLoaders } from '../people/organisationLoaders';
import { permissionLoaders } from './permissionLoaders';
import { personalDetailsLoaders } from '../profile/personalDetailsLoaders';
import { profileLoaders } from '../profile/loaders';
import { softwareLoaders } from '../software/loaders';
import { reviewLoaders } from '../reviews/loaders';
import { viewerLoader } from '../viewer/loaders';
import { verzuimLoaders } from '../verzuim/loaders';
import { wageLoaders } from '../wage/loaders';
import { workflowLoaders } from '../workflows/loaders';
import { contractLoaders } from '../contracts/loaders';
import { createRestClient, RestFailure, type RestClient, type RestClientOptions } from './restClient';
import type { BrowserSession } from './session';

/** The loaders of each area of the graph, built together on the area's first use. */
const AREAS = [
  employeeLoaders,
  organisationLoaders,
  permissionLoaders,
  personalDetailsLoaders,
  profileLoaders,
  wageLoaders,
  daysOffLoaders,
  leaveRequestLoaders,
  verzuimLoaders,
  auditLoaders,
  workflowLoaders,
  budgetLoaders,
  commuteLoaders,
  softwareLoaders,
  reviewLoaders,
  dimonaLoaders,
  linkedLoaders,
  personPageLoaders,
  contractLoaders,
  (client: RestClient, hasToken: boolean) => ({ viewer: viewerLoader(client, hasToken) }),
] as const;

type AreaLoaders = ReturnType<(typeof AREAS)[number]>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
export type Loaders = UnionToIntersection<AreaLoaders>;

/** One request's loaders and what builds them: the REST client, whether it has a token, who counts its batches. */
interface LoaderState {
  client: RestClient;
  hasToken: boolean;
  observe?: (loader: string, size: number) => void;
}
const STATE = Symbol('loaders');

/**
 * A request reads a few areas, yet every area's loaders (77 DataLoaders, spread into one object) were built
 * for each one before its first REST call: 160–180 µs of every request here, against 11 µs for building only the areas
 * a profile reads. Each name is a getter on a shared prototype that builds its area's loaders on first use and puts
 * them on the request's object, where the next reads find them. The type is still the union of the areas' return
 * types, so a loader no area builds is a type error.
 */
const lazyPrototype: object = (() => {
  const prototype: Record<string, unknown> = {};
  const offline = {
    get: () => Promise.reject(new Error('offline')),
    post: () => Promise.reject(new Error('offline')),
    calls: 0,
  } as unknown as RestClient;
  AREAS.forEach((make) => {
    const names = Object.keys(make(offline, false));
    for (const name of names) {
      if (name in prototype) throw new Error(`two areas name a loader ${name}`);
      Object.defineProperty(prototype, name, {
        enumerable: true,
        get(this: Record<string, unknown> & { [STATE]: LoaderState }) {
          const { client, hasToken, observe } = this[STATE];
          const built = make(client, hasToken) as Record<string, unknown>;
          if (observe) observeBatches(built, observe);
          for (const own of names) Object.defineProperty(this, own, { value: built[own], enumerable: true });
          return built[name];
        },
      });
    }
  });
  return prototype;
})();

export function createLoaders(client: RestClient, hasToken: boolean, observe?: LoaderState['observe']): Loaders {
  const loaders = Object.create(lazyPrototype) as Loaders & { [STATE]: LoaderState };
  loaders[STATE] = { client, hasToken, observe };
  return loaders;
}

export interface Context {
  token: string | null;
  rest: RestClient;
  loaders: Loaders;
  /** A context for the same request acting with another token (after signIn). */
  withToken(token: string): Context;
  /** The request's logger (its lines carry the request id); none in unit tests. */
  log?: FastifyBaseLogger;
  /** The caller's address: the rate budget of a caller without a token, and the sign-in throttle's key in REST. */
  clientAddress?: string;
  /** The browser's session cookie, which signIn and signOut set and clear; none in unit tests. */
  session?: BrowserSession;
  /** Where the token came from: an Authorization header, or the browser's session cookie. */
  tokenFrom?: 'bearer' | 'cookie';
  /**
   * Asks the REST API whether it knows the token: true, false, or null when it cannot answer. Its call is not one of
   * the request's (`rest.calls`): the limits plugin makes it at most once per token in a while (tokenCheck.ts).
   */
  verifyToken?: () => Promise<boolean | null>;
  /** Set when the REST API could not vouch for the token: the request is then the address's (tokenCheck.ts). */
  tokenRejected?: boolean;
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
  /** Every REST call of the request must be answered within this many ms of its start. */
  deadlineMs?: number;
  session?: BrowserSession;
  tokenFrom?: 'bearer' | 'cookie';
}

/** One context per GraphQL request: the caller's token, a REST client counting its calls, fresh loaders. */
export function createContext(pool: Pool, token: string | null, options: ContextOptions = {}): Context {
  const rest = createRestClient(pool, token, {
    requestId: options.requestId,
    onCall: options.metrics?.restCall,
    clientAddress: options.clientAddress,
    deadlineAt: options.deadlineMs === undefined ? undefined : Date.now() + options.deadlineMs,
  });
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the method does not use this
  const loaders = createLoaders(rest, token !== null, options.metrics?.batch);
  const verifyToken = async () => {
    // A client of its own, so the check is not counted among the request's REST calls (its cost, its answer).
    const check = createRestClient(pool, token, {
      requestId: options.requestId,
      onCall: options.metrics?.restCall,
      clientAddress: options.clientAddress,
    });
    return check.get('/api/auth/viewer').then(
      () => true,
      (error: unknown) => (error instanceof RestFailure && error.status === 401 ? false : null),
    );
  };
  return {
    token,
    rest,
    loaders,
    withToken: (other) => createContext(pool, other, options),
    log: options.log,
    clientAddress: options.clientAddress,
    session: options.session,
    tokenFrom: options.tokenFrom,
    verifyToken: token === null ? undefined : verifyToken,
  };
}
