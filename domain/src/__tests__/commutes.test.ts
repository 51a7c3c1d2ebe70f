import {
  currentCommute,
  daysPerWeekProblem,
  latestIsVariable,
  storedDistanceKm,
  variableDaysProblem,
  yearMonth,
} from '../commutes';

const fixed = { id: 1, type: 'fixed' as const, start_date: '2024-01-01' };
const variable = { id: 2, type: 'variable' as const, start_date: '2025-03-01' };
const future = { id: 3, type: 'fixed' as const, start_date: '2027-01-01' };

describe('current commute and history (part 2 §4, §7 commute, commutesHistory)', () => {
  it.each([
    ['part 2 §7 commute: the latest start on or before today is current', [fixed, variable], '2025-06-01', variable],
    [
      'part 2 §7 commute: a commute starting later is not current yet',
      [fixed, variable, future],
      '2026-06-01',
      variable,
    ],
    ['part 2 §7 commute: before the first start there is none', [fixed], '2023-12-31', null],
    ['part 2 §7 commute: no history, no commute', [], '2025-01-01', null],
  ])('%s', (_title, history, today, expected) => {
    expect(currentCommute(history, today)).toEqual(expected);
  });

  it.each([
    ['part 2 §4: the latest commute is variable', [fixed, variable], true],
    ['part 2 §4: the latest commute (a future one too) is fixed', [fixed, variable, future], false],
    ['part 2 §4: without a commute, not variable', [], false],
  ])('%s', (_title, history, expected) => {
    expect(latestIsVariable(history)).toEqual(expected);
  });
});

describe('variable days (part 2 §4: days are saved per month and year)', () => {
  it.each([
    ['part 2 §4: 20 days of March 2025', 20, 3, 2025, null],
    ['part 2 §4: 0 days is a month without commuting', 0, 3, 2025, null],
    ['part 2 §4: every day of a 31-day month', 31, 1, 2025, null],
    ['part 2 §4: 29 days of February 2024 (leap year)', 29, 2, 2024, null],
    ['part 2 §4: 29 days of February 2025 is more than the month has', 29, 2, 2025, 'VARIABLE_COMMUTE_DAYS_INVALID'],
    ['part 2 §4: negative days are refused', -1, 3, 2025, 'VARIABLE_COMMUTE_DAYS_INVALID'],
    ['part 2 §4: half days are refused', 2.5, 3, 2025, 'VARIABLE_COMMUTE_DAYS_INVALID'],
    ['part 2 §4: month 13 is refused', 3, 13, 2025, 'INVALID_MONTH'],
    ['part 2 §4: month 0 is refused', 3, 0, 2025, 'INVALID_MONTH'],
    ['part 2 §4: a year outside the supported ones is refused', 3, 3, 1999, 'INVALID_YEAR'],
  ])('%s', (_title, days, month, year, expected) => {
    expect(variableDaysProblem(days, month, year)).toEqual(expected);
  });

  it.each([
    ['part 2 §4: a fixed commute has 1–7 days a week', 'fixed' as const, 4, null],
    ['part 2 §4: a fixed commute needs its days a week', 'fixed' as const, null, 'COMMUTE_DAYS_PER_WEEK_INVALID'],
    ['part 2 §4: 8 days a week is refused', 'fixed' as const, 8, 'COMMUTE_DAYS_PER_WEEK_INVALID'],
    ['part 2 §4: a variable commute has its days per month, none a week', 'variable' as const, null, null],
    [
      'part 2 §4: a variable commute with days a week is refused',
      'variable' as const,
      3,
      'COMMUTE_DAYS_PER_WEEK_INVALID',
    ],
  ])('%s', (_title, type, days, expected) => {
    expect(daysPerWeekProblem(type, days)).toEqual(expected);
  });

  it('part 2 §7 year_month_filter: YYYY-MM', () => {
    expect(yearMonth(2025, 3)).toEqual('2025-03');
  });
});

describe('the distance as stored (part 1 §3 "distance in km"; our choice: one decimal)', () => {
  it.each([
    [12.34, 12.3],
    [12.36, 12.4],
    [0.1, 0.1],
    [0.05, 0.1],
    [0.04, null],
    [0, null],
    [500, 500],
  ])('%p km is stored as %p', (km, stored) => {
    expect(storedDistanceKm(km)).toEqual(stored);
  });
});
