import type { RequestParameters } from 'relay-runtime';
import { createFetchGraphQL } from '../environment';
import { errorReason, HttpError } from '../errors';

const operation = { text: 'query ProfileRouteQuery { viewer { id } }', name: 'ProfileRouteQuery' } as RequestParameters;

function answer(status: number, statusText: string, body: unknown): Response {
  return {
    status,
    statusText,
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  } as Response;
}

function setup(response: Response) {
  const fetch = jest.fn(async (_url: string, _init: RequestInit) => response);
  const onUnauthenticated = jest.fn();
  const fetchGraphQL = createFetchGraphQL({ onUnauthenticated, fetch: fetch as unknown as typeof globalThis.fetch });
  const run = () => Promise.resolve(fetchGraphQL(operation, { id: '1' }, {}, null) as Promise<unknown>);
  return { fetch, onUnauthenticated, run };
}

describe('createFetchGraphQL', () => {
  it('posts the operation to /graphql, the session going along as its cookie', async () => {
    const { fetch, run } = setup(answer(200, 'OK', { data: { viewer: null } }));
    expect(await run()).toEqual({ data: { viewer: null } });
    const [url, init] = fetch.mock.calls[0];
    expect([url, init.method, JSON.parse(init.body as string)]).toEqual([
      '/graphql',
      'POST',
      { query: operation.text, variables: { id: '1' } },
    ]);
  });

  it('sends a persisted operation by its id, without the text', async () => {
    const fetch = jest.fn(async (_url: string, _init: RequestInit) => answer(200, 'OK', { data: {} }));
    const fetchGraphQL = createFetchGraphQL({
      onUnauthenticated: jest.fn(),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await Promise.resolve(
      fetchGraphQL({ id: 'abc123', text: null, name: 'ProfileRouteQuery' } as RequestParameters, { id: '1' }, {}, null),
    );
    expect(JSON.parse(fetch.mock.calls[0][1].body as string)).toEqual({
      documentId: 'abc123',
      variables: { id: '1' },
    });
  });

  it('sends no Authorization header: no script of the page holds a token', async () => {
    const { fetch, run } = setup(answer(200, 'OK', { data: {} }));
    await run();
    expect('Authorization' in (fetch.mock.calls[0][1].headers as object)).toEqual(false);
  });

  it('reports an UNAUTHENTICATED error and still hands the answer to Relay', async () => {
    const body = { data: null, errors: [{ message: 'Sign in first.', extensions: { code: 'UNAUTHENTICATED' } }] };
    const { onUnauthenticated, run } = setup(answer(200, 'OK', body));
    expect(await run()).toEqual(body);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('leaves other GraphQL errors, even with a 4xx status, to Relay', async () => {
    const body = {
      errors: [{ message: 'Cannot query field "x".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }],
    };
    const { onUnauthenticated, run } = setup(answer(400, 'Bad Request', body));
    expect(await run()).toEqual(body);
    expect(onUnauthenticated).not.toHaveBeenCalled();
  });

  it('throws an HttpError with the status text when the answer is not GraphQL', async () => {
    const { run } = setup(answer(502, 'Bad Gateway', '<html>'));
    const error = await run().catch((e: unknown) => e);
    expect([error instanceof HttpError, (error as HttpError).status, errorReason(error)]).toEqual([
      true,
      502,
      'Bad Gateway',
    ]);
  });

  it('prefers the message of a JSON error body to the status text', async () => {
    const { run } = setup(
      answer(503, 'Service Unavailable', { code: 'DB_DOWN', message: 'The database is restarting.' }),
    );
    expect(errorReason(await run().catch((e: unknown) => e))).toEqual('The database is restarting.');
  });
});

describe('errorReason', () => {
  it('takes the first GraphQL error message Relay attached as the source', () => {
    const error = Object.assign(new Error('No data returned for operation `ProfileRouteQuery`'), {
      source: { errors: [{ message: 'Employee service down' }, { message: 'second' }] },
    });
    expect(errorReason(error)).toEqual('Employee service down');
  });

  it('falls back to the error message, then to the value itself', () => {
    expect([errorReason(new TypeError('Failed to fetch')), errorReason('boom')]).toEqual(['Failed to fetch', 'boom']);
  });
});
