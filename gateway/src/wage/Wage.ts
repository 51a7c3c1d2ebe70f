// Wage (part 1 §3 Wage, Weekly schedule, Recurring holidays; §4). The REST wage answer carries the state,
// average weekly minutes and total cost computed by domain/ (rest/src/wage/facts); display rules are domain/'s too.
import { mayTerminate, PENDING_CONTRACT_STATUS, rateDecimals, terminationPath } from '@people/domain/wage';
import type {
  CustomBenefitResolvers,
  RecurringHolidayDayResolvers,
  RecurringHolidayEntryResolvers,
  RecurringHolidayResolvers,
  WagePayrollDataResolvers,
  WageResolvers,
} from '../__generated__/resolvers-types';
import type { WageModel } from '../core/models';
import { flag } from '../core/flags';
import { globalId } from '../core/ids';

/**
 * part 1 §2 /people/:id/wage/end: the web's routes take global ids (web/src/paths.ts), so the path is built with them;
 * whether wage_id goes along is domain terminationPath's rule (a contractless employment continuation).
 */
function terminationPathOf(wage: WageModel): string {
  const withWage = terminationPath(wage.employee_id, wage).includes('?wage_id=');
  const path = `/people/${encodeURIComponent(globalId('Employee', wage.employee_id))}/wage/end`;
  return withWage ? `${path}?wage_id=${encodeURIComponent(globalId('Wage', wage.id))}` : path;
}

export const Wage: WageResolvers = {
  id: (w) => globalId('Wage', w.id),
  internalId: (w) => w.id,
  registrationCountryCode: (w) => w.registration_country_code,
  startDate: (w) => w.start_date,
  endDate: (w) => w.end_date,
  customBenefits: (w) => w.custom_benefits,
  payrollData: (w) => w.payroll_data_json,
  isDynamicSchedule: (w) => flag(w.is_dynamic_schedule),
  rateDecimals: (w) => rateDecimals(w.type),
  weeklyTimeEngagement: (w) => w.weekly_time_engagement,
  contractUid: (w) => w.contract_uid,
  terminationDate: (w) => w.termination_date,
  terminationReason: (w) => w.termination_reason,
  carMonthlyCost: (w) => w.car_monthly_cost,
  bonusMonthly: (w) => w.bonus_monthly,
  totalCost: (w) => w.total_costs,
  weeklySchedule: (w) => w.weekly_schedule,
  // part 1 §9 leaves rounding to the display; the contract answers whole minutes.
  averageWeeklyMinutes: (w) => Math.round(w.average_weekly_minutes),
  recurringHolidays: (w, _, ctx) => ctx.loaders.recurringHolidays.load(w.id),
  // part 1 §4 offers termination for a wage without end date; a pending wage is no contract yet (the REST API refuses
  // it with WAGE_IS_PENDING), so we do not offer it there.
  mayTerminate: (w) => w.status !== PENDING_CONTRACT_STATUS && mayTerminate(w),
  terminationPath: terminationPathOf,
};

export const WagePayrollData: WagePayrollDataResolvers = {
  isContractlessEmploymentContinuation: (p) => p.is_contractless_employment_continuation,
};

export const CustomBenefit: CustomBenefitResolvers = {
  monthlyValue: (b) => b.monthly_value,
};

export const RecurringHoliday: RecurringHolidayResolvers = {
  weekNr: (h) => h.week_nr,
  // recurring_holiday_0 (Monday) to _6 (Sunday), every weekday of the week.
  days: (h) =>
    ([0, 1, 2, 3, 4, 5, 6] as const).map((weekday) => ({ weekday, entries: h[`recurring_holiday_${weekday}`] })),
};

export const RecurringHolidayDay: RecurringHolidayDayResolvers = {};

export const RecurringHolidayEntry: RecurringHolidayEntryResolvers = {
  startingPoint: (e) => e.starting_point,
};
