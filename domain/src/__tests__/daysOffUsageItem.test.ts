import { ledger } from '../daysOffLedger';
import { ledgerYearOf, usageItem, DEFAULT_TYPE_COLORS, type DayOffTypeSettings } from '../daysOffUsageItem';

const legal = (year: number, over: Partial<DayOffTypeSettings> = {}): DayOffTypeSettings => ({
  id: year,
  year,
  type: 'custom',
  name: 'Wettelijk verlof',
  color: '2E7D32',
  limitation: 'limit_in_days',
  default_limitation: 'limit_in_days',
  interpretation: 'time_off',
  is_work_type: 0,
  approval_needed: 1,
  allowed_selfservice: 1,
  allowed_request_options: ['allDay', 'morning', 'afternoon'],
  active: 1,
  max_yearly_amount_days: 20,
  max_yearly_amount_minutes: null,
  transfer_unused_amounts: 1,
  transfer_amounts_expiry_months: 6,
  note_required: 0,
  accrual_minutes_per_month: null,
  ...over,
});

const day = (date: string, approved = 1) => ({
  date,
  am_pm_hint: 'all_day' as const,
  duration_minutes: null,
  approved,
  scheduled_minutes: 456,
});

describe('usageItem (part 1 §3 day-off usage item)', () => {
  it('part 1 §3: every field of the usage item, with the person’s exception applied and 2 unused days of 2025 transferred', () => {
    const exception = {
      limitation: 'limit_in_days' as const,
      max_yearly_amount_days: 22,
      max_yearly_amount_minutes: null,
    };
    const years = [
      ledgerYearOf(
        legal(2025),
        null,
        456,
        Array.from({ length: 18 }, (_, i) => day(`2025-03-${String(i + 2).padStart(2, '0')}`)),
      ),
      ledgerYearOf(legal(2026), exception, 456, [day('2026-02-02'), day('2026-08-03', 0)]),
    ];
    const results = ledger(years, '2026-06-15');
    expect(usageItem(legal(2026), exception, results[1])).toEqual({
      type_id: 2026,
      type: 'custom',
      name: 'Wettelijk verlof',
      color: '2E7D32',
      limitation: 'limit_in_days',
      default_limitation: 'limit_in_days',
      interpretation: 'time_off',
      is_work_type: 0,
      approval_needed: 1,
      allowed_selfservice: 1,
      allowed_request_options: ['allDay', 'morning', 'afternoon'],
      active: 1,
      accrual_version_id: null,
      days_approved: 1,
      days_not_approved: 1,
      minutes_approved: 456,
      minutes_not_approved: 456,
      max_yearly_amount_days: 22,
      max_yearly_amount_minutes: null,
      transfer_unused_amounts: 1,
      transferred_minutes: 912,
      transfer_amounts_expiry_months: 6,
      used_before_expiry_minutes: 456,
      expired_minutes: 0,
      remaining_transferred_minutes_from_last_year: 456,
      note_required: 0,
      custom_type_id: 2026,
      accrual_year_balance: null,
      accrual_starting_minutes_this_year: null,
      accrual_approved_minutes: null,
      accrual_approved_minutes_this_year: null,
      accrual_remaining_balance_from_last_year: null,
      accrual_remaining_balance_expiration_date: null,
      accrual_remaining_balance_expiring_minutes: null,
      accrual_next_expiration_date: null,
      // 2 days transferred, none expired yet: the limit allows 20 + 2 (part 1 §4).
      transferred_available: 2,
    });
  });

  it('part 1 §9: a type without colour shows the fallback 1C99FC', () => {
    const [result] = ledger([ledgerYearOf(legal(2026, { color: null }), null, 456, [])], '2026-06-15');
    expect(usageItem(legal(2026, { color: null }), null, result).color).toEqual('1C99FC');
  });

  it('part 1 §3 (choice): a leave-accrual type is its own accrual version', () => {
    const accrual = legal(2026, {
      limitation: 'leave_accrual',
      default_limitation: 'leave_accrual',
      max_yearly_amount_days: null,
      accrual_minutes_per_month: 760,
    });
    const [result] = ledger([ledgerYearOf(accrual, null, 456, [])], '2026-06-15');
    expect(usageItem(accrual, null, result)).toMatchObject({
      accrual_version_id: 2026,
      accrual_approved_minutes: 9120,
      accrual_year_balance: 9120,
      accrual_approved_minutes_this_year: 3800,
    });
  });

  it.each([
    ['part 1 §9: custom days default to the fallback colour', 'custom', '1C99FC'],
    ['part 1 §9: sick days have a fixed default colour', 'sick_day', 'E53935'],
    ['part 1 §9: training (education) days have a fixed default colour', 'education', '8E24AA'],
  ] as const)('%s', (_title, kind, expected) => {
    expect(DEFAULT_TYPE_COLORS[kind]).toEqual(expected);
  });
});
