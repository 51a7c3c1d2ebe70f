import { GraphQLError, type GraphQLErrorOptions } from 'graphql';

/**
 * An error the gateway answers on purpose, with a code for the caller (FORBIDDEN, BAD_USER_INPUT, a REST refusal,
 * REST_TIMEOUT…). It carries no stack: none is read for it (apollo.ts logs the unexpected errors only, with theirs),
 * yet graphql-js copies a resolver's error stack onto the error it locates, and formatting one through the source maps
 * the servers run with (tsx) costs 0.15–0.25 ms: more than the gateway's own work for a REST call (the
 * profile of a Belgian person answers one, for its verzuim).
 */
export class AnswerError extends GraphQLError {
  constructor(message: string, options?: GraphQLErrorOptions) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message, options);
    } finally {
      Error.stackTraceLimit = limit;
    }
  }
}
