import { PERSON_ID, personRoutes, usageItem } from '../../test/daysOffFixtures';
import { runQuery } from '../../test/runQuery';

const ITEM_FIELDS = `typeId type name color limitation defaultLimitation interpretation isWorkType approvalNeeded allowedSelfservice
  allowedRequestOptions active accrualVersionId daysApproved daysNotApproved minutesApproved minutesNotApproved maxYearlyAmountDays
  maxYearlyAmountMinutes transferUnusedAmounts transferredMinutes transferAmountsExpiryMonths usedBeforeExpiryMinutes expiredMinutes
  remainingTransferredMinutesFromLastYear noteRequired customTypeId accrualYearBalance accrualStartingMinutesThisYear accrualApprovedMinutes
  accrualApprovedMinutesThisYear accrualRemainingBalanceFromLastYear accrualRemainingBalanceExpirationDate accrualRemainingBalanceExpiringMinutes
  accrualNextExpirationDate balance { kind unit amount } budgetBarMaxed transferredAvailable transferExpiryDate showTransferExpiryLabel`;

const USAGE = `query ($id: ID!) { node(id: $id) { ... on Employee {
  daysOffUsage(year: 2026) { year types { ${ITEM_FIELDS} } rulesets { rulesetId name dayOffTypes { typeId name } } }
} } }`;

const usageOf = async (budgets: unknown) => {
  const result = await runQuery(
    USAGE,
    { id: PERSON_ID },
    { ...personRoutes(), '/api/days_off/budget_usage': { budgets } },
  );
  expect(result.errors).toBeUndefined();
  return { usage: (result.data as any).node.daysOffUsage, calls: result.calls };
};
const itemOf = async (overrides: Parameters<typeof usageItem>[0]) =>
  (await usageOf({ custom_types: [usageItem(overrides)], rulesets: [] })).usage.types[0];

describe('Employee.daysOffUsage (part 1 §3 day-off usage item, §7 budget usage list)', () => {
  it('maps every field of the usage item from its spec name, booleans from 0/1, with REST call 3 only', async () => {
    const { usage, calls } = await usageOf({
      custom_types: [
        usageItem({
          accrual_version_id: 4,
          is_work_type: 1,
          note_required: 1,
          accrual_year_balance: 100,
          accrual_starting_minutes_this_year: 60,
          accrual_approved_minutes: 30,
          accrual_approved_minutes_this_year: 20,
          accrual_remaining_balance_from_last_year: 10,
          accrual_remaining_balance_expiration_date: '2026-03-31',
          accrual_remaining_balance_expiring_minutes: 5,
          accrual_next_expiration_date: '2026-12-31',
          expired_minutes: 7,
        }),
      ],
      rulesets: [],
    });
    expect(usage.year).toEqual(2026);
    expect(usage.types).toEqual([
      {
        typeId: 3,
        type: 'CUSTOM',
        name: 'Annual leave',
        color: 'FF8800',
        limitation: 'LIMIT_IN_DAYS',
        defaultLimitation: 'LIMIT_IN_DAYS',
        interpretation: 'TIME_OFF',
        isWorkType: true,
        approvalNeeded: true,
        allowedSelfservice: true,
        allowedRequestOptions: ['allDay', 'morning'],
        active: true,
        accrualVersionId: 4,
        daysApproved: 5,
        daysNotApproved: 2,
        minutesApproved: 2280,
        minutesNotApproved: 912,
        maxYearlyAmountDays: 20,
        maxYearlyAmountMinutes: null,
        transferUnusedAmounts: true,
        transferredMinutes: 960,
        transferAmountsExpiryMonths: 6,
        usedBeforeExpiryMinutes: 480,
        expiredMinutes: 7,
        remainingTransferredMinutesFromLastYear: 480,
        noteRequired: true,
        customTypeId: 3,
        accrualYearBalance: 100,
        accrualStartingMinutesThisYear: 60,
        accrualApprovedMinutes: 30,
        accrualApprovedMinutesThisYear: 20,
        accrualRemainingBalanceFromLastYear: 10,
        accrualRemainingBalanceExpirationDate: '2026-03-31',
        accrualRemainingBalanceExpiringMinutes: 5,
        accrualNextExpirationDate: '2026-12-31',
        // Part 1 §4: 20 days − (5 approved + 2 pending) = 13 days left; not maxed; transfer expires 6 months after 1 January.
        balance: { kind: 'left', unit: 'days', amount: 13 },
        budgetBarMaxed: false,
        transferredAvailable: 0,
        transferExpiryDate: '2026-07-01',
        showTransferExpiryLabel: true,
      },
    ]);
    expect(calls).toEqual([
      'GET /api/employees/batch?ids=2',
      'GET /api/employees/permissions/batch?ids=2',
      'GET /api/days_off/budget_usage?employee_id=2&year=2026',
    ]);
  });

  it('part 1 §5: rows sorted self-service types first, then by name; a ruleset keeps its types in priority order', async () => {
    const { usage } = await usageOf({
      custom_types: [
        usageItem({ type_id: 1, name: 'Zeta leave', allowed_selfservice: 0 }),
        usageItem({ type_id: 2, name: 'Overtime', allowed_selfservice: 1 }),
        usageItem({ type_id: 3, name: 'Annual leave', allowed_selfservice: 1 }),
        usageItem({ type_id: 4, name: 'Alpha training', allowed_selfservice: 0 }),
      ],
      rulesets: [
        {
          id: 9,
          name: 'Legal holidays first',
          day_off_types: [
            usageItem({ type_id: 5, name: 'Legal', allowed_selfservice: 0 }),
            usageItem({ type_id: 6, name: 'Extra', allowed_selfservice: 1 }),
          ],
        },
      ],
    });
    expect(usage.types.map((t: any) => t.name)).toEqual(['Annual leave', 'Overtime', 'Alpha training', 'Zeta leave']);
    expect(usage.rulesets).toEqual([
      {
        rulesetId: 9,
        name: 'Legal holidays first',
        dayOffTypes: [
          { typeId: 5, name: 'Legal' },
          { typeId: 6, name: 'Extra' },
        ],
      },
    ]);
  });

  it('part 1 §7: default_types stand for the types outside rulesets when custom_types is absent', async () => {
    const { usage } = await usageOf({ default_types: [usageItem({ type_id: 8, name: 'Default' })], rulesets: [] });
    expect(usage.types.map((t: any) => t.typeId)).toEqual([8]);
  });

  it('part 1 §4 balance by limitation: days over, half days (twice the days), minutes, unlimited used, accrual end-of-year balance', async () => {
    const balance = async (overrides: Parameters<typeof usageItem>[0]) => (await itemOf(overrides)).balance;
    expect(await balance({ max_yearly_amount_days: 6 })).toEqual({ kind: 'over', unit: 'days', amount: 1 });
    expect(
      await balance({
        limitation: 'limit_in_half_days',
        max_yearly_amount_days: 10,
        days_approved: 2,
        days_not_approved: 0.5,
      }),
    ).toEqual({ kind: 'left', unit: 'half_days', amount: 15 });
    // 2280 approved + 912 pending minutes against 3000.
    expect(await balance({ limitation: 'limit_in_minutes', max_yearly_amount_minutes: 3000 })).toEqual({
      kind: 'over',
      unit: 'minutes',
      amount: 192,
    });
    expect(await balance({ limitation: 'limit_by_overtime', max_yearly_amount_minutes: 4000 })).toEqual({
      kind: 'left',
      unit: 'minutes',
      amount: 808,
    });
    expect(await balance({ limitation: 'unlimited' })).toEqual({ kind: 'used', unit: 'days', amount: 7 });
    expect(await balance({ limitation: 'unlimited', default_limitation: 'limit_in_minutes' })).toEqual({
      kind: 'used',
      unit: 'minutes',
      amount: 3192,
    });
    expect(await balance({ limitation: 'leave_accrual', accrual_year_balance: 600 })).toEqual({
      kind: 'end_of_year_balance',
      unit: 'minutes',
      amount: 600,
    });
  });

  it('part 1 §4 budget bar: maxed when approved plus pending reaches the maximum; never for unlimited or leave_accrual', async () => {
    expect((await itemOf({ max_yearly_amount_days: 7 })).budgetBarMaxed).toEqual(true);
    expect((await itemOf({ max_yearly_amount_days: 7.5 })).budgetBarMaxed).toEqual(false);
    expect((await itemOf({ limitation: 'limit_by_overtime', max_yearly_amount_minutes: 3192 })).budgetBarMaxed).toEqual(
      true,
    );
    expect((await itemOf({ limitation: 'unlimited', max_yearly_amount_days: 0 })).budgetBarMaxed).toEqual(false);
    expect((await itemOf({ limitation: 'leave_accrual', max_yearly_amount_minutes: 0 })).budgetBarMaxed).toEqual(false);
  });

  it('part 1 §4: a valid transfer adds to the maximum of the balance and the budget bar, and is answered as transferredAvailable', async () => {
    // 5 approved + 2 pending against 6 days + 2 transferred days.
    const item = await itemOf({ max_yearly_amount_days: 6, transferred_available: 2 });
    expect([item.balance, item.budgetBarMaxed, item.transferredAvailable]).toEqual([
      { kind: 'left', unit: 'days', amount: 1 },
      false,
      2,
    ]);
  });

  it('part 1 §4: the expiry label is hidden at 12 months or more, and there is no expiry when nothing transfers', async () => {
    const transfer = async (overrides: Parameters<typeof usageItem>[0]) => {
      const item = await itemOf(overrides);
      return [item.transferExpiryDate, item.showTransferExpiryLabel];
    };
    expect(await transfer({ transfer_amounts_expiry_months: 3 })).toEqual(['2026-04-01', true]);
    expect(await transfer({ transfer_amounts_expiry_months: 12 })).toEqual(['2027-01-01', false]);
    expect(await transfer({ transfer_amounts_expiry_months: null })).toEqual([null, false]);
    expect(await transfer({ transfer_unused_amounts: 0, transfer_amounts_expiry_months: 3 })).toEqual([null, false]);
  });

  it('part 1 §9: a type without colour shows the fallback 1C99FC', async () => {
    expect((await itemOf({ color: null })).color).toEqual('1C99FC');
    expect((await itemOf({ color: '' })).color).toEqual('1C99FC');
  });

  it('reads the usage once for two selections of the same year, and once per year', async () => {
    const result = await runQuery(
      `query ($id: ID!) { node(id: $id) { ... on Employee { a: daysOffUsage(year: 2026) { year } b: daysOffUsage(year: 2026) { types { typeId } } c: daysOffUsage(year: 2025) { year } } } }`,
      { id: PERSON_ID },
      { ...personRoutes(), '/api/days_off/budget_usage': { budgets: { custom_types: [usageItem()], rulesets: [] } } },
    );
    expect(result.calls.filter((c) => c.includes('budget_usage'))).toEqual([
      'GET /api/days_off/budget_usage?employee_id=2&year=2026',
      'GET /api/days_off/budget_usage?employee_id=2&year=2025',
    ]);
  });
});
