import { pendingWage, showsChart, wageNotices } from '../wageNotices';

const open = { status: 'active', startDate: '2025-01-01', endDate: null };
const pending = { status: 'contract_create_pending', startDate: '2026-07-01', endDate: null };
const none = { wageState: 'NONE', currentWage: null, wages: [], termination: null, noWageWarning: false } as const;

describe('wageNotices', () => {
  it('part 1 §2: without a wage, the message that no wage is set yet (a warning under part 1 §6’s rule)', () => {
    expect(wageNotices(none)).toEqual([{ kind: 'noWage', warning: false }]);
    expect(wageNotices({ ...none, noWageWarning: true })).toEqual([{ kind: 'noWage', warning: true }]);
  });

  it('part 1 §4: pending shows "has pending wage" with the contract start date (ISO; the box writes it DD/MM/YYYY)', () => {
    expect(wageNotices({ ...none, wageState: 'PENDING', wages: [pending] })).toEqual([
      { kind: 'pending', date: '2026-07-01' },
    ]);
    expect(wageNotices({ ...none, wageState: 'PENDING', currentWage: pending, wages: [pending] })).toEqual([
      { kind: 'pending', date: '2026-07-01' },
    ]);
  });

  it('part 1 §4: a termination shows terminated on / termination on its date', () => {
    expect(
      wageNotices({ ...none, wageState: 'TERMINATED', termination: { label: 'TERMINATED_ON', date: '2026-05-31' } }),
    ).toEqual([
      { kind: 'noWage', warning: false },
      { kind: 'termination', label: 'TERMINATED_ON', date: '2026-05-31' },
    ]);
    expect(
      wageNotices({
        ...none,
        wageState: 'TERMINATED',
        currentWage: open,
        wages: [open],
        termination: { label: 'TERMINATION_ON', date: '2026-06-30' },
      }),
    ).toEqual([{ kind: 'termination', label: 'TERMINATION_ON', date: '2026-06-30' }]);
  });

  it('says nothing for an open wage, and when the latest wage ended', () => {
    expect(wageNotices({ ...none, wageState: 'ACTIVE', currentWage: open, wages: [open] })).toEqual([]);
    const ended = { ...open, endDate: '2026-03-31' };
    expect(wageNotices({ ...none, wageState: 'ENDED', currentWage: ended, wages: [ended] })).toEqual([
      { kind: 'ended', date: '2026-03-31' },
    ]);
  });

  it('part 1 §4: finds the pending wage among the wages', () => {
    expect([pendingWage(open, [open, pending]), pendingWage(null, [open])]).toEqual([pending, null]);
  });

  it('part 1 §2: the chart shows for a wage that is not pending and has its total cost', () => {
    expect([
      showsChart('ACTIVE', true, true),
      showsChart('TERMINATED', true, true),
      showsChart('PENDING', true, true),
      showsChart('NONE', false, false),
      showsChart('ACTIVE', true, false),
    ]).toEqual([true, true, false, false, false]);
  });
});
