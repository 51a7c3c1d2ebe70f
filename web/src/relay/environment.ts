import { Environment, Network, RecordSource, Store, type FetchFunction, type GraphQLResponse } from 'relay-runtime';
import { HttpError, isUnauthenticated } from './errors';

// The session is the gateway's HttpOnly cookie, which the browser sends with every request of this origin.
export type FetchGraphQLOptions = {
  /** Called when the gateway says the session is missing or no longer valid. */
  onUnauthenticated: () => void;
  url?: string;
  fetch?: typeof fetch;
};

export function createFetchGraphQL(options: FetchGraphQLOptions): FetchFunction {
  const { onUnauthenticated, url = '/graphql' } = options;
  return async (operation, variables) => {
    const response = await (options.fetch ?? fetch)(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
      // A persisted operation goes by its id (the gateway holds the text); the text only when there is none.
      body: JSON.stringify(
        operation.id ? { documentId: operation.id, variables } : { query: operation.text, variables },
      ),
    });
    const body = await readJson(response);
    // A GraphQL answer (even with a 4xx status) goes to Relay, which surfaces its errors; anything
    // else is an HTTP failure whose reason is the body's message, else the status text.
    if (!isGraphQLResponse(body)) {
      const reason = typeof body?.message === 'string' ? body.message : undefined;
      throw new HttpError(response.status, response.statusText, reason);
    }
    if (isUnauthenticated(body.errors)) onUnauthenticated();
    return body as GraphQLResponse;
  };
}

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function isGraphQLResponse(body: Record<string, unknown> | null): body is { data?: unknown; errors?: [] } {
  return body !== null && ('data' in body || Array.isArray(body.errors));
}

export function createEnvironment(fetchGraphQL: FetchFunction): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL),
    store: new Store(new RecordSource()),
  });
}
