import {
  DIMONA_DEFAULT_HOURS,
  endDateMissing,
  hoursRequirement,
  oneDayHoursStatus,
  plannedHoursRequired,
  type HoursRequirementInput,
} from '../dimonaHours';
import type { DimonaContractType } from '../dimonaTypes';

describe('one-day hours status', () => {
  it('part 2 §9: default hours start 540, end 1020, pause 0', () => {
    expect(DIMONA_DEFAULT_HOURS).toEqual({ startingHour: 540, endingHour: 1020, pauseMinutes: 0 });
  });

  it.each([
    ['part 2 §4: start 540 <= end 1020 → allowed', 540, 1020, 0, { status: 'allowed' }],
    ['part 2 §4: start = end (600, 600) → allowed', 600, 600, 0, { status: 'allowed' }],
    ['part 2 §4: end 0 (midnight) → allowed', 1080, 0, 0, { status: 'allowed' }],
    [
      'part 2 §4: 1440 − 1320 + 120 − 0 = 240 (under 720) → warn, 2 hours to the next day',
      1320,
      120,
      0,
      { status: 'warn', code: 'DIMONA_HOURS_TO_NEXT_DAY', hoursToNextDay: 2 },
    ],
    [
      'part 2 §4: 1440 − 1080 + 359 − 0 = 719 (one below 720) → warn',
      1080,
      359,
      0,
      { status: 'warn', code: 'DIMONA_HOURS_TO_NEXT_DAY', hoursToNextDay: 5.98 },
    ],
    [
      'part 2 §4: 1440 − 1080 + 360 − 0 = 720 → DIMONA_NOT_ALLOWED_HOURS',
      1080,
      360,
      0,
      { status: 'not_allowed', code: 'DIMONA_NOT_ALLOWED_HOURS' },
    ],
    [
      'part 2 §4: 1440 − 1080 + 361 − 0 = 721 → DIMONA_NOT_ALLOWED_HOURS',
      1080,
      361,
      0,
      { status: 'not_allowed', code: 'DIMONA_NOT_ALLOWED_HOURS' },
    ],
    [
      'part 2 §4: pause counts, 1440 − 1080 + 390 − 30 = 720 → not allowed',
      1080,
      390,
      30,
      { status: 'not_allowed', code: 'DIMONA_NOT_ALLOWED_HOURS' },
    ],
    [
      'part 2 §4: pause counts, 1440 − 1080 + 390 − 31 = 719 → warn',
      1080,
      390,
      31,
      { status: 'warn', code: 'DIMONA_HOURS_TO_NEXT_DAY', hoursToNextDay: 6.5 },
    ],
  ])('%s', (_title, start, end, pause, expected) => {
    expect(oneDayHoursStatus(start, end, pause)).toEqual(expected);
  });
});

describe('which hours are required', () => {
  const base: HoursRequirementInput = {
    contractType: 'Flex',
    durationType: 'singleDay',
    forfaitShown: false,
    forfaitType: null,
  };
  const both = { startingHour: true, endingHour: true };
  const none = { startingHour: false, endingHour: false };
  it.each<[string, Partial<HoursRequirementInput>, object]>([
    ['part 2 §5: Flex on a single day → hours required', {}, both],
    ['part 2 §5: Flex on several days → not required', { durationType: 'fixedDuration' }, none],
    ['part 2 §5: Extra single day without forfait → hours required', { contractType: 'Extra' }, both],
    [
      'part 2 §5: Extra single day, hourly forfait → end hour required too',
      { contractType: 'Extra', forfaitShown: true, forfaitType: 'hourly' },
      both,
    ],
    [
      'part 2 §5 (choice): Extra single day, daily forfait → start hour only',
      { contractType: 'Extra', forfaitShown: true, forfaitType: 'daily' },
      { startingHour: true, endingHour: false },
    ],
    [
      'part 2 §5 (choice): Extra single day, forfait offered but not chosen → none yet',
      { contractType: 'Extra', forfaitShown: true },
      none,
    ],
    ['part 2 §5: Normal single day → not required', { contractType: 'Normal' }, none],
  ])('%s', (_title, over, expected) => {
    expect(hoursRequirement({ ...base, ...over })).toEqual(expected);
  });

  it.each<[string, DimonaContractType | null, boolean]>([
    ['part 2 §5: planned hours required for Student', 'Student', true],
    ['part 2 §5: planned hours required for S17', 'S17', true],
    ['part 2 §5: planned hours required for O17', 'O17', true],
    ['part 2 §5: planned hours not for A17', 'A17', false],
    ['part 2 §5: planned hours not for Flex', 'Flex', false],
  ])('%s', (_title, type, expected) => {
    expect(plannedHoursRequired(type)).toEqual(expected);
  });

  it.each<[string, DimonaContractType, 'singleDay' | 'fixedDuration', string | null, boolean]>([
    ['part 2 §5: Flex without end date → PICK_END_DATE', 'Flex', 'fixedDuration', null, true],
    ['part 2 §5: IVT without end date → PICK_END_DATE', 'IVT', 'fixedDuration', null, true],
    ['part 2 §5: Flex with an end date → fine', 'Flex', 'fixedDuration', '2024-06-30', false],
    ['part 2 §5 (choice): Flex single day ends on its start date → fine', 'Flex', 'singleDay', null, false],
    ['part 2 §5: Normal without end date → fine', 'Normal', 'fixedDuration', null, false],
  ])('%s', (_title, type, duration, endDate, expected) => {
    expect(endDateMissing(type, duration, endDate)).toEqual(expected);
  });
});
