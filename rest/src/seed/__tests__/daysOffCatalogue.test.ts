import { easterSunday, publicHolidays } from '../daysOffCatalogue';

describe('the demo company days off (the real public holidays of BE and NL)', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter Sunday of %i is %s', (year, expected) => {
    expect(easterSunday(year)).toEqual(expected);
  });

  it('part 1 §9: Belgium 2026, ten days, the Easter-based ones moved with Easter', () => {
    expect(publicHolidays('BE', 2026).map((h) => h.date)).toEqual([
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
  });

  it('part 1 §9: the Netherlands; Koningsdag on Saturday 26 April when 27 April is a Sunday (2025)', () => {
    expect(publicHolidays('NL', 2025).find((h) => h.name === 'Koningsdag')?.date).toEqual('2025-04-26');
    expect(publicHolidays('NL', 2026).map((h) => h.date)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-05',
      '2026-04-06',
      '2026-04-27',
      '2026-05-05',
      '2026-05-14',
      '2026-05-24',
      '2026-05-25',
      '2026-12-25',
      '2026-12-26',
    ]);
  });
});
