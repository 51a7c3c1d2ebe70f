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
export function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] {
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
