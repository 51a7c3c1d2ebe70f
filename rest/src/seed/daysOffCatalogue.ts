// What the days-off demo is made of: the day-off types of a Belgian and a Dutch company, their ruleset,
// and the real public holidays of Belgium and the Netherlands (the Easter-based ones computed) as company days off.
import { addDays } from '@people/domain/dates';
import type { DayOffKind, Limitation } from '@people/domain/daysOff';
import type { Interpretation } from '@people/domain/interpretation';
import type { WhenOption } from '@people/domain/requestForm';

export type TypeKey =
  | 'legal'
  | 'extralegal'
  | 'adv'
  | 'overtime'
  | 'sick'
  | 'education'
  | 'unemployment'
  | 'statutory'
  | 'extraStatutory'
  | 'activity'
  | 'workingTime';

export interface TypePlan {
  key: TypeKey;
  type: DayOffKind;
  name: string;
  color: string;
  limitation: Limitation;
  default_limitation: Limitation;
  interpretation: Interpretation;
  approval_needed: number;
  allowed_selfservice: number;
  allowed_request_options: WhenOption[];
  max_yearly_amount_days: number | null;
  max_yearly_amount_minutes: number | null;
  transfer_unused_amounts: number;
  transfer_amounts_expiry_months: number | null;
  note_required: number;
  accrual_minutes_per_month: number | null;
  belgian_unemployment: number;
}

const ALL: WhenOption[] = ['allDay', 'morning', 'afternoon', 'custom'];
const DAYS: WhenOption[] = ['allDay', 'morning', 'afternoon'];
const base = {
  interpretation: 'time_off' as Interpretation,
  approval_needed: 0,
  allowed_selfservice: 0,
  allowed_request_options: ALL,
  max_yearly_amount_days: null,
  max_yearly_amount_minutes: null,
  transfer_unused_amounts: 0,
  transfer_amounts_expiry_months: null,
  note_required: 0,
  accrual_minutes_per_month: null,
  belgian_unemployment: 0,
};
const unlimited = (unit: Limitation) => ({ limitation: 'unlimited' as Limitation, default_limitation: unit });

/** A full day of a 38-hour week (7 h 36). */
export const FULL_DAY = 456;

export const BE_TYPES: TypePlan[] = [
  // 20 legal days (wettelijk verlof); what is left transfers and expires 6 months into the next year.
  {
    ...base,
    key: 'legal',
    type: 'custom',
    name: 'Wettelijk verlof',
    color: '2E7D32',
    limitation: 'limit_in_days',
    default_limitation: 'limit_in_days',
    approval_needed: 1,
    allowed_selfservice: 1,
    allowed_request_options: DAYS,
    max_yearly_amount_days: 20,
    transfer_unused_amounts: 1,
    transfer_amounts_expiry_months: 6,
  },
  {
    ...base,
    key: 'extralegal',
    type: 'custom',
    name: 'Extralegaal verlof',
    color: '66BB6A',
    limitation: 'limit_in_half_days',
    default_limitation: 'limit_in_half_days',
    approval_needed: 1,
    allowed_selfservice: 1,
    allowed_request_options: DAYS,
    max_yearly_amount_days: 6,
  },
  // ADV / RTT: 12 days of working-time reduction, counted in minutes.
  {
    ...base,
    key: 'adv',
    type: 'custom',
    name: 'ADV',
    color: '0097A7',
    limitation: 'limit_in_minutes',
    default_limitation: 'limit_in_minutes',
    allowed_selfservice: 1,
    max_yearly_amount_minutes: 12 * FULL_DAY,
  },
  {
    ...base,
    key: 'overtime',
    type: 'custom',
    name: 'Recuperatie overuren',
    color: 'F9A825',
    limitation: 'limit_by_overtime',
    default_limitation: 'limit_by_overtime',
    max_yearly_amount_minutes: 1800,
  },
  { ...base, key: 'sick', type: 'sick_day', name: 'Ziekte', color: 'E53935', ...unlimited('limit_in_days') },
  { ...base, key: 'education', type: 'education', name: 'Opleiding', color: '8E24AA', ...unlimited('limit_in_days') },
  {
    ...base,
    key: 'unemployment',
    type: 'custom',
    name: 'Tijdelijke werkloosheid',
    color: '78909C',
    ...unlimited('limit_in_days'),
    allowed_request_options: DAYS,
    belgian_unemployment: 1,
    note_required: 0,
  },
];

export const NL_TYPES: TypePlan[] = [
  // Wettelijke vakantie-uren accrue 4 × 38 hours a year (760 minutes a month) and expire on 1 July of the next year.
  {
    ...base,
    key: 'statutory',
    type: 'custom',
    name: 'Wettelijke vakantie-uren',
    color: 'EF6C00',
    limitation: 'leave_accrual',
    default_limitation: 'leave_accrual',
    approval_needed: 1,
    allowed_selfservice: 1,
    accrual_minutes_per_month: 760,
    transfer_unused_amounts: 1,
    transfer_amounts_expiry_months: 6,
  },
  // Bovenwettelijke uren: 5 days of 7.6 hours, transferred for five years.
  {
    ...base,
    key: 'extraStatutory',
    type: 'custom',
    name: 'Bovenwettelijke vakantie-uren',
    color: 'FFB74D',
    limitation: 'limit_in_minutes',
    default_limitation: 'limit_in_minutes',
    approval_needed: 1,
    allowed_selfservice: 1,
    max_yearly_amount_minutes: 5 * FULL_DAY,
    transfer_unused_amounts: 1,
    transfer_amounts_expiry_months: 60,
  },
  { ...base, key: 'sick', type: 'sick_day', name: 'Ziek', color: 'E53935', ...unlimited('limit_in_days') },
  { ...base, key: 'education', type: 'education', name: 'Opleiding', color: '8E24AA', ...unlimited('limit_in_days') },
  {
    ...base,
    key: 'activity',
    type: 'custom',
    name: 'Teamuitje',
    color: '5C6BC0',
    ...unlimited('limit_in_minutes'),
    interpretation: 'activity',
    note_required: 1,
  },
  {
    ...base,
    key: 'workingTime',
    type: 'custom',
    name: 'Beursdienst',
    color: '26A69A',
    ...unlimited('limit_in_minutes'),
    interpretation: 'working_time',
  },
];

/** The holiday types of each company's ruleset, in priority order. */
export const RULESETS = {
  BE: { name: 'Verlof België', keys: ['legal', 'extralegal', 'adv'] as TypeKey[] },
  NL: { name: 'Vakantie Nederland', keys: ['statutory', 'extraStatutory'] as TypeKey[] },
};

/** Easter Sunday of a year (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface PublicHoliday {
  date: string;
  name: string;
}

const on = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** The public holidays of Belgium and the Netherlands (the days off most collective agreements give). */
export function publicHolidays(country: 'BE' | 'NL', year: number): PublicHoliday[] {
  const easter = easterSunday(year);
  if (country === 'BE') {
    return [
      { date: on(year, 1, 1), name: 'Nieuwjaar' },
      { date: addDays(easter, 1), name: 'Paasmaandag' },
      { date: on(year, 5, 1), name: 'Dag van de Arbeid' },
      { date: addDays(easter, 39), name: 'O.L.H. Hemelvaart' },
      { date: addDays(easter, 50), name: 'Pinkstermaandag' },
      { date: on(year, 7, 21), name: 'Nationale feestdag' },
      { date: on(year, 8, 15), name: 'O.L.V. Hemelvaart' },
      { date: on(year, 11, 1), name: 'Allerheiligen' },
      { date: on(year, 11, 11), name: 'Wapenstilstand' },
      { date: on(year, 12, 25), name: 'Kerstmis' },
    ];
  }
  // Koningsdag moves to the Saturday before when 27 April is a Sunday.
  const kingsDay = new Date(Date.UTC(year, 3, 27)).getUTCDay() === 0 ? on(year, 4, 26) : on(year, 4, 27);
  return [
    { date: on(year, 1, 1), name: 'Nieuwjaarsdag' },
    { date: addDays(easter, -2), name: 'Goede Vrijdag' },
    { date: easter, name: 'Eerste Paasdag' },
    { date: addDays(easter, 1), name: 'Tweede Paasdag' },
    { date: kingsDay, name: 'Koningsdag' },
    { date: on(year, 5, 5), name: 'Bevrijdingsdag' },
    { date: addDays(easter, 39), name: 'Hemelvaartsdag' },
    { date: addDays(easter, 49), name: 'Eerste Pinksterdag' },
    { date: addDays(easter, 50), name: 'Tweede Pinksterdag' },
    { date: on(year, 12, 25), name: 'Eerste Kerstdag' },
    { date: on(year, 12, 26), name: 'Tweede Kerstdag' },
  ].sort((x, y) => x.date.localeCompare(y.date));
}

/** Company-day-off colours: red for Belgium, orange for the Netherlands. */
export const HOLIDAY_COLORS = { BE: 'C62828', NL: 'FF6F00' } as const;
