// The wage fields of Employee (part 1 §2 "Wage box", §3 current_wage, termination_info, average_weekly_minutes,
// current_wage_total_costs, §4 wage states). Each asks domain maySee('wage') first (gateway/permissions): without wage
// access (part 1 §6) the field is null with a FORBIDDEN error on its path, costs no REST call, and the rest of the
// profile still answers. All of them read one batch answer per request (wage/loaders employeeWages).
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import type { EmployeeModel, EmployeeWagesModel } from '../core/models';
import { section } from '../core/permissions';

type WageFields =
  'currentWage' | 'wages' | 'wageState' | 'termination' | 'currentWageTotalCosts' | 'averageWeeklyMinutes';

function wageField<T>(
  e: EmployeeModel,
  ctx: Context,
  pick: (wages: EmployeeWagesModel) => T | null,
): Promise<T | null> {
  return section(e.id, 'wage', ctx, async () => {
    const wages = await ctx.loaders.employeeWages.load(e.id);
    return wages === null ? null : pick(wages);
  });
}

export const employeeWageFields: Pick<Required<EmployeeResolvers>, WageFields> = {
  currentWage: (e, _, ctx) => wageField(e, ctx, (w) => w.wages.find((wage) => wage.id === w.current_wage_id) ?? null),
  wages: (e, _, ctx) => wageField(e, ctx, (w) => w.wages),
  wageState: (e, _, ctx) => wageField(e, ctx, (w) => w.wage_state),
  // part 1 §4: null days since termination means no termination.
  termination: (e, _, ctx) =>
    wageField(e, ctx, (w) => (w.termination_info.days_since_termination === null ? null : w.termination_info)),
  currentWageTotalCosts: (e, _, ctx) => wageField(e, ctx, (w) => w.current_wage_total_costs),
  averageWeeklyMinutes: (e, _, ctx) =>
    wageField(e, ctx, (w) => (w.average_weekly_minutes === null ? null : Math.round(w.average_weekly_minutes))),
};
