import {
  accrualCorrectionPath,
  addDayOffTypePath,
  companyHolidaysPath,
  countryParam,
  dayOffTypesPath,
  defaultHolidayCountry,
  editDayOffTypePath,
  exceptionPath,
  safeBackPath,
  yearParam,
} from '../settingsPaths';

const holiday = { internalId: 7, year: 2026, limitation: 'LIMIT_IN_DAYS' as const };
const accrual = { internalId: 9, year: 2026, limitation: 'LEAVE_ACCRUAL' as const };

describe('settings paths (part 1 §2)', () => {
  it('part 1 §2: builds the day-off type and company-holiday routes with their queries', () => {
    expect([
      dayOffTypesPath(2026),
      addDayOffTypePath(2026, '/people/1/daysOff?year=2026'),
      editDayOffTypePath(7, 2026),
      accrualCorrectionPath(9, 2026, { employeeId: 3 }),
      companyHolidaysPath(2027, 'NL', '/people/1/daysOff'),
      companyHolidaysPath(2027),
    ]).toEqual([
      '/settings/daysOffTypes?year=2026',
      '/settings/daysOffTypes/add?year=2026&back=%2Fpeople%2F1%2FdaysOff%3Fyear%3D2026',
      '/settings/daysOffTypes/7/2026/edit',
      '/settings/daysOffTypes/9/2026/accrual/corrections/add?employee_id=3',
      '/settings/companyHolidays?year=2027&country=NL&back=%2Fpeople%2F1%2FdaysOff',
      '/settings/companyHolidays?year=2027',
    ]);
  });

  it.each([
    [-1, holiday, '/settings/daysOffTypes/7/2026/exceptions/add?employee_id=3'],
    [0, holiday, '/settings/daysOffTypes/7/2026/exceptions/0/edit?employee_id=3'],
    [12, holiday, '/settings/daysOffTypes/7/2026/exceptions/12/edit?employee_id=3'],
    [-1, accrual, '/settings/daysOffTypes/9/2026/exceptions/add?employee_id=3'],
    [12, accrual, '/settings/daysOffTypes/9/2026/accrual/exceptions/12/edit'],
    [-2, holiday, null],
  ])('part 1 §5 exception links: id %p offers %s', (id, type, path) => {
    expect(exceptionPath(type, id, { employeeId: 3 })).toEqual(path);
  });

  it.each([
    ['/people/RW1wbG95ZWU6MQ%3D%3D/daysOff?year=2026', '/people/RW1wbG95ZWU6MQ%3D%3D/daysOff?year=2026'],
    ['/settings/daysOffTypes?year=2025', '/settings/daysOffTypes?year=2025'],
    ['https://evil.example/phish', null],
    ['//evil.example/phish', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['people', null],
    ['/people\n/1', null],
    ['', null],
    [null, null],
  ])('part 1 §2 back: %p is followed as %p (a local path only)', (value, expected) => {
    expect(safeBackPath(value)).toEqual(expected);
  });

  it('reads year as the routes take it', () => {
    expect([yearParam('2027', 2026), yearParam('20x7', 2026), yearParam(null, 2026)]).toEqual([2027, 2026, 2026]);
  });

  it('part 1 §9: holiday countries BE NL FR DE ES GB LU; the company country, else BE', () => {
    expect([
      countryParam('nl'),
      countryParam('US'),
      countryParam(null),
      defaultHolidayCountry('NL'),
      defaultHolidayCountry('US'),
      defaultHolidayCountry(null),
    ]).toEqual(['NL', null, null, 'NL', 'BE', 'BE']);
  });
});
