import { PERSON_ID, onToday, permissionContext, personRoutes, personalDayOff } from '../../test/daysOffFixtures';
import { runQuery } from '../../test/runQuery';

const CALENDAR = `query ($id: ID!, $year: Int!) { node(id: $id) { ... on Employee {
  name
  calendar(year: $year) {
    year holidaysCountry showHolidaysWarning
    days {
      date scheduledMinutes oneDayContract
      flags { today zeroSchedule noSchedule oneDayContract empty halfDay }
      items { entryId company type dayOffTypeId name color status amPmHint startMinutes durationMinutes interpretation shortAbsenceLabel verzuimId }
    }
  }
} } }`;

const daysOffAnswer = {
  holidays_country: 'BE',
  company_days_off: { '2026-12-25': [{ id: 51, special_name: 'Christmas', color: null }] },
  personal_days_off: {
    '2026-06-15': [
      personalDayOff({
        id: 12,
        date: '2026-06-15',
        type: 'sick_day',
        custom_type_id: null,
        day_off_type_name: null,
        custom_type_name: null,
        color: null,
        am_pm_hint: 'am',
        start_minutes: 540,
        duration_minutes: 120,
      }),
    ],
    '2026-07-06': [personalDayOff({ id: 11, date: '2026-07-06', approved: 0 })],
    '2026-12-25': [
      personalDayOff({
        id: 13,
        date: '2026-12-25',
        custom_type_name: 'Own type',
        day_off_type_name: null,
        am_pm_hint: 'pm',
        start_minutes: 780,
        duration_minutes: 240,
        interpretation: 'activity',
      }),
    ],
  },
};
const scheduleAnswer = {
  weekly_schedule: { '2026-06-14': 0, '2026-06-15': 480, '2026-07-06': 480, '2026-12-25': 480 },
  one_day_contracts: [{ date: '2026-06-20', contract_type: 'Flex' }],
};
const calendarRoutes = (overrides: { daysOff?: unknown; context?: ReturnType<typeof permissionContext> } = {}) => ({
  ...personRoutes(overrides.context),
  '/api/days_off/personal_days_off': overrides.daysOff ?? daysOffAnswer,
  '/api/weekly_schedule/2': scheduleAnswer,
});

const run = (routes: Record<string, unknown>, year = 2026) =>
  onToday('2026-06-15', () => runQuery(CALENDAR, { id: PERSON_ID, year }, routes));
const dayOf = (result: Awaited<ReturnType<typeof run>>, date: string) =>
  (result.data as any).node.calendar.days.find((d: any) => d.date === date);

describe('Employee.calendar (part 1 §3 calendar data, §4 cell flags)', () => {
  it('answers every day of the year, 1 January first, from exactly the REST calls 1 and 2', async () => {
    const result = await run(calendarRoutes());
    expect(result.errors).toBeUndefined();
    const days = (result.data as any).node.calendar.days;
    expect([days.length, days[0].date, days.at(-1).date]).toEqual([365, '2026-01-01', '2026-12-31']);
    expect(result.calls).toEqual([
      'GET /api/employees/batch?ids=2',
      'GET /api/employees/permissions/batch?ids=2',
      'GET /api/days_off/personal_days_off?employee_id=2&year=2026',
      'GET /api/weekly_schedule/2?year=2026',
    ]);
  });

  it('part 1 §3: a leap year has 366 days', async () => {
    const result = await run(calendarRoutes(), 2028);
    expect((result.data as any).node.calendar.days.length).toEqual(366);
    expect(result.calls).toContain('GET /api/weekly_schedule/2?year=2028');
  });

  it('part 1 §4: today, a short morning absence (halfDay and shortAbsenceLabel morning), an approved sick day', async () => {
    expect(dayOf(await run(calendarRoutes()), '2026-06-15')).toEqual({
      date: '2026-06-15',
      scheduledMinutes: 480,
      oneDayContract: null,
      flags: {
        today: true,
        zeroSchedule: false,
        noSchedule: false,
        oneDayContract: false,
        empty: false,
        halfDay: 'morning',
      },
      items: [
        {
          entryId: 12,
          company: false,
          type: 'sick_day',
          dayOffTypeId: null,
          name: null,
          color: '1C99FC',
          status: 'APPROVED',
          amPmHint: 'AM',
          startMinutes: 540,
          durationMinutes: 120,
          interpretation: 'TIME_OFF',
          shortAbsenceLabel: 'morning',
          verzuimId: null,
        },
      ],
    });
  });

  it('part 1 §4: a pending all-day day off keeps its type, name and colour; no half day, no short-absence label', async () => {
    expect(dayOf(await run(calendarRoutes()), '2026-07-06')).toEqual({
      date: '2026-07-06',
      scheduledMinutes: 480,
      oneDayContract: null,
      flags: {
        today: false,
        zeroSchedule: false,
        noSchedule: false,
        oneDayContract: false,
        empty: false,
        halfDay: null,
      },
      items: [
        {
          entryId: 11,
          company: false,
          type: 'custom',
          dayOffTypeId: 3,
          name: 'Annual leave',
          color: 'FF8800',
          status: 'PENDING',
          amPmHint: 'ALL_DAY',
          startMinutes: 540,
          durationMinutes: null,
          interpretation: 'TIME_OFF',
          shortAbsenceLabel: null,
          verzuimId: null,
        },
      ],
    });
  });

  it('part 1 §3, §9: a company day off comes first, all day, approved, with the fallback colour 1C99FC', async () => {
    const christmas = dayOf(await run(calendarRoutes()), '2026-12-25');
    expect(christmas.items).toEqual([
      {
        entryId: null,
        company: true,
        type: 'company_day_off',
        dayOffTypeId: null,
        name: 'Christmas',
        color: '1C99FC',
        status: 'APPROVED',
        amPmHint: 'ALL_DAY',
        startMinutes: null,
        durationMinutes: null,
        interpretation: null,
        shortAbsenceLabel: null,
        verzuimId: null,
      },
      {
        entryId: 13,
        company: false,
        type: 'custom',
        dayOffTypeId: 3,
        name: 'Own type',
        color: 'FF8800',
        status: 'APPROVED',
        amPmHint: 'PM',
        startMinutes: 780,
        durationMinutes: 240,
        interpretation: 'ACTIVITY',
        shortAbsenceLabel: 'afternoon',
        verzuimId: null,
      },
    ]);
    // Part 1 §4: an all-day item on the day: no half day.
    expect(christmas.flags.halfDay).toEqual(null);
  });

  it('part 1 §4: zero schedule, no schedule and a one-day contract with its type', async () => {
    const result = await run(calendarRoutes());
    expect([dayOf(result, '2026-06-14').flags, dayOf(result, '2026-06-14').scheduledMinutes]).toEqual([
      { today: false, zeroSchedule: true, noSchedule: false, oneDayContract: false, empty: true, halfDay: null },
      0,
    ]);
    expect(dayOf(result, '2026-06-20')).toEqual({
      date: '2026-06-20',
      scheduledMinutes: null,
      oneDayContract: 'Flex',
      flags: { today: false, zeroSchedule: false, noSchedule: true, oneDayContract: true, empty: true, halfDay: null },
      items: [],
    });
  });

  it('part 1 §5: the holidays warning shows without company days off in a holiday country, unless imported before 2022', async () => {
    const none = { ...daysOffAnswer, company_days_off: {} };
    const warning = async (year: number, daysOff: unknown, integrationFeatures: string[] = [], country = 'BE') => {
      const result = await run(
        calendarRoutes({
          daysOff: { ...(daysOff as object), holidays_country: country },
          context: permissionContext({ integrationFeatures }),
        }),
        year,
      );
      return (result.data as any).node.calendar.showHolidaysWarning;
    };
    expect(await warning(2026, daysOffAnswer)).toEqual(false);
    expect(await warning(2026, none)).toEqual(true);
    expect(await warning(2021, none, ['companyholidays/import'])).toEqual(false);
    expect(await warning(2022, none, ['companyholidays/import'])).toEqual(true);
    expect(await warning(2026, none, [], 'NL')).toEqual(true);
    // Part 1 §9: only BE, NL, FR, DE, ES, GB and LU are holiday countries.
    expect(await warning(2026, none, [], 'IT')).toEqual(false);
  });

  it('part 1 §9: the holiday country defaults to BE', async () => {
    const result = await run(calendarRoutes({ daysOff: { ...daysOffAnswer, holidays_country: '' } }));
    expect((result.data as any).node.calendar.holidaysCountry).toEqual('BE');
  });

  it('reads each REST resource once, however often the query asks for the calendar of the same year', async () => {
    const result = await onToday('2026-06-15', () =>
      runQuery(
        `query ($id: ID!) { node(id: $id) { ... on Employee { a: calendar(year: 2026) { year } b: calendar(year: 2026) { days { date } showHolidaysWarning } } } }`,
        { id: PERSON_ID },
        calendarRoutes(),
      ),
    );
    expect(result.errors).toBeUndefined();
    expect(result.calls.filter((c) => c.includes('days_off') || c.includes('weekly_schedule'))).toEqual([
      'GET /api/days_off/personal_days_off?employee_id=2&year=2026',
      'GET /api/weekly_schedule/2?year=2026',
    ]);
  });

  it.each([1999, 2101, 99999])(
    'part 1 §2 (choice): year %s, outside 2000–2100 as in the REST API, is a BAD_USER_INPUT error on the path, without a REST call for it',
    async (year) => {
      const result = await run(calendarRoutes(), year);
      expect((result.data as any).node.calendar).toEqual(null);
      expect(result.errors?.map((e) => [e.path, e.extensions?.code, e.message])).toEqual([
        [['node', 'calendar'], 'BAD_USER_INPUT', 'year must be between 2000 and 2100'],
      ]);
      expect(result.calls.some((c) => c.includes('days_off'))).toEqual(false);
    },
  );
});

describe('days off the viewer may not see (part 1 §6)', () => {
  it('answers calendar and daysOffUsage null with FORBIDDEN on their paths, the rest of the query intact, without REST calls', async () => {
    const result = await run(calendarRoutes({ context: permissionContext({ features: ['disable_days_off'] }) }));
    const both = await onToday('2026-06-15', () =>
      runQuery(
        `query ($id: ID!) { node(id: $id) { ... on Employee { name daysOffUsage(year: 2026) { year } calendar(year: 2026) { year } permissions { sections } } } }`,
        { id: PERSON_ID },
        calendarRoutes({ context: permissionContext({ features: ['disable_days_off'] }) }),
      ),
    );
    expect(result.data).toEqual({ node: { name: 'Person 2', calendar: null } });
    expect(both.data).toEqual({
      node: {
        name: 'Person 2',
        daysOffUsage: null,
        calendar: null,
        permissions: { sections: expect.not.arrayContaining(['daysOffUsage']) },
      },
    });
    expect(both.errors?.map((e) => [e.path, e.extensions?.code, e.extensions?.section])).toEqual([
      [['node', 'daysOffUsage'], 'FORBIDDEN', 'daysOffUsage'],
      [['node', 'calendar'], 'FORBIDDEN', 'daysOffUsage'],
    ]);
    expect(both.calls).toEqual(['GET /api/employees/batch?ids=2', 'GET /api/employees/permissions/batch?ids=2']);
  });

  it('a person the REST API does not find (404) answers a null calendar without an error', async () => {
    const result = await run({ ...personRoutes(), '/api/weekly_schedule/2': scheduleAnswer });
    expect(result.errors).toBeUndefined();
    expect((result.data as any).node.calendar).toEqual(null);
  });
});
