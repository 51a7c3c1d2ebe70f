// STYLE.md 2: the days-off settings objects (day-off type, type exception, ruleset, company day off) refetch
// by their global id through the gateway's node(id:) over the REST batch reads (?ids=), which answer the rows the
// lists answer and leave out another company's ids exactly like missing ones. Demo Belgium is company 1.
import { toGlobalId } from 'graphql-relay';
import { engines } from '../support/databases';
import { typeId } from '../support/daysOff';
import { BELGIUM, MISSING } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const NODE = `query ($id: ID!) { node(id: $id) {
  __typename id
  ... on DayOffType { internalId year name limitation maxYearlyAmountDays exceptions { internalId } }
  ... on DayOffTypeException { internalId employeeId limitation maxYearlyAmountDays }
  ... on DayOffRuleset { internalId name dayOffTypes { internalId year name } }
  ... on CompanyHoliday { internalId date specialName countryCode }
} }`;

describe.each(engines())('days-off settings nodes on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let manager: string;
  let adminNl: string;
  // Demo Belgium's: the 2026 'Wettelijk verlof', its first exception, the ruleset 'Verlof België' and Christmas 2026.
  let legal: number;
  let exception: { id: number; employee_id: number };
  let ruleset: number;
  let christmas: number;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, manager, adminNl] = await Promise.all([
      signIn(stack, 'admin@demo.be'),
      signIn(stack, 'manager@demo.be'),
      signIn(stack, 'admin@demo.nl'),
    ]);
    legal = await typeId(stack.db, BELGIUM, 2026, 'Wettelijk verlof');
    [exception] = await stack.db.query<{ id: number; employee_id: number }>(
      'SELECT id, employee_id FROM day_off_type_exceptions WHERE company_id = $1 AND day_off_type_id = $2 ORDER BY id LIMIT 1',
      [BELGIUM, legal],
    );
    [{ id: ruleset }] = await stack.db.query<{ id: number }>(
      'SELECT id FROM day_off_rulesets WHERE company_id = $1 ORDER BY id LIMIT 1',
      [BELGIUM],
    );
    [{ id: christmas }] = await stack.db.query<{ id: number }>(
      "SELECT id FROM company_days_off WHERE company_id = $1 AND date = '2026-12-25' AND country_code = 'BE'",
      [BELGIUM],
    );
  });
  afterAll(() => stack.close());

  const get = (path: string, token: string) => rest(stack, 'GET', path, { token });
  const nodes = () =>
    [
      ['type', 'DayOffType', legal],
      ['exception', 'DayOffTypeException', exception.id],
      ['ruleset', 'DayOffRuleset', ruleset],
      ['holiday', 'CompanyHoliday', christmas],
    ] as const;
  const globalIds = () =>
    Object.fromEntries(nodes().map(([key, type, id]) => [key, toGlobalId(type, String(id))])) as Record<
      ReturnType<typeof nodes>[number][0],
      string
    >;

  describe('REST batch reads', () => {
    it('answer the rows the lists answer; a ruleset has its types of every year, by year then priority; missing ids are left out', async () => {
      const [types, exceptions, holidays, ...years] = await Promise.all([
        get('/api/days_off/day_off_types?year=2026', admin),
        get(`/api/days_off/day_off_types/exceptions?type_ids=${legal}`, admin),
        get('/api/days_off/company_days_off?year=2026&country=BE', admin),
        ...[2025, 2026, 2027].map((year) => get(`/api/days_off/day_off_types?year=${year}&include_rulesets=1`, admin)),
      ]);
      const listed = {
        type: types.body.data.find((t: { id: number }) => t.id === legal),
        exception: exceptions.body.data.find((x: { id: number }) => x.id === exception.id),
        holiday: holidays.body.data.find((h: { id: number }) => h.id === christmas),
      };
      expect([listed.type?.name, listed.exception?.employee_id, listed.holiday?.special_name]).toEqual([
        'Wettelijk verlof',
        exception.employee_id,
        'Kerstmis',
      ]);
      const ofYears = years.map((y) => y.body.rulesets.find((r: { id: number }) => r.id === ruleset));
      const batches = await Promise.all([
        get(`/api/days_off/day_off_types/batch?ids=${legal},${MISSING}`, admin),
        get(`/api/days_off/day_off_types/exceptions/batch?ids=${exception.id},${MISSING}`, admin),
        get(`/api/days_off/rulesets/batch?ids=${ruleset},${MISSING}`, admin),
        get(`/api/days_off/company_days_off/batch?ids=${christmas},${MISSING}`, admin),
      ]);
      expect(batches.map((b) => [b.status, b.body])).toEqual([
        [200, { data: [listed.type] }],
        [200, { data: [listed.exception] }],
        [
          200,
          {
            data: [
              { id: ruleset, name: 'Verlof België', day_off_type_ids: ofYears.flatMap((r) => r.day_off_type_ids) },
            ],
          },
        ],
        [200, { data: [listed.holiday] }],
      ]);
      expect(ofYears[1].day_off_type_ids).toContain(legal);
    });

    it('ARCHITECTURE.md: another company’s ids are left out exactly like missing ones', async () => {
      const paths = [
        `/api/days_off/day_off_types/batch?ids=${legal}`,
        `/api/days_off/day_off_types/exceptions/batch?ids=${exception.id}`,
        `/api/days_off/rulesets/batch?ids=${ruleset}`,
        `/api/days_off/company_days_off/batch?ids=${christmas}`,
      ];
      const answers = await Promise.all(paths.map((path) => get(path, adminNl)));
      expect(answers.map((a) => [a.status, a.body])).toEqual(paths.map(() => [200, { data: [] }]));
    });

    it('read like the lists: any signed-in user of the company, with ids as the batch reads take them', async () => {
      const [byManager, noToken, badIds, tooMany] = await Promise.all([
        get(`/api/days_off/day_off_types/batch?ids=${legal}`, manager),
        rest(stack, 'GET', `/api/days_off/rulesets/batch?ids=${ruleset}`),
        get('/api/days_off/company_days_off/batch?ids=1,x', admin),
        get(`/api/days_off/day_off_types/batch?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, admin),
      ]);
      expect(byManager.body.data.map((t: { id: number }) => t.id)).toEqual([legal]);
      expect([noToken.status, badIds.status, badIds.body.code, tooMany.status]).toEqual([
        401,
        400,
        'INVALID_INPUT',
        400,
      ]);
    });

    it('part 1 §5 (as the list): the exception of a sensitive profile is left out for non-admins', async () => {
      await stack.db.query('UPDATE employees SET sensitive_profile = 1 WHERE id = $1', [exception.employee_id]);
      try {
        const path = `/api/days_off/day_off_types/exceptions/batch?ids=${exception.id}`;
        const [byAdmin, byManager, listByManager] = await Promise.all([
          get(path, admin),
          get(path, manager),
          get(`/api/days_off/day_off_types/exceptions?type_ids=${legal}`, manager),
        ]);
        expect([
          byAdmin.body.data.length,
          byManager.body,
          listByManager.body.data.some((x: { id: number }) => x.id === exception.id),
        ]).toEqual([1, { data: [] }, false]);
      } finally {
        await stack.db.query('UPDATE employees SET sensitive_profile = 0 WHERE id = $1', [exception.employee_id]);
      }
    });
  });

  describe('GraphQL node(id:)', () => {
    it('STYLE.md 2: answers Demo Belgium’s type, exception, ruleset and company day off for admin@demo.be', async () => {
      const ids = globalIds();
      const [type, exceptionNode, rulesetNode, holiday] = await Promise.all(
        Object.values(ids).map((id) => graphql(stack, NODE, { id }, admin)),
      );
      expect([type.errors, exceptionNode.errors, rulesetNode.errors, holiday.errors]).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      expect(type.data.node).toEqual({
        __typename: 'DayOffType',
        id: ids.type,
        internalId: legal,
        year: 2026,
        name: 'Wettelijk verlof',
        limitation: 'LIMIT_IN_DAYS',
        maxYearlyAmountDays: 20,
        exceptions: expect.arrayContaining([{ internalId: exception.id }]),
      });
      expect(exceptionNode.data.node).toEqual({
        __typename: 'DayOffTypeException',
        id: ids.exception,
        internalId: exception.id,
        employeeId: exception.employee_id,
        limitation: 'LIMIT_IN_DAYS',
        maxYearlyAmountDays: 22,
      });
      expect(holiday.data.node).toEqual({
        __typename: 'CompanyHoliday',
        id: ids.holiday,
        internalId: christmas,
        date: '2026-12-25',
        specialName: 'Kerstmis',
        countryCode: 'BE',
      });
      // The ruleset's types of every year, in the order of its REST batch read.
      const [row] = (await get(`/api/days_off/rulesets/batch?ids=${ruleset}`, admin)).body.data;
      const { node } = rulesetNode.data;
      expect([node.__typename, node.id, node.internalId, node.name]).toEqual([
        'DayOffRuleset',
        ids.ruleset,
        ruleset,
        'Verlof België',
      ]);
      expect(node.dayOffTypes.map((t: { internalId: number }) => t.internalId)).toEqual(row.day_off_type_ids);
      expect([...new Set(node.dayOffTypes.map((t: { year: number }) => t.year))]).toEqual([2025, 2026, 2027]);
      expect(node.dayOffTypes.filter((t: { year: number }) => t.year === 2026)).toContainEqual({
        internalId: legal,
        year: 2026,
        name: 'Wettelijk verlof',
      });
    });

    it('ARCHITECTURE.md: the same global ids answer null for admin@demo.nl, exactly like missing ones', async () => {
      for (const [, type, id] of nodes()) {
        const [theirs, missing] = await Promise.all([
          graphql(stack, NODE, { id: toGlobalId(type, String(id)) }, adminNl),
          graphql(stack, NODE, { id: toGlobalId(type, String(MISSING)) }, adminNl),
        ]);
        expect([type, theirs.data, theirs.errors]).toEqual([type, { node: null }, undefined]);
        expect([type, missing.data]).toEqual([type, theirs.data]);
      }
    });

    it('several ids of the four types cost one REST batch read per type, plus one for the ruleset’s types', async () => {
      const ids = globalIds();
      const answer = await graphql(
        stack,
        `
          query ($type: ID!, $other: ID!, $exception: ID!, $ruleset: ID!, $holiday: ID!) {
            type: node(id: $type) {
              id
            }
            other: node(id: $other) {
              id
            }
            exception: node(id: $exception) {
              id
            }
            ruleset: node(id: $ruleset) {
              ... on DayOffRuleset {
                dayOffTypes {
                  id
                }
              }
            }
            holiday: node(id: $holiday) {
              id
            }
          }
        `,
        { ...ids, other: toGlobalId('DayOffType', String(MISSING)) },
        admin,
      );
      expect(answer.errors).toBeUndefined();
      expect([answer.data.type, answer.data.other, answer.data.exception, answer.data.holiday]).toEqual([
        { id: ids.type },
        null,
        { id: ids.exception },
        { id: ids.holiday },
      ]);
      expect(answer.data.ruleset.dayOffTypes).toContainEqual({ id: ids.type });
      expect(answer.extensions?.restCalls).toEqual(5);
    });
  });
});
