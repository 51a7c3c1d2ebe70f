// Part 1 §3 day-off usage item: the REST fields camelCased, and the display rules of part 1 §4 from domain.
import { transferExpiryDate, showTransferExpiryLabel } from '@people/domain/dates';
import { balanceDisplay, budgetBarMaxed, dayOffColor } from '@people/domain/daysOff';
import type { DayOffUsageItemResolvers } from '../__generated__/resolvers-types';
import { flag } from '../core/flags';
import type { DayOffUsageItemModel } from '../core/models';

// Part 1 §4: the transferred balance expires transfer_amounts_expiry_months after 1 January; a type that transfers
// nothing has no transferred balance, so no expiry either.
const expiryDate = (u: DayOffUsageItemModel) =>
  flag(u.transfer_unused_amounts) ? transferExpiryDate(u.year, u.transfer_amounts_expiry_months) : null;

export const DayOffUsageItem: DayOffUsageItemResolvers = {
  typeId: (u) => u.type_id,
  type: (u) => u.type,
  name: (u) => u.name,
  // Part 1 §9: fallback colour 1C99FC.
  color: (u) => dayOffColor(u.color),
  limitation: (u) => u.limitation,
  defaultLimitation: (u) => u.default_limitation,
  interpretation: (u) => u.interpretation,
  isWorkType: (u) => flag(u.is_work_type),
  approvalNeeded: (u) => flag(u.approval_needed),
  allowedSelfservice: (u) => flag(u.allowed_selfservice),
  allowedRequestOptions: (u) => u.allowed_request_options,
  active: (u) => flag(u.active),
  accrualVersionId: (u) => u.accrual_version_id,
  daysApproved: (u) => u.days_approved,
  daysNotApproved: (u) => u.days_not_approved,
  minutesApproved: (u) => u.minutes_approved,
  minutesNotApproved: (u) => u.minutes_not_approved,
  maxYearlyAmountDays: (u) => u.max_yearly_amount_days,
  maxYearlyAmountMinutes: (u) => u.max_yearly_amount_minutes,
  transferUnusedAmounts: (u) => flag(u.transfer_unused_amounts),
  transferredMinutes: (u) => u.transferred_minutes,
  transferAmountsExpiryMonths: (u) => u.transfer_amounts_expiry_months,
  usedBeforeExpiryMinutes: (u) => u.used_before_expiry_minutes,
  expiredMinutes: (u) => u.expired_minutes,
  remainingTransferredMinutesFromLastYear: (u) => u.remaining_transferred_minutes_from_last_year,
  noteRequired: (u) => flag(u.note_required),
  customTypeId: (u) => u.custom_type_id,
  accrualYearBalance: (u) => u.accrual_year_balance,
  accrualStartingMinutesThisYear: (u) => u.accrual_starting_minutes_this_year,
  accrualApprovedMinutes: (u) => u.accrual_approved_minutes,
  accrualApprovedMinutesThisYear: (u) => u.accrual_approved_minutes_this_year,
  accrualRemainingBalanceFromLastYear: (u) => u.accrual_remaining_balance_from_last_year,
  accrualRemainingBalanceExpirationDate: (u) => u.accrual_remaining_balance_expiration_date,
  accrualRemainingBalanceExpiringMinutes: (u) => u.accrual_remaining_balance_expiring_minutes,
  accrualNextExpirationDate: (u) => u.accrual_next_expiration_date,
  balance: (u) => balanceDisplay(u),
  budgetBarMaxed: (u) => budgetBarMaxed(u),
  transferredAvailable: (u) => u.transferred_available,
  transferExpiryDate: (u) => expiryDate(u),
  // Part 1 §4: hidden at 12 months or more, and when nothing transfers.
  showTransferExpiryLabel: (u) => expiryDate(u) !== null && showTransferExpiryLabel(u.transfer_amounts_expiry_months),
};
