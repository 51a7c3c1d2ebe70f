// A day-off type of the company in one year, with its per-person exceptions and accrual corrections
// (part 1 §3, §5 exception links and corrections, §6 day-off type management).
import { dayOffColor } from '@people/domain/daysOff';
import type {
  AccrualCorrectionResolvers,
  DayOffTypeExceptionResolvers,
  DayOffTypeResolvers,
} from '../__generated__/resolvers-types';
import { flag } from '../core/flags';
import { globalId } from '../core/ids';

export const DayOffType: DayOffTypeResolvers = {
  id: (t) => globalId('DayOffType', t.id),
  internalId: (t) => t.id,
  year: (t) => t.year,
  type: (t) => t.type,
  name: (t) => t.name,
  // Part 1 §9: fallback colour 1C99FC.
  color: (t) => dayOffColor(t.color),
  limitation: (t) => t.limitation,
  defaultLimitation: (t) => t.default_limitation,
  interpretation: (t) => t.interpretation,
  isWorkType: (t) => flag(t.is_work_type),
  approvalNeeded: (t) => flag(t.approval_needed),
  allowedSelfservice: (t) => flag(t.allowed_selfservice),
  allowedRequestOptions: (t) => t.allowed_request_options,
  active: (t) => flag(t.active),
  maxYearlyAmountDays: (t) => t.max_yearly_amount_days,
  maxYearlyAmountMinutes: (t) => t.max_yearly_amount_minutes,
  transferUnusedAmounts: (t) => flag(t.transfer_unused_amounts),
  transferAmountsExpiryMonths: (t) => t.transfer_amounts_expiry_months,
  noteRequired: (t) => flag(t.note_required),
  accrualMinutesPerMonth: (t) => t.accrual_minutes_per_month,
  // One batch read (?type_ids=) for every type of the page.
  exceptions: (t, _, ctx) => ctx.loaders.dayOffTypeExceptions.load(t.id),
  // Leave-accrual corrections exist for leave_accrual types only (part 1 §5): the others cost no call.
  accrualCorrections: (t, _, ctx) =>
    t.limitation === 'leave_accrual' ? ctx.loaders.accrualCorrections.load(t.id) : [],
};

export const DayOffTypeException: DayOffTypeExceptionResolvers = {
  id: (x) => globalId('DayOffTypeException', x.id),
  internalId: (x) => x.id,
  employeeId: (x) => x.employee_id,
  employeeName: (x) => x.employee_name,
  employee: (x, _, ctx) => ctx.loaders.employee.load(x.employee_id),
  limitation: (x) => x.limitation,
  maxYearlyAmountDays: (x) => x.max_yearly_amount_days,
  maxYearlyAmountMinutes: (x) => x.max_yearly_amount_minutes,
};

export const AccrualCorrection: AccrualCorrectionResolvers = {
  internalId: (c) => c.id,
  employeeId: (c) => c.employee_id,
  employeeName: (c) => c.employee_name,
  date: (c) => c.date,
  minutes: (c) => c.minutes,
  note: (c) => c.note,
};
