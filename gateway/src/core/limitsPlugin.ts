// The query limits and the rate budget, applied once the operation is known and before any resolver runs,
// and the cost every answer reports in `extensions.cost` (requested, actual, throttle status, as Shopify does).
import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Context } from './context';
import { checkShape, costError, queryCost, type QueryLimits } from './queryLimits';
import type { Counter } from '@people/platform/counterStore';
import type { RateBudget, ThrottleStatus } from './rateBudget';
import { AnswerError } from './answerError';
import { introspectionRefused, introspects, rateCaller, rateLimited, signedIn, type KnownTokens } from './tokenCheck';

export interface QueryCost {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: ThrottleStatus | null;
}

/** Costs kept per document, at most this many operation name and variables pairs each. */
const COST_ENTRIES = 64;

/**
 * The shape check and the cost walk the whole document on every request; for the profile's query that
 * took about as long as its validation, which Apollo already does once per query text. Apollo hands the same
 * DocumentNode for the same text, so both are kept per document: the shape once, the cost per operation name and
 * variables (a page size changes it). A refusal is never kept: it is found again, and thrown again.
 */
function documentChecks(limits: QueryLimits) {
  const fits = new WeakSet<DocumentNode>();
  const costs = new WeakMap<DocumentNode, Map<string, number>>();
  return {
    shape(schema: GraphQLSchema, document: DocumentNode) {
      if (fits.has(document)) return null;
      const refusal = checkShape(schema, document, limits);
      if (!refusal) fits.add(document);
      return refusal;
    },
    cost(
      schema: GraphQLSchema,
      document: DocumentNode,
      variables: Record<string, unknown> | undefined,
      operationName: string | null | undefined,
    ) {
      const key = JSON.stringify([operationName ?? null, variables ?? {}]);
      let known = costs.get(document);
      const kept = known?.get(key);
      if (kept !== undefined) return kept;
      const cost = queryCost(schema, document, variables, operationName);
      if (!known) costs.set(document, (known = new Map<string, number>()));
      if (known.size >= COST_ENTRIES) known.clear();
      known.set(key, cost);
      return cost;
    },
  };
}

/** Every request that runs is charged at least this: a query of no REST call still costs the gateway its work. */
export const MIN_CHARGE = 1;

/**
 * `tokens`: what the REST API said of the tokens seen lately (tokenCheck.ts); without it (unit tests) a token is taken
 * as signed in.
 */
export function limitsPlugin(
  limits: QueryLimits,
  budget: RateBudget | null,
  tokens: KnownTokens | null = null,
): ApolloServerPlugin<Context> {
  const checks = documentChecks(limits);
  return {
    async requestDidStart() {
      let requested = 0;
      let charged = 0;
      let throttle: ThrottleStatus | null = null;
      let counter: Counter | null = null;
      return {
        async didResolveOperation({ schema, document, operation, operationName, request, contextValue }) {
          const shape = checks.shape(schema, document);
          if (shape) throw shape;
          try {
            requested = checks.cost(schema, document, request.variables, operationName);
          } catch (error) {
            // Variables that do not fit their types: execution would refuse them the same way.
            throw new AnswerError(error instanceof Error ? error.message : 'Bad variables', {
              extensions: { code: 'BAD_USER_INPUT' },
            });
          }
          if (requested > limits.maxCost) throw costError(requested, limits.maxCost);
          const signed = tokens ? await signedIn(contextValue, tokens, budget) : contextValue.token !== null;
          // The schema is the partners' to read, not the whole internet's: a nested introspection answered megabytes.
          if (!signed && introspects(document)) throw introspectionRefused();
          // The requested cost is an upper bound by construction: a query makes no REST call past it (restClient limitCalls).
          // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- the enum is a string union from another package
          if (operation?.operation === 'query') contextValue.rest.limitCalls(requested);
          if (!budget) return;
          const charge = Math.max(MIN_CHARGE, requested);
          const verdict = await budget.charge(rateCaller(contextValue), charge);
          throttle = verdict.status;
          counter = verdict.counter;
          if (!verdict.ok) {
            throw rateLimited(
              verdict.status.resetInSeconds,
              `This caller has ${verdict.status.currentlyAvailable} of ${budget.perMinute} REST calls left this minute; the query may cost ${charge}.`,
            );
          }
          charged = charge;
        },
        async willSendResponse({ contextValue, response }) {
          const actual = contextValue.rest?.calls ?? 0;
          // A request that was charged spends its REST calls, and never less than MIN_CHARGE.
          const spent = charged > 0 ? Math.max(MIN_CHARGE, actual) : actual;
          if (budget && spent > 0 && spent !== charged) {
            const caller = rateCaller(contextValue);
            throttle = counter
              ? budget.settleInBackground(caller, spent - charged, counter)
              : await budget.settle(caller, spent - charged);
          }
          const cost: QueryCost = { requestedQueryCost: requested, actualQueryCost: actual, throttleStatus: throttle };
          if (response.body.kind === 'single')
            response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost };
        },
      };
    },
  };
}
