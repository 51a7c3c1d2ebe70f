// The wage mutations (issue 5, part 1 §2 /people/:id/wage/new, /wage/:wageId/overview, /wage/end; §4): each calls one
// REST change (rest/src/routes/wages.ts) and answers WagePayload. Expected failures (a 4xx with the REST code:
// FIELD_IS_REQUIRED, INVALID_INPUT, INVALID_DATE, START_DATE_NOT_AFTER_LATEST_WAGE, WAGE_HAS_END_DATE,
// TERMINATION_DATE_BEFORE_WAGE_START, DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED, FORBIDDEN, NOT_FOUND…) are userErrors;
// the REST API decides them all, the gateway only translates the input shapes and field names.
import DataLoader from 'dataloader';
import type { MutationResolvers, UpdateWageInput, UserError, WeeklyScheduleInput } from '../__generated__/resolvers-types';
import type { Context } from '../context';
import type { EmployeeModel, WageModel } from '../models';
import { fromGlobalId } from '../ids';
import { RestFailure } from '../restClient';

// REST field → the input field of the mutation it came from.
const INPUT_FIELDS: Record<string, string> = {
  employee_id: 'employeeId',
  wage_id: 'wageId',
  start_date: 'startDate',
  type: 'type',
  rate: 'rate',
  currency: 'currency',
  registration_country_code: 'registrationCountryCode',
  weekly_time_engagement: 'weeklyTimeEngagement',
  is_dynamic_schedule: 'isDynamicSchedule',
  custom_benefits: 'customBenefits',
  car_monthly_cost: 'carMonthlyCost',
  bonus_monthly: 'bonusMonthly',
  nettovergoeding: 'nettovergoeding',
  weekly_schedule: 'weeklySchedule',
  termination_date: 'terminationDate',
  termination_reason: 'terminationReason',
};

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const userError = (code: string, message: string, field?: string): UserError => ({ code, message, field: field ? ['input', field] : null });
// The REST API's 404s word for word, so a malformed id, a missing one and another company's answer alike.
const personNotFound = () => userError('NOT_FOUND', 'This person does not exist.');
const wageNotFound = () => userError('NOT_FOUND', 'This wage does not exist.');

class InputError extends Error {
  constructor(readonly userError: UserError) {
    super(userError.message);
  }
}

type Attempt<T> = { ok: true; value: T } | { ok: false; userErrors: UserError[] };

/** A REST change; its 4xx answers (but 401) and the input errors found here become userErrors. */
async function attempt<T>(change: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { ok: true, value: await change() };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, userErrors: [error.userError] };
    if (!(error instanceof RestFailure) || error.status === 401) throw error;
    const field = typeof error.body.field === 'string' ? (INPUT_FIELDS[error.body.field] ?? error.body.field) : undefined;
    return { ok: false, userErrors: [userError(error.body.code, error.body.message, field)] };
  }
}

/** After a change every loaded answer may be stale: the payload's employee is read afresh. */
function freshEmployee(ctx: Context, id: number): Promise<EmployeeModel | null> {
  for (const loader of Object.values(ctx.loaders)) if (loader instanceof DataLoader) loader.clearAll();
  return ctx.loaders.employee.load(id);
}

// part 1 §3 Weekly schedule: week_nr plus time_engagement_monday to _sunday; the input carries seven minutes per week.
function weeklySchedule(weeks: readonly WeeklyScheduleInput[]) {
  return weeks.map((week) => {
    if (week.minutes.length !== DAYS.length) {
      throw new InputError(userError('INVALID_WEEKLY_SCHEDULE', 'Each week of a weekly schedule has seven values, Monday to Sunday.', 'weeklySchedule'));
    }
    return { week_nr: week.weekNr, ...Object.fromEntries(DAYS.map((day, i) => [`time_engagement_${day}`, week.minutes[i]])) };
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
    is_dynamic_schedule: input.isDynamicSchedule === undefined || input.isDynamicSchedule === null ? undefined : input.isDynamicSchedule ? 1 : 0,
    custom_benefits: given(input.customBenefits)?.map((b) => ({ description: b.description, monthly_value: b.monthlyValue })),
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
    const employeeId = fromGlobalId(input.employeeId, 'Employee')?.id ?? null;
    if (employeeId === null) return { wage: null, employee: null, userErrors: [personNotFound()] };
    const { employeeId: _id, startDate, ...fields } = input;
    const result = await attempt(() =>
      ctx.rest.post<WageAnswer>('/api/wages', { employee_id: employeeId, start_date: startDate, ...wageFields(fields) }),
    );
    return payload(ctx, employeeId, result);
  },

  async updateWage(_, { input }, ctx) {
    const wageId = fromGlobalId(input.wageId, 'Wage')?.id ?? null;
    if (wageId === null) return { wage: null, employee: null, userErrors: [wageNotFound()] };
    const result = await attempt(() => ctx.rest.post<WageAnswer>(`/api/wages/${wageId}`, wageFields(input)));
    // A refused edit still answers the person the wage belongs to, when the viewer may see the wage.
    const known = result.ok ? null : await ctx.loaders.wageNode.load(wageId);
    return payload(ctx, known?.employee_id ?? null, result);
  },

  async terminateWage(_, { input }, ctx) {
    const employeeId = fromGlobalId(input.employeeId, 'Employee')?.id ?? null;
    if (employeeId === null) return { wage: null, employee: null, userErrors: [personNotFound()] };
    const wageId = input.wageId ? (fromGlobalId(input.wageId, 'Wage')?.id ?? null) : null;
    if (input.wageId && wageId === null) return { wage: null, employee: await ctx.loaders.employee.load(employeeId), userErrors: [wageNotFound()] };
    const result = await attempt(() =>
      ctx.rest.post<WageAnswer>('/api/wages/terminate', {
        employee_id: employeeId,
        wage_id: wageId ?? undefined,
        termination_date: input.terminationDate,
        termination_reason: input.terminationReason ?? undefined,
      }),
    );
    return payload(ctx, employeeId, result);
  },
};
