import {
  accrualMinutes,
  balanceDisplay,
  budgetBarMaxed,
  dayOffColor,
  dayOffStatus,
  exceptionLink,
  isOverLimitError,
  limitCheck,
  showHolidaysWarning,
  sortDayOffItems,
  transferInfo,
  usageBarAmounts,
  usageBarRed,
  validTransferredMinutes,
  LIMIT_REACHED_I18N_CODE,
  LIMIT_REACHED_MESSAGE,
  type HolidaysWarningInput,
  type LimitCheckInput,
  type Limitation,
} from '../daysOff';
import { mayApplyCorrection, type ViewerFlags } from '../permissions';
import { plainViewer } from '../test/viewers';

const usage = {
  limitation: 'limit_in_days' as Limitation,
  default_limitation: 'limit_in_days' as Limitation,
  days_approved: 0,
  days_not_approved: 0,
  minutes_approved: 0,
  minutes_not_approved: 0,
  max_yearly_amount_days: 20,
  max_yearly_amount_minutes: 9120,
  accrual_year_balance: null as number | null,
};

describe('balanceDisplay', () => {
  it.each([
    [
      'part 1 §4: days, 20 max, 15 + 4 used → 1 day left',
      { days_approved: 15, days_not_approved: 4 },
      { kind: 'left', unit: 'days', amount: 1 },
    ],
    [
      'part 1 §4: days, 20 max, 20 used → 0 days left',
      { days_approved: 20 },
      { kind: 'left', unit: 'days', amount: 0 },
    ],
    [
      'part 1 §4: days, 20 max, 21 used → 1 day over limit',
      { days_approved: 20, days_not_approved: 1 },
      { kind: 'over', unit: 'days', amount: 1 },
    ],
    [
      'part 1 §9: half days shown as twice the days, 20 max − 17.5 used → 5 half days left',
      { limitation: 'limit_in_half_days' as Limitation, days_approved: 17.5 },
      { kind: 'left', unit: 'half_days', amount: 5 },
    ],
    [
      'part 1 §4: half days over, 20 max − 20.5 used → 1 half day over',
      { limitation: 'limit_in_half_days' as Limitation, days_approved: 20.5 },
      { kind: 'over', unit: 'half_days', amount: 1 },
    ],
    [
      'part 1 §4: minutes, 9120 max − 9000 used → 120 minutes left',
      { limitation: 'limit_in_minutes' as Limitation, minutes_approved: 8000, minutes_not_approved: 1000 },
      { kind: 'left', unit: 'minutes', amount: 120 },
    ],
    [
      'part 1 §4: by overtime counts minutes, 9121 used → 1 minute over',
      { limitation: 'limit_by_overtime' as Limitation, minutes_approved: 9121 },
      { kind: 'over', unit: 'minutes', amount: 1 },
    ],
    [
      'part 1 §4 (choice): unlimited with a day-based default shows days used',
      { limitation: 'unlimited' as Limitation, days_approved: 3, days_not_approved: 1 },
      { kind: 'used', unit: 'days', amount: 4 },
    ],
    [
      'part 1 §4 (choice): unlimited with a minute-based default shows hours (minutes) used',
      {
        limitation: 'unlimited' as Limitation,
        default_limitation: 'limit_in_minutes' as Limitation,
        minutes_approved: 600,
      },
      { kind: 'used', unit: 'minutes', amount: 600 },
    ],
    [
      'part 1 §4: leave accrual shows the end-of-year balance',
      { limitation: 'leave_accrual' as Limitation, accrual_year_balance: 4560 },
      { kind: 'end_of_year_balance', unit: 'minutes', amount: 4560 },
    ],
    [
      'part 1 §4: a valid transfer adds to the maximum, 20 max + 2.5 transferred − 21 used → 1.5 days left',
      { days_approved: 21, transferred_available: 2.5 },
      { kind: 'left', unit: 'days', amount: 1.5 },
    ],
    [
      'part 1 §4: a valid transfer in minutes, 9120 max + 456 transferred − 9500 used → 76 minutes left',
      { limitation: 'limit_in_minutes' as Limitation, minutes_approved: 9500, transferred_available: 456 },
      { kind: 'left', unit: 'minutes', amount: 76 },
    ],
    [
      'part 1 §3 (choice): days limit without maximum reads 0, 1 used → 1 over',
      { max_yearly_amount_days: null, days_approved: 1 },
      { kind: 'over', unit: 'days', amount: 1 },
    ],
  ])('%s', (_title, over, expected) => {
    expect(balanceDisplay({ ...usage, ...over })).toEqual(expected);
  });
});

describe('budget bar', () => {
  it.each([
    ['part 1 §4: days, approved + pending 19 of 20 → not maxed', { days_approved: 15, days_not_approved: 4 }, false],
    ['part 1 §4: days, approved + pending 20 of 20 → maxed', { days_approved: 15, days_not_approved: 5 }, true],
    ['part 1 §4: days, 21 of 20 → maxed', { days_approved: 21 }, true],
    [
      'part 1 §4: half days counted by days, 20 of 20 → maxed',
      { limitation: 'limit_in_half_days' as Limitation, days_approved: 20 },
      true,
    ],
    [
      'part 1 §4: minutes, 9119 of 9120 → not maxed',
      { limitation: 'limit_in_minutes' as Limitation, minutes_approved: 9119 },
      false,
    ],
    [
      'part 1 §4: minutes, 9120 of 9120 → maxed',
      { limitation: 'limit_in_minutes' as Limitation, minutes_not_approved: 9120 },
      true,
    ],
    [
      'part 1 §4: by overtime by minutes, 9120 → maxed',
      { limitation: 'limit_by_overtime' as Limitation, minutes_approved: 9120 },
      true,
    ],
    [
      'part 1 §4: minutes limit ignores days used',
      { limitation: 'limit_in_minutes' as Limitation, days_approved: 99 },
      false,
    ],
    ['part 1 §4: unlimited is never maxed', { limitation: 'unlimited' as Limitation, days_approved: 999 }, false],
    [
      'part 1 §4: leave_accrual is never maxed',
      { limitation: 'leave_accrual' as Limitation, minutes_approved: 99999 },
      false,
    ],
    [
      'part 1 §4: a valid transfer adds to the maximum, 21 of 20 + 2.5 → not maxed',
      { days_approved: 21, transferred_available: 2.5 },
      false,
    ],
    [
      'part 1 §4: 22.5 of 20 + 2.5 transferred → maxed',
      { days_approved: 20, days_not_approved: 2.5, transferred_available: 2.5 },
      true,
    ],
    [
      'part 1 §4: minutes, 9500 of 9120 + 456 transferred → not maxed',
      { limitation: 'limit_in_minutes' as Limitation, minutes_approved: 9500, transferred_available: 456 },
      false,
    ],
    [
      'part 1 §4: minutes, 9576 of 9120 + 456 transferred → maxed',
      { limitation: 'limit_in_minutes' as Limitation, minutes_approved: 9576, transferred_available: 456 },
      true,
    ],
  ])('%s', (_title, over, expected) => {
    expect(budgetBarMaxed({ ...usage, ...over })).toEqual(expected);
  });

  const barItem = {
    ...usage,
    accrual_approved_minutes: null as number | null,
    accrual_starting_minutes_this_year: null as number | null,
  };
  it.each([
    [
      'part 1 §4: days, approved + pending 15 + 4 against 20',
      { days_approved: 15, days_not_approved: 4 },
      { usage: 19, maximum: 20 },
    ],
    [
      'part 1 §4: days, a valid transfer of 2.5 adds to the maximum',
      { days_approved: 21, transferred_available: 2.5 },
      { usage: 21, maximum: 22.5 },
    ],
    [
      'part 1 §4: half days compare by days',
      { limitation: 'limit_in_half_days' as Limitation, days_approved: 3.5 },
      { usage: 3.5, maximum: 20 },
    ],
    [
      'part 1 §4: minutes, a valid transfer of 456 adds to the maximum',
      {
        limitation: 'limit_in_minutes' as Limitation,
        minutes_approved: 9000,
        minutes_not_approved: 500,
        transferred_available: 456,
      },
      { usage: 9500, maximum: 9576 },
    ],
    [
      'part 1 §4: by overtime compares minutes',
      { limitation: 'limit_by_overtime' as Limitation, minutes_approved: 60 },
      { usage: 60, maximum: 9120 },
    ],
    [
      'part 1 §9: leave accrual against the yearly maximum plus the starting minutes',
      { limitation: 'leave_accrual' as Limitation, minutes_approved: 600, accrual_starting_minutes_this_year: 120 },
      { usage: 600, maximum: 9240 },
    ],
    ['part 1 §4: unlimited has no bar', { limitation: 'unlimited' as Limitation, days_approved: 5 }, null],
  ])('%s', (_title, over, expected) => {
    expect(usageBarAmounts({ ...barItem, ...over })).toEqual(expected);
  });

  it.each([
    ['part 1 §4: usage 999 of 1000 EUR not red', 999, 1000, false],
    ['part 1 §4: usage 1000 of 1000 (reaching) not red', 1000, 1000, false],
    ['part 1 §4: usage 1001 of 1000 (exceeding) red', 1001, 1000, true],
  ])('%s', (_title, used, max, expected) => {
    expect(usageBarRed(used, max)).toEqual(expected);
  });
});

describe('accrual and transfers', () => {
  it.each([
    [
      'part 1 §9 (choice): yearly maximum 9120 + starting 600 = 9720',
      { max_yearly_amount_minutes: 9120, accrual_approved_minutes: 3000, accrual_starting_minutes_this_year: 600 },
      9720,
    ],
    [
      'part 1 §9: without yearly maximum, approved accrual 3000 + starting 600 = 3600',
      { max_yearly_amount_minutes: null, accrual_approved_minutes: 3000, accrual_starting_minutes_this_year: 600 },
      3600,
    ],
    [
      'part 1 §9 (choice): yearly maximum 0 counts as unset, approved accrual used',
      { max_yearly_amount_minutes: 0, accrual_approved_minutes: 3000, accrual_starting_minutes_this_year: null },
      3000,
    ],
  ])('%s', (_title, item, expected) => {
    expect(accrualMinutes(item)).toEqual(expected);
  });

  const transfer = {
    transfer_unused_amounts: 1,
    transferred_minutes: 960,
    transfer_amounts_expiry_months: 3,
    used_before_expiry_minutes: 480,
    remaining_transferred_minutes_from_last_year: 480,
  };
  it.each([
    ['part 1 §4: before expiry (2024-03-31) all 960 transferred minutes count', transfer, '2024-03-31', 960],
    ['part 1 §4 (choice): from expiry (2024-04-01) only the 480 used before expiry count', transfer, '2024-04-01', 480],
    [
      'part 1 §4: 12 months, still valid on 2024-12-31',
      { ...transfer, transfer_amounts_expiry_months: 12 },
      '2024-12-31',
      960,
    ],
    ['part 1 §4: no transfer of unused amounts counts 0', { ...transfer, transfer_unused_amounts: 0 }, '2024-01-15', 0],
  ])('%s', (_title, item, today, expected) => {
    expect(validTransferredMinutes(item, 2024, today)).toEqual(expected);
  });

  it.each([
    [
      'part 1 §4: 3 months → expiry 2024-04-01 with label',
      3,
      { minutes: 480, expiryDate: '2024-04-01', showExpiryLabel: true },
    ],
    ['part 1 §4: 12 months → label hidden', 12, { minutes: 480, expiryDate: '2025-01-01', showExpiryLabel: false }],
  ])('%s', (_title, months, expected) => {
    expect(transferInfo({ ...transfer, transfer_amounts_expiry_months: months }, 2024)).toEqual(expected);
  });
});

describe('limitCheck', () => {
  const days: LimitCheckInput = {
    limitation: 'limit_in_days',
    maxYearlyAmountDays: 20,
    maxYearlyAmountMinutes: null,
    usedDays: 18,
    usedMinutes: 0,
    validTransferredMinutes: 0,
    requestedDays: 1,
    requestedMinutes: 0,
  };
  const minutes: LimitCheckInput = {
    ...days,
    limitation: 'limit_in_minutes',
    maxYearlyAmountDays: null,
    maxYearlyAmountMinutes: 9120,
    usedMinutes: 8640,
    requestedMinutes: 479,
  };
  it.each([
    ['part 1 §8: days, 18 + 1 of 20 → allowed', days, null],
    ['part 1 §8: days, 18 + 2 = 20 (the limit itself) → allowed', { ...days, requestedDays: 2 }, null],
    [
      'part 1 §8: days, 18 + 3 = 21 → DAY_OFF_CREATE_LIMIT_ERR',
      { ...days, requestedDays: 3 },
      'DAY_OFF_CREATE_LIMIT_ERR',
    ],
    [
      'part 1 §8: half days, 19.5 + 0.5 = 20 → allowed',
      { ...days, limitation: 'limit_in_half_days' as Limitation, usedDays: 19.5, requestedDays: 0.5 },
      null,
    ],
    [
      'part 1 §8: half days, 20 + 0.5 → DAY_OFF_CREATE_LIMIT_ERR',
      { ...days, limitation: 'limit_in_half_days' as Limitation, usedDays: 20, requestedDays: 0.5 },
      'DAY_OFF_CREATE_LIMIT_ERR',
    ],
    [
      'part 1 §4: days, 456 transferred minutes at 456 per day add 1 day, 18 + 3 = 21 of 21 → allowed',
      { ...days, requestedDays: 3, validTransferredMinutes: 456, fullDayMinutes: 456 },
      null,
    ],
    [
      'part 1 §4 (choice): days, transferred minutes without a day length do not count',
      { ...days, requestedDays: 3, validTransferredMinutes: 456 },
      'DAY_OFF_CREATE_LIMIT_ERR',
    ],
    ['part 1 §8: minutes, 8640 + 479 = 9119 of 9120 → allowed', minutes, null],
    ['part 1 §8: minutes, 8640 + 480 = 9120 → allowed', { ...minutes, requestedMinutes: 480 }, null],
    [
      'part 1 §8: minutes, 8640 + 481 = 9121 → DAY_OFF_CREATE_LIMIT_ERR',
      { ...minutes, requestedMinutes: 481 },
      'DAY_OFF_CREATE_LIMIT_ERR',
    ],
    [
      'part 1 §4: minutes, 1 valid transferred minute makes 9121 allowed',
      { ...minutes, requestedMinutes: 481, validTransferredMinutes: 1 },
      null,
    ],
    [
      'part 1 §8: by overtime, 9121 → DAY_OFF_CREATE_LIMIT_ERR',
      { ...minutes, limitation: 'limit_by_overtime' as Limitation, requestedMinutes: 481 },
      'DAY_OFF_CREATE_LIMIT_ERR',
    ],
    [
      'part 1 §4: unlimited never refused',
      { ...days, limitation: 'unlimited' as Limitation, requestedDays: 999 },
      null,
    ],
    [
      'part 1 §4 (choice): leave_accrual never refused',
      { ...minutes, limitation: 'leave_accrual' as Limitation, requestedMinutes: 99999 },
      null,
    ],
  ])('%s', (_title, input, expected) => {
    expect(limitCheck(input)).toEqual(expected);
  });

  it('part 1 §5, §8: the message and the i18n code', () => {
    expect([LIMIT_REACHED_MESSAGE, LIMIT_REACHED_I18N_CODE]).toEqual([
      'You have reached the maximum days off for this type.',
      'limit_reached_for_type',
    ]);
  });

  it.each([
    [
      'part 1 §8: the reason phrase "You have reached the maximum days off for this type."',
      { reasonPhrase: 'You have reached the maximum days off for this type.' },
      true,
    ],
    ['part 1 §8: i18n_code limit_reached_for_type', { i18nCode: 'limit_reached_for_type' }, true],
    ['part 1 §8: code DAY_OFF_CREATE_LIMIT_ERR', { code: 'DAY_OFF_CREATE_LIMIT_ERR' }, true],
    ['part 1 §8: code ERR_TOO_MUCH_DAYS_PLANNED', { code: 'ERR_TOO_MUCH_DAYS_PLANNED' }, true],
    ['part 1 §8: code ERR_TIME_OFF_ON_NON_WORK_DAY', { code: 'ERR_TIME_OFF_ON_NON_WORK_DAY' }, true],
    [
      'part 1 §8: another failure (FIELD_IS_REQUIRED) is not over-limit',
      { code: 'FIELD_IS_REQUIRED', reasonPhrase: 'Bad Request' },
      false,
    ],
  ])('%s', (_title, error, expected) => {
    expect(isOverLimitError(error)).toEqual(expected);
  });
});

describe('items, colours and sorting', () => {
  it.each([
    ['part 1 §4: approved = 0 is pending', 0, 'pending'],
    ['part 1 §4: approved = 1 is approved', 1, 'approved'],
  ])('%s', (_title, approved, expected) => {
    expect(dayOffStatus(approved)).toEqual(expected);
  });

  it.each([
    ['part 1 §9: no colour falls back to 1C99FC', null, '1C99FC'],
    ['part 1 §9: empty colour falls back to 1C99FC', '', '1C99FC'],
    ['part 1 §9: a set colour is kept', 'FF0000', 'FF0000'],
  ])('%s', (_title, color, expected) => {
    expect(dayOffColor(color)).toEqual(expected);
  });

  it('part 1 §5: self-service-allowed types first, then by translated name', () => {
    const items = [
      { name: 'zz_training', allowed_selfservice: 0 },
      { name: 'vacation', allowed_selfservice: 1 },
      { name: 'adv', allowed_selfservice: 0 },
      { name: 'anciennete', allowed_selfservice: 1 },
    ];
    const translations: Record<string, string> = {
      zz_training: 'Opleiding',
      vacation: 'Vakantie',
      adv: 'ADV',
      anciennete: 'Anciënniteit',
    };
    expect(sortDayOffItems(items, (n) => translations[n]).map((i) => i.name)).toEqual([
      'anciennete',
      'vacation',
      'adv',
      'zz_training',
    ]);
  });
});

describe('holidays warning', () => {
  const base: HolidaysWarningInput = {
    companyDaysOffCount: 0,
    country: 'BE',
    integrationImportsCompanyHolidays: false,
    year: 2024,
  };
  it.each<[string, Partial<HolidaysWarningInput>, boolean]>([
    ['part 1 §5: no company days off in BE → shown', {}, true],
    ['part 1 §5: 1 company day off → hidden', { companyDaysOffCount: 1 }, false],
    ...(['NL', 'FR', 'DE', 'ES', 'GB', 'LU'] as const).map(
      (country): [string, Partial<HolidaysWarningInput>, boolean] => [
        `part 1 §9: holiday country ${country} → shown`,
        { country },
        true,
      ],
    ),
    ['part 1 §9: country IT is not a holiday country → hidden', { country: 'IT' }, false],
    ['part 1 §9: no country defaults to BE → shown', { country: null }, true],
    [
      'part 1 §5: integration imports and year 2021 (before 2022) → hidden',
      { integrationImportsCompanyHolidays: true, year: 2021 },
      false,
    ],
    [
      'part 1 §5: integration imports and year 2022 → shown',
      { integrationImportsCompanyHolidays: true, year: 2022 },
      true,
    ],
    ['part 1 §5: no import and year 2021 → shown', { year: 2021 }, true],
  ])('%s', (_title, over, expected) => {
    expect(showHolidaysWarning({ ...base, ...over })).toEqual(expected);
  });
});

describe('exception links and corrections', () => {
  it.each([
    ['part 1 §5: id −1 offers Add exception', -1, 'add'],
    ['part 1 §5: id 0 offers Edit exception', 0, 'edit'],
    ['part 1 §5: id 1 offers Edit exception', 1, 'edit'],
    ['part 1 §5 (choice): id −2 offers no link', -2, null],
  ])('%s', (_title, id, expected) => {
    expect(exceptionLink(id)).toEqual(expected);
  });

  const viewer: ViewerFlags = plainViewer;
  it.each([
    ['part 1 §5: accrual correction with access_wages = 1', 'leave_accrual' as Limitation, { accessWages: true }, true],
    ['part 1 §5: accrual correction with admin = 1', 'leave_accrual' as Limitation, { admin: true }, true],
    ['part 1 §5: accrual correction refused without wage access', 'leave_accrual' as Limitation, {}, false],
    ['part 1 §5: correction only for accrual types', 'limit_in_days' as Limitation, { admin: true }, false],
  ])('%s', (_title, limitation, flags, expected) => {
    expect(mayApplyCorrection(limitation, { ...viewer, ...flags })).toEqual(expected);
  });
});
