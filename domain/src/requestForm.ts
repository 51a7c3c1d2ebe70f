// The days-off request form: 'when' options and defaults, validation, limit controls and
// the request payload (part 1 §3, §4, §5, §7).

import { isDayBased, type AmPmHint, type DayOffKind, type Limitation } from './daysOff';
import { mayDo, type PermissionContext } from './permissions';
import { hasFeature, supportsRecurringDays } from './companyFlags';

export type WhenOption = 'allDay' | 'morning' | 'afternoon' | 'custom';
export const WHEN_OPTIONS: readonly WhenOption[] = ['allDay', 'morning', 'afternoon', 'custom'];
export const ALL_DAY_DURATION = 'all_day';
export const MORNING_START_MINUTES = 540;
export const AFTERNOON_START_MINUTES = 780;
export const CUSTOM_DEFAULT_RANGE = { startMinutes: 540, endMinutes: 720 } as const;
export const HALF_DAY_OPTIONS_MIN_SCHEDULE_MINUTES = 300;

export interface SelectedRequestDay {
  date: string;
  /** Scheduled minutes of the day (0 on a non-working day). */
  scheduledMinutes: number;
}

/** What a day-off type lets a request ask (part 1 §3 usage item: limitation, allowed_request_options). */
export interface TypeRequestRules {
  limitation: Limitation;
  /** part 1 §3 allowed_request_options: the 'when' options the type may be asked with (an unknown one is ignored). */
  allowedRequestOptions: readonly string[];
}

// part 1 §3 allowed_request_options, §5: a type takes a 'when' option it allows, and never custom hours when it is
// limited in days or half days. The one rule for the request form (whenOptions) and the server's check alike.
export function typeTakesWhen(type: TypeRequestRules, when: WhenOption): boolean {
  return type.allowedRequestOptions.includes(when) && !(when === 'custom' && isDayBased(type.limitation));
}

export interface WhenOptionsInput {
  bulk: boolean;
  days: readonly SelectedRequestDay[];
  /**
   * The chosen type, or the types of a chosen ruleset: an option is offered when one of them takes it (the
   * priority scheme gives each day to a type of the ruleset that takes it). Empty before a choice: no restriction.
   */
  types: readonly TypeRequestRules[];
  /** Company feature disable_morning_afternoon_off. */
  morningAfternoonDisabled?: boolean;
}

// part 1 §5: morning/afternoon only for a single day scheduled over 5 hours outside bulk;
// allDay needs a working day (always in bulk); the chosen type must take the option (typeTakesWhen).
// part 1 §6 lists disable_morning_afternoon_off without text: we choose it hides both halves.
export function whenOptions(input: WhenOptionsInput): WhenOption[] {
  const single = input.days.length === 1 ? input.days[0] : null;
  const halves =
    !input.bulk &&
    !input.morningAfternoonDisabled &&
    single !== null &&
    single.scheduledMinutes > HALF_DAY_OPTIONS_MIN_SCHEDULE_MINUTES;
  const allowed: Record<WhenOption, boolean> = {
    allDay: input.bulk || input.days.some((d) => d.scheduledMinutes > 0),
    morning: halves,
    afternoon: halves,
    custom: true,
  };
  const taken = (option: WhenOption) =>
    input.types.length === 0 || input.types.some((type) => typeTakesWhen(type, option));
  return WHEN_OPTIONS.filter((option) => allowed[option] && taken(option));
}

/** The option selected first: the first one offered, in the order allDay, morning, afternoon, custom. */
export function defaultWhen(options: readonly WhenOption[]): WhenOption | null {
  return options[0] ?? null;
}

// part 1 §5: half-day minutes are half the full day's; we round to whole minutes (half up).
export function halfDayMinutes(fullDayMinutes: number): number {
  return Math.round(fullDayMinutes / 2);
}

export interface WhenDefaults {
  startMinutes: number;
  durationMinutes: number | typeof ALL_DAY_DURATION;
}

/** part 1 §4: start 540 for all-day and morning, 780 for afternoon; all-day duration is all_day. */
export function whenDefaults(when: WhenOption, fullDayMinutes: number): WhenDefaults {
  switch (when) {
    case 'allDay':
      return { startMinutes: MORNING_START_MINUTES, durationMinutes: ALL_DAY_DURATION };
    case 'morning':
      return { startMinutes: MORNING_START_MINUTES, durationMinutes: halfDayMinutes(fullDayMinutes) };
    case 'afternoon':
      return { startMinutes: AFTERNOON_START_MINUTES, durationMinutes: halfDayMinutes(fullDayMinutes) };
    case 'custom':
      return {
        startMinutes: CUSTOM_DEFAULT_RANGE.startMinutes,
        durationMinutes: CUSTOM_DEFAULT_RANGE.endMinutes - CUSTOM_DEFAULT_RANGE.startMinutes,
      };
  }
}

export const WHEN_AM_PM_HINT: Readonly<Record<WhenOption, AmPmHint>> = {
  allDay: 'all_day',
  morning: 'am',
  afternoon: 'pm',
  custom: 'custom',
};

// ---- validation (part 1 §5) ----

/** part 1 §5: confirm only when the end is after the start, else END_TIME_GT_START_TIME. */
export function validateCustomRange(startMinutes: number, endMinutes: number): 'END_TIME_GT_START_TIME' | null {
  return endMinutes > startMinutes ? null : 'END_TIME_GT_START_TIME';
}

/** part 1 §5: adding days off needs a chosen type. */
export function validateDayOffType(typeId: number | null | undefined): 'SELECT_DAY_OFF_TYPE_FIRST' | null {
  return typeId === null || typeId === undefined ? 'SELECT_DAY_OFF_TYPE_FIRST' : null;
}

/** part 1 §5: the removal form needs at least one slot. */
export function validateSlotsToDelete(
  slotIds: readonly number[],
): { code: 'NOTHING_TO_DELETE'; hint: 'CLICK_SLOTS_TO_REMOVE' } | null {
  return slotIds.length === 0 ? { code: 'NOTHING_TO_DELETE', hint: 'CLICK_SLOTS_TO_REMOVE' } : null;
}

/** part 1 §5: the limit warning is hidden in bulk mode and for priority-scheme input. */
export function showLimitWarning(input: { limitReached: boolean; bulk: boolean; priorityInput: boolean }): boolean {
  return input.limitReached && !input.bulk && !input.priorityInput;
}

export interface LimitControls {
  /** Admins tick a confirmation to exceed limits (ignore_day_off_limits = 1). */
  ignoreCheckbox: boolean;
  /** Non-admins are told to ask an admin. */
  askAdmin: boolean;
  /** Role default gets an edit-limits link. */
  editLimitsLink: boolean;
}

export function limitControls(ctx: PermissionContext): LimitControls {
  const ignore = mayDo('ignoreDayOffLimits', ctx);
  return { ignoreCheckbox: ignore, askAdmin: !ignore, editLimitsLink: mayDo('editLimitsLink', ctx) };
}

/** part 1 §5: the non-working-day full-day checkbox needs recurring-days support and allDay. */
export function showNonWorkingDayCheckbox(ctx: PermissionContext, when: WhenOption): boolean {
  return supportsRecurringDays(ctx.company) && when === 'allDay';
}

/** part 1 §6: disable_days_off_education_type hides the education type from the choice. */
export function offeredDayOffKinds(ctx: PermissionContext): DayOffKind[] {
  const kinds: DayOffKind[] = ['custom', 'sick_day', 'education'];
  return hasFeature(ctx.company, 'disable_days_off_education_type') ? kinds.filter((k) => k !== 'education') : kinds;
}

// ---- payload (part 1 §3, §7) ----

export interface RequestDay {
  /** ISO date; sent as DD/MM/YYYY. */
  date: string;
  startMinutes: number;
  durationMinutes: number | typeof ALL_DAY_DURATION;
}

export interface DayOffRequestInput {
  employeeId: number;
  type: DayOffKind;
  customDayOffTypeId: number | null;
  sendNotification: boolean;
  optionalMessage: string;
  ignoreDayOffLimits: boolean;
  setFullDayOnNonWorkingDay: boolean;
  /** Set for the priority-scheme (ruleset) call only. */
  rulesetId: number | null;
  when: WhenOption;
  days: readonly RequestDay[];
}

export type DayOffRequestPayload = Record<string, string | number>;

/**
 * The order of a request's days in its payload: entry n is the index in `days` of the payload's day n (date_n), days
 * in date order and a date's days in their given order. The REST API plans and stores them by index, so the rows and
 * the answer do not depend on the order of the form; a field error on date_n names the given day `order[n]`.
 */
export function requestDayOrder(days: readonly { date: string }[]): number[] {
  return days.map((_, index) => index).sort((a, b) => days[a].date.localeCompare(days[b].date) || a - b);
}

// part 1 §3: the exact payload fields, days indexed from 0 in date order (requestDayOrder). date_n is ISO: the REST
// API reads it as well as part 1 §3's DD/MM/YYYY. part 1 §3 is silent on absent ids: we choose to leave
// custom_day_off_type_id and ruleset_id out when they are null.
export function buildDayOffRequestPayload(input: DayOffRequestInput): DayOffRequestPayload {
  const payload: DayOffRequestPayload = {
    employee_id: input.employeeId,
    type: input.type,
    send_notification: input.sendNotification ? 1 : 0,
    optional_message: input.optionalMessage,
    ignore_day_off_limits: input.ignoreDayOffLimits ? 1 : 0,
    set_full_day_on_non_working_day: input.setFullDayOnNonWorkingDay ? 1 : 0,
    am_pm_hint: WHEN_AM_PM_HINT[input.when],
  };
  if (input.customDayOffTypeId !== null) payload.custom_day_off_type_id = input.customDayOffTypeId;
  if (input.rulesetId !== null) payload.ruleset_id = input.rulesetId;
  requestDayOrder(input.days).forEach((given, n) => {
    const day = input.days[given];
    payload[`date_${n}`] = day.date;
    payload[`start_minutes_${n}`] = day.startMinutes;
    payload[`duration_minutes_${n}`] = day.durationMinutes;
  });
  return payload;
}
