import { currentYear, parseYear } from '../DaysOff/daysOffStorage';

/** The `year` of /settings/budgets/add, else the current year. */
export function queryYearOf(value: string | null): number {
  return parseYear(value) ?? currentYear();
}

/** The `back` of /settings/budgets/add: a path of this app only (never another site), else the fallback. */
export function backPathOf(value: string | null, fallback: string): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}
