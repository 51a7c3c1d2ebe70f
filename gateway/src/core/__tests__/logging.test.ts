import { ApolloServer } from '@apollo/server';
import { createApollo } from '../apollo';
import { createLoaders, type Context } from '../context';
import { requestId } from '@people/platform/logging';
import { fakeRest } from '../../test/runQuery';

describe('requestId', () => {
  it.each([['abc-123'], ['page-load.1'], ['A_b.c-d'], ['x'.repeat(64)]])('keeps a valid incoming id %p', (id) => {
    expect(requestId({ headers: { 'x-request-id': id } })).toEqual(id);
  });

  it.each([[''], ['x'.repeat(65)], ['two words'], ['a\nb'], ['ü'], [undefined]])(
    'makes a new id instead of %p',
    (id) => {
      expect(requestId({ headers: { 'x-request-id': id } })).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
      );
    },
  );
});

describe('a masked internal error', () => {
  it('goes to the request’s logger with its class, message and stack, never the variables', async () => {
    const { client } = fakeRest({
      '/api/employees/batch': () => {
        throw new TypeError('broken on purpose');
      },
    });
    const lines: [Record<string, unknown>, string][] = [];
    const log = {
      error: (fields: Record<string, unknown>, message: string) => lines.push([fields, message]),
    } as unknown as Context['log'];
    const context: Context = {
      token: 't',
      rest: client,
      loaders: createLoaders(client, true),
      withToken: () => context,
      log,
    };
    const server: ApolloServer<Context> = createApollo();
    const response = await server.executeOperation(
      { query: 'query ($id: ID!) { node(id: $id) { id } }', variables: { id: 'RW1wbG95ZWU6MQ==' } },
      { contextValue: context },
    );
    if (response.body.kind !== 'single') throw new Error('expected a single result');
    expect(response.body.singleResult.errors?.map((error) => error.message)).toEqual(['Internal server error']);
    expect(lines).toEqual([[{ err: expect.any(TypeError), path: ['node'] }, 'internal error, masked in the answer']]);
    expect(JSON.stringify(lines)).not.toContain('RW1wbG95ZWU6MQ==');
  });
});
