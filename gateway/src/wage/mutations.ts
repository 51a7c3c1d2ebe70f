// The wage mutations (part 1 §2 /people/:id/wage/new, /wage/:wageId/overview, /wage/end; §4): each calls one
// REST change (rest/src/wage/routes.ts) and answers WagePayload. Expected failures (a 4xx with the REST code:
// FIELD_IS_REQUIRED, INVALID_INPUT, INVALID_DATE, START_DATE_NOT_AFTER_LATEST_WAGE, WAGE_HAS_END_DATE,
// TERMINATION_DATE_BEFORE_WAGE_START, DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED, FORBIDDEN, NOT_FOUND…) are userErrors;
// the REST API decides them all, the gateway only translates the input shapes and field names.
import type { MutationResolvers, UpdateWageInput, WeeklyScheduleInput } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import type { WageModel } from '../core/models';
import { fromGlobalId } from '../core/ids';
import {
  InputError,
  attempt,
  freshEmployee,
  personId,
  personNotFound,
  userError,
  type Attempt,
} from '../core/mutationSupport';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const wageNotFound = () => userError('NOT_FOUND', 'This wage does not exist.');

// part 1 §3 Weekly schedule: week_nr plus time_engagement_monday to _sunday; the input carries seven minutes per week.
function weeklySchedule(weeks: readonly WeeklyScheduleInput[]) {
  return weeks.map((week) => {
    if (week.minutes.length !== DAYS.length) {
      throw new InputError(
        userError('INVALID_WEEKLY_SCHEDULE', 'Each week of a weekly schedule has seven values, Monday to Sunday.', [
          'weeklySchedule',
        ]),
      );
    }
    return {
      week_nr: week.weekNr,
      ...Object.fromEntries(DAYS.map((day, i) => [`time_engagement_${day}`, week.minutes[i]])),
    };
  });
}

/**
 * The REST body of the wage fields sent. Absent fields are left out; null clears a nullable amount, and is left out for
 * a field the wage always has (type, rate, country, flags, lists), as absent.
 */
function wageFields(input: Omit<UpdateWageInput, 'wageId'> & { currency?: string | null }) {
  const given = <T>(value: T | null | undefined) => (value === null ? undefined : value);
  return {
    type: given(input.type),
    rate: given(input.rate),
    currency: given(input.currency),
    registration_country_code: given(input.registrationCountryCode),
    weekly_time_engagement: input.weeklyTimeEngagement,
    is_dynamic_schedule:
      input.isDynamicSchedule === undefined || input.isDynamicSchedule === null
        ? undefined
        : input.isDynamicSchedule
          ? 1
          : 0,
    custom_benefits: given(input.customBenefits)?.map((b) => ({
      description: b.description,
      monthly_value: b.monthlyValue,
    })),
    car_monthly_cost: input.carMonthlyCost,
    bonus_monthly: input.bonusMonthly,
    nettovergoeding: input.nettovergoeding,
    weekly_schedule: input.weeklySchedule ? weeklySchedule(input.weeklySchedule) : undefined,
  };
}

type WageAnswer = { data: WageModel };

async function payload(ctx: Context, employeeId: number | null, result: Attempt<WageAnswer>) {
  const id = result.ok ? result.value.data.employee_id : employeeId;
  return {
    wage: result.ok ? result.value.data : null,
    employee: id === null ? null : await freshEmployee(ctx, id),
    userErrors: result.ok ? [] : result.userErrors,
  };
}

export const wageMutations: Pick<Required<MutationResolvers>, 'setNewWage' | 'updateWage' | 'terminateWage'> = {
  async setNewWage(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null) return { wage: null, employee: null, userErrors: [personNotFound()] };
    const { employeeId: _id, startDate, ...fields } = input;
    const result = await attempt(() =>
      ctx.rest.post('/api/wages', { employee_id: employeeId, start_date: startDate, ...wageFields(fields) }),
    );
    return payload(ctx, employeeId, result);
  },

  async updateWage(_, { input }, ctx) {
    const wageId = fromGlobalId(input.wageId, 'Wage')?.id ?? null;
    if (wageId === null) return { wage: null, employee: null, userErrors: [wageNotFound()] };
    const result = await attempt(() => ctx.rest.post('/api/wages/{id}', wageFields(input), { id: wageId }));
    // A refused edit still answers the person the wage belongs to, when the viewer may see the wage.
    const known = result.ok ? null : await ctx.loaders.wageNode.load(wageId);
    return payload(ctx, known?.employee_id ?? null, result);
  },

  async terminateWage(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null) return { wage: null, employee: null, userErrors: [personNotFound()] };
    const wageId = input.wageId ? (fromGlobalId(input.wageId, 'Wage')?.id ?? null) : null;
    if (input.wageId && wageId === null)
      return { wage: null, employee: await ctx.loaders.employee.load(employeeId), userErrors: [wageNotFound()] };
    const result = await attempt(() =>
      ctx.rest.post('/api/wages/terminate', {
        employee_id: employeeId,
        wage_id: wageId ?? undefined,
        termination_date: input.terminationDate,
        termination_reason: input.terminationReason ?? undefined,
      }),
    );
    return payload(ctx, employeeId, result);
  },
};
