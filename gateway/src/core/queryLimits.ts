// The limits a query meets before any resolver runs. /graphql is public to partners, so what one request
// may ask is bounded: its tokens, its depth, the aliases of one field, and its cost in REST calls.
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { MaxTokensParserWLexer } from '@escape.tech/graphql-armor-max-tokens';
import {
  GraphQLError,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { ACTIVITY_PAGE_SIZE } from '@people/domain/profile';
import { MAX_BATCH_SIZE } from './batch';
import { AUDIT_PAGE_SIZE } from '../history/employee';
import { DEFAULT_PAGE } from '../Query';
import { AnswerError } from './answerError';
import { contractSchema } from './contract';

export interface QueryLimits {
  /** Lexical tokens of the query text (names, punctuation, values). */
  maxTokens: number;
  /** Nested fields (fragments do not count as a level). */
  maxDepth: number;
  /** Aliased selections of one field (`Type.field`) in the document. */
  maxAliasesPerField: number;
  /** The cost model's upper bound of the REST calls one request may cause (see queryCost). */
  maxCost: number;
}

export const DEFAULT_LIMITS: QueryLimits = { maxTokens: 2000, maxDepth: 10, maxAliasesPerField: 15, maxCost: 200 };

/** The codes of a refusal, as partners read them in `errors[].extensions.code`. */
export const LIMIT_CODES = {
  tokens: 'MAX_TOKENS_EXCEEDED',
  depth: 'MAX_DEPTH_EXCEEDED',
  aliases: 'MAX_ALIASES_EXCEEDED',
  cost: 'MAX_COST_EXCEEDED',
  batch: 'BATCHING_NOT_ALLOWED',
  rate: 'RATE_LIMITED',
} as const;

export function limitError(code: string, message: string, status = 400, headers?: Record<string, string>) {
  return new AnswerError(message, {
    extensions: { code, http: { status, headers: new Map(Object.entries(headers ?? {})) } },
  });
}

/** Refuses a text of more than `max` tokens while lexing it: a huge document is never parsed whole. */
export function checkTokens(source: string, max: number): GraphQLError | null {
  try {
    new MaxTokensParserWLexer(source, { n: max }).parseDocument();
    return null;
  } catch (error) {
    if (error instanceof GraphQLError && /Token limit/.test(error.message)) {
      return limitError(LIMIT_CODES.tokens, `The query has more than ${max} tokens.`);
    }
    return null; // a syntax error: Apollo's parser answers it with its own message
  }
}

/** Texts kept as known to fit, at most; the web app sends a few dozen. */
const FITTING_TEXTS = 256;

/**
 * checkTokens with a memory: counting parses the whole text, which for the profile's query cost about as much as the
 * rest of the request's checks together. A text that fit once fits again, so it is counted once; a text
 * that does not fit is never kept and is refused again each time.
 */
export function tokenCheck(max: number) {
  const fitting = new Set<string>();
  return (source: string): GraphQLError | null => {
    if (fitting.has(source)) return null;
    const refusal = checkTokens(source, max);
    if (!refusal) {
      if (fitting.size >= FITTING_TEXTS) fitting.clear();
      fitting.add(source);
    }
    return refusal;
  };
}

/** More than `max` aliased selections of one field anywhere in the document (300 × `employees` is one request). */
function aliasesPerFieldRule(max: number): ValidationRule {
  return (context) => {
    const counts = new Map<string, number>();
    return {
      Field(node) {
        if (!node.alias || node.name.value === '__typename') return;
        const key = `${context.getParentType()?.name ?? '?'}.${node.name.value}`;
        const count = (counts.get(key) ?? 0) + 1;
        counts.set(key, count);
        if (count === max + 1) {
          context.reportError(limitError(LIMIT_CODES.aliases, `More than ${max} aliases of ${key}.`));
        }
      },
    };
  };
}

function depthRule(max: number): ValidationRule {
  return (context) =>
    maxDepthRule({
      n: max,
      flattenFragments: true,
      ignoreIntrospection: true,
      propagateOnRejection: false,
      onReject: [
        () => context.reportError(limitError(LIMIT_CODES.depth, `The query is nested deeper than ${max} fields.`)),
      ],
    })(context);
}

/** Depth and aliases: the first refusal, or null. */
export function checkShape(schema: GraphQLSchema, document: DocumentNode, limits: QueryLimits): GraphQLError | null {
  const [error] = validate(schema, document, [
    depthRule(limits.maxDepth),
    aliasesPerFieldRule(limits.maxAliasesPerField),
  ]);
  return error ?? null;
}

/** The page size a connection answers without `first` (Query.ts, profile/employee.ts, history/employee.ts). */
const DEFAULT_FIRST: Record<string, number> = {
  'Query.employees': DEFAULT_PAGE,
  'Employee.activity': ACTIVITY_PAGE_SIZE,
  'Employee.personalDetailsHistory': AUDIT_PAGE_SIZE,
};

/** Cost units per REST call: a batched field costs one unit per parent, so 100 parents make one call. */
const UNITS = MAX_BATCH_SIZE;

/** Each field's price in cost units, as schema.graphql declares it with @restCalls, found once per schema. */
const PRICES = new WeakMap<GraphQLSchema, Map<string, number>>();

function pricesOf(schema: GraphQLSchema): Map<string, number> {
  const known = PRICES.get(schema);
  if (known) return known;
  const prices = new Map<string, number>();
  const restCalls = schema.getDirective('restCalls');
  for (const type of Object.values(schema.getTypeMap())) {
    if (!restCalls || !isObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      const declared = field.astNode && getDirectiveValues(restCalls, field.astNode);
      if (declared)
        prices.set(`${type.name}.${field.name}`, (declared.count as number) * (declared.batched ? 1 : UNITS));
    }
  }
  PRICES.set(schema, prices);
  return prices;
}

/**
 * The REST calls a field can cause for one parent, as its @restCalls in schema.graphql declares them: `count`, or
 * count/100 when they go through a batch read (`GET …/batch?ids=`, up to MAX_BATCH_SIZE ids a call, so a page of
 * people costs one call for all of them, not one each). A field without it is read from its parent's REST answer and
 * costs 0. A unit test (restCallsDeclared.test.ts) holds the declarations to the resolvers: a resolver that takes the
 * context can call REST, so its field must declare what it calls.
 */
export function fieldCost(typeName: string, fieldName: string, schema: GraphQLSchema = contractSchema()): number {
  return (pricesOf(schema).get(`${typeName}.${fieldName}`) ?? 0) / UNITS;
}

/**
 * How many items a plain list (`[T]`, not a connection) is priced for: its selections are paid once per item. The
 * REST API caps none of these lists, so these are not maxima: we choose sizes the web app's own pages stay within
 * (a page of 25 by default), and the request's REST client refuses any call past the requested cost (restClient
 * `limitCalls`), so the requested cost bounds the calls a query makes whatever the lists hold.
 */
export const DEFAULT_LIST_ITEMS = 25;
export const LIST_ITEMS: Record<string, number> = {};

/**
 * The cost model (README "Limits for partners"): a field costs the REST calls it can cause, plus what its
 * selections cost; a connection's selections are paid once per item it can answer (`first`, or its default page),
 * a plain list's once per item it is priced for (LIST_ITEMS). A connection's `edges` are priced by the connection.
 * Counted in hundredths of a call (integers, so no rounding drifts) and rounded up to whole calls at the end.
 * DataLoaders make most pages cheaper than this: the answer's `extensions.cost.actualQueryCost` says what the
 * request really cost.
 */
const PERMISSION_READ = 'permissions/batch';
const VIEWER_READ = 'viewer';

function restCallEstimator(schema: GraphQLSchema, batched: Set<string>): ComplexityEstimator {
  const prices = pricesOf(schema);
  return ({ type, field, args, childComplexity }) => {
    const key = `${type.name}.${field.name}`;
    const units = prices.get(key) ?? 0;
    if (units > 0 && units < UNITS) batched.add(key);
    // A field read through the context below the root may first read the permission context of the person it
    // belongs to (permissions.ts section): one batch read for up to 100 of them, shared by the request's fields.
    const person = units > 0 && type.name !== 'Query' && type.name !== 'Mutation';
    if (person) batched.add(PERMISSION_READ);
    // A root field may first read the viewer's own context (permissions.ts companyContext), once a request; `viewer`
    // itself is that read (the same loader), already paid as its own cost.
    else if (units > 0 && key !== 'Query.viewer') batched.add(VIEWER_READ);
    const own = units + (person ? 1 : 0);
    if (childComplexity === 0) return own;
    if (/Connection$/.test(getNamedType(field.type).name)) {
      const first =
        typeof args.first === 'number' && args.first > 0 ? args.first : (DEFAULT_FIRST[key] ?? DEFAULT_PAGE);
      return own + first * childComplexity;
    }
    if (isListType(getNullableType(field.type)) && !/Connection$/.test(type.name)) {
      return own + (LIST_ITEMS[key] ?? DEFAULT_LIST_ITEMS) * childComplexity;
    }
    return own + childComplexity;
  };
}

/**
 * The requested cost of the operation to run, with the request's variables. Each batched field's reads are rounded
 * up on their own (one more call for each): two fields' batches are two calls even when each is a fraction of one.
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string | null,
) {
  const batched = new Set<string>();
  const units = getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    operationName: operationName ?? undefined,
    estimators: [restCallEstimator(schema, batched)],
  });
  return Math.ceil(units / UNITS) + batched.size;
}

/** Every limit at once, in the order the gateway checks them (tests and the bench use it on artifact texts). */
export function checkQuery(
  schema: GraphQLSchema,
  source: string,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  limits = DEFAULT_LIMITS,
) {
  const tokens = checkTokens(source, limits.maxTokens);
  if (tokens) return { error: tokens, cost: 0 };
  const shape = checkShape(schema, document, limits);
  if (shape) return { error: shape, cost: 0 };
  const cost = queryCost(schema, document, variables);
  return { error: cost > limits.maxCost ? costError(cost, limits.maxCost) : null, cost };
}

export function costError(cost: number, max: number) {
  return limitError(
    LIMIT_CODES.cost,
    `The query may cost ${cost} REST calls; at most ${max} are allowed in one request.`,
  );
}
