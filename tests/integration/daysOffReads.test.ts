// The days-off reads of the REST contract (part 1 §3, §7, §9) on the demo data: the calendar data of a person,
// the schedule of a year, the budget usage list with every usage-item field, the type settings lists, company days
// off, the permission of the days-off section and tenant isolation.
import { engines } from '../support/databases';
import { call, signIn, startRest, typeId, type RestStack } from '../support/daysOff';
import { BELGIUM, NETHERLANDS } from '../support/profile';

const USAGE_FIELDS = [
  'type_id',
  'type',
  'name',
  'color',
  'limitation',
  'default_limitation',
  'interpretation',
  'is_work_type',
  'approval_needed',
  'allowed_selfservice',
  'allowed_request_options',
  'active',
  'accrual_version_id',
  'days_approved',
  'days_not_approved',
  'minutes_approved',
  'minutes_not_approved',
  'max_yearly_amount_days',
  'max_yearly_amount_minutes',
  'transfer_unused_amounts',
  'transferred_minutes',
  'transfer_amounts_expiry_months',
  'used_before_expiry_minutes',
  'expired_minutes',
  'remaining_transferred_minutes_from_last_year',
  'note_required',
  'custom_type_id',
  'accrual_year_balance',
  'accrual_starting_minutes_this_year',
  'accrual_approved_minutes',
  'accrual_approved_minutes_this_year',
  'accrual_remaining_balance_from_last_year',
  'accrual_remaining_balance_expiration_date',
  'accrual_remaining_balance_expiring_minutes',
  'accrual_next_expiration_date',
  // Not a §3 field: the valid transfer in the limit's unit, which the gateway's balance and budget bar count (part 1 §4).
  'transferred_available',
];

// The Belgian person the browser tests plan on (demo positions 40–48 = ids 40–48).
const TEST_PERSON = 40;
const NL_PERSON = 62;

describe.each(engines())('days-off reads on %s', (_engine, open) => {
  let stack: RestStack;
  let admin: string;
  let adminNl: string;
  beforeAll(async () => {
    stack = await startRest(await open());
    [admin, adminNl] = await Promise.all([signIn(stack, 'admin@demo.be'), signIn(stack, 'admin@demo.nl')]);
  });
  afterAll(() => stack.close());

  describe('GET /api/days_off/personal_days_off (part 1 §7 list days off)', () => {
    it('part 1 §9: the company days off of the holiday country BE (Easter-based ones included), keyed by date', async () => {
      const answer = await call(stack, 'GET', `/api/days_off/personal_days_off?employee_id=${TEST_PERSON}&year=2026`, {
        token: admin,
      });
      expect(answer.status).toEqual(200);
      expect(answer.body.holidays_country).toEqual('BE');
      expect(Object.keys(answer.body.company_days_off)).toEqual([
        '2026-01-01',
        '2026-04-06',
        '2026-05-01',
        '2026-05-14',
        '2026-05-25',
        '2026-07-21',
        '2026-08-15',
        '2026-11-01',
        '2026-11-11',
        '2026-12-25',
      ]);
      expect(answer.body.company_days_off['2026-07-21']).toEqual([
        { id: expect.any(Number), special_name: 'Nationale feestdag', color: 'C62828' },
      ]);
    });

    it('part 1 §3: the person’s days off with the fields of a day off; the test people have none in 1–14 July and 1–14 September', async () => {
      const answer = await call(stack, 'GET', `/api/days_off/personal_days_off?employee_id=${TEST_PERSON}&year=2026`, {
        token: admin,
      });
      const days = Object.values(answer.body.personal_days_off).flat() as Record<string, unknown>[];
      const legal = days.filter((d) => d.day_off_type_name === 'Wettelijk verlof');
      expect(legal.length).toEqual(18);
      expect(legal[0]).toEqual({
        id: expect.any(Number),
        date: expect.any(String),
        type: 'custom',
        custom_type_id: await typeId(stack.db, BELGIUM, 2026, 'Wettelijk verlof'),
        custom_type_name: 'Wettelijk verlof',
        day_off_type_name: 'Wettelijk verlof',
        color: '2E7D32',
        approved: 0,
        am_pm_hint: 'all_day',
        start_minutes: 540,
        duration_minutes: null,
        interpretation: 'time_off',
        verzuim_id: null,
        // A pending day belongs to its leave request (domain leaveRequests.ts; the demo's, rest/src/seed/leaveRequests.ts).
        leave_request_id: expect.any(Number),
      });
      expect(Object.keys(answer.body.personal_days_off).filter((d) => /^2026-0[79]-(0\d|1[0-4])$/.test(d))).toEqual([]);
    });

    it('part 1 §9: a Dutch person’s holiday country is NL, with the Dutch public holidays', async () => {
      const answer = await call(stack, 'GET', `/api/days_off/personal_days_off?employee_id=${NL_PERSON}&year=2026`, {
        token: adminNl,
      });
      expect(answer.body.holidays_country).toEqual('NL');
      expect(answer.body.company_days_off['2026-04-27']).toEqual([
        { id: expect.any(Number), special_name: 'Koningsdag', color: 'FF6F00' },
      ]);
    });
  });

  it('Every browser-test person (40–48) has 2 legal days and 6 extralegal days left, a full week, and July 1–14 and September 1–14 free', async () => {
    for (let id = 40; id <= 48; id++) {
      const [usage, days, schedule] = await Promise.all([
        call(stack, 'GET', `/api/days_off/budget_usage?employee_id=${id}&year=2026`, { token: admin }),
        call(stack, 'GET', `/api/days_off/personal_days_off?employee_id=${id}&year=2026`, { token: admin }),
        call(stack, 'GET', `/api/weekly_schedule/${id}?year=2026`, { token: admin }),
      ]);
      const [legal, extralegal] = usage.body.budgets.rulesets[0].day_off_types;
      expect([
        id,
        legal.days_approved + legal.days_not_approved,
        legal.max_yearly_amount_days,
        extralegal.days_approved + extralegal.days_not_approved,
      ]).toEqual([id, 18, 20, 0]);
      expect([id, Object.keys(days.body.personal_days_off).filter((d) => /^2026-0[79]-(0\d|1[0-4])$/.test(d))]).toEqual(
        [id, []],
      );
      expect([
        id,
        ['2026-07-06', '2026-07-07', '2026-07-08', '2026-07-09', '2026-07-10', '2026-07-11'].map(
          (d) => schedule.body.weekly_schedule[d],
        ),
      ]).toEqual([id, [456, 456, 456, 456, 456, 0]]);
    }
  });

  describe('GET /api/weekly_schedule/{id} (part 1 §7 weekly schedule)', () => {
    it('part 1 §3: minutes per date of the year from the wage in force: 456 on weekdays, 0 on weekends', async () => {
      const answer = await call(stack, 'GET', `/api/weekly_schedule/${TEST_PERSON}?year=2026`, { token: admin });
      expect(answer.status).toEqual(200);
      const schedule = answer.body.weekly_schedule;
      expect([schedule['2026-07-06'], schedule['2026-07-10'], schedule['2026-07-11'], schedule['2026-07-12']]).toEqual([
        456, 456, 0, 0,
      ]);
      expect(Object.keys(schedule).length).toEqual(365);
      expect(answer.body.one_day_contracts).toEqual([]);
    });

    it('part 1 §7: one-day contracts come with their contract type', async () => {
      const [contract] = await stack.db.query<{ employee_id: number; date: string; contract_type: string }>(
        "SELECT employee_id, date, contract_type FROM one_day_contracts WHERE company_id = $1 AND date >= '2026-01-01' ORDER BY id LIMIT 1",
        [BELGIUM],
      );
      const answer = await call(stack, 'GET', `/api/weekly_schedule/${contract.employee_id}?year=2026`, {
        token: admin,
      });
      expect(answer.body.one_day_contracts).toContainEqual({
        date: contract.date,
        contract_type: contract.contract_type,
      });
      expect(answer.body.weekly_schedule[contract.date]).toEqual(480);
    });
  });

  describe('GET /api/days_off/budget_usage (part 1 §7 budget usage list)', () => {
    it('part 1 §3: every usage-item field under its spec name; the ruleset lists its holiday types in priority order', async () => {
      const answer = await call(stack, 'GET', `/api/days_off/budget_usage?employee_id=${TEST_PERSON}&year=2026`, {
        token: admin,
      });
      expect(answer.status).toEqual(200);
      const [ruleset] = answer.body.budgets.rulesets;
      expect([ruleset.name, ruleset.day_off_types.map((t: { name: string }) => t.name)]).toEqual([
        'Verlof België',
        ['Wettelijk verlof', 'Extralegaal verlof', 'ADV'],
      ]);
      for (const item of [...answer.body.budgets.custom_types, ...ruleset.day_off_types])
        expect(Object.keys(item)).toEqual(USAGE_FIELDS);
      const legal = ruleset.day_off_types[0];
      expect(legal).toMatchObject({
        limitation: 'limit_in_days',
        max_yearly_amount_days: 20,
        days_approved: 0,
        days_not_approved: 18,
        transfer_amounts_expiry_months: 6,
      });
      expect(ruleset.day_off_types[1]).toMatchObject({
        name: 'Extralegaal verlof',
        limitation: 'limit_in_half_days',
        max_yearly_amount_days: 6,
        days_approved: 0,
        days_not_approved: 0,
      });
    });

    it('part 1 §7: a year without day-off types lists no usage', async () => {
      const answer = await call(stack, 'GET', `/api/days_off/budget_usage?employee_id=${TEST_PERSON}&year=2031`, {
        token: admin,
      });
      expect(answer.body).toEqual({
        budgets: { custom_types: [], rulesets: [{ id: expect.any(Number), name: 'Verlof België', day_off_types: [] }] },
      });
    });

    it('part 1 §5 (choice): custom types are sorted self-service first, then by name', async () => {
      const answer = await call(stack, 'GET', `/api/days_off/budget_usage?employee_id=${TEST_PERSON}&year=2026`, {
        token: admin,
      });
      expect(answer.body.budgets.custom_types.map((t: { name: string }) => t.name)).toEqual([
        'Opleiding',
        'Recuperatie overuren',
        'Tijdelijke werkloosheid',
        'Ziekte',
      ]);
    });

    it('part 1 §3: leave accrual of a Dutch person: the accrual fields are set, the transfer expires on 1 July', async () => {
      const answer = await call(stack, 'GET', `/api/days_off/budget_usage?employee_id=${NL_PERSON}&year=2026`, {
        token: adminNl,
      });
      const accrual = answer.body.budgets.rulesets[0].day_off_types[0];
      expect(accrual).toMatchObject({
        name: 'Wettelijke vakantie-uren',
        limitation: 'leave_accrual',
        accrual_version_id: accrual.type_id,
        accrual_remaining_balance_expiration_date: '2026-07-01',
      });
      // 12 months of 760 minutes and this year's correction of +456 (a jubilee day); 5 months accrued by 15 June.
      expect([accrual.accrual_approved_minutes, accrual.accrual_approved_minutes_this_year]).toEqual([
        12 * 760 + 456,
        5 * 760 + 456,
      ]);
      expect(accrual.accrual_year_balance).toEqual(
        accrual.accrual_starting_minutes_this_year +
          accrual.accrual_approved_minutes -
          accrual.minutes_approved -
          accrual.minutes_not_approved -
          accrual.accrual_remaining_balance_expiring_minutes,
      );
    });

    it('part 1 §6: days off disabled for the company (disable_days_off) answers 403 FORBIDDEN on the three person reads', async () => {
      await stack.db.query("UPDATE companies SET features = array_append(features, 'disable_days_off') WHERE id = $1", [
        BELGIUM,
      ]);
      try {
        const answers = await Promise.all([
          call(stack, 'GET', `/api/days_off/personal_days_off?employee_id=${TEST_PERSON}&year=2026`, { token: admin }),
          call(stack, 'GET', `/api/weekly_schedule/${TEST_PERSON}?year=2026`, { token: admin }),
          call(stack, 'GET', `/api/days_off/budget_usage?employee_id=${TEST_PERSON}&year=2026`, { token: admin }),
        ]);
        expect(answers.map((a) => [a.status, a.body.code])).toEqual([
          [403, 'FORBIDDEN'],
          [403, 'FORBIDDEN'],
          [403, 'FORBIDDEN'],
        ]);
      } finally {
        await stack.db.query(
          "UPDATE companies SET features = array_remove(features, 'disable_days_off') WHERE id = $1",
          [BELGIUM],
        );
      }
    });
  });

  describe('settings reads (part 1 §7 day-off types list, missing types)', () => {
    it('part 1 §7: every type of the year (for_who -1) with the rulesets and their type ids by priority', async () => {
      const answer = await call(stack, 'GET', '/api/days_off/day_off_types?year=2026&for_who=-1&include_rulesets=1', {
        token: admin,
      });
      expect(answer.body.data.map((t: { name: string }) => t.name)).toEqual([
        'Wettelijk verlof',
        'Extralegaal verlof',
        'ADV',
        'Recuperatie overuren',
        'Ziekte',
        'Opleiding',
        'Tijdelijke werkloosheid',
      ]);
      const ids = await Promise.all(
        ['Wettelijk verlof', 'Extralegaal verlof', 'ADV'].map((name) => typeId(stack.db, BELGIUM, 2026, name)),
      );
      expect(answer.body.rulesets).toEqual([{ id: expect.any(Number), name: 'Verlof België', day_off_type_ids: ids }]);
      expect(answer.body.data[0]).toMatchObject({
        year: 2026,
        type: 'custom',
        limitation: 'limit_in_days',
        is_work_type: 0,
        transfer_unused_amounts: 1,
        allowed_request_options: ['allDay', 'morning', 'afternoon'],
      });
    });

    it('part 1 §3: a working_time type is a work type', async () => {
      const answer = await call(stack, 'GET', '/api/days_off/day_off_types?year=2026', { token: adminNl });
      expect(
        answer.body.data
          .filter((t: { is_work_type: number }) => t.is_work_type === 1)
          .map((t: { name: string; interpretation: string }) => [t.name, t.interpretation]),
      ).toEqual([['Beursdienst', 'working_time']]);
      expect(answer.body.rulesets).toEqual([]);
    });

    it('part 1 §7: no type of last year is missing in 2027 nor in 2025 (2024 has none)', async () => {
      const answers = await Promise.all(
        [2027, 2025].map((y) => call(stack, 'GET', `/api/days_off/day_off_types/missing?year=${y}`, { token: admin })),
      );
      expect(answers.map((a) => a.body)).toEqual([
        { missing_types_count: 0, missing_types: [], existing_types_count: 7 },
        { missing_types_count: 0, missing_types: [], existing_types_count: 7 },
      ]);
    });

    it('part 1 §5: exceptions and accrual corrections by type ids, with the person’s name', async () => {
      const legal = await typeId(stack.db, BELGIUM, 2026, 'Wettelijk verlof');
      const exceptions = await call(stack, 'GET', `/api/days_off/day_off_types/exceptions?type_ids=${legal}`, {
        token: admin,
      });
      expect(exceptions.body.data).toEqual([
        {
          id: expect.any(Number),
          day_off_type_id: legal,
          employee_id: 2,
          employee_name: expect.any(String),
          limitation: 'limit_in_days',
          max_yearly_amount_days: 22,
          max_yearly_amount_minutes: null,
        },
      ]);
      const statutory = await typeId(stack.db, NETHERLANDS, 2026, 'Wettelijke vakantie-uren');
      const corrections = await call(stack, 'GET', `/api/days_off/accrual/corrections?type_ids=${statutory}`, {
        token: adminNl,
      });
      expect(corrections.body.data.map((c: { date: string; minutes: number }) => [c.date, c.minutes])).toEqual([
        ['2026-01-15', 456],
        ['2026-03-01', -228],
      ]);
    });

    it('part 1 §2: company days off of a year, of one country or all', async () => {
      const be = await call(stack, 'GET', '/api/days_off/company_days_off?year=2026&country=BE', { token: admin });
      expect(be.body.data.length).toEqual(10);
      expect(be.body.data[1]).toEqual({
        id: expect.any(Number),
        date: '2026-04-06',
        special_name: 'Paasmaandag',
        color: 'C62828',
        country_code: 'BE',
      });
      const nl = await call(stack, 'GET', '/api/days_off/company_days_off?year=2026&country=NL', { token: admin });
      expect(nl.body.data).toEqual([]);
      const bad = await call(stack, 'GET', '/api/days_off/company_days_off?year=2026&country=PL', { token: admin });
      expect([bad.status, bad.body.code]).toEqual([400, 'INVALID_INPUT']);
    });
  });

  describe('tenant isolation (ARCHITECTURE.md: another company’s ids answer 404)', () => {
    it('another company’s person answers 404 on every person read, like a missing one', async () => {
      const answers = await Promise.all([
        call(stack, 'GET', `/api/days_off/personal_days_off?employee_id=${TEST_PERSON}&year=2026`, { token: adminNl }),
        call(stack, 'GET', `/api/weekly_schedule/${TEST_PERSON}?year=2026`, { token: adminNl }),
        call(stack, 'GET', `/api/days_off/budget_usage?employee_id=${TEST_PERSON}&year=2026`, { token: adminNl }),
        call(stack, 'GET', `/api/days_off/day_off_types?year=2026&for_who=${TEST_PERSON}`, { token: adminNl }),
        call(stack, 'GET', '/api/days_off/budget_usage?employee_id=999999&year=2026', { token: adminNl }),
      ]);
      expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(5).fill([404, 'NOT_FOUND']));
    });

    it('another company’s type ids are left out of the batch reads', async () => {
      const legal = await typeId(stack.db, BELGIUM, 2026, 'Wettelijk verlof');
      const answer = await call(stack, 'GET', `/api/days_off/day_off_types/exceptions?type_ids=${legal}`, {
        token: adminNl,
      });
      expect(answer.body).toEqual({ data: [] });
    });

    it('ARCHITECTURE.md: every days-off path is in the OpenAPI document generated from the route schemas', async () => {
      const answer = await call(stack, 'GET', '/api/openapi.json');
      expect(
        Object.keys(answer.body.paths)
          .filter((p) => p.includes('days_off') || p.includes('weekly_schedule'))
          .sort(),
      ).toEqual([
        '/api/days_off/accrual/corrections',
        '/api/days_off/budget_usage',
        '/api/days_off/company_days_off',
        '/api/days_off/company_days_off/batch',
        '/api/days_off/company_days_off/remove_for_employee',
        '/api/days_off/company_days_off/{id}/delete',
        '/api/days_off/day_off_types',
        '/api/days_off/day_off_types/batch',
        '/api/days_off/day_off_types/copy_missing',
        '/api/days_off/day_off_types/exceptions',
        '/api/days_off/day_off_types/exceptions/batch',
        '/api/days_off/day_off_types/missing',
        '/api/days_off/day_off_types/{id}',
        '/api/days_off/day_off_types/{id}/accrual/corrections',
        '/api/days_off/day_off_types/{id}/exceptions',
        '/api/days_off/personal_days_off',
        '/api/days_off/personal_days_off/add',
        '/api/days_off/personal_days_off/add_by_ruleset',
        '/api/days_off/personal_days_off/remove',
        // Verzuim lives under the days-off paths.
        '/api/days_off/personal_days_off/verzuim/batch',
        '/api/days_off/personal_days_off/verzuim/by_employees',
        '/api/days_off/personal_days_off/verzuim/deleteVerzuimItem',
        '/api/days_off/personal_days_off/verzuim/editVerzuimItem',
        '/api/days_off/personal_days_off/verzuim/reportVerzuimPartialRecovery',
        '/api/days_off/personal_days_off/verzuim/reportVerzuimStart',
        '/api/days_off/personal_days_off/verzuim/setVerzuimEndDate',
        '/api/days_off/personal_days_off/verzuim/{verzuim_id}',
        '/api/days_off/personal_days_off/{day_off_id}/getVerzuimItemByDayOffId',
        '/api/days_off/personal_days_off/{employee_id}/verzuim/list',
        '/api/days_off/replan_all_rulesets',
        '/api/days_off/requests/approve',
        '/api/days_off/requests/batch',
        '/api/days_off/requests/decline',
        '/api/days_off/requests/employee/{employee_id}',
        '/api/days_off/requests/to_decide',
        '/api/days_off/requests/to_decide/count',
        '/api/days_off/rulesets/batch',
        '/api/weekly_schedule/{employee_id}',
      ]);
    });

    it('a read without a token is 401', async () => {
      const answer = await call(stack, 'GET', '/api/days_off/day_off_types?year=2026');
      expect(answer.status).toEqual(401);
    });
  });
});
