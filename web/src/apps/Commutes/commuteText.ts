import { daysInMonth } from '@people/domain/dates';
import { specValue } from '../../graphqlEnums';
import type { Translator } from '../../i18n/I18nProvider';

/** Part 1 §3 commute display: the transport type's label (TRANSPORT_<value> keys). */
export function transportLabel(t: Translator, value: string | null | undefined): string {
  if (!value) return '';
  const key = `TRANSPORT_${specValue(value).toUpperCase()}`;
  return t.has(key) ? t(key) : specValue(value);
}

/** Part 1 §3: the distance in km, with one decimal when it has one. */
export function distanceText(km: number): string {
  const value = Number(km);
  if (!Number.isFinite(value)) return '';
  return `${Number.isInteger(value) ? value : value.toFixed(1)} km`;
}

/** The year and month before today's month (the editor's first month: the one to declare). */
export function previousMonth(today: Date = new Date()): { year: number; month: number } {
  const month = today.getMonth(); // 0-based this month = 1-based previous month
  return month === 0 ? { year: today.getFullYear() - 1, month: 12 } : { year: today.getFullYear(), month };
}

export { daysInMonth };
