import { createApollo } from '../core/apollo';
import { createLoaders, type Context } from '../core/context';
import type { QueryLimits } from '../core/queryLimits';
import { fillPath } from '../core/restApi';
import { RestFailure, callsExceededError } from '../core/restClient';

// A route's answer, or a function of the query that gives it.
type Routes = Record<string, unknown>;

/**
 * The real schema and resolvers over a fake REST API (metaphysics' runQuery): `routes` maps a path to its
 * answer; a missing path answers 404. `calls` records every REST call the query made, in order.
 */
export function fakeRest(routes: Routes) {
  const calls: string[] = [];
  let maxCalls = Infinity;
  const answer = (path: string, query: Record<string, string>) => {
    const route = routes[path];
    if (route === undefined) throw new RestFailure(404, { code: 'NOT_FOUND', message: 'Not found' });
    if (route instanceof RestFailure) throw route;
    return typeof route === 'function' ? route(query) : route;
  };
  type Params = Record<string, string | number | undefined>;
  let idempotency: { key: string; templates: readonly string[] } | null = null;
  // The real client's path templates, filled the same way (restApi fillPath): routes and calls name real paths.
  const client = {
    async get(template: string, params?: Params) {
      if (calls.length >= maxCalls) throw callsExceededError(maxCalls);
      const { path, query } = fillPath(template, params);
      const qs = new URLSearchParams(query).toString();
      calls.push(qs ? `GET ${path}?${qs}` : `GET ${path}`);
      return answer(path, query);
    },
    async post(template: string, body: unknown, params?: Params) {
      if (calls.length >= maxCalls) throw callsExceededError(maxCalls);
      const { path } = fillPath(template, params);
      calls.push(
        idempotency?.templates.includes(template)
          ? `POST ${path} (Idempotency-Key: ${idempotency.key})`
          : `POST ${path}`,
      );
      return answer(path, body as Record<string, string>);
    },
    get calls() {
      return calls.length;
    },
    limitCalls(max: number) {
      maxCalls = max;
    },
    async withIdempotencyKey<T>(key: string | null, templates: readonly string[], work: () => Promise<T>) {
      idempotency = key === null ? null : { key, templates };
      try {
        return await work();
      } finally {
        idempotency = null;
      }
    },
  };
  return { client, calls };
}

/** `limits`: the query limits partners meet (DEFAULT_LIMITS); a test of internals past them may raise them. */
export async function runQuery(
  query: string,
  variables: Record<string, unknown>,
  routes: Routes,
  token: string | null = 'token',
  limits?: QueryLimits,
) {
  const { client, calls } = fakeRest(routes);
  const context: Context = {
    token,
    rest: client,
    loaders: createLoaders(client, token !== null),
    withToken: () => context,
  };
  const server = createApollo([], { limits });
  const response = await server.executeOperation({ query, variables }, { contextValue: context });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return { ...response.body.singleResult, calls };
}
