// Issue 13: the query limits and the rate budget, applied once the operation is known and before any resolver runs,
// and the cost every answer reports in `extensions.cost` (requested, actual, throttle status, as Shopify does).
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import type { Context } from './context';
import { LIMIT_CODES, checkShape, costError, limitError, queryCost, type QueryLimits } from './queryLimits';
import type { RateBudget, ThrottleStatus } from './rateBudget';

export interface QueryCost {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: ThrottleStatus | null;
}

/** Who spends the budget: the token, or the address of a caller without one. */
export const rateCaller = (ctx: Pick<Context, 'token' | 'clientAddress'>) => (ctx.token ? `token:${ctx.token}` : `address:${ctx.clientAddress ?? 'unknown'}`);

export function limitsPlugin(limits: QueryLimits, budget: RateBudget | null): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let requested = 0;
      let charged = 0;
      let throttle: ThrottleStatus | null = null;
      return {
        async didResolveOperation({ schema, document, operationName, request, contextValue }) {
          const shape = checkShape(schema, document, limits);
          if (shape) throw shape;
          try {
            requested = queryCost(schema, document, request.variables, operationName);
          } catch (error) {
            // Variables that do not fit their types: execution would refuse them the same way.
            throw new GraphQLError(error instanceof Error ? error.message : 'Bad variables', { extensions: { code: 'BAD_USER_INPUT' } });
          }
          if (requested > limits.maxCost) throw costError(requested, limits.maxCost);
          if (!budget) return;
          const verdict = await budget.charge(rateCaller(contextValue), requested);
          throttle = verdict.status;
          if (!verdict.ok) {
            const retryAfter = String(verdict.status.resetInSeconds);
            throw limitError(
              LIMIT_CODES.rate,
              `This token has ${verdict.status.currentlyAvailable} of ${budget.perMinute} REST calls left this minute; the query may cost ${requested}. Retry after ${retryAfter} s.`,
              429,
              { 'retry-after': retryAfter },
            );
          }
          charged = requested;
        },
        async willSendResponse({ contextValue, response }) {
          const actual = contextValue.rest?.calls ?? 0;
          if (budget && (charged > 0 || actual > 0) && actual !== charged) throttle = await budget.settle(rateCaller(contextValue), actual - charged);
          const cost: QueryCost = { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: throttle };
          if (response.body.kind === 'single') response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost };
        },
      };
    },
  };
}
