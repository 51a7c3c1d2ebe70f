import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Context } from './context';
import { typeDefs } from './contract';
import { restEnumValues } from './enums';
import { limitsPlugin } from './limitsPlugin';
import { DEFAULT_LIMITS, type QueryLimits } from './queryLimits';
import type { RateBudget } from './rateBudget';
import type { KnownTokens } from './tokenCheck';
import { resolvers } from '../resolvers';

// The contract's text, for the tests that build the schema from it as Apollo does.
export { typeDefs };

/** Each answer says how many REST calls it cost (extensions.restCalls and the x-rest-calls header). */
const restCallsPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ contextValue, response }) {
        const calls = contextValue.rest?.calls ?? 0;
        response.http.headers.set('x-rest-calls', String(calls));
        if (response.body.kind === 'single') {
          response.body.singleResult.extensions = { ...response.body.singleResult.extensions, restCalls: calls };
        }
      },
    };
  },
};

/** Expected failures are GraphQLErrors with a code; anything else is masked so no internals leak. */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  if (unwrapResolverError(error) instanceof GraphQLError || formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR')
    return formatted;
  return { ...formatted, message: 'Internal server error' };
}

/**
 * What formatError masks goes to the request's logger instead: the error's class, message and stack, with the
 * request id, never the query's variables. (Apollo gives an unexpected error its code only when it formats it.)
 */
const maskedErrorLogPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ contextValue, errors }) {
        for (const error of errors) {
          const cause = unwrapResolverError(error);
          if (
            cause instanceof GraphQLError ||
            (error.extensions?.code ?? 'INTERNAL_SERVER_ERROR') !== 'INTERNAL_SERVER_ERROR'
          )
            continue;
          contextValue.log?.error({ err: cause, path: error.path }, 'internal error, masked in the answer');
        }
      },
    };
  },
};

export interface ApolloLimits {
  limits?: QueryLimits;
  /** The per-token budget of REST calls per minute; none in unit tests. */
  budget?: RateBudget | null;
  /** What the REST API said of the tokens seen lately; none in unit tests (a token is then taken as signed in). */
  tokens?: KnownTokens | null;
}

export function createApollo(
  plugins: ApolloServerPlugin<Context>[] = [],
  { limits = DEFAULT_LIMITS, budget = null, tokens = null }: ApolloLimits = {},
  { batching = false }: { batching?: boolean } = {},
) {
  return new ApolloServer<Context>({
    allowBatchedHttpRequests: batching,
    // Apollo's own SIGTERM handler closes the server at once; the entry point drains it first (platform lifecycle.ts).
    stopOnTerminationSignals: false,
    typeDefs,
    // Enum values ALL_CAPS outside, REST strings inside (gateway/src/core/enums.ts).
    resolvers: [resolvers, restEnumValues(typeDefs)],
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError,
    // Apollo's cache-control plugin, on by default, wraps every field's resolution in its own hook (several
    // hundred a profile) to compute an HTTP cache hint; the schema gives none, so no answer ever carried one.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      ApolloServerPluginCacheControlDisabled(),
      limitsPlugin(limits, budget, tokens),
      restCallsPlugin,
      maskedErrorLogPlugin,
      ...plugins,
    ],
  });
}
