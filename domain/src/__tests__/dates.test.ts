import {
  addDays,
  addMonths,
  daysWithUs,
  diffDays,
  formatDate,
  BUSINESS_TIME_ZONE,
  formatDuration,
  inputDate,
  isSupportedYear,
  isTransferValid,
  joinDateRanges,
  parseDate,
  showTransferExpiryLabel,
  todayIn,
  transferExpiryDate,
  weekdayMondayFirst,
  yearOptions,
} from '../dates';

describe('formatDate', () => {
  it.each([
    ['part 1 §9: 2024-03-07 shows as DD/MM/YYYY 07/03/2024', '2024-03-07', '07/03/2024'],
    ['part 1 §9: 2024-12-31 shows as 31/12/2024', '2024-12-31', '31/12/2024'],
    ['part 1 §9: a date-time is cut to its date, 2024-01-05T10:00 → 05/01/2024', '2024-01-05T10:00:00Z', '05/01/2024'],
    ['part 1 §9 (choice): an invalid date 2024-02-30 formats as empty', '2024-02-30', ''],
    ['part 1 §9 (choice): a non-date formats as empty', 'yesterday', ''],
  ])('%s', (_title, iso, expected) => {
    expect(formatDate(iso)).toEqual(expected);
  });
});

describe('parseDate', () => {
  it.each([
    ['part 1 §9: 07/03/2024 parses to 2024-03-07', '07/03/2024', '2024-03-07'],
    ['part 1 §9: 29/02/2024 is a leap day', '29/02/2024', '2024-02-29'],
    ['part 1 §9: 29/02/2023 is not a date', '29/02/2023', null],
    ['part 1 §9: 31/02/2024 is not a date', '31/02/2024', null],
    ['part 1 §9: 31/12/2024, day 31 in a 31-day month', '31/12/2024', '2024-12-31'],
    ['part 1 §9: 32/12/2024, day 32', '32/12/2024', null],
    ['part 1 §9: 00/12/2024, day 0', '00/12/2024', null],
    ['part 1 §9: month 12 is valid', '01/12/2024', '2024-12-01'],
    ['part 1 §9: month 13', '01/13/2024', null],
    ['part 1 §9: strict, single-digit day 7/03/2024', '7/03/2024', null],
    ['part 1 §9: strict, dashes 07-03-2024', '07-03-2024', null],
    ['part 1 §9: strict, ISO input 2024-03-07', '2024-03-07', null],
    ['part 1 §9: strict, trailing space', '07/03/2024 ', null],
    ['part 1 §9: empty string', '', null],
  ])('%s', (_title, dmy, expected) => {
    expect(parseDate(dmy)).toEqual(expected);
  });

  it('part 1 §9: formatDate and parseDate are inverse for 2000-01-01', () => {
    expect(parseDate(formatDate('2000-01-01'))).toEqual('2000-01-01');
  });
});

describe('inputDate', () => {
  it.each([
    ['part 1 §3: the payload sends 07/03/2024, read as 2024-03-07', '07/03/2024', '2024-03-07'],
    ['part 1 §9: ISO 2024-03-07 is taken as it is', '2024-03-07', '2024-03-07'],
    ['part 1 §9: 29/02/2023 is no calendar date', '29/02/2023', null],
    ['part 1 §9: 2023-02-29 is no calendar date', '2023-02-29', null],
    ['part 1 §9: neither spelling, 7 March 2024', '7 March 2024', null],
  ])('%s', (_, value, expected) => {
    expect(inputDate(value)).toEqual(expected);
  });
});

describe('day arithmetic', () => {
  it.each([
    ['addDays across a leap February: 2024-02-28 + 1 = 2024-02-29', addDays('2024-02-28', 1), '2024-02-29'],
    ['addDays across a year: 2024-12-31 + 1 = 2025-01-01', addDays('2024-12-31', 1), '2025-01-01'],
    ['addDays negative: 2024-03-01 − 1 = 2024-02-29', addDays('2024-03-01', -1), '2024-02-29'],
    ['addMonths keeps the month end: 2024-01-31 + 1 month = 2024-02-29', addMonths('2024-01-31', 1), '2024-02-29'],
    ['addMonths: 2024-01-01 + 14 months = 2025-03-01', addMonths('2024-01-01', 14), '2025-03-01'],
  ])('%s', (_title, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it.each([
    ['diffDays over DST in Europe (2024-03-30 → 2024-04-01) is 2', '2024-03-30', '2024-04-01', 2],
    ['diffDays backwards is negative', '2024-04-01', '2024-03-30', -2],
  ])('%s', (_title, from, to, expected) => {
    expect(diffDays(from, to)).toEqual(expected);
  });

  it.each([
    ['part 1 §2: the week starts Monday, 2024-01-01 (Monday) is 0', '2024-01-01', 0],
    ['part 1 §2: 2024-01-07 (Sunday) is 6', '2024-01-07', 6],
  ])('%s', (_title, iso, expected) => {
    expect(weekdayMondayFirst(iso)).toEqual(expected);
  });
});

describe('joinDateRanges', () => {
  it.each([
    ['part 1 §5: no dates, no ranges', [], []],
    ['part 1 §5: one date is a one-day range', ['2024-05-01'], [{ start: '2024-05-01', end: '2024-05-01' }]],
    [
      'part 1 §5: dates 1 day apart join into one range',
      ['2024-05-01', '2024-05-02', '2024-05-03'],
      [{ start: '2024-05-01', end: '2024-05-03' }],
    ],
    [
      'part 1 §5: dates 2 days apart (one above 1) stay two ranges',
      ['2024-05-01', '2024-05-03'],
      [
        { start: '2024-05-01', end: '2024-05-01' },
        { start: '2024-05-03', end: '2024-05-03' },
      ],
    ],
    [
      'part 1 §5: the same date twice (0 days apart) is one range',
      ['2024-05-01', '2024-05-01'],
      [{ start: '2024-05-01', end: '2024-05-01' }],
    ],
    [
      'part 1 §5: unsorted input across a month end joins 31/01 and 01/02',
      ['2024-02-01', '2024-01-31', '2024-02-05'],
      [
        { start: '2024-01-31', end: '2024-02-01' },
        { start: '2024-02-05', end: '2024-02-05' },
      ],
    ],
  ])('%s', (_title, dates, expected) => {
    expect(joinDateRanges(dates)).toEqual(expected);
  });
});

describe('yearOptions', () => {
  it('part 1 §9: current year ± 9 gives 19 entries, 2016 to 2034 for 2025', () => {
    expect(yearOptions(2025)).toEqual([
      2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032, 2033, 2034,
    ]);
  });

  it.each([
    ['part 1 §9: 19 entries', (y: number[]) => y.length, 19],
    ['part 1 §9: first entry current − 9', (y: number[]) => y[0], 2015],
    ['part 1 §9: last entry current + 9', (y: number[]) => y[18], 2033],
    ['part 1 §9: current − 10 not offered', (y: number[]) => y.includes(2014), false],
    ['part 1 §9: current + 10 not offered', (y: number[]) => y.includes(2034), false],
  ])('%s', (_title, pick, expected) => {
    expect(pick(yearOptions(2024))).toEqual(expected);
  });
});

describe('transferred balance expiry', () => {
  it.each([
    ['part 1 §4: 3 months after 1 January 2024 is 2024-04-01', 2024, 3, '2024-04-01'],
    ['part 1 §4: 1 month after 1 January is 1 February', 2024, 1, '2024-02-01'],
    ['part 1 §4: 11 months gives 1 December', 2024, 11, '2024-12-01'],
    ['part 1 §4: 12 months gives 1 January of the next year', 2024, 12, '2025-01-01'],
    ['part 1 §4: 13 months gives 1 February of the next year', 2024, 13, '2025-02-01'],
    ['part 1 §4 (choice): 0 months means no expiry', 2024, 0, null],
    ['part 1 §4 (choice): no value means no expiry', 2024, null, null],
  ])('%s', (_title, year, months, expected) => {
    expect(transferExpiryDate(year, months)).toEqual(expected);
  });

  it.each([
    ['part 1 §4: label shown at 11 months', 11, true],
    ['part 1 §4: label hidden at 12 months', 12, false],
    ['part 1 §4: label hidden at 13 months', 13, false],
    ['part 1 §4: label shown at 1 month', 1, true],
    ['part 1 §4 (choice): label hidden at 0 months', 0, false],
    ['part 1 §4 (choice): label hidden without a value', null, false],
  ])('%s', (_title, months, expected) => {
    expect(showTransferExpiryLabel(months)).toEqual(expected);
  });

  it.each([
    ['part 1 §4: 3 months, on 2024-03-31 (day before expiry) still valid', '2024-03-31', 3, true],
    ['part 1 §4: 3 months, on 2024-04-01 (expiry day) expired', '2024-04-01', 3, false],
    ['part 1 §4: 3 months, on 2024-04-02 expired', '2024-04-02', 3, false],
    ['part 1 §4 (choice): no expiry setting, valid all year', '2024-12-31', null, true],
  ])('%s', (_title, today, months, expected) => {
    expect(isTransferValid(2024, months, today)).toEqual(expected);
  });
});

describe('daysWithUs', () => {
  it.each([
    ['part 1 §2 (choice): start today is 0 days', '2024-06-10', '2024-06-10', 0],
    ['part 1 §2: start yesterday is 1 day', '2024-06-09', '2024-06-10', 1],
    ['part 1 §2 (choice): start tomorrow (future) is 0, never negative', '2024-06-11', '2024-06-10', 0],
    ['part 1 §2: a leap year counts 366 days', '2024-01-01', '2025-01-01', 366],
  ])('%s', (_title, start, today, expected) => {
    expect(daysWithUs(start, today)).toEqual(expected);
  });
});

describe('formatDuration', () => {
  it.each([
    ['part 1 §9: 450 minutes is 7h 30min', 450, '7h 30min'],
    ['part 1 §9: 480 minutes is 8h', 480, '8h'],
    ['part 1 §9: 59 minutes is 59min', 59, '59min'],
    ['part 1 §9: 60 minutes is 1h', 60, '1h'],
    ['part 1 §9: 61 minutes is 1h 1min', 61, '1h 1min'],
    ['part 1 §9: 0 minutes is 0min', 0, '0min'],
    ['part 1 §9: an overrun of −90 minutes is -1h 30min', -90, '-1h 30min'],
  ])('%s', (_title, minutes, expected) => {
    expect(formatDuration(minutes)).toEqual(expected);
  });
});

describe('todayIn', () => {
  it.each([
    [
      'part 1 §1 (choice): winter, 22:59 UTC is still that day in Brussels (UTC+1)',
      '2026-01-14T22:59:59Z',
      '2026-01-14',
    ],
    ['part 1 §1 (choice): winter, 23:00 UTC is already the next day in Brussels', '2026-01-14T23:00:00Z', '2026-01-15'],
    ['part 1 §1 (choice): winter, 00:30 UTC is the same day in Brussels', '2026-01-15T00:30:00Z', '2026-01-15'],
    [
      'part 1 §1 (choice): summer, 21:59 UTC is still that day in Brussels (UTC+2)',
      '2026-06-14T21:59:59Z',
      '2026-06-14',
    ],
    ['part 1 §1 (choice): summer, 22:00 UTC is already the next day in Brussels', '2026-06-14T22:00:00Z', '2026-06-15'],
    [
      'part 1 §1 (choice): summer, 30 June 23:30 UTC is already 1 July in Brussels',
      '2026-06-30T23:30:00Z',
      '2026-07-01',
    ],
    [
      'part 1 §1 (choice): New Year, 31 December 23:00 UTC is 1 January in Brussels',
      '2025-12-31T23:00:00Z',
      '2026-01-01',
    ],
  ])('%s', (_title, instant, expected) => {
    expect(todayIn(BUSINESS_TIME_ZONE, new Date(instant))).toEqual(expected);
  });

  it('part 1 §1 (choice): the business time zone is Europe/Brussels, shared by Belgium and the Netherlands', () => {
    expect([BUSINESS_TIME_ZONE, todayIn('UTC', new Date('2026-06-14T22:00:00Z'))]).toEqual([
      'Europe/Brussels',
      '2026-06-14',
    ]);
  });
});

describe('isSupportedYear', () => {
  it.each([
    ['part 1 §2 (choice): 1999 is before the supported years', 1999, false],
    ['part 1 §2 (choice): 2000 is the first supported year', 2000, true],
    ['part 1 §2 (choice): 2026 is supported', 2026, true],
    ['part 1 §2 (choice): 2100 is the last supported year', 2100, true],
    ['part 1 §2 (choice): 2101 is after the supported years', 2101, false],
    ['part 1 §2 (choice): a fractional year is not a year', 2026.5, false],
  ])('%s', (_title, year, expected) => {
    expect(isSupportedYear(year)).toEqual(expected);
  });
});
