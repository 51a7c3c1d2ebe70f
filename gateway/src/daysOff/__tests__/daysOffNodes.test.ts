import { DEFAULT_LIMITS } from '../../core/queryLimits';
import { toGlobalId } from 'graphql-relay';
import { dayOffTypeRow } from '../../test/daysOffFixtures';
import { employeeRow } from '../../test/fixtures';
import { runQuery } from '../../test/runQuery';

// STYLE.md 2: the days-off settings objects refetch by their global id through the REST batch reads (?ids=).
const annual = dayOffTypeRow({ id: 1 });
const legal2027 = dayOffTypeRow({ id: 11, year: 2027, name: 'Annual leave' });
const sick = dayOffTypeRow({
  id: 2,
  type: 'sick_day',
  name: 'Sick',
  color: null,
  limitation: 'unlimited',
  default_limitation: 'unlimited',
  max_yearly_amount_days: null,
});
const exception = {
  id: 31,
  day_off_type_id: 1,
  employee_id: 2,
  employee_name: 'Person 2',
  limitation: 'limit_in_days',
  max_yearly_amount_days: 25,
  max_yearly_amount_minutes: null,
};
const ruleset = { id: 7, name: 'Priority', day_off_type_ids: [2, 1, 11, 99] };
const otherRuleset = { id: 8, name: 'Sick first', day_off_type_ids: [2] };
const holiday = { id: 5, date: '2026-12-25', special_name: 'Christmas', color: null, country_code: 'BE' };

/** A batch read answering the rows whose id is asked, like the REST API (unknown ids left out). */
const byIds = (rows: { id: number }[]) => (query: Record<string, string>) => ({
  data: rows.filter((row) => query.ids.split(',').map(Number).includes(row.id)),
});
const routes = {
  '/api/days_off/day_off_types/batch': byIds([annual, sick, legal2027]),
  '/api/days_off/day_off_types/exceptions/batch': byIds([exception]),
  '/api/days_off/rulesets/batch': byIds([ruleset, otherRuleset]),
  '/api/days_off/company_days_off/batch': byIds([holiday]),
  '/api/days_off/day_off_types/exceptions': { data: [exception] },
};
const gid = (type: string, id: number) => toGlobalId(type, String(id));

describe('node(id:) of the days-off settings objects (STYLE.md 2, part 1 §3, §5, §9)', () => {
  it('answers a day-off type with its fields and exceptions, from one batch read', async () => {
    const result = await runQuery(
      `query ($id: ID!) { node(id: $id) { __typename id ... on DayOffType { internalId year name color limitation maxYearlyAmountDays active exceptions { internalId } } } }`,
      { id: gid('DayOffType', 2) },
      routes,
    );
    expect(result.errors).toBeUndefined();
    // Part 1 §9: the fallback colour 1C99FC.
    expect(result.data).toEqual({
      node: {
        __typename: 'DayOffType',
        id: gid('DayOffType', 2),
        internalId: 2,
        year: 2026,
        name: 'Sick',
        color: '1C99FC',
        limitation: 'UNLIMITED',
        maxYearlyAmountDays: null,
        active: true,
        exceptions: [],
      },
    });
    expect(result.calls).toEqual([
      'GET /api/days_off/day_off_types/batch?ids=2',
      'GET /api/days_off/day_off_types/exceptions?type_ids=2',
    ]);
  });

  it('part 1 §5: answers a type exception', async () => {
    const result = await runQuery(
      `query ($id: ID!) { node(id: $id) { __typename id ... on DayOffTypeException { internalId employeeId employeeName limitation maxYearlyAmountDays maxYearlyAmountMinutes } } }`,
      { id: gid('DayOffTypeException', 31) },
      routes,
    );
    expect(result.data).toEqual({
      node: {
        __typename: 'DayOffTypeException',
        id: gid('DayOffTypeException', 31),
        internalId: 31,
        employeeId: 2,
        employeeName: 'Person 2',
        limitation: 'LIMIT_IN_DAYS',
        maxYearlyAmountDays: 25,
        maxYearlyAmountMinutes: null,
      },
    });
    expect(result.calls).toEqual(['GET /api/days_off/day_off_types/exceptions/batch?ids=31']);
  });

  it("answers an exception's person through the people batch read, null when it leaves them out", async () => {
    const query = `query ($id: ID!) { node(id: $id) { ... on DayOffTypeException { employee { id } } } }`;
    const seen = await runQuery(
      query,
      { id: gid('DayOffTypeException', 31) },
      {
        ...routes,
        '/api/employees/batch': { data: [employeeRow(2)] },
      },
    );
    expect(seen.data).toEqual({ node: { employee: { id: gid('Employee', 2) } } });
    expect(seen.calls).toEqual([
      'GET /api/days_off/day_off_types/exceptions/batch?ids=31',
      'GET /api/employees/batch?ids=2',
    ]);
    const hidden = await runQuery(
      query,
      { id: gid('DayOffTypeException', 31) },
      {
        ...routes,
        '/api/employees/batch': { data: [] },
      },
    );
    expect(hidden.data).toEqual({ node: { employee: null } });
  });

  it('answers a ruleset whose types, of every year in its priority order, come through the type loader in one batch', async () => {
    const result = await runQuery(
      `query ($id: ID!) { node(id: $id) { __typename id ... on DayOffRuleset { internalId name dayOffTypes { id internalId year } } } }`,
      { id: gid('DayOffRuleset', 7) },
      routes,
    );
    expect(result.data).toEqual({
      node: {
        __typename: 'DayOffRuleset',
        id: gid('DayOffRuleset', 7),
        internalId: 7,
        name: 'Priority',
        // A type id the batch read leaves out (99) is left out of the ruleset.
        dayOffTypes: [
          { id: gid('DayOffType', 2), internalId: 2, year: 2026 },
          { id: gid('DayOffType', 1), internalId: 1, year: 2026 },
          { id: gid('DayOffType', 11), internalId: 11, year: 2027 },
        ],
      },
    });
    expect(result.calls).toEqual([
      'GET /api/days_off/rulesets/batch?ids=7',
      'GET /api/days_off/day_off_types/batch?ids=2%2C1%2C11%2C99',
    ]);
  });

  it('part 1 §9: answers a company holiday', async () => {
    const result = await runQuery(
      `query ($id: ID!) { node(id: $id) { __typename id ... on CompanyHoliday { internalId date specialName color countryCode } } }`,
      { id: gid('CompanyHoliday', 5) },
      routes,
    );
    expect(result.data).toEqual({
      node: {
        __typename: 'CompanyHoliday',
        id: gid('CompanyHoliday', 5),
        internalId: 5,
        date: '2026-12-25',
        specialName: 'Christmas',
        color: null,
        countryCode: 'BE',
      },
    });
    expect(result.calls).toEqual(['GET /api/days_off/company_days_off/batch?ids=5']);
  });

  it('batches several ids of a type into one REST call each; an id the REST API leaves out (missing or another company’s) answers null', async () => {
    const result = await runQuery(
      `query ($t1: ID!, $t2: ID!, $t3: ID!, $x: ID!, $r1: ID!, $r2: ID!, $h1: ID!, $h2: ID!) {
        t1: node(id: $t1) { id } t2: node(id: $t2) { id } t3: node(id: $t3) { id } x: node(id: $x) { id }
        r1: node(id: $r1) { ... on DayOffRuleset { dayOffTypes { internalId } } } r2: node(id: $r2) { ... on DayOffRuleset { dayOffTypes { internalId } } }
        h1: node(id: $h1) { id } h2: node(id: $h2) { id }
      }`,
      {
        t1: gid('DayOffType', 1),
        t2: gid('DayOffType', 2),
        t3: gid('DayOffType', 404),
        x: gid('DayOffTypeException', 31),
        r1: gid('DayOffRuleset', 7),
        r2: gid('DayOffRuleset', 8),
        h1: gid('CompanyHoliday', 5),
        h2: gid('CompanyHoliday', 404),
      },
      routes,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      t1: { id: gid('DayOffType', 1) },
      t2: { id: gid('DayOffType', 2) },
      t3: null,
      x: { id: gid('DayOffTypeException', 31) },
      r1: { dayOffTypes: [{ internalId: 2 }, { internalId: 1 }, { internalId: 11 }] },
      r2: { dayOffTypes: [{ internalId: 2 }] },
      h1: { id: gid('CompanyHoliday', 5) },
      h2: null,
    });
    // The rulesets' types come in one more batch; the types node(id:) already loaded are not asked again.
    expect(result.calls).toEqual([
      'GET /api/days_off/day_off_types/batch?ids=1%2C2%2C404',
      'GET /api/days_off/day_off_types/exceptions/batch?ids=31',
      'GET /api/days_off/rulesets/batch?ids=7%2C8',
      'GET /api/days_off/company_days_off/batch?ids=5%2C404',
      'GET /api/days_off/day_off_types/batch?ids=11%2C99',
    ]);
  });

  it('splits a batch at the REST API’s 100 ids (maxBatchSize)', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    // 101 aliases of node are past what partners may send: raised here to reach the batch split.
    const limits = { ...DEFAULT_LIMITS, maxAliasesPerField: 101 };
    const result = await runQuery(
      `{ ${ids.map((id) => `n${id}: node(id: "${gid('CompanyHoliday', id)}") { id }`).join(' ')} }`,
      {},
      routes,
      'token',
      limits,
    );
    expect(result.calls).toEqual([
      `GET /api/days_off/company_days_off/batch?ids=${ids.slice(0, 100).join('%2C')}`,
      'GET /api/days_off/company_days_off/batch?ids=101',
    ]);
    expect(Object.values(result.data as Record<string, unknown>).filter((node) => node !== null)).toEqual([
      { id: gid('CompanyHoliday', 5) },
    ]);
  });

  it('a ruleset of the settings list keeps the types of its year, with no batch read', async () => {
    const result = await runQuery(
      '{ dayOffTypes(year: 2026) { rulesets { internalId dayOffTypes { internalId } } } }',
      {},
      {
        '/api/days_off/day_off_types': {
          data: [annual, sick],
          rulesets: [{ id: 7, name: 'Priority', day_off_type_ids: [2, 1] }],
        },
      },
    );
    expect(result.data).toEqual({
      dayOffTypes: { rulesets: [{ internalId: 7, dayOffTypes: [{ internalId: 2 }, { internalId: 1 }] }] },
    });
    expect(result.calls).toEqual(['GET /api/days_off/day_off_types?year=2026&for_who=-1&include_rulesets=1']);
  });
});
