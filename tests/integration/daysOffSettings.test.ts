// Day-off type settings through the REST contract (part 1 §5 exception links and corrections, §6 day-off type
// management, §7 missing types): admins only, bad combinations refused with the field, exceptions applied to a
// person's usage, accrual corrections with their activity item, company days off, and tenant isolation.
import { engines } from '../support/databases';
import { activityTypes, call, signIn, startRest, typeId, usageOf, type RestStack } from '../support/daysOff';
import { BELGIUM, NETHERLANDS } from '../support/profile';

const TYPES = '/api/days_off/day_off_types';

describe.each(engines())('day-off settings on %s', (_engine, open) => {
  let stack: RestStack;
  let admin: string;
  let manager: string;
  let adminNl: string;
  beforeAll(async () => {
    stack = await startRest(await open());
    [admin, manager, adminNl] = await Promise.all([
      signIn(stack, 'admin@demo.be'),
      signIn(stack, 'manager@demo.be'),
      signIn(stack, 'admin@demo.nl'),
    ]);
  });
  afterAll(() => stack.close());

  describe('types (part 1 §6 day-off type management)', () => {
    it('part 1 §3: an admin adds a type; the row has every setting, with our defaults for the ones left out', async () => {
      const answer = await call(stack, 'POST', TYPES, {
        token: admin,
        json: {
          year: 2026,
          type: 'custom',
          name: 'Klein verlet',
          limitation: 'limit_in_half_days',
          max_yearly_amount_days: 2.5,
        },
      });
      expect(answer.body).toEqual({
        data: {
          id: expect.any(Number),
          year: 2026,
          type: 'custom',
          name: 'Klein verlet',
          color: '1C99FC',
          limitation: 'limit_in_half_days',
          default_limitation: 'limit_in_half_days',
          interpretation: 'time_off',
          is_work_type: 0,
          approval_needed: 0,
          allowed_selfservice: 0,
          allowed_request_options: ['allDay', 'morning', 'afternoon', 'custom'],
          active: 1,
          max_yearly_amount_days: 2.5,
          max_yearly_amount_minutes: null,
          transfer_unused_amounts: 0,
          transfer_amounts_expiry_months: null,
          note_required: 0,
          accrual_minutes_per_month: null,
          belgian_unemployment: 0,
        },
      });
    });

    it.each([
      [
        'part 1 §6: a non-admin is refused',
        'manager',
        { name: 'X', type: 'custom', limitation: 'unlimited' },
        403,
        'FORBIDDEN',
        undefined,
      ],
      [
        'part 1 §3: a day limit needs its maximum',
        'admin',
        { name: 'X', type: 'custom', limitation: 'limit_in_days' },
        400,
        'FIELD_IS_REQUIRED',
        'max_yearly_amount_days',
      ],
      [
        'part 1 §3: days are whole or half',
        'admin',
        { name: 'X', type: 'custom', limitation: 'limit_in_days', max_yearly_amount_days: 2.3 },
        400,
        'INVALID_INPUT',
        'max_yearly_amount_days',
      ],
      [
        'part 1 §3: leave accrual needs its rate',
        'admin',
        { name: 'X', type: 'custom', limitation: 'leave_accrual' },
        400,
        'FIELD_IS_REQUIRED',
        'accrual_minutes_per_month',
      ],
      [
        'part 1 §3: the name is required',
        'admin',
        { name: '  ', type: 'custom', limitation: 'unlimited' },
        400,
        'FIELD_IS_REQUIRED',
        'name',
      ],
      [
        'Choice: a name taken in the year is 409 DAY_OFF_TYPE_EXISTS',
        'admin',
        { name: 'ziekte', type: 'sick_day', limitation: 'unlimited' },
        409,
        'DAY_OFF_TYPE_EXISTS',
        'name',
      ],
      [
        'part 1 §3: an unknown limitation',
        'admin',
        { name: 'X', type: 'custom', limitation: 'limit_in_weeks' },
        400,
        'INVALID_INPUT',
        'limitation',
      ],
      [
        'part 1 §5: only the request options of the form',
        'admin',
        { name: 'X', type: 'custom', limitation: 'unlimited', allowed_request_options: 'allDay,evening' },
        400,
        'INVALID_INPUT',
        'allowed_request_options',
      ],
    ])('%s', async (_title, who, fields, status, code, field) => {
      const answer = await call(stack, 'POST', TYPES, {
        token: who === 'admin' ? admin : manager,
        json: { year: 2026, ...fields },
      });
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([status, code, field]);
    });

    it('part 1 §6: an admin changes settings (form-encoded too); null clears the expiry; another company’s type is 404', async () => {
      const legal = await typeId(stack.db, BELGIUM, 2026, 'Wettelijk verlof');
      const answer = await call(stack, 'POST', `${TYPES}/${legal}`, {
        token: admin,
        form: { color: '#00aa00', allowed_request_options: 'allDay,morning' },
      });
      expect(answer.body.data).toMatchObject({
        color: '00AA00',
        allowed_request_options: ['allDay', 'morning'],
        transfer_amounts_expiry_months: 6,
      });
      const cleared = await call(stack, 'POST', `${TYPES}/${legal}`, {
        token: admin,
        json: { transfer_amounts_expiry_months: null },
      });
      expect(cleared.body.data.transfer_amounts_expiry_months).toEqual(null);
      const other = await call(stack, 'POST', `${TYPES}/${legal}`, { token: adminNl, json: { name: 'Mine now' } });
      expect([other.status, other.body.code]).toEqual([404, 'NOT_FOUND']);
    });

    it('part 1 §7: a type 2026 has and 2027 lacks is missing in 2027 until copied, with its place in the ruleset', async () => {
      const created = await call(stack, 'POST', TYPES, {
        token: admin,
        json: {
          year: 2026,
          type: 'custom',
          name: 'Vaderschapsverlof',
          limitation: 'limit_in_days',
          max_yearly_amount_days: 20,
        },
      });
      expect(created.status).toEqual(200);
      const missing = await call(stack, 'GET', `${TYPES}/missing?year=2027`, { token: admin });
      expect(missing.body).toEqual({
        missing_types_count: 2,
        missing_types: ['Klein verlet', 'Vaderschapsverlof'],
        existing_types_count: 7,
      });
      const copied = await call(stack, 'POST', `${TYPES}/copy_missing`, { token: admin, json: { year: 2027 } });
      expect(copied.body).toEqual({ copied: 2 });
      expect((await call(stack, 'GET', `${TYPES}/missing?year=2027`, { token: admin })).body).toEqual({
        missing_types_count: 0,
        missing_types: [],
        existing_types_count: 9,
      });
    });
  });

  describe('exceptions (part 1 §5 exception links)', () => {
    it('part 1 §5: a person’s exception is listed and replaces the maximum in their usage; editing keeps one per person', async () => {
      const extralegal = await typeId(stack.db, BELGIUM, 2026, 'Extralegaal verlof');
      const added = await call(stack, 'POST', `${TYPES}/${extralegal}/exceptions`, {
        token: admin,
        json: { employee_id: 41, limitation: 'limit_in_half_days', max_yearly_amount_days: 8 },
      });
      expect(added.body.data).toEqual({
        id: expect.any(Number),
        day_off_type_id: extralegal,
        employee_id: 41,
        employee_name: expect.any(String),
        limitation: 'limit_in_half_days',
        max_yearly_amount_days: 8,
        max_yearly_amount_minutes: null,
      });
      expect((await usageOf(stack, admin, 41, 2026, 'Extralegaal verlof')).max_yearly_amount_days).toEqual(8);
      const edited = await call(stack, 'POST', `${TYPES}/${extralegal}/exceptions`, {
        token: admin,
        json: { exception_id: added.body.data.id, employee_id: 41, limitation: 'unlimited' },
      });
      expect(edited.body.data).toMatchObject({
        id: added.body.data.id,
        limitation: 'unlimited',
        max_yearly_amount_days: null,
      });
      expect((await usageOf(stack, admin, 41, 2026, 'Extralegaal verlof')).limitation).toEqual('unlimited');
      const list = await call(stack, 'GET', `${TYPES}/exceptions?type_ids=${extralegal}`, { token: admin });
      expect(list.body.data.map((x: { employee_id: number }) => x.employee_id)).toEqual([41]);
    });

    it('ARCHITECTURE.md: another company’s person or type answers 404; a non-admin 403', async () => {
      const extralegal = await typeId(stack.db, BELGIUM, 2026, 'Extralegaal verlof');
      const answers = await Promise.all([
        call(stack, 'POST', `${TYPES}/${extralegal}/exceptions`, {
          token: admin,
          json: { employee_id: 62, limitation: 'unlimited' },
        }),
        call(stack, 'POST', `${TYPES}/${extralegal}/exceptions`, {
          token: adminNl,
          json: { employee_id: 62, limitation: 'unlimited' },
        }),
        call(stack, 'POST', `${TYPES}/${extralegal}/exceptions`, {
          token: manager,
          json: { employee_id: 41, limitation: 'unlimited' },
        }),
      ]);
      expect(answers.map((a) => [a.status, a.body.code])).toEqual([
        [404, 'NOT_FOUND'],
        [404, 'NOT_FOUND'],
        [403, 'FORBIDDEN'],
      ]);
    });
  });

  describe('accrual corrections (part 1 §5)', () => {
    it('part 1 §5: a correction adds to the accrual, is listed and writes leave_accrual_correction_added', async () => {
      const statutory = await typeId(stack.db, NETHERLANDS, 2026, 'Wettelijke vakantie-uren');
      const before = await usageOf(stack, adminNl, 63, 2026, 'Wettelijke vakantie-uren');
      const answer = await call(stack, 'POST', `${TYPES}/${statutory}/accrual/corrections`, {
        token: adminNl,
        form: { employee_id: 63, date: '01/06/2026', minutes: 240, note: 'Overgang van rooster' },
      });
      expect(answer.body.data).toEqual({
        id: expect.any(Number),
        day_off_type_id: statutory,
        employee_id: 63,
        employee_name: expect.any(String),
        date: '2026-06-01',
        minutes: 240,
        note: 'Overgang van rooster',
      });
      const after = await usageOf(stack, adminNl, 63, 2026, 'Wettelijke vakantie-uren');
      expect([
        after.accrual_approved_minutes - before.accrual_approved_minutes,
        after.accrual_year_balance - before.accrual_year_balance,
      ]).toEqual([240, 240]);
      expect((await activityTypes(stack.db, 63))[0]).toEqual({
        event_type: 'leave_accrual_correction_added',
        event_info_json: { new_type: 'Wettelijke vakantie-uren', note: '240' },
      });
    });

    it.each([
      [
        'part 1 §5: corrections are for leave-accrual types',
        'Bovenwettelijke vakantie-uren',
        { date: '2026-06-01', minutes: 60 },
        400,
        'INVALID_INPUT',
      ],
      [
        'part 1 §5 (choice): the date lies in the type’s year',
        'Wettelijke vakantie-uren',
        { date: '2025-06-01', minutes: 60 },
        400,
        'INVALID_INPUT',
      ],
      [
        'part 1 §5 (choice): a correction of 0 minutes is no correction',
        'Wettelijke vakantie-uren',
        { date: '2026-06-01', minutes: 0 },
        400,
        'INVALID_INPUT',
      ],
    ])('%s', async (_title, name, fields, status, code) => {
      const type = await typeId(stack.db, NETHERLANDS, 2026, name);
      const answer = await call(stack, 'POST', `${TYPES}/${type}/accrual/corrections`, {
        token: adminNl,
        json: { employee_id: 63, ...fields },
      });
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    });
  });

  describe('company days off (part 1 §2 /settings/companyHolidays)', () => {
    it('part 1 §9: an admin adds one (DD/MM/YYYY) and deletes it; the same date and country twice is 409', async () => {
      const added = await call(stack, 'POST', '/api/days_off/company_days_off', {
        token: admin,
        form: { date: '02/11/2026', special_name: 'Allerzielen', color: 'c62828', country_code: 'BE' },
      });
      expect(added.body.data).toEqual({
        id: expect.any(Number),
        date: '2026-11-02',
        special_name: 'Allerzielen',
        color: 'C62828',
        country_code: 'BE',
      });
      const twice = await call(stack, 'POST', '/api/days_off/company_days_off', {
        token: admin,
        json: { date: '2026-11-02', special_name: 'Allerzielen', country_code: 'BE' },
      });
      expect([twice.status, twice.body.code]).toEqual([409, 'COMPANY_DAY_OFF_EXISTS']);
      const days = await call(stack, 'GET', '/api/days_off/personal_days_off?employee_id=41&year=2026', {
        token: admin,
      });
      expect(days.body.company_days_off['2026-11-02']).toEqual([
        { id: added.body.data.id, special_name: 'Allerzielen', color: 'C62828' },
      ]);
      const otherCompany = await call(stack, 'POST', `/api/days_off/company_days_off/${added.body.data.id}/delete`, {
        token: adminNl,
      });
      expect(otherCompany.status).toEqual(404);
      expect(
        (await call(stack, 'POST', `/api/days_off/company_days_off/${added.body.data.id}/delete`, { token: admin }))
          .body,
      ).toEqual({ success: 1 });
      expect(
        (await call(stack, 'POST', `/api/days_off/company_days_off/${added.body.data.id}/delete`, { token: admin }))
          .status,
      ).toEqual(404);
    });

    it.each([
      [
        'part 1 §9: only the holiday countries',
        { date: '02/11/2026', special_name: 'X', country_code: 'PL' },
        'admin',
        400,
        'INVALID_INPUT',
      ],
      [
        'part 1 §9: a real date',
        { date: '30/02/2026', special_name: 'X', country_code: 'BE' },
        'admin',
        400,
        'INVALID_DATE',
      ],
      [
        'part 1 §6: admins only',
        { date: '03/11/2026', special_name: 'X', country_code: 'BE' },
        'manager',
        403,
        'FORBIDDEN',
      ],
    ])('%s', async (_title, body, who, status, code) => {
      const answer = await call(stack, 'POST', '/api/days_off/company_days_off', {
        token: who === 'admin' ? admin : manager,
        json: body,
      });
      expect([answer.status, answer.body.code]).toEqual([status, code]);
    });
  });
});
