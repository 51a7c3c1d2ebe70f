// The person calendar month's address values (part 1 §2 /calendar/person/{id}/{year}/{month}?highlight={date}).
import { isIsoDate, isSupportedYear } from '@people/domain/dates';

export interface MonthAddress {
  year: number;
  month: number;
}

/** The month before or after (delta -1 or 1), across the turn of the year. */
export function shiftMonth({ year, month }: MonthAddress, delta: number): MonthAddress {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The address's year and month when both are valid (a supported year, a month 1–12); else null. */
export function parseMonthAddress(year: string | undefined, month: string | undefined): MonthAddress | null {
  if (!year || !month || !/^[0-9]{4}$/.test(year) || !/^[0-9]{1,2}$/.test(month)) return null;
  const y = Number(year);
  const m = Number(month);
  return isSupportedYear(y) && m >= 1 && m <= 12 ? { year: y, month: m } : null;
}

/** The highlight when it is an ISO date of the month shown; a date of another month highlights nothing. */
export function highlightInMonth(highlight: string | null, { year, month }: MonthAddress): string | null {
  if (!highlight || !isIsoDate(highlight)) return null;
  return highlight.startsWith(`${year}-${String(month).padStart(2, '0')}-`) ? highlight : null;
}
