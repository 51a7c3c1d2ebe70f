// The requested cost bounds the REST calls a query makes (README "Limits for partners"): for the web app's own queries
// and for generated ones, `actualQueryCost` never passes `requestedQueryCost`, and the app's pages never meet the
// backstop that makes it so (the REST client refusing a call past the requested cost).
import fc from 'fast-check';
import {
  buildSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isLeafType,
  isNonNullType,
  parse,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { typeDefs } from '@people/gateway/core/apollo';
import { persistedOperations } from '@people/gateway/core/persistedQueries';
import { DEFAULT_LIMITS, checkQuery } from '@people/gateway/core/queryLimits';
import { appVariables } from '@people/gateway/test/appVariables';
import { demoPglite } from '../support/databases';
import { graphql, signIn, startStack, type GraphQLAnswer, type Stack } from '../support/stack';

const schema = buildSchema(typeDefs);
const codes = (answer: GraphQLAnswer) => (answer.errors ?? []).map((e) => e.extensions?.code);
const costOf = (answer: GraphQLAnswer) => answer.extensions!.cost!;

/** Arguments the generator can fill: every required one has a value here, optional ones sometimes. */
const ARGUMENT_VALUES: Record<string, string[]> = {
  year: ['2024', '2025', '2026'],
  month: ['1', '6'],
  first: ['1', '5', '25', '50'],
  id: ['"RW1wbG95ZWU6MQ=="', '"RW1wbG95ZWU6Mg=="'],
};

const fillable = (field: GraphQLField<unknown, unknown>) =>
  field.args.every(
    (arg) => !isNonNullType(arg.type) || (arg.name in ARGUMENT_VALUES && !isEnumType(getNamedType(arg.type))),
  );

function argumentsOf(field: GraphQLField<unknown, unknown>): fc.Arbitrary<string> {
  const parts = field.args
    .filter((arg) => arg.name in ARGUMENT_VALUES)
    .map((arg) => {
      const value = fc.constantFrom(...ARGUMENT_VALUES[arg.name]).map((v) => `${arg.name}: ${v}`);
      return isNonNullType(arg.type) ? value : fc.option(value, { nil: '' });
    });
  return fc.tuple(...parts).map((values) => {
    const given = values.filter(Boolean);
    return given.length ? `(${given.join(', ')})` : '';
  });
}

/** A selection set of `type`, `depth` levels at most, with up to 3 aliases of a field (each its own arguments). */
const selectionOf = (type: GraphQLNamedType, depth: number): fc.Arbitrary<string> => {
  if (isAbstractType(type)) {
    const possible = schema.getPossibleTypes(type);
    return fc
      .constantFrom(...possible)
      .chain((concrete) => selectionOf(concrete, depth).map((inner) => `__typename ... on ${concrete.name} ${inner}`));
  }
  const object = type as GraphQLObjectType;
  const fields = Object.values(object.getFields()).filter(
    (field) => fillable(field) && (isLeafType(getNamedType(field.type)) || depth > 1),
  );
  if (!fields.length) return fc.constant('{ __typename }');
  return fc
    .uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: 4, selector: (field) => field.name })
    .chain((picked) =>
      fc.tuple(
        ...picked.map((field, index) => {
          const inner = isLeafType(getNamedType(field.type))
            ? fc.constant('')
            : selectionOf(getNamedType(field.type), depth - 1);
          return fc
            .array(fc.tuple(argumentsOf(field), inner), { minLength: 1, maxLength: 3 })
            .map((copies) =>
              copies.map(([args, selection], copy) => `f${index}_${copy}: ${field.name}${args} ${selection}`).join(' '),
            );
        }),
      ),
    )
    .map((parts) => `{ ${parts.join(' ')} }`);
};

const generatedQuery = selectionOf(schema.getQueryType()!, 6);

describe('the requested cost bounds the REST calls', () => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack(await demoPglite(), { gateway: { ratePerMinute: 100_000_000 } });
    admin = await signIn(stack, 'admin@demo.be');
  });
  afterAll(() => stack.close());

  it('the web app’s queries: actual ≤ requested, and none meets the backstop', async () => {
    const queries = persistedOperations().filter(({ text }) => /^query\b/m.test(text));
    expect(queries.length).toBeGreaterThan(30);
    const figures: string[] = [];
    for (const { name, text } of queries) {
      const answer = await graphql(stack, text, appVariables(schema, text), admin);
      const { requestedQueryCost, actualQueryCost } = costOf(answer);
      expect({
        name,
        backstop: (answer.errors ?? []).filter((e) => e.extensions?.code === 'MAX_COST_EXCEEDED'),
      }).toEqual({ name, backstop: [] });
      expect(actualQueryCost).toBeLessThanOrEqual(requestedQueryCost);
      figures.push(`${name} ${requestedQueryCost}/${actualQueryCost}`);
    }
    figures.sort((a, b) => Number(b.split(' ')[1].split('/')[0]) - Number(a.split(' ')[1].split('/')[0]));
    console.log(`requested/actual, heaviest first: ${figures.slice(0, 8).join(', ')}`);
  });

  it('reviewReports with 15 aliases, priced 188 for 2,266 calls, is refused or bounded', async () => {
    const report =
      'employee { daysWithUs documents { filename } contracts { status } assets { internalId } wages { internalId } }';
    const query = `{ ${Array.from({ length: 15 }, (_, i) => `r${i}: reviewReports(year: ${2012 + i}) { employeeName ${report} }`).join(' ')} }`;
    const answer = await graphql(stack, query, {}, admin);
    const { requestedQueryCost, actualQueryCost } = costOf(answer);
    expect({ errors: answer.errors?.map((e) => e.message) }).toEqual({ errors: [expect.stringContaining('may cost')] });
    expect(requestedQueryCost).toBeGreaterThan(DEFAULT_LIMITS.maxCost);
    expect(codes(answer)).toEqual(['MAX_COST_EXCEEDED']);
    expect(actualQueryCost).toEqual(0);
    // Within the limit, the lists hold more people than they are priced for: the backstop stops the query there.
    const one = await graphql(stack, `{ reviewReports { ${report} } }`, {}, admin);
    expect(costOf(one).actualQueryCost).toBeLessThanOrEqual(costOf(one).requestedQueryCost);
  });

  it('generated queries, with aliases and lists: actual ≤ requested', async () => {
    const runs = process.env.COST_RUNS ? Number(process.env.COST_RUNS) : 200;
    let worst = 0;
    let refused = 0;
    let stopped = 0;
    await fc.assert(
      fc.asyncProperty(generatedQuery, async (query) => {
        const answer = await graphql(stack, query, {}, admin);
        const { requestedQueryCost, actualQueryCost } = costOf(answer);
        if (checkQuery(schema, query, parse(query)).error) refused += 1;
        if (codes(answer).includes('MAX_COST_EXCEEDED') && actualQueryCost > 0) stopped += 1;
        if (requestedQueryCost > 0) worst = Math.max(worst, actualQueryCost / requestedQueryCost);
        expect(actualQueryCost).toBeLessThanOrEqual(requestedQueryCost);
      }),
      { numRuns: runs, seed: 20260615 },
    );
    console.log(
      `generated: ${runs} queries, ${refused} refused by a limit, ${stopped} stopped by the backstop, max actual/requested ${worst.toFixed(2)}`,
    );
  });
});
