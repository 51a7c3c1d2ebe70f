// The settings routes of part 1 §2 that the days-off calendar links to. Ids in these paths are the REST
// ids (internalId), as the spec's routes carry them; `back` is where the page returns after saving.
import { DEFAULT_HOLIDAY_COUNTRY, exceptionLink, HOLIDAY_COUNTRIES, type HolidayCountry } from '@people/domain/daysOff';

export const DAY_OFF_TYPES_PATH = '/settings/daysOffTypes';
export const COMPANY_HOLIDAYS_PATH = '/settings/companyHolidays';

type Query = Record<string, string | number | null | undefined>;

function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A `back` query parameter the page may follow: a path of this app only. Anything else (another
 * origin, `//host`, a scheme, backslashes a browser reads as slashes, control characters) is ignored,
 * so a crafted link cannot send the user off-site after saving.
 */
export function safeBackPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, 'http://local.invalid');
    return url.origin === 'http://local.invalid' ? value : null;
  } catch {
    return null;
  }
}

/** Part 1 §2 /settings/daysOffTypes?year=. */
export function dayOffTypesPath(year: number): string {
  return withQuery(DAY_OFF_TYPES_PATH, { year });
}

/** Part 1 §2 /settings/daysOffTypes/add?year=&back=. */
export function addDayOffTypePath(year: number, back?: string | null): string {
  return withQuery(`${DAY_OFF_TYPES_PATH}/add`, { year, back });
}

function typePath(typeId: number, year: number): string {
  return `${DAY_OFF_TYPES_PATH}/${typeId}/${year}`;
}

/** Part 1 §2 /settings/daysOffTypes/{typeId}/{year}/edit. */
export function editDayOffTypePath(typeId: number, year: number, back?: string | null): string {
  return withQuery(`${typePath(typeId, year)}/edit`, { back });
}

type LinkOptions = { employeeId?: number | null; back?: string | null };

/**
 * Part 1 §5 exception links: id −1 offers Add exception, 0 or more Edit exception (domain exceptionLink);
 * null when the id offers neither. Leave-accrual types edit through the accrual routes of part 1 §2.
 * Part 1 §2's accrual add route takes an accrual version the type settings do not carry, so both kinds
 * add through /exceptions/add, which saves the same exception.
 */
export function exceptionPath(
  type: { readonly internalId: number; readonly year: number; readonly limitation: string },
  exceptionId: number,
  { employeeId, back }: LinkOptions = {},
): string | null {
  const link = exceptionLink(exceptionId);
  if (link === null) return null;
  const base = typePath(type.internalId, type.year);
  if (link === 'add') return withQuery(`${base}/exceptions/add`, { employee_id: employeeId, back });
  return type.limitation === 'LEAVE_ACCRUAL'
    ? withQuery(`${base}/accrual/exceptions/${exceptionId}/edit`, { back })
    : withQuery(`${base}/exceptions/${exceptionId}/edit`, { employee_id: employeeId, back });
}

/** Part 1 §2 /settings/daysOffTypes/{typeId}/{year}/accrual/corrections/add. */
export function accrualCorrectionPath(typeId: number, year: number, { employeeId, back }: LinkOptions = {}): string {
  return withQuery(`${typePath(typeId, year)}/accrual/corrections/add`, { employee_id: employeeId, back });
}

/** Part 1 §2 /settings/companyHolidays?year=&country=&back=. */
export function companyHolidaysPath(year: number, country?: string | null, back?: string | null): string {
  return withQuery(COMPANY_HOLIDAYS_PATH, { year, country, back });
}

/** The `year` query parameter, else the current year (part 1 §2 routes default to this year). */
export function yearParam(value: string | null, currentYear: number): number {
  return value && /^\d{4}$/.test(value) ? Number(value) : currentYear;
}

/** The `country` query parameter when it is a holiday country of part 1 §9; else null. */
export function countryParam(value: string | null): HolidayCountry | null {
  const country = value?.toUpperCase() ?? '';
  return (HOLIDAY_COUNTRIES as readonly string[]).includes(country) ? (country as HolidayCountry) : null;
}

/** Part 1 §9: the company's country when it is a holiday country, else BE. */
export function defaultHolidayCountry(companyCountry: string | null | undefined): HolidayCountry {
  return countryParam(companyCountry ?? null) ?? DEFAULT_HOLIDAY_COUNTRY;
}
