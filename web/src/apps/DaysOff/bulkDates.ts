import { isIsoDate, yearOf } from '@people/domain/dates';

/**
 * The days of the bulk pages' `dates` query (ISO, comma-joined), sorted and without repeats. part 1 §4 limits a
 * selection to one year: we keep the days of the first day's year and drop anything that is not a date.
 */
export function bulkDates(search: URLSearchParams): string[] {
  const dates = [
    ...new Set(
      (search.get('dates') ?? '')
        .split(',')
        .map((d) => d.trim())
        .filter(isIsoDate),
    ),
  ].sort();
  return dates.filter((date) => yearOf(date) === yearOf(dates[0]));
}

/** The bulk pages' year: the year of their days, else the current year. */
export function bulkYear(search: URLSearchParams): number {
  const dates = bulkDates(search);
  return dates.length > 0 ? yearOf(dates[0]) : new Date().getFullYear();
}
