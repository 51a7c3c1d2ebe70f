import { isIsoDate } from '@people/domain/dates';
import { dateTimeFormat } from './formatMessage';
import type { Translator } from './I18nProvider';
import { INTL_LOCALES } from './language';

// Every date the app shows goes through Intl.DateTimeFormat in the viewer's language (formatDateWith), never
// a hand-built string. The app's locales (en-GB, nl-BE, fr-BE) all write a day as DD/MM/YYYY (ARCHITECTURE.md web).
const DAY = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;
const MOMENT = { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

/** A calendar day (YYYY-MM-DD, or the day of an ISO timestamp) as the viewer writes it; '' for anything else. */
export function formatDate(t: Translator, iso: string | null | undefined): string {
  const date = (iso ?? '').slice(0, 10);
  if (!isIsoDate(date)) return '';
  return formatDateWith(
    t,
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))),
    DAY,
  );
}

/** A moment (an ISO timestamp) with its time, in the viewer's time zone; '' when it is not one. */
export function formatDateTime(t: Translator, iso: string | null | undefined): string {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? '' : formatDateWith(t, time, MOMENT);
}

/** A month's name with its year ("June 2026", "juni 2026"). */
export function formatMonth(t: Translator, year: number, month: number): string {
  return formatDateWith(t, Date.UTC(year, month - 1, 1), { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** A date (a timestamp or a Date) with the given Intl options in the viewer's language (as react-intl's formatDate wrote it). */
export function formatDateWith(t: Translator, date: number | Date, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(INTL_LOCALES[t.language], options).format(date);
}
