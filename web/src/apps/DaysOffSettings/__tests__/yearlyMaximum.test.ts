import type { Limitation } from '@people/domain/daysOff';
import { maximumInput, maximumText, readMaximum } from '../yearlyMaximum';

describe('yearly maximum (part 1 §3 max_yearly_amount_days / _minutes)', () => {
  it.each([
    ['unlimited', null],
    ['limit_in_days', 'days'],
    ['limit_in_half_days', 'days'],
    ['limit_in_minutes', 'hours'],
    ['limit_by_overtime', 'hours'],
    ['leave_accrual', 'hours'],
  ] as [Limitation, string | null][])('part 1 §3: %s is typed in %p', (limitation, input) => {
    expect(maximumInput(limitation)).toEqual(input);
  });

  it.each([
    ['limit_in_days', '20', { maximum: { maxYearlyAmountDays: 20, maxYearlyAmountMinutes: null } }],
    ['limit_in_days', '12,5', { maximum: { maxYearlyAmountDays: 12.5, maxYearlyAmountMinutes: null } }],
    ['limit_in_half_days', '10.5', { maximum: { maxYearlyAmountDays: 10.5, maxYearlyAmountMinutes: null } }],
    ['limit_in_half_days', '10.25', { error: 'INVALID_INPUT' }],
    ['limit_in_days', '-1', { error: 'INVALID_INPUT' }],
    ['limit_in_days', 'twenty', { error: 'INVALID_INPUT' }],
    ['limit_in_days', ' ', { error: 'FIELD_IS_REQUIRED' }],
    ['limit_in_minutes', '38:00', { maximum: { maxYearlyAmountDays: null, maxYearlyAmountMinutes: 2280 } }],
    ['limit_by_overtime', '', { error: 'FIELD_IS_REQUIRED' }],
    ['limit_by_overtime', '-2:00', { error: 'INVALID_INPUT' }],
    ['leave_accrual', '', { maximum: { maxYearlyAmountDays: null, maxYearlyAmountMinutes: null } }],
    ['leave_accrual', '152:00', { maximum: { maxYearlyAmountDays: null, maxYearlyAmountMinutes: 9120 } }],
    ['unlimited', 'whatever', { maximum: { maxYearlyAmountDays: null, maxYearlyAmountMinutes: null } }],
  ] as [Limitation, string, unknown][])('part 1 §5: %s with %p reads as %p', (limitation, text, result) => {
    expect(readMaximum(limitation, text)).toEqual(result);
  });

  it('shows a stored maximum for editing in the unit of its limitation', () => {
    expect([
      maximumText('limit_in_days', { maxYearlyAmountDays: 20, maxYearlyAmountMinutes: null }),
      maximumText('limit_in_minutes', { maxYearlyAmountDays: null, maxYearlyAmountMinutes: 450 }),
      maximumText('leave_accrual', { maxYearlyAmountDays: null, maxYearlyAmountMinutes: null }),
      maximumText('unlimited', { maxYearlyAmountDays: 5, maxYearlyAmountMinutes: null }),
    ]).toEqual(['20', '7:30', '', '']);
  });
});
