// What the wage routes and the employee detail answer besides the stored wage: its average weekly minutes, state,
// days since termination and monthly total cost (part 1 §3 Total cost, §4 wage states, §9 weekly average), and per
// person the current wage, the termination info and the pending-contract status. The rules are domain/'s.
import { diffDays } from '@people/domain/dates';
import type { CompanyFeature } from '@people/domain/companyFlags';
import { wageOn } from '@people/domain/schedule';
import {
  averageWeeklyMinutes,
  normalizeWeeklySchedule,
  PENDING_CONTRACT_STATUS,
  totalCostCentreLabel,
  wageState,
  type CostComponent,
  type WageState,
} from '@people/domain/wage';
import { estimateMonthlyCost } from '@people/domain/wageCost';
import type { Queryable } from '../core/db';
import { wageRecords, type WageRecord } from '../core/wageRecords';

/** part 1 §3 Total cost, with the wage's currency and the centre label of part 1 §2. */
export interface TotalCostAnswer {
  total: number;
  currency: string;
  centre_label: 'total_per_month' | 'salary_package_per_month';
  components: CostComponent[];
}

export interface WageAnswer extends WageRecord {
  /** Total of the cycle divided by its weeks (part 1 §9), unrounded. */
  average_weekly_minutes: number;
  /** today − termination_date; null without a termination (part 1 §3 termination_info). */
  days_since_termination: number | null;
  state: WageState;
  total_costs: TotalCostAnswer;
}

export interface TerminationInfo {
  days_since_termination: number | null;
  termination_date: string | null;
  termination_reason: string | null;
  wage_id: number | null;
}

/** part 1 §7 "Pending contract status: returns status and metadata". */
export interface PendingContract {
  status: typeof PENDING_CONTRACT_STATUS | null;
  metadata: { wage_id: number; start_date: string; type: string; contract_uid: string | null } | null;
}

/** A person's wages (latest start first) with what the wage box reads from them. */
export interface EmployeeWagesAnswer {
  employee_id: number;
  current_wage_id: number | null;
  wage_state: WageState;
  termination_info: TerminationInfo;
  pending_contract: PendingContract;
  /** Of the current wage; null without one. */
  average_weekly_minutes: number | null;
  current_wage_total_costs: TotalCostAnswer | null;
  wages: WageAnswer[];
}

const isPending = (wage: Pick<WageRecord, 'status'>) => wage.status === PENDING_CONTRACT_STATUS;

const numberIn = (data: Record<string, unknown>, key: string) =>
  typeof data[key] === 'number' ? data[key] : undefined;

// part 1 §9 averages the weekly schedule; a wage stored without schedule rows (none written by this API) falls
// back to its weekly_time_engagement, as domain/schedule does for the calendar.
function averageMinutes(wage: WageRecord): number {
  const weeks = normalizeWeeklySchedule(wage.weekly_schedule);
  return weeks.length > 0 ? averageWeeklyMinutes(weeks) : (wage.weekly_time_engagement ?? 0);
}

/** part 1 §3 Total cost of one wage: domain estimateMonthlyCost with the company's features. */
export function wageTotalCost(wage: WageRecord, features: readonly CompanyFeature[]): TotalCostAnswer {
  const payroll = wage.payroll_data_json;
  const cost = estimateMonthlyCost({
    wage: {
      type: wage.type,
      rate: wage.rate,
      registration_country_code: wage.registration_country_code,
      currency: wage.currency,
      thirteenth_month: typeof payroll.thirteenth_month === 'boolean' ? payroll.thirteenth_month : undefined,
    },
    averageWeeklyMinutes: averageMinutes(wage),
    weeklySchedule: normalizeWeeklySchedule(wage.weekly_schedule),
    unitsPerMonth: numberIn(payroll, 'units_per_month'),
    carMonthlyCost: wage.car_monthly_cost,
    bonusMonthly: wage.bonus_monthly,
    nettovergoeding: wage.nettovergoeding,
    customBenefits: wage.custom_benefits,
    features,
  });
  return { ...cost, currency: wage.currency, centre_label: totalCostCentreLabel(features) };
}

export function wageAnswer(wage: WageRecord, features: readonly CompanyFeature[], today: string): WageAnswer {
  const daysSinceTermination = wage.termination_date === null ? null : diffDays(wage.termination_date, today);
  return {
    ...wage,
    average_weekly_minutes: averageMinutes(wage),
    days_since_termination: daysSinceTermination,
    // A pending wage is not a contract yet: domain wageState reads it as no wage with a pending status.
    state: wageState({
      wage: isPending(wage) ? null : wage,
      pendingContractStatus: wage.status,
      daysSinceTermination,
      today,
    }),
    total_costs: wageTotalCost(wage, features),
  };
}

/**
 * part 1 §3 current_wage: the wage in force today (domain/schedule wageOn, as the calendar reads it), else the next
 * pending one, else the latest. `wages` is latest start first.
 */
export function currentWage<T extends WageRecord>(wages: readonly T[], today: string): T | null {
  const inForce = wageOn(wages, today);
  if (inForce) return inForce;
  const nextPending = wages.filter((w) => isPending(w) && w.start_date > today).at(-1);
  return nextPending ?? wages[0] ?? null;
}

/**
 * The person's contract: the latest wage that is not pending. It is the wage the permission facts read (open
 * contract, termination: rest/src/core/permissionContext), so termination_info and the terminate action agree.
 */
export function contractWage<T extends WageRecord>(wages: readonly T[]): T | null {
  return wages.find((w) => !isPending(w)) ?? null;
}

export function terminationInfo(wages: readonly WageAnswer[]): TerminationInfo {
  const contract = contractWage(wages);
  if (!contract || contract.termination_date === null) {
    return { days_since_termination: null, termination_date: null, termination_reason: null, wage_id: null };
  }
  return {
    days_since_termination: contract.days_since_termination,
    termination_date: contract.termination_date,
    termination_reason: contract.termination_reason,
    wage_id: contract.id,
  };
}

/** part 1 §4 pending: the earliest wage still waiting for the payroll side to create its contract. */
export function pendingContract(wages: readonly WageRecord[]): PendingContract {
  const pending = wages.filter(isPending).at(-1);
  if (!pending) return { status: null, metadata: null };
  return {
    status: PENDING_CONTRACT_STATUS,
    metadata: {
      wage_id: pending.id,
      start_date: pending.start_date,
      type: pending.type,
      contract_uid: pending.contract_uid,
    },
  };
}

export function employeeWagesAnswer(
  employeeId: number,
  records: readonly WageRecord[],
  features: readonly CompanyFeature[],
  today: string,
): EmployeeWagesAnswer {
  const wages = records.map((w) => wageAnswer(w, features, today));
  const current = currentWage(wages, today);
  const termination = terminationInfo(wages);
  const pending = pendingContract(wages);
  return {
    employee_id: employeeId,
    current_wage_id: current?.id ?? null,
    wage_state: wageState({
      wage: current && !isPending(current) ? current : null,
      pendingContractStatus: pending.status,
      daysSinceTermination: termination.days_since_termination,
      today,
    }),
    termination_info: termination,
    pending_contract: pending,
    average_weekly_minutes: current?.average_weekly_minutes ?? null,
    current_wage_total_costs: current?.total_costs ?? null,
    wages,
  };
}

/** The wage answers of some people of one company (the caller checks who may see them), in the order of `employeeIds`. */
export async function employeeWages(
  db: Queryable,
  companyId: number,
  employeeIds: number[],
  features: readonly CompanyFeature[],
  today: string,
): Promise<EmployeeWagesAnswer[]> {
  const records = await wageRecords(db, companyId, { employeeIds });
  return employeeIds.map((id) =>
    employeeWagesAnswer(
      id,
      records.filter((w) => w.employee_id === id),
      features,
      today,
    ),
  );
}
