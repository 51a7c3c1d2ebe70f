// Planning and removing days off (part 1 §3 request payload, §4, §5, §7, §8). Each mutation makes one REST
// change; the REST API decides every refusal, and its 4xx answers come back as userErrors with the spec's code.
import { isIsoDate } from '@people/domain/dates';
import { isOverLimitError } from '@people/domain/daysOff';
import {
  ALL_DAY_DURATION,
  WHEN_AM_PM_HINT,
  buildDayOffRequestPayload,
  requestDayOrder,
  whenDefaults,
  type WhenOption,
} from '@people/domain/requestForm';
import type { AddDaysOffInput, MutationResolvers, UserError } from '../__generated__/resolvers-types';
import type { EmployeeModel } from '../core/models';
import { flag } from '../core/flags';
import { attempt, freshEmployee, personId, personNotFound, userError, type FieldMap } from '../core/mutationSupport';

const invalidDate = (field: string[]) => userError('INVALID_DATE', 'The date must be a date as YYYY-MM-DD.', field);

type FollowUpKind = 'confirm' | 'confirm_cancel';

/**
 * Part 1 §2, §4: the Belgium-only unemployment follow-up after adding (confirm) or removing (confirm_cancel), as data:
 * the web app builds the page's address (web/src/paths.ts daysOffFollowUpPath). firstDay is the ISO date of the
 * request's first day.
 */
const followUp = (kind: FollowUpKind, employeeId: number, firstDay: string | null) => ({
  kind,
  employeeInternalId: employeeId,
  firstDay,
});

const WHEN_BY_HINT = Object.fromEntries(
  Object.entries(WHEN_AM_PM_HINT).map(([when, hint]) => [hint, when as WhenOption]),
);

/**
 * Part 1 §3: the request payload of domain requestForm. A day without start minutes takes the default of its
 * 'when' (part 1 §4: 540, 780 for the afternoon); a day without duration is all_day.
 */
function requestPayload(id: number, input: AddDaysOffInput) {
  const when = WHEN_BY_HINT[input.amPmHint];
  const defaultStart = whenDefaults(when, 0).startMinutes;
  return buildDayOffRequestPayload({
    employeeId: id,
    type: input.type,
    customDayOffTypeId: input.customDayOffTypeId ?? null,
    // Part 1 §3 is silent on an absent choice: we choose no notification and no message, so nobody is mailed
    // unless the form asked for it.
    sendNotification: input.sendNotification ?? false,
    optionalMessage: input.optionalMessage ?? '',
    ignoreDayOffLimits: input.ignoreDayOffLimits ?? false,
    setFullDayOnNonWorkingDay: input.setFullDayOnNonWorkingDay ?? false,
    rulesetId: input.rulesetId ?? null,
    when,
    days: input.days.map((day) => ({
      date: day.date,
      startMinutes: day.startMinutes ?? defaultStart,
      durationMinutes: day.durationMinutes ?? ALL_DAY_DURATION,
    })),
  });
}

/**
 * The input field behind a REST field error on date_n, start_minutes_n or duration_minutes_n: the payload numbers the
 * days in date order (domain requestDayOrder), so day n of the payload is input day `order[n]`.
 */
function dayFields(input: AddDaysOffInput): FieldMap {
  const order = requestDayOrder(input.days);
  return (restField) => {
    const match = /^(date|start_minutes|duration_minutes)_(\d+)$/.exec(restField);
    if (!match) return undefined;
    const given = order[Number(match[2])];
    const name = { date: 'date', start_minutes: 'startMinutes', duration_minutes: 'durationMinutes' }[match[1]]!;
    return given === undefined ? ['days'] : ['days', String(given), name];
  };
}

const firstDay = (dates: readonly string[]) => [...dates].sort()[0];

const ADD_PATH = '/api/days_off/personal_days_off/add';
const ADD_BY_RULESET_PATH = '/api/days_off/personal_days_off/add_by_ruleset';

export const daysOffMutations: Pick<
  Required<MutationResolvers>,
  'addDaysOff' | 'removeDaysOff' | 'removeCompanyDayOff' | 'replanDaysOff'
> = {
  async addDaysOff(_, { input }, ctx) {
    const refused = (employee: EmployeeModel | null, userErrors: UserError[], limitReached = false) => ({
      employee,
      entryIds: [],
      limitReached,
      followUp: null,
      userErrors,
    });
    const id = personId(input.employeeId);
    if (id === null) return refused(null, [personNotFound()]);
    const badDay = input.days.findIndex((day) => !isIsoDate(day.date));
    if (badDay >= 0)
      return refused(await ctx.loaders.employee.load(id), [invalidDate(['days', String(badDay), 'date'])]);
    const payload = requestPayload(id, input);
    // Part 1 §7: the priority scheme has its own call.
    const path = input.rulesetId === null || input.rulesetId === undefined ? ADD_PATH : ADD_BY_RULESET_PATH;
    const result = await attempt(() => ctx.rest.post(path, payload), dayFields(input));
    const employee = await freshEmployee(ctx, id);
    if (!result.ok) {
      // Part 1 §8: the reason phrase, the i18n_code header or the code says "over the limit": an admin may retry.
      const { failure } = result;
      const limitReached =
        failure !== null &&
        isOverLimitError({ reasonPhrase: failure.reasonPhrase, i18nCode: failure.i18nCode, code: failure.body.code });
      return refused(employee, result.userErrors, limitReached);
    }
    const check = flag(result.value.unemployment_check);
    return {
      employee,
      entryIds: result.value.ids,
      limitReached: false,
      followUp: check ? followUp('confirm', id, firstDay(input.days.map((day) => day.date))) : null,
      userErrors: [],
    };
  },

  async removeDaysOff(_, { input }, ctx) {
    const id = personId(input.employeeId);
    if (id === null) return { employee: null, removedCount: 0, followUp: null, userErrors: [personNotFound()] };
    if (input.firstDay != null && !isIsoDate(input.firstDay)) {
      return {
        employee: await ctx.loaders.employee.load(id),
        removedCount: 0,
        followUp: null,
        userErrors: [invalidDate(['firstDay'])],
      };
    }
    const payload: Record<string, string | number> = {
      employee_id: id,
      send_notification: input.sendNotification ? 1 : 0,
      optional_message: input.optionalMessage ?? '',
    };
    input.entryIds.forEach((entryId, n) => (payload[`entry_id_${n}`] = entryId));
    // entry_id_n is the n-th entry id; NOTHING_TO_DELETE names entry_id_0 of an empty list: the list itself.
    const entryField: FieldMap = (restField) => {
      const match = /^entry_id_(\d+)$/.exec(restField);
      if (!match) return undefined;
      return Number(match[1]) < input.entryIds.length ? ['entryIds', match[1]] : ['entryIds'];
    };
    const result = await attempt(() => ctx.rest.post('/api/days_off/personal_days_off/remove', payload), entryField);
    const employee = await freshEmployee(ctx, id);
    if (!result.ok) return { employee, removedCount: 0, followUp: null, userErrors: result.userErrors };
    const cancellation = flag(result.value.unemployment_cancellation);
    return {
      employee,
      removedCount: result.value.removed,
      followUp: cancellation ? followUp('confirm_cancel', id, input.firstDay ?? null) : null,
      userErrors: [],
    };
  },

  async removeCompanyDayOff(_, { input }, ctx) {
    const id = personId(input.employeeId);
    if (id === null) return { employee: null, removedCount: 0, followUp: null, userErrors: [personNotFound()] };
    if (!isIsoDate(input.date))
      return {
        employee: await ctx.loaders.employee.load(id),
        removedCount: 0,
        followUp: null,
        userErrors: [invalidDate(['date'])],
      };
    // Part 1 §7 writes the date as DD/MM/YYYY; the REST API reads ISO as well, so it goes as given.
    const result = await attempt(() =>
      ctx.rest.post('/api/days_off/company_days_off/remove_for_employee', { employee_id: id, date: input.date }),
    );
    const employee = await freshEmployee(ctx, id);
    if (!result.ok) return { employee, removedCount: 0, followUp: null, userErrors: result.userErrors };
    return { employee, removedCount: flag(result.value.success) ? 1 : 0, followUp: null, userErrors: [] };
  },

  // Part 1 §8: the web app toasts REPLANNING_SUCCESS on success, REPLANNING_FAILED otherwise.
  async replanDaysOff(_, { input }, ctx) {
    const id = personId(input.employeeId);
    if (id === null) return { employee: null, success: false, userErrors: [personNotFound()] };
    const result = await attempt(() => ctx.rest.post('/api/days_off/replan_all_rulesets', { employee_id: id }));
    const employee = await freshEmployee(ctx, id);
    if (!result.ok) return { employee, success: false, userErrors: result.userErrors };
    return { employee, success: flag(result.value.success), userErrors: [] };
  },
};
