import { RESTORE_DAYS, mayRestore, purgeDeletedBefore, restorableUntil } from '../retention';

// The outside security test's finding "documents, budgets with their items and performance reviews are deleted for
// good in one call": kept recoverable for 30 days, then purged.
describe('retention of deleted documents, budgets and reviews (finding: deleted for good in one call)', () => {
  it.each([
    ['deleted today → restorable', '2026-06-15', '2026-06-15', true],
    ['day 30 after the delete → still restorable', '2026-06-15', '2026-07-15', true],
    ['day 31 → no longer', '2026-06-15', '2026-07-16', false],
    ['across a year end', '2026-12-20', '2027-01-19', true],
    ['across a leap day: 30 days from 2028-02-15 is 2028-03-16', '2028-02-15', '2028-03-17', false],
  ])('%s', (_, deletedOn, today, expected) => {
    expect(mayRestore(deletedOn, today)).toBe(expected);
  });

  it.each([
    ['2026-07-16', '2026-06-16'],
    ['2027-01-01', '2026-12-02'],
  ])('on %s the rows deleted before %s are purged', (today, before) => {
    expect(purgeDeletedBefore(today)).toBe(before);
  });

  it('purges exactly what may no longer be restored', () => {
    const today = '2026-07-16';
    for (const deletedOn of ['2026-06-15', '2026-06-16', '2026-06-17']) {
      expect(deletedOn < purgeDeletedBefore(today)).toBe(!mayRestore(deletedOn, today));
    }
    expect([RESTORE_DAYS, restorableUntil('2026-06-15')]).toEqual([30, '2026-07-15']);
  });
});
