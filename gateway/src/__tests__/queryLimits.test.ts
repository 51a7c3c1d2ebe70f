// Issue 13: the web app's own queries all pass the limits partners meet: every operation Relay generated
// (web/persisted-queries.json, written by `npm run relay`) is checked here with the variables the app sends at most.
import {
  Kind,
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  parse,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { typeDefs } from '../apollo';
import { persistedOperations } from '../persistedQueries';
import { DEFAULT_LIMITS, checkQuery, fieldCost } from '../queryLimits';

const schema = buildSchema(typeDefs);

/** The largest page the app asks for (BulkPeoplePicker's 50; the people list pages by 25). */
const APP_MAX_PAGE = 50;

/** A value of a variable's type: pages at the app's largest, other values of the right shape. */
function sample(type: GraphQLInputType, name: string, schema: GraphQLSchema): unknown {
  if (isNonNullType(type)) return sample(type.ofType, name, schema);
  if (isListType(type)) return [sample(type.ofType, name, schema)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((field) => [field.name, sample(field.type, field.name, schema)]));
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  switch (getNamedType(type).name) {
    case 'Int':
      return /^(count|first)$/.test(name) ? APP_MAX_PAGE : 2026;
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'ID':
      return 'RW1wbG95ZWU6MQ==';
    default:
      return '2026-01-01';
  }
}

// Issue 14: the artifacts carry only the persisted id; the texts are in relay-compiler's persisted map.
const operations = persistedOperations().map(({ name, text }) => ({ file: name, text }));

it('finds the generated operations (run `npm run relay` first)', () => {
  expect(operations.length).toBeGreaterThan(50);
});

describe.each(operations.map((o) => [o.file, o.text]))('%s', (_file, text) => {
  it('passes every limit with the variables the app sends', () => {
    const document = parse(text);
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION) as OperationDefinitionNode;
    const variables = Object.fromEntries(
      (operation.variableDefinitions ?? [])
        .filter((v) => !v.defaultValue)
        .map((v) => [v.variable.name.value, sample(typeFromAST(schema, v.type as never) as GraphQLInputType, v.variable.name.value, schema)]),
    );
    const { error, cost } = checkQuery(schema, text, document, variables);
    expect(error?.message ?? null).toBeNull();
    expect(cost).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
  });
});

describe('the cost model', () => {
  it('counts a REST call for a field whose resolver reads the context, none for a field of its parent’s answer', () => {
    expect(fieldCost('Query', 'employees')).toEqual(1);
    expect(fieldCost('Employee', 'daysWithUs')).toEqual(1); // the detail, one call per person
    expect(fieldCost('Employee', 'currentRole')).toEqual(0.01); // issue 14: the roles batch read
    expect(fieldCost('Employee', 'team')).toEqual(0.01); // a batch read: one call for 100 people
    expect(fieldCost('Employee', 'firstName')).toEqual(0);
    expect(fieldCost('Employee', 'name')).toEqual(0); // no resolver: read from the REST answer
  });

  it('multiplies a connection’s selections by first (or its default page)', () => {
    const cost = (query: string) => checkQuery(schema, query, parse(query)).cost;
    expect(cost('{ employees(first: 10) { edges { node { daysWithUs } } } }')).toEqual(1 + 10 * 1);
    expect(cost('{ employees { edges { node { daysWithUs team { name } } } } }')).toEqual(1 + 25 * 1 + 1); // 25 teams: one batch
    expect(cost('{ employees(first: 100) { edges { node { currentRole { title } currentReportsTo { personName } team { name } } } } }')).toEqual(1 + 1 + 1 + 1);
    expect(cost('{ employees(first: 100) { edges { node { team { name } currentDepartment { description } } } } }')).toEqual(1 + 1 + 1);
    expect(cost('{ employees(first: 100) { totalCount } }')).toEqual(1);
    expect(cost('{ __schema { types { name } } }')).toEqual(0);
  });
});
