// The termination form (part 1 §2 /people/{id}/wage/end, §4 "termination is offered only when a wage exists with no
// end date").
import { isIsoDate } from '@people/domain/dates';

type TerminableWage = { readonly id: string; readonly startDate: string };

/**
 * The wage the page ends: the one named by wage_id (contractless employment continuation, part 1 §2), else the
 * current wage. A wage_id that is not one of this person's wages finds nothing.
 */
export function terminationTarget<W extends TerminableWage>(
  currentWage: W | null,
  wages: readonly W[],
  wageId: string | null,
): W | null {
  if (wageId) return wages.find((wage) => wage.id === wageId) ?? null;
  return currentWage;
}

export type TerminationDateError = 'WAGE_DATE_INVALID' | 'WAGE_TERMINATION_BEFORE_START';

// part 1 §4 is silent on the date: we require one and, as a contract cannot end before it starts, on or after
// the wage's start date (the last day may be the first day).
export function validateTerminationDate(date: string | null, wageStartDate: string): TerminationDateError | null {
  if (!date || !isIsoDate(date)) return 'WAGE_DATE_INVALID';
  return date < wageStartDate ? 'WAGE_TERMINATION_BEFORE_START' : null;
}
