import { createApollo } from '../apollo';
import { createLoaders, type Context } from '../context';
import { RestFailure, type RestClient } from '../restClient';

type Routes = Record<string, unknown | ((query: Record<string, string>) => unknown)>;

/**
 * The real schema and resolvers over a fake REST API (metaphysics' runQuery): `routes` maps a path to its
 * answer; a missing path answers 404. `calls` records every REST call the query made, in order.
 */
export function fakeRest(routes: Routes) {
  const calls: string[] = [];
  const answer = (path: string, query: Record<string, string>) => {
    const route = routes[path];
    if (route === undefined) throw new RestFailure(404, { code: 'NOT_FOUND', message: 'Not found' });
    if (route instanceof RestFailure) throw route;
    return typeof route === 'function' ? route(query) : route;
  };
  const client: RestClient = {
    async get<T>(path: string, query: Record<string, string | number | undefined> = {}) {
      const defined = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
      const qs = new URLSearchParams(defined).toString();
      calls.push(qs ? `GET ${path}?${qs}` : `GET ${path}`);
      return answer(path, defined) as T;
    },
    async post<T>(path: string, body: unknown) {
      calls.push(`POST ${path}`);
      return answer(path, body as Record<string, string>) as T;
    },
    get calls() {
      return calls.length;
    },
  };
  return { client, calls };
}

export async function runQuery(query: string, variables: Record<string, unknown>, routes: Routes, token: string | null = 'token') {
  const { client, calls } = fakeRest(routes);
  const context: Context = { token, rest: client, loaders: createLoaders(client, token !== null), withToken: () => context };
  const server = createApollo();
  const response = await server.executeOperation({ query, variables }, { contextValue: context });
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  return { ...response.body.singleResult, calls };
}
