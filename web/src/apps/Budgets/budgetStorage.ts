// Part 1 §9 "chosen year remembered per person for days off and budget": the budgets section's year, per person, in the
// browser. Storage that throws (private mode, quota) is treated as empty.
import { currentYear, parseYear } from '../DaysOff/daysOffStorage';

const YEAR_KEY_PREFIX = 'people.budgets.year.';

export function rememberedBudgetYear(employeeId: number): number | null {
  try {
    return parseYear(window.localStorage.getItem(`${YEAR_KEY_PREFIX}${employeeId}`));
  } catch {
    return null;
  }
}

export function rememberBudgetYear(employeeId: number, year: number): void {
  try {
    window.localStorage.setItem(`${YEAR_KEY_PREFIX}${employeeId}`, String(year));
  } catch {
    // Nothing to remember with: the section shows the current year.
  }
}

/** The year of the query, else the one remembered for this person, else the current year. */
export function budgetYear(employeeId: number, queryYear?: string | null): number {
  return parseYear(queryYear) ?? rememberedBudgetYear(employeeId) ?? currentYear();
}
