// Calendar-date helpers on ISO 'YYYY-MM-DD' strings. Dates carry no time zone: every
// computation runs in UTC so a day is always 24 hours (no DST surprises).

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const DAY_MS = 86_400_000;

export interface DateRange {
  start: string;
  end: string;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
}

function validParts(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

function toIso(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  return m !== null && validParts(Number(m[1]), Number(m[2]), Number(m[3]));
}

function isoToMs(iso: string): number {
  const m = ISO_DATE.exec(iso.slice(0, 10));
  if (!m) throw new Error(`Not an ISO date: ${iso}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function msToIso(ms: number): string {
  const d = new Date(ms);
  return toIso(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(iso: string, days: number): string {
  return msToIso(isoToMs(iso) + days * DAY_MS);
}

/** Whole days from `fromIso` to `toIso` (negative when `toIso` is earlier). */
export function diffDays(fromIso: string, toIso: string): number {
  return Math.round((isoToMs(toIso) - isoToMs(fromIso)) / DAY_MS);
}

export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

/** 'YYYY-MM' of a date: the month a shift-range selection must stay in (part 1 §4). */
export function monthOf(iso: string): string {
  return iso.slice(0, 7);
}

/** 0 = Monday … 6 = Sunday: the calendar's week starts on Monday (part 1 §2). */
export function weekdayMondayFirst(iso: string): number {
  return (new Date(isoToMs(iso)).getUTCDay() + 6) % 7;
}

// part 1 §9: dates are shown DD/MM/YYYY. An ISO date-time is cut to its date part;
// part 1 §9 is silent on bad input: we choose '' so a view never shows a half date.
export function formatDate(iso: string): string {
  const date = iso.slice(0, 10);
  if (!isIsoDate(date)) return '';
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** Strict DD/MM/YYYY (two-digit day and month, real calendar date) to ISO; else null. */
export function parseDate(dmy: string): string | null {
  const m = DMY_DATE.exec(dmy);
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return validParts(year, month, day) ? toIso(year, month, day) : null;
}

/** A date as a request sends it: DD/MM/YYYY (part 1 §3, §9) or ISO; null when it is not a real calendar date. */
export function inputDate(value: string): string | null {
  return parseDate(value) ?? (isIsoDate(value) ? value : null);
}

// part 1 §5: dates up to 1 day apart join into one range. Input order and duplicates do not matter.
export function joinDateRanges(dates: readonly string[]): DateRange[] {
  const sorted = [...new Set(dates)].sort();
  const ranges: DateRange[] = [];
  for (const date of sorted) {
    const last = ranges[ranges.length - 1];
    if (last && diffDays(last.end, date) <= 1) last.end = date;
    else ranges.push({ start: date, end: date });
  }
  return ranges;
}

export const YEAR_SELECTOR_SPAN = 9;

// part 1 §2 offers the current year ± 9 and names no bounds for the API: we choose 2000–2100, and the gateway, the
// REST API and the web all check a year with isSupportedYear so they never disagree on which years exist.
export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

export function isSupportedYear(year: number): boolean {
  return Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR;
}

// part 1 §2, §9: current year ± 9, 19 entries; part 1 is silent on order: we choose ascending.
export function yearOptions(currentYear: number): number[] {
  return Array.from({ length: 2 * YEAR_SELECTOR_SPAN + 1 }, (_, i) => currentYear - YEAR_SELECTOR_SPAN + i);
}

export function addMonths(iso: string, months: number): string {
  const total = yearOf(iso) * 12 + (Number(iso.slice(5, 7)) - 1) + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(year, month));
  return toIso(year, month, day);
}

// part 1 §4: transferred balance expires transfer_amounts_expiry_months after 1 January of the year.
// part 1 §4 is silent on 0 or no value: we choose "no expiry" (null), as for an unset setting.
export function transferExpiryDate(year: number, months: number | null): string | null {
  if (months === null || months <= 0) return null;
  return addMonths(toIso(year, 1, 1), months);
}

/** part 1 §4: the expiry label is hidden at 12 months or more (and when there is no expiry). */
export function showTransferExpiryLabel(months: number | null): boolean {
  return months !== null && months > 0 && months < 12;
}

/** Transferred minutes still count before the expiry date (part 1 §4). */
export function isTransferValid(year: number, months: number | null, todayIso: string): boolean {
  const expiry = transferExpiryDate(year, months);
  return expiry === null || todayIso < expiry;
}

// part 1 §2 "days with us": whole days from the start date to today; we choose 0 on the
// start day itself and 0 when the start is in the future (never negative).
export function daysWithUs(startDateIso: string, todayIso: string): number {
  return Math.max(0, diffDays(startDateIso, todayIso));
}

// part 1 §9: durations are shown in 'h' and 'min'; we choose '7h 30min', '8h', '45min', '0min'.
export function formatDuration(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const abs = Math.round(Math.abs(minutes));
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  if (hours === 0) return `${sign}${rest}min`;
  return rest === 0 ? `${sign}${hours}h` : `${sign}${hours}h ${rest}min`;
}

// part 1 §1: the product is for Belgian and Dutch companies, which share one time zone; "today" (the calendar's today
// flag, transfer expiry, days since termination) is the date there, not in UTC.
export const BUSINESS_TIME_ZONE = 'Europe/Brussels';

/** The calendar date of the instant `now` in `timeZone`, as 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return toIso(part('year'), part('month'), part('day'));
}
