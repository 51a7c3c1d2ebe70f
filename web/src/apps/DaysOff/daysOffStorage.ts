// What the days-off screens remember in the browser (part 1 §7 local storage, §9): the year chosen per
// person and the calendar's type filter. Storage that throws (private mode, quota) is treated as empty.

import { isSupportedYear } from '@people/domain/dates';

const YEAR_KEY_PREFIX = 'people.daysOff.year.';
const TYPE_FILTER_KEY = 'people.daysOff.calendarTypeFilter';
/** part 1 §7: the type filter is stored as a semicolon-joined list. */
const TYPE_FILTER_SEPARATOR = ';';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to remember with: the screen keeps working with its defaults.
  }
}

// The web app has no server clock: the year selector's "current year" (part 1 §9) is the browser's.
export function currentYear(): number {
  return new Date().getFullYear();
}

/** A year from a query parameter or storage: four digits of a supported year (domain isSupportedYear), else null. */
export function parseYear(value: string | null | undefined): number | null {
  return value && /^\d{4}$/.test(value) && isSupportedYear(Number(value)) ? Number(value) : null;
}

/** part 1 §9: the chosen year is remembered per person; the profile's usage box and the calendar share it. */
export function rememberedYear(employeeId: number): number | null {
  return parseYear(read(`${YEAR_KEY_PREFIX}${employeeId}`));
}

export function rememberYear(employeeId: number, year: number): void {
  write(`${YEAR_KEY_PREFIX}${employeeId}`, String(year));
}

/** part 1 §2: the year of the query, else the one remembered for this person, else the current year. */
export function daysOffYear(employeeId: number, queryYear: string | null | undefined): number {
  return parseYear(queryYear) ?? rememberedYear(employeeId) ?? currentYear();
}

// part 1 §7 names the stored list but not what it holds: we store the types the user has hidden, so a
// type added later (or a new year's types) shows until it is hidden too.
export function storedHiddenTypes(): string[] {
  const value = read(TYPE_FILTER_KEY);
  return value ? value.split(TYPE_FILTER_SEPARATOR).filter((key) => key !== '') : [];
}

export function storeHiddenTypes(keys: readonly string[]): void {
  write(TYPE_FILTER_KEY, keys.length > 0 ? keys.join(TYPE_FILTER_SEPARATOR) : null);
}
