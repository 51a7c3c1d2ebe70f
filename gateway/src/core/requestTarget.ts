import type { FastifyRequest } from 'fastify';

/** The path Apollo's Fastify integration serves. */
export const GRAPHQL_PATH = '/graphql';

/**
 * Whether Fastify matched the request to the GraphQL route. The router decodes the address before matching, so
 * `/%67raphql`, `/graphq%6C` and `/graphql#x` reach Apollo too: the hooks that guard it decide on the matched
 * route, never on the raw address. OPTIONS is the browser's preflight, answered by CORS.
 */
export const isGraphqlRequest = (request: Pick<FastifyRequest, 'routeOptions' | 'method'>) =>
  request.routeOptions.url === GRAPHQL_PATH && request.method !== 'OPTIONS';
