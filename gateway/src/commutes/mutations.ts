// The commute mutations (part 2 §7): each calls one REST change (rest/src/commutes/routes.ts) and answers its
// payload. Expected failures (VARIABLE_COMMUTE_DAYS_INVALID, COMMUTE_NOT_VARIABLE, COMMUTE_DAYS_PER_WEEK_INVALID,
// FORBIDDEN, READ_ONLY, NOT_FOUND…) are userErrors; the REST API decides them all, the gateway only translates ids and
// field names.
import type { MutationResolvers } from '../__generated__/resolvers-types';
import { attempt, freshEmployee, personId, personNotFound, type FieldMap } from '../core/mutationSupport';

// REST payload fields → input fields.
const commuteFields: FieldMap = (field) =>
  field === 'type' ? ['transportType'] : field === 'id' ? ['employeeId'] : undefined;

export const commuteMutations: Pick<Required<MutationResolvers>, 'updateCommute' | 'saveVariableCommuteDays'> = {
  async updateCommute(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null)
      return { commute: null, variableCommute: null, employee: null, userErrors: [personNotFound()] };
    const result = await attempt(
      () =>
        ctx.rest.post('/api/employees/commutes/updateCommute', {
          employee_id: employeeId,
          type: input.type,
          transport_type: input.transportType,
          distance_km: input.distanceKm,
          days_per_week: input.daysPerWeek ?? null,
          start_date: input.startDate ?? undefined,
          version: input.version ?? undefined,
        }),
      (field) => (field === 'type' ? ['type'] : undefined),
    );
    return {
      commute: result.ok ? result.value.commute : null,
      variableCommute: null,
      employee: await freshEmployee(ctx, employeeId),
      userErrors: result.ok ? [] : result.userErrors,
    };
  },

  async saveVariableCommuteDays(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null)
      return { commute: null, variableCommute: null, employee: null, userErrors: [personNotFound()] };
    const result = await attempt(
      () =>
        ctx.rest.post(
          '/api/employee/{id}/saveVariableCommuteDays',
          {
            days: input.days,
            month: input.month,
            year: input.year,
            ...(input.transportType ? { type: input.transportType } : {}),
          },
          { id: employeeId },
        ),
      commuteFields,
    );
    return {
      commute: null,
      variableCommute: result.ok ? result.value.commute : null,
      employee: await freshEmployee(ctx, employeeId),
      userErrors: result.ok ? [] : result.userErrors,
    };
  },
};
