// Wage box rules: types, rates, state, termination and archive, total-cost components,
// weekly schedules and recurring holidays (part 1 §3, §4, §9; part 2 §9).

import type { Interpretation } from './interpretation';
import type { CompanyFeature } from './companyFlags';

export const WAGE_TYPES = [
  'employee_paid_hourly',
  'employee_paid_monthly',
  'employee_paid_daily',
  'employee_paid_weekly',
  'employee_paid_four_weekly',
  'employee_paid_per_unit',
  'freelancer_paid_hourly',
  'freelancer_paid_daily',
  'freelancer_paid_monthly',
  'intern_not_paid',
] as const;
export type WageType = (typeof WAGE_TYPES)[number];

export function isWageType(value: string): value is WageType {
  return (WAGE_TYPES as readonly string[]).includes(value);
}

// part 1 §3, part 2 §9: hourly rates (employee and freelancer) show 4 decimals, others 2.
export function rateDecimals(type: WageType): 2 | 4 {
  return type === 'employee_paid_hourly' || type === 'freelancer_paid_hourly' ? 4 : 2;
}

export function formatRate(rate: number, type: WageType): string {
  return rate.toFixed(rateDecimals(type));
}

// ---- state, termination, archive (part 1 §4) ----

export const PENDING_CONTRACT_STATUS = 'contract_create_pending';
export type WageState = 'none' | 'pending' | 'active' | 'ended' | 'terminated';
export type TerminationLabel = 'terminated_on' | 'termination_on';

export interface WageEnd {
  end_date: string | null;
}

export interface WageStateInput {
  wage: WageEnd | null;
  /** Status of the pending-contract lookup, e.g. 'contract_create_pending'. */
  pendingContractStatus: string | null;
  /** termination_info.days_since_termination; null when there is no termination. */
  daysSinceTermination: number | null;
  today: string;
}

// part 1 §4 is silent on precedence: we choose a registered termination first (the label tells
// past from future), then pending for a person without wage, then ended once the end date passed.
export function wageState(input: WageStateInput): WageState {
  if (input.daysSinceTermination !== null) return 'terminated';
  if (input.wage === null) return input.pendingContractStatus === PENDING_CONTRACT_STATUS ? 'pending' : 'none';
  if (input.wage.end_date !== null && input.wage.end_date < input.today) return 'ended';
  return 'active';
}

/** part 1 §4: above 0 days 'terminated on', 0 or below 'termination on', null none. */
export function terminationLabel(daysSinceTermination: number | null): TerminationLabel | null {
  if (daysSinceTermination === null) return null;
  return daysSinceTermination > 0 ? 'terminated_on' : 'termination_on';
}

/** part 1 §4: an open contract is a wage without an end date. */
export function hasOpenContract(wage: WageEnd | null): boolean {
  return wage !== null && !wage.end_date;
}

/** part 1 §4: termination is offered only when a wage exists with no end date. */
export function mayTerminate(wage: WageEnd | null): boolean {
  return hasOpenContract(wage);
}

/** part 1 §4: archive only with no open contract (no wage, or the wage has an end date). */
export function mayArchive(wage: WageEnd | null): boolean {
  return !hasOpenContract(wage);
}

export interface TerminatableWage {
  id: number;
  payroll_data_json?: { is_contractless_employment_continuation?: boolean | number } | null;
}

/** part 1 §2, part 2 §2: /people/{id}/wage/end, with wage_id for a contractless continuation. */
export function terminationPath(personId: number, wage: TerminatableWage): string {
  const base = `/people/${personId}/wage/end`;
  return wage.payroll_data_json?.is_contractless_employment_continuation ? `${base}?wage_id=${wage.id}` : base;
}

// ---- total cost components (part 1 §3) ----

export const COST_FACETS = [
  'base',
  'sociale_lasten',
  'vakantiegeld',
  '13_month',
  'hospitalisatie',
  'pensioenplan',
  'nettovergoeding',
  'car',
  'bonus',
] as const;
export type CostFacet = (typeof COST_FACETS)[number];
export const CUSTOM_BENEFIT_PREFIX = 'custom_benefit:';
/** part 1 §9: bonus purple and car orange in the wage chart. */
export const FIXED_FACET_COLORS: Readonly<Partial<Record<CostFacet, string>>> = { bonus: 'purple', car: 'orange' };

export interface CustomBenefit {
  description: string;
  monthly_value: number;
}

export interface CostComponent {
  key: string;
  amount: number;
}

// part 1 §3: bonus only with wages_bonus_field; custom benefits grouped by description under
// a prefix. part 1 §3 is silent on empty slices: we choose to drop missing and zero amounts,
// and to group descriptions after trimming (case-sensitive).
export function totalCostComponents(
  facets: Partial<Record<CostFacet, number | null>>,
  customBenefits: readonly CustomBenefit[],
  features: readonly CompanyFeature[],
): CostComponent[] {
  const bonusShown = features.includes('wages_bonus_field');
  const fixed = COST_FACETS.filter((facet) => facet !== 'bonus' || bonusShown).map((facet) => ({
    key: facet,
    amount: facets[facet] ?? 0,
  }));
  const grouped = new Map<string, number>();
  for (const benefit of customBenefits) {
    const key = CUSTOM_BENEFIT_PREFIX + benefit.description.trim();
    grouped.set(key, (grouped.get(key) ?? 0) + benefit.monthly_value);
  }
  const custom = [...grouped].map(([key, amount]) => ({ key, amount }));
  return [...fixed, ...custom].filter((component) => component.amount !== 0);
}

/** part 1 §2: the centre says 'salary package per month' when cost estimations are disabled. */
export function totalCostCentreLabel(
  features: readonly CompanyFeature[],
): 'total_per_month' | 'salary_package_per_month' {
  return features.includes('disable_total_monthly_cost_estimations') ? 'salary_package_per_month' : 'total_per_month';
}

// ---- weekly schedules (part 1 §3, §9) ----

export const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
type DayName = (typeof DAY_NAMES)[number];
type DayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type WeeklyScheduleRow = { week_nr: number } & Partial<Record<`time_engagement_${DayName}`, number | null>> &
  Partial<Record<`time_engagement_${DayIndex}_minutes`, number | null>>;

export interface WeekSchedule {
  weekNr: number;
  /** Minutes per day, Monday first. */
  minutes: number[];
}

// part 1 §3: both field shapes; we choose the named-day field when a row carries both.
export function normalizeWeeklySchedule(rows: readonly WeeklyScheduleRow[]): WeekSchedule[] {
  return [...rows]
    .sort((a, b) => a.week_nr - b.week_nr)
    .map((row) => ({
      weekNr: row.week_nr,
      minutes: DAY_NAMES.map(
        (name, i) => row[`time_engagement_${name}`] ?? row[`time_engagement_${i as DayIndex}_minutes`] ?? 0,
      ),
    }));
}

export function weekTotalMinutes(week: WeekSchedule): number {
  return week.minutes.reduce((sum, m) => sum + m, 0);
}

// part 1 §9: the weekly average is the total divided by the number of weeks; we choose 0
// without weeks and leave rounding to the display.
export function averageWeeklyMinutes(weeks: readonly WeekSchedule[]): number {
  if (weeks.length === 0) return 0;
  return weeks.reduce((sum, week) => sum + weekTotalMinutes(week), 0) / weeks.length;
}

// ---- recurring holidays (part 1 §3, §5) ----

export interface RecurringHolidayEntry {
  starting_point: number;
  /** Despite its name, in minutes (part 1 §3). */
  hours: number;
  interpretation: Interpretation;
}

export type RecurringHolidayRow = { week_nr: number } & Partial<
  Record<`recurring_holiday_${DayIndex}`, RecurringHolidayEntry | RecurringHolidayEntry[] | null>
>;

/** part 1 §5: only entries that are not working_time reduce the schedule; Monday first. */
export function recurringHolidayMinutesPerDay(row: RecurringHolidayRow): number[] {
  return DAY_NAMES.map((_, i) => {
    const value = row[`recurring_holiday_${i as DayIndex}`];
    const entries = value === null || value === undefined ? [] : Array.isArray(value) ? value : [value];
    return entries.filter((e) => e.interpretation !== 'working_time').reduce((sum, e) => sum + e.hours, 0);
  });
}

/** part 1 §5: remaining time per day is the schedule minus recurring holidays, never below 0. */
export function remainingSchedule(
  weeks: readonly WeekSchedule[],
  holidays: readonly RecurringHolidayRow[],
): WeekSchedule[] {
  return weeks.map((week) => {
    const row = holidays.find((h) => h.week_nr === week.weekNr);
    const off = row ? recurringHolidayMinutesPerDay(row) : [0, 0, 0, 0, 0, 0, 0];
    return { weekNr: week.weekNr, minutes: week.minutes.map((m, i) => Math.max(0, m - off[i])) };
  });
}
