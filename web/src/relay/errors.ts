// What the user is told when a query fails (spec part 1 §8 "Profile load failure": the server's
// reason, else the HTTP status text).

/** An HTTP answer that carried no GraphQL response. */
export class HttpError extends Error {
  readonly status: number;
  readonly statusText: string;

  constructor(status: number, statusText: string, reason?: string) {
    super(reason || statusText || `HTTP ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.statusText = statusText;
  }
}

type GraphQLErrorLike = { message?: unknown; extensions?: { code?: unknown } | null };

/** The GraphQL errors Relay attaches as `source.errors` when an operation returned no data. */
function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] {
  const source = (error as { source?: { errors?: unknown } } | null)?.source;
  return Array.isArray(source?.errors) ? (source.errors as GraphQLErrorLike[]) : [];
}

export function errorReason(error: unknown): string {
  const graphQLMessage = graphQLErrorsOf(error).find((e) => typeof e.message === 'string' && e.message)?.message;
  if (typeof graphQLMessage === 'string') return graphQLMessage;
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}

export function isUnauthenticated(errors: readonly GraphQLErrorLike[] | undefined): boolean {
  return (errors ?? []).some((e) => e?.extensions?.code === 'UNAUTHENTICATED');
}

/**
 * What kind of failure an error is, so the user reads a human sentence with a retry instead of the
 * browser's 'Failed to fetch' or the gateway's masked 'Internal server error'. Null for a failure with its own reason.
 */
export function errorKind(error: unknown): 'network' | 'server' | null {
  if (error instanceof TypeError) return 'network';
  if (error instanceof HttpError)
    return error.status === 0 || error.status >= 502 ? 'network' : error.status >= 500 ? 'server' : null;
  const errors = graphQLErrorsOf(error);
  if (errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR' || e.message === 'Internal server error'))
    return 'server';
  const message = error instanceof Error ? error.message : '';
  if (/failed to fetch|networkerror|load failed|network request failed|dynamically imported module/i.test(message))
    return 'network';
  if (/internal server error/i.test(message)) return 'server';
  return null;
}
