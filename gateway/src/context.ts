import type { FastifyRequest } from 'fastify';
import type { Pool } from 'undici';
import { auditLoaders } from './loaders/auditLog';
import { daysOffLoaders } from './loaders/daysOff';
import { employeeLoaders } from './loaders/employees';
import { organisationLoaders } from './loaders/organisation';
import { permissionLoaders } from './loaders/permissions';
import { personalDetailsLoaders } from './loaders/personalDetails';
import { profileLoaders } from './loaders/profile';
import { viewerLoader } from './loaders/viewer';
import { wageLoaders } from './loaders/wages';
import { createRestClient, type RestClient } from './restClient';

export function createLoaders(client: RestClient, hasToken: boolean) {
  return {
    ...employeeLoaders(client),
    ...organisationLoaders(client),
    ...permissionLoaders(client),
    ...personalDetailsLoaders(client),
    ...profileLoaders(client),
    ...wageLoaders(client),
    ...daysOffLoaders(client),
    ...auditLoaders(client),
    viewer: viewerLoader(client, hasToken),
  };
}

export interface Context {
  token: string | null;
  rest: RestClient;
  loaders: ReturnType<typeof createLoaders>;
  /** A context for the same request acting with another token (after signIn). */
  withToken(token: string): Context;
}

export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

/** One context per GraphQL request: the caller's token, a REST client counting its calls, fresh loaders. */
export function createContext(pool: Pool, token: string | null): Context {
  const rest = createRestClient(pool, token);
  return {
    token,
    rest,
    loaders: createLoaders(rest, token !== null),
    withToken: (other) => createContext(pool, other),
  };
}
