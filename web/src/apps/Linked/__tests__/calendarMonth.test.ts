import { highlightInMonth, parseMonthAddress, shiftMonth } from '../calendarMonth';

describe('part 1 §2 /calendar/person/{id}/{year}/{month}?highlight={date}', () => {
  it.each([
    ['a month in the middle of the year', '2024', '5', { year: 2024, month: 5 }],
    ['January', '2024', '01', { year: 2024, month: 1 }],
    ['month 0 is not a month', '2024', '0', null],
    ['month 13 is not a month', '2024', '13', null],
    ['a year that is not a number', 'abcd', '5', null],
  ])('%s', (_, year, month, expected) => {
    expect(parseMonthAddress(year, month)).toEqual(expected);
  });

  it.each([
    ['back across the turn of the year', { year: 2024, month: 1 }, -1, { year: 2023, month: 12 }],
    ['on across the turn of the year', { year: 2024, month: 12 }, 1, { year: 2025, month: 1 }],
    ['within the year', { year: 2024, month: 5 }, 1, { year: 2024, month: 6 }],
  ])('the month %s', (_, address, delta, expected) => {
    expect(shiftMonth(address, delta)).toEqual(expected);
  });

  it.each([
    ['a date of the month is highlighted', '2024-05-02', '2024-05-02'],
    ['a date of another month is not', '2024-06-02', null],
    ['a date that does not exist is not', '2024-05-32', null],
    ['no highlight', null, null],
  ])('%s', (_, highlight, expected) => {
    expect(highlightInMonth(highlight, { year: 2024, month: 5 })).toEqual(expected);
  });
});
