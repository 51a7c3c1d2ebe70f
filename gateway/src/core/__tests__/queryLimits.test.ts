// The web app's own queries all pass the limits partners meet: every operation Relay generated
// (web/persisted-queries.json, written by `npm run relay`) is checked here with the variables the app sends at most.
import { buildSchema, parse } from 'graphql';
import { typeDefs } from '../apollo';
import { persistedOperations } from '../persistedQueries';
import { DEFAULT_LIMITS, checkQuery, fieldCost } from '../queryLimits';
import { appVariables } from '../../test/appVariables';

const schema = buildSchema(typeDefs);

// The artifacts carry only the persisted id; the texts are in relay-compiler's persisted map.
const operations = persistedOperations().map(({ name, text }) => ({ file: name, text }));

it('finds the generated operations (run `npm run relay` first)', () => {
  expect(operations.length).toBeGreaterThan(50);
});

describe.each(operations.map((o) => [o.file, o.text]))('%s', (_file, text) => {
  it('passes every limit with the variables the app sends', () => {
    const document = parse(text);
    const variables = appVariables(schema, text);
    const { error, cost } = checkQuery(schema, text, document, variables);
    expect(error?.message ?? null).toBeNull();
    expect(cost).toBeLessThanOrEqual(DEFAULT_LIMITS.maxCost);
  });
});

describe('the cost model', () => {
  it('counts a REST call for a field whose resolver reads the context, none for a field of its parent’s answer', () => {
    expect(fieldCost('Query', 'employees')).toEqual(1);
    expect(fieldCost('Employee', 'daysWithUs')).toEqual(1); // the detail, one call per person
    expect(fieldCost('Employee', 'currentRole')).toEqual(0.01); // The roles batch read
    expect(fieldCost('Employee', 'team')).toEqual(0.01); // a batch read: one call for 100 people
    expect(fieldCost('Employee', 'firstName')).toEqual(0);
    expect(fieldCost('Employee', 'name')).toEqual(0); // no resolver: read from the REST answer
  });

  it('multiplies a plain list’s selections by the items it is priced for', () => {
    const cost = (query: string) => checkQuery(schema, query, parse(query)).cost;
    // 1 for the reports and 1 for the viewer read, then 25 reports × (employee 1 + its permission share + daysWithUs 1 + its share), + 1 rounding.
    expect(cost('{ reviewReports { employee { daysWithUs } } }')).toEqual(1 + 1 + 25 * 2 + 1 + 1);
    expect(cost('{ reviewReports { employeeName total } }')).toEqual(1 + 1);
  });

  it('multiplies a connection’s selections by first (or its default page)', () => {
    const cost = (query: string) => checkQuery(schema, query, parse(query)).cost;
    // The list and the viewer read it may make (1 + 1); a per-person field also pays 1/100 of the permission batch;
    // each batch read rounds up on its own (+1).
    expect(cost('{ employees(first: 10) { edges { node { daysWithUs } } } }')).toEqual(1 + 1 + 10 * 1 + 1 + 1);
    expect(cost('{ employees { edges { node { daysWithUs team { name } } } } }')).toEqual(1 + 1 + 25 * 1 + 1 + 2); // 25 teams: one batch
    expect(
      cost(
        '{ employees(first: 100) { edges { node { currentRole { title } currentReportsTo { personName } team { name } } } } }',
      ),
    ).toEqual(1 + 1 + 2 * 4 + 2);
    expect(
      cost('{ employees(first: 100) { edges { node { team { name } currentDepartment { description } } } } }'),
    ).toEqual(1 + 1 + 2 * 3 + 1);
    expect(cost('{ employees(first: 100) { totalCount } }')).toEqual(1 + 1);
    expect(cost('{ __schema { types { name } } }')).toEqual(0);
  });
});
