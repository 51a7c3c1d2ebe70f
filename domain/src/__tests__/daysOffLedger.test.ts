import { DAY_OFF_CREATE_LIMIT_ERR, type Limitation } from '../daysOff';
import {
  accruedMonths,
  applyException,
  dayPlanningError,
  entryAmount,
  ledger,
  requestLimitCheck,
  ERR_TIME_OFF_ON_NON_WORK_DAY,
  ERR_TOO_MUCH_DAYS_PLANNED,
  type DaySlot,
  type LedgerEntry,
  type LedgerYear,
} from '../daysOffLedger';

const custom = (date: string, minutes: number, approved = 1): LedgerEntry => ({
  date,
  am_pm_hint: 'custom',
  duration_minutes: minutes,
  approved,
  scheduled_minutes: 456,
});
const allDay = (date: string, approved = 1, scheduled = 456): LedgerEntry => ({
  date,
  am_pm_hint: 'all_day',
  duration_minutes: null,
  approved,
  scheduled_minutes: scheduled,
});
const half = (date: string, hint: 'am' | 'pm' = 'am', approved = 1): LedgerEntry => ({
  date,
  am_pm_hint: hint,
  duration_minutes: 228,
  approved,
  scheduled_minutes: 456,
});

const year = (y: number, over: Partial<LedgerYear> = {}): LedgerYear => ({
  year: y,
  limitation: 'limit_in_minutes',
  max_yearly_amount_days: null,
  max_yearly_amount_minutes: 1000,
  transfer_unused_amounts: 1,
  transfer_amounts_expiry_months: 6,
  accrual_minutes_per_month: null,
  full_day_minutes: 456,
  entries: [],
  corrections: [],
  ...over,
});

describe('entryAmount', () => {
  it.each([
    ['An all-day entry counts 1 day and the day’s scheduled minutes', allDay('2026-03-02'), { days: 1, minutes: 456 }],
    [
      'An all-day entry on a day of 0 minutes (set_full_day_on_non_working_day) counts 1 day, 0 minutes',
      allDay('2026-03-07', 1, 0),
      { days: 1, minutes: 0 },
    ],
    [
      'part 1 §5: a morning counts half a day and half the day’s minutes',
      half('2026-03-02', 'am'),
      { days: 0.5, minutes: 228 },
    ],
    [
      'part 1 §5: an afternoon of a 455-minute day: 0.5 day, 228 minutes (half rounded up)',
      { ...half('2026-03-02', 'pm'), scheduled_minutes: 455 },
      { days: 0.5, minutes: 228 },
    ],
    [
      'A custom entry counts its minutes and the share of the day (114 of 456 → 0.25)',
      custom('2026-03-02', 114),
      { days: 0.25, minutes: 114 },
    ],
    ['A custom entry longer than the day is at most 1 day', custom('2026-03-02', 600), { days: 1, minutes: 600 }],
    [
      'Choice: a custom entry on a day without schedule counts 0 days',
      { ...custom('2026-03-07', 120), scheduled_minutes: null },
      { days: 0, minutes: 120 },
    ],
  ])('%s', (_title, entry, expected) => {
    expect(entryAmount(entry)).toEqual(expected);
  });
});

describe('ledger: transferred minutes (part 1 §4)', () => {
  // 2025: 1000 minutes, 400 used → 600 transfer into 2026, expiring 6 months after 1 January (01/07/2026).
  const lastYear = year(2025, { entries: [custom('2025-05-05', 400)] });
  const thisYear = year(2026, { entries: [custom('2026-03-02', 300), custom('2026-09-01', 200, 0)] });
  const pick = (today: string, years = [lastYear, thisYear]) => {
    const r = ledger(years, today)[1];
    return [
      r.transferred_minutes,
      r.used_before_expiry_minutes,
      r.expired_minutes,
      r.remaining_transferred_minutes_from_last_year,
      r.balance,
    ];
  };

  it.each([
    [
      'part 1 §4: before expiry: 600 transferred, 300 used before expiry, 0 expired, 300 remaining; the September entry uses the budget (800 left)',
      '2026-06-15',
      [600, 300, 0, 300, 800],
    ],
    [
      'part 1 §4: on the expiry date 01/07 the 300 unused transferred minutes expire',
      '2026-07-01',
      [600, 300, 300, 0, 800],
    ],
    ['part 1 §4: the day before expiry nothing has expired yet', '2026-06-30', [600, 300, 0, 300, 800]],
  ])('%s', (_title, today, expected) => {
    expect(pick(today)).toEqual(expected);
  });

  it('part 1 §4: counts approved and pending apart', () => {
    const r = ledger([lastYear, thisYear], '2026-06-15')[1];
    expect([r.minutes_approved, r.minutes_not_approved, r.days_approved, r.days_not_approved]).toEqual([
      300, 200, 0.6579, 0.4386,
    ]);
  });

  it('Without transfer_unused_amounts in the receiving year nothing is transferred', () => {
    expect(pick('2026-06-15', [lastYear, { ...thisYear, transfer_unused_amounts: 0 }])).toEqual([0, 0, 0, 0, 500]);
  });

  it('A year without the type in between stops the transfer', () => {
    expect(pick('2026-06-15', [{ ...lastYear, year: 2024, entries: [] }, thisYear])).toEqual([0, 0, 0, 0, 500]);
  });

  it('part 1 §4 (choice): without expiry months the transfer never expires and is used first all year', () => {
    const years = [lastYear, { ...thisYear, transfer_amounts_expiry_months: null }];
    expect(pick('2026-12-31', years)).toEqual([600, 500, 0, 100, 1000]);
    // What was left of the transfer carries on, next to this year's whole unused budget.
    expect(
      ledger([...years, year(2027, { transfer_amounts_expiry_months: null })], '2027-01-01')[2].transferred_minutes,
    ).toEqual(1100);
  });

  it('Transfers are used soonest-expiring first (one from 2025 valid 18 months, then one from 2026)', () => {
    const long = (y: number, entries: LedgerEntry[]) => year(y, { transfer_amounts_expiry_months: 18, entries });
    // 2025 leaves 1000 (expiry 01/07/2027 when carried into 2026); 2026 uses 300 of it and leaves its own 1000.
    const results = ledger(
      [long(2025, []), long(2026, [custom('2026-02-02', 300)]), long(2027, [custom('2027-02-01', 800)])],
      '2027-03-01',
    );
    expect(results[1].expired_minutes).toEqual(0);
    const r = results[2];
    // 2027 holds 700 (expires 01/07/2027) + 1000 (expires 01/07/2028): the 800 take the 700 first, then 100.
    expect([
      r.transferred_minutes,
      r.used_before_expiry_minutes,
      r.remaining_transferred_minutes_from_last_year,
      r.balance,
    ]).toEqual([1700, 800, 900, 1000]);
  });
});

describe('ledger: day limits (part 1 §4)', () => {
  it('part 1 §4: 5 unused days transfer as minutes of a full day, 2 are used before a 3-month expiry, 3 expire', () => {
    const days = (y: number, entries: LedgerEntry[]) =>
      year(y, {
        limitation: 'limit_in_days',
        max_yearly_amount_days: 20,
        max_yearly_amount_minutes: null,
        transfer_amounts_expiry_months: 3,
        entries,
      });
    const last = days(
      2025,
      Array.from({ length: 15 }, (_, i) => allDay(`2025-06-${String(i + 1).padStart(2, '0')}`)),
    );
    const r = ledger(
      [last, days(2026, [allDay('2026-02-02'), allDay('2026-02-03'), half('2026-05-04')])],
      '2026-06-15',
    )[1];
    expect(r).toMatchObject({
      unit: 'days',
      days_approved: 2.5,
      minutes_approved: 1140,
      transferred_minutes: 2280,
      used_before_expiry_minutes: 912,
      expired_minutes: 1368,
      remaining_transferred_minutes_from_last_year: 0,
      balance: 19.5,
    });
  });
});

describe('ledger: leave accrual (part 1 §3 accrual fields, §9)', () => {
  // NL: 760 minutes a month (9120 a year); 2025 used 4800, so 4320 carry into 2026, expiring 01/07/2026.
  const accrual = (y: number, entries: LedgerEntry[], corrections: { date: string; minutes: number }[] = []) =>
    year(y, {
      limitation: 'leave_accrual',
      max_yearly_amount_minutes: null,
      accrual_minutes_per_month: 760,
      full_day_minutes: 480,
      entries,
      corrections,
    });
  const days = (dates: string[], approved = 1) => dates.map((d) => allDay(d, approved, 480));
  const years = [
    accrual(
      2025,
      days([
        '2025-04-01',
        '2025-04-02',
        '2025-04-03',
        '2025-04-04',
        '2025-04-07',
        '2025-04-08',
        '2025-04-09',
        '2025-04-10',
        '2025-04-11',
        '2025-04-14',
      ]),
    ),
    accrual(
      2026,
      [...days(['2026-03-02', '2026-03-03', '2026-03-04']), ...days(['2026-08-03', '2026-08-04'], 0)],
      [{ date: '2026-02-01', minutes: 240 }],
    ),
  ];

  it('part 1 §3: the accrual fields of 2026 on 15/06/2026', () => {
    expect(ledger(years, '2026-06-15')[1].accrual).toEqual({
      accrual_year_balance: 8400,
      accrual_starting_minutes_this_year: 4320,
      accrual_approved_minutes: 9360,
      accrual_approved_minutes_this_year: 5 * 760 + 240,
      accrual_remaining_balance_from_last_year: 4320,
      accrual_remaining_balance_expiration_date: '2026-07-01',
      accrual_remaining_balance_expiring_minutes: 2880,
      accrual_next_expiration_date: '2026-07-01',
    });
  });

  it('part 1 §4: after the expiry the next expiration is the one of what 2026 leaves (01/07/2027)', () => {
    expect(ledger(years, '2026-07-02')[1].accrual?.accrual_next_expiration_date).toEqual('2027-07-01');
  });

  it.each([
    ['part 1 §9 (choice): on 1 January nothing is accrued yet', '2026-01-01', 0],
    ['part 1 §9 (choice): on 15 June, January to May are accrued', '2026-06-15', 5],
    ['part 1 §9 (choice): on 1 January of the next year all 12 months are', '2027-01-01', 12],
  ])('%s', (_title, today, expected) => {
    expect(accruedMonths(2026, today)).toEqual(expected);
  });

  it('part 1 §4 (choice): an over-used accrual balance carries as a debt into the next year', () => {
    const over = [
      accrual(
        2025,
        days(
          Array.from(
            { length: 20 },
            (_, i) => `2025-0${1 + Math.floor(i / 10)}-${String(10 + (i % 10)).padStart(2, '0')}`,
          ),
        ),
        [{ date: '2025-12-01', minutes: -9120 }],
      ),
      accrual(2026, []),
    ];
    expect(ledger(over, '2026-06-15')[1].accrual?.accrual_starting_minutes_this_year).toEqual(-9600);
  });
});

describe('applyException', () => {
  it('part 1 §5: a person’s exception replaces the limitation and the yearly maximum', () => {
    const exception = {
      limitation: 'limit_in_days' as Limitation,
      max_yearly_amount_days: 25,
      max_yearly_amount_minutes: null,
    };
    expect(applyException(year(2026), exception)).toMatchObject({
      limitation: 'limit_in_days',
      max_yearly_amount_days: 25,
      max_yearly_amount_minutes: null,
    });
    expect(applyException(year(2026), null)).toEqual(year(2026));
  });
});

describe('requestLimitCheck (part 1 §5, §8)', () => {
  const lastYear = year(2025, { entries: [custom('2025-05-05', 400)] });
  it.each([
    [
      'part 1 §8: reaching the maximum exactly is allowed (900 used + 100 of 1000)',
      [year(2026, { transfer_unused_amounts: 0, entries: [custom('2026-02-02', 900)] })],
      [custom('2026-03-02', 100)],
      null,
    ],
    [
      'part 1 §8: one minute above is DAY_OFF_CREATE_LIMIT_ERR',
      [year(2026, { transfer_unused_amounts: 0, entries: [custom('2026-02-02', 900)] })],
      [custom('2026-03-02', 101)],
      DAY_OFF_CREATE_LIMIT_ERR,
    ],
    [
      'part 1 §8: pending entries count too',
      [year(2026, { transfer_unused_amounts: 0, entries: [custom('2026-02-02', 900, 0)] })],
      [custom('2026-03-02', 101)],
      DAY_OFF_CREATE_LIMIT_ERR,
    ],
    [
      'part 1 §4: transferred minutes count on a date before their expiry (1600 of 1000 + 600)',
      [lastYear, year(2026)],
      [custom('2026-03-02', 1000), custom('2026-03-03', 600)],
      null,
    ],
    [
      'part 1 §4: … but not on a date after it',
      [lastYear, year(2026)],
      [custom('2026-08-03', 1000), custom('2026-08-04', 600)],
      DAY_OFF_CREATE_LIMIT_ERR,
    ],
    [
      'part 1 §8: days, 19.5 of 20 used: a morning fits',
      [
        year(2026, {
          limitation: 'limit_in_days',
          max_yearly_amount_days: 20,
          transfer_unused_amounts: 0,
          entries: [
            ...Array.from({ length: 19 }, (_, i) => allDay(`2026-02-${String(i + 2).padStart(2, '0')}`)),
            half('2026-03-02'),
          ],
        }),
      ],
      [half('2026-03-03')],
      null,
    ],
    [
      'part 1 §8: days, 19.5 of 20 used: an all-day does not',
      [
        year(2026, {
          limitation: 'limit_in_days',
          max_yearly_amount_days: 20,
          transfer_unused_amounts: 0,
          entries: [
            ...Array.from({ length: 19 }, (_, i) => allDay(`2026-02-${String(i + 2).padStart(2, '0')}`)),
            half('2026-03-02'),
          ],
        }),
      ],
      [allDay('2026-03-03')],
      DAY_OFF_CREATE_LIMIT_ERR,
    ],
    [
      'part 1 §4: unlimited is never refused',
      [year(2026, { limitation: 'unlimited' })],
      [custom('2026-03-02', 99999)],
      null,
    ],
    [
      'part 1 §4: leave_accrual is never refused',
      [year(2026, { limitation: 'leave_accrual', accrual_minutes_per_month: 10 })],
      [custom('2026-03-02', 99999)],
      null,
    ],
  ])('%s', (_title, years, added, expected) => {
    expect(requestLimitCheck(years, added, '2026-06-15')).toEqual(expected);
  });

  it('A request in last year that shrinks this year’s transfer below what this year planned is refused', () => {
    const planned = year(2026, { entries: [custom('2026-03-02', 1500)] });
    expect(requestLimitCheck([lastYear, planned], [custom('2025-06-02', 200)], '2025-06-01')).toEqual(
      DAY_OFF_CREATE_LIMIT_ERR,
    );
    expect(requestLimitCheck([lastYear, planned], [custom('2025-06-02', 100)], '2025-06-01')).toEqual(null);
  });

  it('A later year already over its limit (an admin’s override) does not refuse a request it does not worsen past the limit', () => {
    const overridden = year(2026, { entries: [custom('2026-03-02', 1700)] });
    expect(requestLimitCheck([lastYear, overridden], [custom('2025-06-02', 100)], '2025-06-01')).toEqual(null);
  });
});

describe('dayPlanningError (part 1 §8, our rules)', () => {
  const slot = (
    am_pm_hint: DaySlot['am_pm_hint'],
    duration_minutes: number | null = null,
    interpretation: DaySlot['interpretation'] = 'time_off',
  ): DaySlot => ({
    am_pm_hint,
    duration_minutes,
    interpretation,
  });
  const check = (
    scheduledMinutes: number | null,
    existing: DaySlot[],
    added: DaySlot[],
    setFullDayOnNonWorkingDay = false,
  ) => dayPlanningError({ scheduledMinutes, existing, added, setFullDayOnNonWorkingDay });
  it.each([
    ['part 1 §8: an all-day time off on a free working day is fine', check(456, [], [slot('all_day')]), null],
    [
      'part 1 §8: an all-day time off on a day of 0 minutes is ERR_TIME_OFF_ON_NON_WORK_DAY',
      check(0, [], [slot('all_day')]),
      ERR_TIME_OFF_ON_NON_WORK_DAY,
    ],
    ['part 1 §8: … and on a day without schedule', check(null, [], [slot('all_day')]), ERR_TIME_OFF_ON_NON_WORK_DAY],
    ['part 1 §5: … unless set_full_day_on_non_working_day = 1', check(0, [], [slot('all_day')], true), null],
    [
      'part 1 §8 (choice): a morning on a non-working day is refused even with the full-day flag',
      check(0, [], [slot('am', 228)], true),
      ERR_TIME_OFF_ON_NON_WORK_DAY,
    ],
    [
      'part 1 §8 (choice): a second all-day time off is ERR_TOO_MUCH_DAYS_PLANNED',
      check(456, [slot('all_day')], [slot('all_day')]),
      ERR_TOO_MUCH_DAYS_PLANNED,
    ],
    [
      'part 1 §8 (choice): an all-day next to a custom slot is too much',
      check(456, [slot('custom', 60)], [slot('all_day')]),
      ERR_TOO_MUCH_DAYS_PLANNED,
    ],
    [
      'part 1 §8 (choice): a morning and an afternoon fill the day',
      check(456, [slot('am', 228)], [slot('pm', 228)]),
      null,
    ],
    [
      'part 1 §8 (choice): the same half twice is too much',
      check(456, [slot('am', 228)], [slot('am', 228)]),
      ERR_TOO_MUCH_DAYS_PLANNED,
    ],
    [
      'part 1 §8 (choice): a morning and 228 custom minutes fit 456',
      check(456, [slot('am', 228)], [slot('custom', 228)]),
      null,
    ],
    [
      'part 1 §8 (choice): a morning and 229 custom minutes exceed 456',
      check(456, [slot('am', 228)], [slot('custom', 229)]),
      ERR_TOO_MUCH_DAYS_PLANNED,
    ],
    [
      'part 1 §3: an activity next to an all-day time off is not time off',
      check(456, [slot('all_day')], [slot('custom', 120, 'activity')]),
      null,
    ],
    [
      'part 1 §3: working_time on a non-working day is not time off',
      check(0, [], [slot('all_day', null, 'working_time')]),
      null,
    ],
    [
      'part 1 §3: an existing activity does not count against new time off',
      check(456, [slot('custom', 456, 'working_time')], [slot('all_day')]),
      null,
    ],
  ])('%s', (_title, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});
