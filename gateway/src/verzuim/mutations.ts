// Verzuim, Dutch sick leave (part 1 §4, §7): each mutation makes one REST change at the spec's path; the REST
// API decides every refusal (domain verzuim's rules, part 1 §6 access) and its 4xx answers come back as userErrors.
import type { MutationResolvers, UserError } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import { fromGlobalId, globalId } from '../core/ids';
import type { VerzuimModel } from '../core/models';
import { attempt, freshEmployee, personId, personNotFound, userError, type Attempt } from '../core/mutationSupport';

const V = '/api/days_off/personal_days_off/verzuim';

// The REST API's 404 word for word, so a malformed id, a missing one and another company's answer alike.
const verzuimNotFound = () => userError('NOT_FOUND', 'This verzuim does not exist.');

const verzuimId = (id: string) => fromGlobalId(id, 'Verzuim')?.id ?? null;

/** The payload after a change: the item and its person read afresh (the calendar and usage changed with it). */
async function payload(ctx: Context, employeeId: number | null, result: Attempt<unknown>, itemId: number | null) {
  const employee = employeeId === null ? null : await freshEmployee(ctx, employeeId);
  if (!result.ok) return { verzuim: null, employee, userErrors: result.userErrors };
  const verzuim: VerzuimModel | null = itemId === null ? null : await ctx.loaders.verzuimNode.load(itemId);
  return { verzuim, employee, userErrors: [] as UserError[] };
}

/** Input fields present in the edit (absent stays, null clears), as the REST body's. */
function editBody(input: Record<string, unknown>): Record<string, unknown> {
  const names: Record<string, string> = {
    startDate: 'start_date',
    vangnetbepaling: 'vangnetbepaling',
    workAccident: 'work_accident',
    trafficAccident: 'traffic_accident',
    durationMinutesOnFirstDay: 'duration_minutes_on_first_day',
    customDurationMinutesPerDay: 'custom_duration_minutes_per_day',
    expectedRecoveryDate: 'expected_recovery_date',
    notificationDate: 'notification_date',
    notificationTime: 'notification_time',
    recoveryPercentage: 'recovery_percentage',
    averageWeeklyMinutes: 'average_weekly_minutes',
  };
  const body: Record<string, unknown> = {};
  for (const [field, rest] of Object.entries(names)) {
    if (!(field in input)) continue;
    const value = input[field];
    // A flag or the start cannot be cleared: null leaves it as it is.
    if (value === null && ['vangnetbepaling', 'workAccident', 'trafficAccident', 'startDate'].includes(field)) continue;
    body[rest] = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  }
  return body;
}

export const verzuimMutations: Pick<
  Required<MutationResolvers>,
  'reportVerzuim' | 'reportVerzuimPartialRecovery' | 'editVerzuim' | 'setVerzuimEndDate' | 'deleteVerzuim'
> = {
  async reportVerzuim(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null) return { verzuim: null, employee: null, userErrors: [personNotFound()] };
    const result = await attempt(() =>
      ctx.rest.post(`${V}/reportVerzuimStart`, {
        employee_id: employeeId,
        start_date: input.startDate,
        minutes_per_day: input.minutesPerDay ?? null,
        minutes_verzuim_on_first_day: input.minutesVerzuimOnFirstDay ?? null,
        expected_recovery_date: input.expectedRecoveryDate ?? null,
        average_weekly_minutes: input.averageWeeklyMinutes ?? null,
        notification_date: input.notificationDate ?? null,
        notification_time: input.notificationTime ?? null,
      }),
    );
    return payload(ctx, employeeId, result, result.ok ? result.value.id : null);
  },

  async reportVerzuimPartialRecovery(_, { input }, ctx) {
    const previousId = verzuimId(input.verzuimId);
    const previous = previousId === null ? null : await ctx.loaders.verzuimNode.load(previousId);
    if (!previous) return { verzuim: null, employee: null, userErrors: [verzuimNotFound()] };
    const result = await attempt(
      () =>
        ctx.rest.post(`${V}/reportVerzuimPartialRecovery`, {
          employee_id: previous.employee_id,
          start_date: input.startDate,
          recovery_percentage: input.recoveryPercentage,
          minutes_per_day: input.minutesPerDay ?? null,
          previous_verzuim_id: previous.id,
          average_weekly_minutes: input.averageWeeklyMinutes ?? null,
        }),
      (field) => (field === 'previous_verzuim_id' ? ['verzuimId'] : undefined),
    );
    return payload(ctx, previous.employee_id, result, result.ok ? result.value.id : null);
  },

  async editVerzuim(_, { input }, ctx) {
    const id = verzuimId(input.verzuimId);
    if (id === null) return { verzuim: null, employee: null, userErrors: [verzuimNotFound()] };
    const result = await attempt(() => ctx.rest.post(`${V}/editVerzuimItem`, { verzuim_id: id, ...editBody(input) }));
    const known = result.ok ? result.value.verzuim : await ctx.loaders.verzuimNode.load(id);
    return payload(ctx, known?.employee_id ?? null, result, id);
  },

  async setVerzuimEndDate(_, { input }, ctx) {
    const id = verzuimId(input.verzuimId);
    if (id === null) return { verzuim: null, employee: null, userErrors: [verzuimNotFound()] };
    const result = await attempt(
      () => ctx.rest.post(`${V}/setVerzuimEndDate`, { verzuim_id: id, end_date: input.endDate }),
      (field) => (field === 'verzuim_id' ? ['verzuimId'] : undefined),
    );
    const known = result.ok ? result.value.verzuim : await ctx.loaders.verzuimNode.load(id);
    return payload(ctx, known?.employee_id ?? null, result, id);
  },

  async deleteVerzuim(_, { input }, ctx) {
    const id = verzuimId(input.verzuimId);
    if (id === null) return { deletedVerzuimId: null, employee: null, userErrors: [verzuimNotFound()] };
    const result = await attempt(
      () => ctx.rest.post(`${V}/deleteVerzuimItem`, { verzuim_id: id }),
      (field) => (field === 'verzuim_id' ? ['verzuimId'] : undefined),
    );
    if (!result.ok) {
      const known = await ctx.loaders.verzuimNode.load(id);
      return {
        deletedVerzuimId: null,
        employee: known ? await freshEmployee(ctx, known.employee_id) : null,
        userErrors: result.userErrors,
      };
    }
    return {
      deletedVerzuimId: globalId('Verzuim', id),
      employee: await freshEmployee(ctx, result.value.employee_id),
      userErrors: [],
    };
  },
};
