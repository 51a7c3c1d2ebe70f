import { addDays } from './dates';

// Documents, budgets (with their items) and performance reviews are deleted softly: the spec shows only "delete" for
// them (part 2 §4 performance reviews, §7 budgets/delete; part 1 documents). We choose to keep a deleted one
// recoverable for 30 days, as part 2 §4 keeps contracts (soft-deleted, undeleted, hard-deleted), and then to purge it
// for good: a mistaken delete can be undone, and what a person asked to remove is really gone a month later.

/** Days a deleted document, budget or review can be restored; after them it is purged. */
export const RESTORE_DAYS = 30;

/** The last day (YYYY-MM-DD) a row deleted on `deletedOn` can be restored. */
export function restorableUntil(deletedOn: string): string {
  return addDays(deletedOn, RESTORE_DAYS);
}

/** Whether a row deleted on `deletedOn` can still be restored on `today`. */
export function mayRestore(deletedOn: string, today: string): boolean {
  return today <= restorableUntil(deletedOn);
}

/** The rows deleted before this day are purged on `today`: exactly those that may no longer be restored. */
export function purgeDeletedBefore(today: string): string {
  return addDays(today, -RESTORE_DAYS);
}
