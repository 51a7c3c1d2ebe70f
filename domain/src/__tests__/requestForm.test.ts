import type { Limitation } from '../daysOff';
import type { PermissionContext, ViewerFlags } from '../permissions';
import type { CompanyFeature, IntegrationFeature } from '../companyFlags';
import {
  buildDayOffRequestPayload,
  requestDayOrder,
  defaultWhen,
  halfDayMinutes,
  limitControls,
  offeredDayOffKinds,
  showLimitWarning,
  showNonWorkingDayCheckbox,
  typeTakesWhen,
  validateCustomRange,
  validateDayOffType,
  validateSlotsToDelete,
  whenDefaults,
  whenOptions,
  type DayOffRequestInput,
  type TypeRequestRules,
  type WhenOption,
  type WhenOptionsInput,
} from '../requestForm';
import { plainViewer } from '../test/viewers';

const viewer: ViewerFlags = plainViewer;
const ctx = (
  flags: Partial<ViewerFlags> = {},
  integrationFeatures: IntegrationFeature[] = [],
  features: CompanyFeature[] = [],
): PermissionContext => ({
  viewer: { ...viewer, ...flags },
  company: { features, integrationFeatures },
});

describe('when options', () => {
  const ALL: WhenOption[] = ['allDay', 'morning', 'afternoon', 'custom'];
  const rules = (limitation: Limitation, allowedRequestOptions: WhenOption[] = ALL): TypeRequestRules => ({
    limitation,
    allowedRequestOptions,
  });
  const base: WhenOptionsInput = {
    bulk: false,
    days: [{ date: '2024-05-02', scheduledMinutes: 480 }],
    types: [rules('limit_in_minutes')],
  };
  const two = [
    { date: '2024-05-02', scheduledMinutes: 480 },
    { date: '2024-05-03', scheduledMinutes: 480 },
  ];
  it.each<[string, Partial<WhenOptionsInput>, WhenOption[]]>([
    [
      'part 1 §5: single day of 480 minutes (over 5 hours) → all four options',
      {},
      ['allDay', 'morning', 'afternoon', 'custom'],
    ],
    [
      'part 1 §5: single day of 301 minutes → morning/afternoon offered',
      { days: [{ date: '2024-05-02', scheduledMinutes: 301 }] },
      ['allDay', 'morning', 'afternoon', 'custom'],
    ],
    [
      'part 1 §5: single day of 300 minutes (5 hours, not over) → no morning/afternoon',
      { days: [{ date: '2024-05-02', scheduledMinutes: 300 }] },
      ['allDay', 'custom'],
    ],
    ['part 1 §5: 2 days → no morning/afternoon', { days: two }, ['allDay', 'custom']],
    ['part 1 §5: bulk → no morning/afternoon', { bulk: true }, ['allDay', 'custom']],
    [
      'part 1 §5: non-working day (0 minutes) → no allDay',
      { days: [{ date: '2024-05-04', scheduledMinutes: 0 }] },
      ['custom'],
    ],
    [
      'part 1 §5: one working day among non-working days → allDay offered',
      {
        days: [
          { date: '2024-05-04', scheduledMinutes: 0 },
          { date: '2024-05-06', scheduledMinutes: 480 },
        ],
      },
      ['allDay', 'custom'],
    ],
    [
      'part 1 §5: allDay always allowed in bulk, even on non-working days',
      { bulk: true, days: [{ date: '2024-05-04', scheduledMinutes: 0 }] },
      ['allDay', 'custom'],
    ],
    [
      'part 1 §5: custom hidden for limit_in_days',
      { types: [rules('limit_in_days')] },
      ['allDay', 'morning', 'afternoon'],
    ],
    [
      'part 1 §5: custom hidden for limit_in_half_days',
      { types: [rules('limit_in_half_days')] },
      ['allDay', 'morning', 'afternoon'],
    ],
    [
      'part 1 §5: custom offered for unlimited',
      { types: [rules('unlimited')] },
      ['allDay', 'morning', 'afternoon', 'custom'],
    ],
    [
      'part 1 §5 (choice): before a type is chosen nothing restricts the options',
      { types: [] },
      ['allDay', 'morning', 'afternoon', 'custom'],
    ],
    [
      "part 1 §3: only the type's allowed_request_options are offered (allDay, custom)",
      { types: [rules('limit_in_minutes', ['allDay', 'custom'])] },
      ['allDay', 'custom'],
    ],
    [
      'part 1 §3: a type allowing only halves offers morning and afternoon',
      { types: [rules('unlimited', ['morning', 'afternoon'])] },
      ['morning', 'afternoon'],
    ],
    [
      'part 1 §3, §5: a type allowing only halves on a 300-minute day offers nothing',
      { types: [rules('unlimited', ['morning', 'afternoon'])], days: [{ date: '2024-05-02', scheduledMinutes: 300 }] },
      [],
    ],
    [
      'part 1 §3, §5: custom allowed by the type is still hidden for a day limit',
      { types: [rules('limit_in_days', ['custom', 'allDay'])] },
      ['allDay'],
    ],
    [
      'part 1 §3, §7 ruleset (choice): a ruleset offers what one of its types takes',
      { types: [rules('limit_in_days', ['allDay']), rules('limit_in_minutes', ['custom'])] },
      ['allDay', 'custom'],
    ],
    [
      'part 1 §6 (choice): disable_morning_afternoon_off hides morning/afternoon',
      { morningAfternoonDisabled: true },
      ['allDay', 'custom'],
    ],
  ])('%s', (_title, over, expected) => {
    expect(whenOptions({ ...base, ...over })).toEqual(expected);
  });

  it.each<[string, TypeRequestRules, WhenOption, boolean]>([
    ['part 1 §3: an allowed option is taken', rules('unlimited', ['allDay']), 'allDay', true],
    [
      'part 1 §3: an option outside allowed_request_options is refused',
      rules('unlimited', ['allDay']),
      'morning',
      false,
    ],
    ['part 1 §5: custom is refused for limit_in_days even when allowed', rules('limit_in_days'), 'custom', false],
    [
      'part 1 §5: custom is refused for limit_in_half_days even when allowed',
      rules('limit_in_half_days'),
      'custom',
      false,
    ],
    ['part 1 §5: custom is taken for limit_in_minutes', rules('limit_in_minutes'), 'custom', true],
    [
      'part 1 §5: custom is hidden for day limits only, so leave_accrual takes it',
      rules('leave_accrual'),
      'custom',
      true,
    ],
  ])('typeTakesWhen: %s', (_title, type, when, expected) => {
    expect(typeTakesWhen(type, when)).toEqual(expected);
  });

  it.each<[string, WhenOption[], WhenOption | null]>([
    ['part 1 §4 (choice): the first offered option is the default, allDay', ['allDay', 'custom'], 'allDay'],
    ['part 1 §4 (choice): custom when it is the only option', ['custom'], 'custom'],
    ['part 1 §4 (choice): no option, no default', [], null],
  ])('%s', (_title, options, expected) => {
    expect(defaultWhen(options)).toEqual(expected);
  });

  it.each<[string, WhenOption, number, object]>([
    [
      'part 1 §4: allDay starts at 540 with duration all_day',
      'allDay',
      480,
      { startMinutes: 540, durationMinutes: 'all_day' },
    ],
    [
      'part 1 §4: morning starts at 540 with half of 480 = 240',
      'morning',
      480,
      { startMinutes: 540, durationMinutes: 240 },
    ],
    [
      'part 1 §4: afternoon starts at 780 with half of 480 = 240',
      'afternoon',
      480,
      { startMinutes: 780, durationMinutes: 240 },
    ],
    [
      'part 1 §5: custom defaults to 09:00–12:00 (540, 180 minutes)',
      'custom',
      480,
      { startMinutes: 540, durationMinutes: 180 },
    ],
  ])('%s', (_title, when, full, expected) => {
    expect(whenDefaults(when, full)).toEqual(expected);
  });

  it.each([
    ['part 1 §5: half of 480 is 240', 480, 240],
    ['part 1 §5 (choice): half of 465 rounds to 233', 465, 233],
    ['part 1 §5: half of 0 is 0', 0, 0],
  ])('%s', (_title, full, expected) => {
    expect(halfDayMinutes(full)).toEqual(expected);
  });
});

describe('request form validation', () => {
  it.each([
    ['part 1 §5: end 721 > start 720 → confirm shown', 720, 721, null],
    ['part 1 §5: end 720 = start 720 → END_TIME_GT_START_TIME', 720, 720, 'END_TIME_GT_START_TIME'],
    ['part 1 §5: end 719 < start 720 → END_TIME_GT_START_TIME', 720, 719, 'END_TIME_GT_START_TIME'],
  ])('%s', (_title, start, end, expected) => {
    expect(validateCustomRange(start, end)).toEqual(expected);
  });

  it.each([
    ['part 1 §5: no type → SELECT_DAY_OFF_TYPE_FIRST', null, 'SELECT_DAY_OFF_TYPE_FIRST'],
    ['part 1 §5: undefined type → SELECT_DAY_OFF_TYPE_FIRST', undefined, 'SELECT_DAY_OFF_TYPE_FIRST'],
    ['part 1 §5: type 0 is a chosen type', 0, null],
  ])('%s', (_title, typeId, expected) => {
    expect(validateDayOffType(typeId)).toEqual(expected);
  });

  it.each([
    [
      'part 1 §5: no slot → NOTHING_TO_DELETE / CLICK_SLOTS_TO_REMOVE',
      [],
      { code: 'NOTHING_TO_DELETE', hint: 'CLICK_SLOTS_TO_REMOVE' },
    ],
    ['part 1 §5: 1 slot → submit', [12], null],
  ])('%s', (_title, slots, expected) => {
    expect(validateSlotsToDelete(slots)).toEqual(expected);
  });

  it.each([
    ['part 1 §5: limit reached → warning shown', { limitReached: true, bulk: false, priorityInput: false }, true],
    ['part 1 §5: limit reached in bulk → hidden', { limitReached: true, bulk: true, priorityInput: false }, false],
    [
      'part 1 §5: limit reached with priority-scheme input → hidden',
      { limitReached: true, bulk: false, priorityInput: true },
      false,
    ],
    ['part 1 §5: limit not reached → hidden', { limitReached: false, bulk: false, priorityInput: false }, false],
  ])('%s', (_title, input, expected) => {
    expect(showLimitWarning(input)).toEqual(expected);
  });

  it.each([
    [
      'part 1 §5: admin may tick ignore limits',
      { admin: true },
      { ignoreCheckbox: true, askAdmin: false, editLimitsLink: false },
    ],
    [
      'part 1 §5: non-admin is told to ask an admin',
      {},
      { ignoreCheckbox: false, askAdmin: true, editLimitsLink: false },
    ],
    [
      'part 1 §5: non-admin with role default also gets the edit-limits link',
      { role: 'default' as const },
      { ignoreCheckbox: false, askAdmin: true, editLimitsLink: true },
    ],
  ])('%s', (_title, flags, expected) => {
    expect(limitControls(ctx(flags))).toEqual(expected);
  });

  it.each<[string, IntegrationFeature[], WhenOption, boolean]>([
    ['part 1 §5: recurring days + allDay → checkbox', ['recurring-days/x1'], 'allDay', true],
    ['part 1 §5: recurring days + morning → no checkbox', ['recurring-days/x1'], 'morning', false],
    ['part 1 §5: allDay without recurring days → no checkbox', ['wage/push'], 'allDay', false],
  ])('%s', (_title, features, when, expected) => {
    expect(showNonWorkingDayCheckbox(ctx({}, features), when)).toEqual(expected);
  });

  it.each<[string, CompanyFeature[], string[]]>([
    ['part 1 §6: custom, sick_day and education by default', [], ['custom', 'sick_day', 'education']],
    [
      'part 1 §6: disable_days_off_education_type removes education',
      ['disable_days_off_education_type'],
      ['custom', 'sick_day'],
    ],
  ])('%s', (_title, features, expected) => {
    expect(offeredDayOffKinds(ctx({}, [], features))).toEqual(expected);
  });
});

describe('buildDayOffRequestPayload', () => {
  const input: DayOffRequestInput = {
    employeeId: 42,
    type: 'custom',
    customDayOffTypeId: 7,
    sendNotification: true,
    optionalMessage: 'See you',
    ignoreDayOffLimits: false,
    setFullDayOnNonWorkingDay: false,
    rulesetId: null,
    when: 'morning',
    days: [
      { date: '2024-05-03', startMinutes: 540, durationMinutes: 240 },
      { date: '2024-05-02', startMinutes: 540, durationMinutes: 240 },
    ],
  };

  it('part 1 §3: the exact fields, date_n as ISO, days indexed in date order', () => {
    expect(buildDayOffRequestPayload(input)).toEqual({
      employee_id: 42,
      type: 'custom',
      custom_day_off_type_id: 7,
      send_notification: 1,
      optional_message: 'See you',
      ignore_day_off_limits: 0,
      set_full_day_on_non_working_day: 0,
      am_pm_hint: 'am',
      date_0: '2024-05-02',
      start_minutes_0: 540,
      duration_minutes_0: 240,
      date_1: '2024-05-03',
      start_minutes_1: 540,
      duration_minutes_1: 240,
    });
  });

  it('part 1 §3 (choice): sick day, all day, ruleset and ignore limits; no custom type id', () => {
    expect(
      buildDayOffRequestPayload({
        ...input,
        type: 'sick_day',
        customDayOffTypeId: null,
        sendNotification: false,
        ignoreDayOffLimits: true,
        setFullDayOnNonWorkingDay: true,
        rulesetId: 3,
        when: 'allDay',
        days: [{ date: '2024-12-31', startMinutes: 540, durationMinutes: 'all_day' }],
      }),
    ).toEqual({
      employee_id: 42,
      type: 'sick_day',
      send_notification: 0,
      optional_message: 'See you',
      ignore_day_off_limits: 1,
      set_full_day_on_non_working_day: 1,
      ruleset_id: 3,
      am_pm_hint: 'all_day',
      date_0: '2024-12-31',
      start_minutes_0: 540,
      duration_minutes_0: 'all_day',
    });
  });

  it.each<[string, string[], number[]]>([
    ['in date order', ['2024-05-02', '2024-05-03'], [0, 1]],
    ['unsorted', ['2024-05-09', '2024-05-02', '2024-05-05'], [1, 2, 0]],
    ['one date twice keeps the given order', ['2024-05-03', '2024-05-02', '2024-05-03'], [1, 0, 2]],
  ])('requestDayOrder: the given day behind each date_n, %s', (_title, dates, order) => {
    expect(requestDayOrder(dates.map((date) => ({ date })))).toEqual(order);
  });

  it.each<[string, WhenOption, string]>([
    ['part 1 §3: afternoon → am_pm_hint pm', 'afternoon', 'pm'],
    ['part 1 §3: custom → am_pm_hint custom', 'custom', 'custom'],
  ])('%s', (_title, when, expected) => {
    expect(buildDayOffRequestPayload({ ...input, when }).am_pm_hint).toEqual(expected);
  });
});
