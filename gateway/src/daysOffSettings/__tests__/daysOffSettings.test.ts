import { toGlobalId } from 'graphql-relay';
import { RestFailure } from '../../core/restClient';
import { PERSON_ID, dayOffTypeRow } from '../../test/daysOffFixtures';
import { runQuery } from '../../test/runQuery';

const TYPE_FIELDS = `id internalId year type name color limitation defaultLimitation interpretation isWorkType approvalNeeded allowedSelfservice
  allowedRequestOptions active maxYearlyAmountDays maxYearlyAmountMinutes transferUnusedAmounts transferAmountsExpiryMonths noteRequired`;

const annual = dayOffTypeRow({ id: 1, transfer_unused_amounts: 1, transfer_amounts_expiry_months: 6 });
const accrual = dayOffTypeRow({
  id: 2,
  name: 'Leave accrual',
  color: null,
  limitation: 'leave_accrual',
  default_limitation: 'leave_accrual',
  max_yearly_amount_days: null,
  max_yearly_amount_minutes: 9120,
  is_work_type: 1,
  note_required: 1,
  active: 0,
  allowed_selfservice: 0,
  approval_needed: 0,
});
const typesAnswer = { data: [annual, accrual], rulesets: [{ id: 7, name: 'Priority', day_off_type_ids: [2, 1, 99] }] };
const exception = {
  id: 31,
  day_off_type_id: 1,
  employee_id: 2,
  employee_name: 'Person 2',
  limitation: 'limit_in_days',
  max_yearly_amount_days: 25,
  max_yearly_amount_minutes: null,
};
const correction = {
  id: 41,
  day_off_type_id: 2,
  employee_id: 2,
  employee_name: 'Person 2',
  date: '2026-03-01',
  minutes: -120,
  note: 'Double booked',
};
const settingsRoutes = {
  '/api/days_off/day_off_types': typesAnswer,
  '/api/days_off/day_off_types/missing': {
    missing_types_count: 1,
    missing_types: ['Extra leave'],
    existing_types_count: 2,
  },
  '/api/days_off/day_off_types/exceptions': { data: [exception] },
  '/api/days_off/accrual/corrections': { data: [correction] },
};
const typeId = (id: number) => toGlobalId('DayOffType', String(id));

describe('Query.dayOffTypes (part 1 §7 day-off types list and missing types)', () => {
  it('maps every field of a type, its exceptions and corrections, the rulesets and the missing types, each REST read once', async () => {
    const result = await runQuery(
      `{ dayOffTypes(year: 2026) {
        year missingTypes missingTypesCount existingTypesCount
        types { ${TYPE_FIELDS}
          exceptions { id internalId employeeId employeeName limitation maxYearlyAmountDays maxYearlyAmountMinutes }
          accrualCorrections { internalId employeeId employeeName date minutes note } }
        rulesets { id internalId name dayOffTypes { internalId } }
      } }`,
      {},
      settingsRoutes,
    );
    expect(result.errors).toBeUndefined();
    expect((result.data as any).dayOffTypes).toEqual({
      year: 2026,
      missingTypes: ['Extra leave'],
      missingTypesCount: 1,
      existingTypesCount: 2,
      types: [
        {
          id: typeId(1),
          internalId: 1,
          year: 2026,
          type: 'CUSTOM',
          name: 'Annual leave',
          color: 'FF8800',
          limitation: 'LIMIT_IN_DAYS',
          defaultLimitation: 'LIMIT_IN_DAYS',
          interpretation: 'TIME_OFF',
          isWorkType: false,
          approvalNeeded: true,
          allowedSelfservice: true,
          allowedRequestOptions: ['allDay'],
          active: true,
          maxYearlyAmountDays: 20,
          maxYearlyAmountMinutes: null,
          transferUnusedAmounts: true,
          transferAmountsExpiryMonths: 6,
          noteRequired: false,
          exceptions: [
            {
              id: toGlobalId('DayOffTypeException', '31'),
              internalId: 31,
              employeeId: 2,
              employeeName: 'Person 2',
              limitation: 'LIMIT_IN_DAYS',
              maxYearlyAmountDays: 25,
              maxYearlyAmountMinutes: null,
            },
          ],
          // Part 1 §5: corrections belong to leave_accrual types only.
          accrualCorrections: [],
        },
        {
          // Part 1 §9: the fallback colour 1C99FC.
          id: typeId(2),
          internalId: 2,
          year: 2026,
          type: 'CUSTOM',
          name: 'Leave accrual',
          color: '1C99FC',
          limitation: 'LEAVE_ACCRUAL',
          defaultLimitation: 'LEAVE_ACCRUAL',
          interpretation: 'TIME_OFF',
          isWorkType: true,
          approvalNeeded: false,
          allowedSelfservice: false,
          allowedRequestOptions: ['allDay'],
          active: false,
          maxYearlyAmountDays: null,
          maxYearlyAmountMinutes: 9120,
          transferUnusedAmounts: false,
          transferAmountsExpiryMonths: null,
          noteRequired: true,
          exceptions: [],
          accrualCorrections: [
            {
              internalId: 41,
              employeeId: 2,
              employeeName: 'Person 2',
              date: '2026-03-01',
              minutes: -120,
              note: 'Double booked',
            },
          ],
        },
      ],
      // A ruleset lists its types in its own order; an id the list lacks is left out.
      rulesets: [
        {
          id: toGlobalId('DayOffRuleset', '7'),
          internalId: 7,
          name: 'Priority',
          dayOffTypes: [{ internalId: 2 }, { internalId: 1 }],
        },
      ],
    });
    expect(result.calls).toEqual([
      'GET /api/days_off/day_off_types/missing?year=2026',
      'GET /api/days_off/day_off_types?year=2026&for_who=-1&include_rulesets=1',
      'GET /api/days_off/day_off_types/exceptions?type_ids=1%2C2',
      'GET /api/days_off/accrual/corrections?type_ids=2',
    ]);
  });

  it('asks only the REST read a selection needs', async () => {
    const result = await runQuery('{ dayOffTypes(year: 2027) { types { name } } }', {}, settingsRoutes);
    expect(result.calls).toEqual(['GET /api/days_off/day_off_types?year=2027&for_who=-1&include_rulesets=1']);
  });
});

describe('Query.companyHolidays (part 1 §2 /settings/companyHolidays, §9 countries)', () => {
  it('lists the company days off of a year for one country or all of them', async () => {
    const holiday = { id: 5, date: '2026-12-25', special_name: 'Christmas', color: null, country_code: 'BE' };
    const result = await runQuery(
      '{ be: companyHolidays(year: 2026, country: "BE") { id internalId date specialName color countryCode } all: companyHolidays(year: 2026) { internalId } }',
      {},
      {
        '/api/days_off/company_days_off': { data: [holiday] },
      },
    );
    expect(result.data).toEqual({
      be: [
        {
          id: toGlobalId('CompanyHoliday', '5'),
          internalId: 5,
          date: '2026-12-25',
          specialName: 'Christmas',
          color: null,
          countryCode: 'BE',
        },
      ],
      all: [{ internalId: 5 }],
    });
    expect(result.calls).toEqual([
      'GET /api/days_off/company_days_off?year=2026&country=BE',
      'GET /api/days_off/company_days_off?year=2026',
    ]);
  });
});

describe('day-off settings mutations (part 1 §5, §6 day-off type management)', () => {
  function recorder(answer: unknown) {
    const bodies: unknown[] = [];
    return { bodies, route: (body: unknown) => (bodies.push(body), answer) };
  }

  it('addDayOffType sends the year and the fields by their REST names, booleans as 0/1, and answers the type', async () => {
    const add = recorder({ data: dayOffTypeRow({ id: 8, name: 'Study leave', year: 2027 }) });
    const result = await runQuery(
      `mutation ($input: AddDayOffTypeInput!) { addDayOffType(input: $input) { dayOffType { internalId year name } userErrors { code } } }`,
      {
        input: {
          year: 2027,
          fields: {
            type: 'EDUCATION',
            name: 'Study leave',
            color: '00AA00',
            limitation: 'LIMIT_IN_DAYS',
            interpretation: 'TIME_OFF',
            approvalNeeded: true,
            allowedSelfservice: false,
            allowedRequestOptions: ['allDay'],
            active: true,
            maxYearlyAmountDays: 5,
            transferUnusedAmounts: false,
            noteRequired: true,
          },
        },
      },
      { '/api/days_off/day_off_types': add.route },
    );
    expect(add.bodies).toEqual([
      {
        year: 2027,
        type: 'education',
        name: 'Study leave',
        color: '00AA00',
        limitation: 'limit_in_days',
        interpretation: 'time_off',
        approval_needed: 1,
        allowed_selfservice: 0,
        allowed_request_options: ['allDay'],
        active: 1,
        max_yearly_amount_days: 5,
        transfer_unused_amounts: 0,
        note_required: 1,
      },
    ]);
    expect((result.data as any).addDayOffType).toEqual({
      dayOffType: { internalId: 8, year: 2027, name: 'Study leave' },
      userErrors: [],
    });
  });

  it('part 1 §3 accrual fields: addDayOffType sends accrualMinutesPerMonth as accrual_minutes_per_month and answers it; its absence comes back on the field', async () => {
    const ADD = `mutation ($input: AddDayOffTypeInput!) { addDayOffType(input: $input) { dayOffType { internalId limitation accrualMinutesPerMonth } userErrors { code field } } }`;
    const add = recorder({
      data: dayOffTypeRow({
        id: 9,
        limitation: 'leave_accrual',
        default_limitation: 'leave_accrual',
        max_yearly_amount_days: null,
        accrual_minutes_per_month: 760,
      }),
    });
    const ok = await runQuery(
      ADD,
      {
        input: {
          year: 2026,
          fields: { type: 'CUSTOM', name: 'Accrual', limitation: 'LEAVE_ACCRUAL', accrualMinutesPerMonth: 760 },
        },
      },
      { '/api/days_off/day_off_types': add.route },
    );
    expect(add.bodies).toEqual([
      { year: 2026, type: 'custom', name: 'Accrual', limitation: 'leave_accrual', accrual_minutes_per_month: 760 },
    ]);
    expect((ok.data as any).addDayOffType).toEqual({
      dayOffType: { internalId: 9, limitation: 'LEAVE_ACCRUAL', accrualMinutesPerMonth: 760 },
      userErrors: [],
    });
    const missing = await runQuery(
      ADD,
      { input: { year: 2026, fields: { type: 'CUSTOM', name: 'Accrual', limitation: 'LEAVE_ACCRUAL' } } },
      {
        '/api/days_off/day_off_types': new RestFailure(400, {
          code: 'FIELD_IS_REQUIRED',
          message: 'accrual_minutes_per_month is required',
          field: 'accrual_minutes_per_month',
        }),
      },
    );
    expect((missing.data as any).addDayOffType.userErrors).toEqual([
      { code: 'FIELD_IS_REQUIRED', field: ['input', 'fields', 'accrualMinutesPerMonth'] },
    ]);
  });

  it('updateDayOffType sends only the fields given (null clears a maximum); a non-admin gets FORBIDDEN; a bad id NOT_FOUND', async () => {
    const UPDATE = `mutation ($input: UpdateDayOffTypeInput!) { updateDayOffType(input: $input) { dayOffType { internalId maxYearlyAmountDays } userErrors { code field } } }`;
    const update = recorder({ data: dayOffTypeRow({ id: 1, max_yearly_amount_days: null, active: 0 }) });
    const ok = await runQuery(
      UPDATE,
      { input: { dayOffTypeId: typeId(1), fields: { maxYearlyAmountDays: null, active: false } } },
      { '/api/days_off/day_off_types/1': update.route },
    );
    expect(update.bodies).toEqual([{ max_yearly_amount_days: null, active: 0 }]);
    expect((ok.data as any).updateDayOffType).toEqual({
      dayOffType: { internalId: 1, maxYearlyAmountDays: null },
      userErrors: [],
    });
    const forbidden = await runQuery(
      UPDATE,
      { input: { dayOffTypeId: typeId(1), fields: { name: 'x' } } },
      {
        '/api/days_off/day_off_types/1': new RestFailure(403, { code: 'FORBIDDEN', message: 'Admins only.' }),
      },
    );
    expect((forbidden.data as any).updateDayOffType).toEqual({
      dayOffType: null,
      userErrors: [{ code: 'FORBIDDEN', field: null }],
    });
    const invalid = await runQuery(
      UPDATE,
      { input: { dayOffTypeId: typeId(1), fields: { name: '' } } },
      {
        '/api/days_off/day_off_types/1': new RestFailure(400, {
          code: 'FIELD_IS_REQUIRED',
          message: 'name is required',
          field: 'name',
        }),
      },
    );
    expect((invalid.data as any).updateDayOffType.userErrors).toEqual([
      { code: 'FIELD_IS_REQUIRED', field: ['input', 'fields', 'name'] },
    ]);
    const badId = await runQuery(UPDATE, { input: { dayOffTypeId: PERSON_ID, fields: {} } }, {});
    expect((badId.data as any).updateDayOffType.userErrors).toEqual([
      { code: 'NOT_FOUND', field: ['input', 'dayOffTypeId'] },
    ]);
    expect(badId.calls).toEqual([]);
  });

  it("copyMissingDayOffTypes copies last year's missing types and answers the settings read afresh", async () => {
    let copied = false;
    const result = await runQuery(
      'mutation { copyMissingDayOffTypes(input: { year: 2026 }) { settings { missingTypesCount types { name } } userErrors { code } } }',
      {},
      {
        ...settingsRoutes,
        '/api/days_off/day_off_types/copy_missing': (body: unknown) => (
          (copied = true),
          expect(body).toEqual({ year: 2026 }),
          { copied: 1 }
        ),
        '/api/days_off/day_off_types/missing': () => ({
          missing_types_count: copied ? 0 : 1,
          missing_types: copied ? [] : ['Extra leave'],
          existing_types_count: 3,
        }),
      },
    );
    expect((result.data as any).copyMissingDayOffTypes).toEqual({
      settings: { missingTypesCount: 0, types: [{ name: 'Annual leave' }, { name: 'Leave accrual' }] },
      userErrors: [],
    });
  });

  it('part 1 §5: saveDayOffTypeException adds (no id) or edits an exception and answers the type of the given year afresh', async () => {
    const SAVE = `mutation ($input: SaveDayOffTypeExceptionInput!) { saveDayOffTypeException(input: $input) { dayOffType { internalId exceptions { internalId maxYearlyAmountDays } } userErrors { code field } } }`;
    const save = recorder({ data: exception });
    const added = await runQuery(
      SAVE,
      {
        input: {
          dayOffTypeId: typeId(1),
          employeeId: PERSON_ID,
          limitation: 'LIMIT_IN_DAYS',
          maxYearlyAmountDays: 25,
          year: 2026,
        },
      },
      {
        ...settingsRoutes,
        '/api/days_off/day_off_types/1/exceptions': save.route,
      },
    );
    const edited = await runQuery(
      SAVE,
      {
        input: {
          dayOffTypeId: typeId(1),
          exceptionId: toGlobalId('DayOffTypeException', '31'),
          employeeId: PERSON_ID,
          limitation: 'UNLIMITED',
        },
      },
      {
        ...settingsRoutes,
        '/api/days_off/day_off_types/1/exceptions': save.route,
      },
    );
    expect(save.bodies).toEqual([
      { employee_id: 2, limitation: 'limit_in_days', max_yearly_amount_days: 25, max_yearly_amount_minutes: null },
      {
        exception_id: 31,
        employee_id: 2,
        limitation: 'unlimited',
        max_yearly_amount_days: null,
        max_yearly_amount_minutes: null,
      },
    ]);
    expect((added.data as any).saveDayOffTypeException).toEqual({
      dayOffType: { internalId: 1, exceptions: [{ internalId: 31, maxYearlyAmountDays: 25 }] },
      userErrors: [],
    });
    // Without the year the REST contract cannot list the type: the change is made, the payload has no type.
    expect((edited.data as any).saveDayOffTypeException).toEqual({ dayOffType: null, userErrors: [] });
    const badPerson = await runQuery(
      SAVE,
      { input: { dayOffTypeId: typeId(1), employeeId: typeId(1), limitation: 'UNLIMITED' } },
      {},
    );
    expect((badPerson.data as any).saveDayOffTypeException.userErrors).toEqual([
      { code: 'NOT_FOUND', field: ['input', 'employeeId'] },
    ]);
  });

  it('part 1 §5: addAccrualCorrection sends the date as DD/MM/YYYY; without wage access the REST refusal is a userError', async () => {
    const ADD = `mutation ($input: AddAccrualCorrectionInput!) { addAccrualCorrection(input: $input) { dayOffType { internalId accrualCorrections { minutes } } userErrors { code field } } }`;
    const add = recorder({ data: correction });
    const ok = await runQuery(
      ADD,
      {
        input: {
          dayOffTypeId: typeId(2),
          employeeId: PERSON_ID,
          date: '2026-03-01',
          minutes: -120,
          note: 'Double booked',
          year: 2026,
        },
      },
      {
        ...settingsRoutes,
        '/api/days_off/day_off_types/2/accrual/corrections': add.route,
      },
    );
    expect(add.bodies).toEqual([{ employee_id: 2, date: '01/03/2026', minutes: -120, note: 'Double booked' }]);
    expect((ok.data as any).addAccrualCorrection).toEqual({
      dayOffType: { internalId: 2, accrualCorrections: [{ minutes: -120 }] },
      userErrors: [],
    });
    const refused = await runQuery(
      ADD,
      { input: { dayOffTypeId: typeId(2), employeeId: PERSON_ID, date: '2026-03-01', minutes: 60 } },
      {
        '/api/days_off/day_off_types/2/accrual/corrections': new RestFailure(403, {
          code: 'FORBIDDEN',
          message: 'Corrections need wage access.',
        }),
      },
    );
    expect((refused.data as any).addAccrualCorrection).toEqual({
      dayOffType: null,
      userErrors: [{ code: 'FORBIDDEN', field: null }],
    });
    const badDate = await runQuery(
      ADD,
      { input: { dayOffTypeId: typeId(2), employeeId: PERSON_ID, date: '01/03/2026', minutes: 60 } },
      {},
    );
    expect((badDate.data as any).addAccrualCorrection.userErrors).toEqual([
      { code: 'INVALID_DATE', field: ['input', 'date'] },
    ]);
  });

  it('addCompanyHoliday and deleteCompanyHoliday (part 1 §2 company holidays, §9 countries)', async () => {
    const holiday = { id: 5, date: '2026-12-26', special_name: 'Boxing Day', color: 'FF0000', country_code: 'GB' };
    const add = recorder({ data: holiday });
    const added = await runQuery(
      'mutation { addCompanyHoliday(input: { date: "2026-12-26", specialName: "Boxing Day", color: "FF0000", countryCode: "GB" }) { companyHoliday { internalId date countryCode } deletedCompanyHolidayId userErrors { code } } }',
      {},
      { '/api/days_off/company_days_off': add.route },
    );
    expect(add.bodies).toEqual([
      { date: '26/12/2026', special_name: 'Boxing Day', color: 'FF0000', country_code: 'GB' },
    ]);
    expect((added.data as any).addCompanyHoliday).toEqual({
      companyHoliday: { internalId: 5, date: '2026-12-26', countryCode: 'GB' },
      deletedCompanyHolidayId: null,
      userErrors: [],
    });
    const badCountry = await runQuery(
      'mutation { addCompanyHoliday(input: { date: "2026-12-26", specialName: "x", countryCode: "IT" }) { userErrors { code field } } }',
      {},
      {
        '/api/days_off/company_days_off': new RestFailure(400, {
          code: 'INVALID_INPUT',
          message: 'country_code must be one of BE, NL, FR, DE, ES, GB, LU',
          field: 'country_code',
        }),
      },
    );
    expect((badCountry.data as any).addCompanyHoliday.userErrors).toEqual([
      { code: 'INVALID_INPUT', field: ['input', 'countryCode'] },
    ]);
    const deleted = await runQuery(
      'mutation ($id: ID!) { deleteCompanyHoliday(input: { companyHolidayId: $id }) { deletedCompanyHolidayId userErrors { code } } }',
      { id: toGlobalId('CompanyHoliday', '5') },
      {
        '/api/days_off/company_days_off/5/delete': { success: 1 },
      },
    );
    expect((deleted.data as any).deleteCompanyHoliday).toEqual({
      deletedCompanyHolidayId: toGlobalId('CompanyHoliday', '5'),
      userErrors: [],
    });
    expect(deleted.calls).toEqual(['POST /api/days_off/company_days_off/5/delete']);
  });
});
