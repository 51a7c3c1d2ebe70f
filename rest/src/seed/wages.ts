// Demo data of the wage box (part 1 §2 "Wage box", §3 Wage, Total cost, Weekly schedule, Recurring holidays,
// §4 wage states). Runs after the profile seed, which made the wages (open, ended, pending, none): every wage gets a
// weekly schedule, and chosen people get the cases the wage pages show. Deterministic (seededRandom), relative to today.
//
// Cases by demo id (Demo Belgium's ids are their position 1–60, Demo Nederland's 61–100; the current wage's facts):
//   types       hourly 3, 12, 21, 38, 39, 48, 63, 72, 81; daily (employee_paid_daily) 23, 73; freelance daily 5, 16, 49, 87,
//               freelance hourly 27, freelance monthly 65; intern 18, 78; monthly most others
//   states      pending (contract_create_pending) 6, 19, 59, 60, 66, 79, 99, 100; ended 29, 82; terminated in the past
//               8, 16, 24, 56, 68, 76, 84, 92 (archived 57, 58, 97, 98); termination date in the future 52, 72; fixed-term
//               (an end date ahead) 4, 12, 28, 64, 69, 78, 88, 94, 96; no wage 10, 20, 50, 70, 80, 90
//   schedules   2-week cycles 14, 15, 25, 61, 75; 4-week cycles 3, 21, 55, 63; part-timers among others 9, 13, 14, 21, 22,
//               27, 34, 36, 39, 61, 73, 74
//   recurring   Wednesday afternoon off 2, 67; Friday morning off 13; an activity entry (working_time) 26, 74
//   costs       company car 1, 13, 25, 55, 62, 75; bonus 1, 22, 37, 55 (Demo Belgium has wages_bonus_field);
//               nettovergoeding 1, 18, 78; meal vouchers and eco cheques 1, 2, 25, 31; internet or home working allowance
//               on many; a 13th month (payroll_data_json) 77
//   contractless employment continuation 54
// Kept for other tests: Belgian people 30–39 have an open monthly or hourly wage without end date and no contractless
// flag (the wage browser test changes them); 40–48 have an open wage with a one-week full-time schedule and no
// recurring holidays (the days-off tests plan on them); 49 keeps an open contract, 4 and 28 none (the profile tests).
import { addDays } from '@people/domain/dates';
import type { Interpretation } from '@people/domain/interpretation';
import {
  averageWeeklyMinutes,
  DAY_NAMES,
  normalizeWeeklySchedule,
  type CustomBenefit,
  type WageType,
} from '@people/domain/wage';
import type { Queryable } from '../core/db';
import { insertRows } from './profile';
import type { Row } from './profileCatalogue';
import { seededRandom, type Random } from './random';

type Week = readonly number[];

const FULL: Week = [456, 456, 456, 456, 456, 0, 0]; // 38 hours
const FOUR_FIFTHS_WEDNESDAY_OFF: Week = [456, 456, 0, 456, 456, 0, 0];
const FOUR_FIFTHS_FRIDAY_OFF: Week = [456, 456, 456, 456, 0, 0, 0];
const HALF_MORNINGS: Week = [228, 228, 228, 228, 228, 0, 0];
const HALF_THREE_DAYS: Week = [380, 380, 0, 380, 0, 0, 0];
const FREELANCE_DAYS: Week = [480, 480, 480, 480, 480, 0, 0];

interface HolidayEntry {
  week: number;
  /** 0 Monday … 6 Sunday. */
  weekday: number;
  start: number | null;
  minutes: number;
  interpretation: Interpretation;
}

/** What a person's latest wage becomes; absent keys keep what the profile seed made. */
interface WageCase {
  type?: WageType;
  rate?: (rnd: Random) => number;
  /** 'open' clears the end and any termination; a number ends the wage that many days from today. */
  end?: 'open' | number;
  termination?: { days: number; reason: string };
  cycle?: Week[];
  car?: number;
  bonus?: number;
  netto?: number;
  benefits?: CustomBenefit[];
  holidays?: HolidayEntry[];
  contractless?: boolean;
  thirteenthMonth?: boolean;
  /** For a person without a wage: an open one from the join date. */
  add?: boolean;
  /** Removes a pending wage so the wage before it is the person's contract again. */
  dropPending?: boolean;
}

const MEAL_VOUCHERS = { description: 'Meal vouchers', monthly_value: 138.2 }; // 20 days × €6.91 employer part
const ECO_CHEQUES = { description: 'Eco cheques', monthly_value: 20.83 }; // €250 a year
const INTERNET = { description: 'Internet allowance', monthly_value: 20 };
const HOME_WORKING = { description: 'Home working allowance', monthly_value: 40 };

const wednesdayAfternoonOff = (week = 1): HolidayEntry => ({
  week,
  weekday: 2,
  start: 780,
  minutes: 216,
  interpretation: 'time_off',
});
const hourly = (rnd: Random) => rnd.int(150000, 240000) / 10000;

// Keyed by position in the company (1-based).
const BELGIUM: Record<number, WageCase> = {
  1: { car: 780, bonus: 450, netto: 150, benefits: [MEAL_VOUCHERS, ECO_CHEQUES, INTERNET] },
  2: { holidays: [wednesdayAfternoonOff()], benefits: [MEAL_VOUCHERS] },
  3: { cycle: [FULL, [456, 456, 0, 456, 456, 456, 0], FULL, [0, 456, 456, 456, 456, 456, 0]] },
  9: { cycle: [HALF_THREE_DAYS] },
  13: {
    cycle: [FOUR_FIFTHS_WEDNESDAY_OFF],
    car: 620,
    holidays: [{ week: 1, weekday: 4, start: 540, minutes: 120, interpretation: 'time_off' }],
  },
  14: { cycle: [FULL, [456, 456, 456, 0, 0, 0, 0]] },
  15: { cycle: [FULL, [456, 456, 456, 456, 0, 456, 0]] },
  18: { netto: 350 },
  21: {
    cycle: [
      [0, 0, 0, 0, 480, 480, 0],
      [0, 0, 0, 300, 300, 480, 0],
      [0, 0, 0, 0, 480, 480, 240],
      [0, 0, 0, 300, 300, 480, 0],
    ],
  },
  22: { cycle: [FOUR_FIFTHS_FRIDAY_OFF], bonus: 250 },
  23: { type: 'employee_paid_daily', rate: (rnd) => rnd.int(160, 230), cycle: [FULL] },
  25: { cycle: [FULL, [456, 456, 456, 456, 228, 0, 0]], car: 690, benefits: [MEAL_VOUCHERS, ECO_CHEQUES] },
  26: { holidays: [{ week: 1, weekday: 4, start: 840, minutes: 120, interpretation: 'working_time' }] },
  27: { type: 'freelancer_paid_hourly', rate: (rnd) => rnd.int(65, 95), cycle: [[480, 480, 0, 480, 0, 0, 0]] },
  29: { end: -76 },
  30: { add: true, type: 'employee_paid_monthly', rate: (rnd) => rnd.int(2900, 4200), cycle: [FULL] },
  31: { benefits: [MEAL_VOUCHERS, INTERNET] },
  32: { end: 'open' },
  34: { cycle: [HALF_MORNINGS] },
  36: { end: 'open' },
  37: { bonus: 300 },
  38: { type: 'employee_paid_hourly', rate: hourly, cycle: [FULL] },
  39: { cycle: [HALF_THREE_DAYS] },
  40: { end: 'open' },
  44: { end: 'open' },
  45: { dropPending: true, end: 'open' },
  48: { end: 'open' },
  49: { benefits: [INTERNET] },
  52: { termination: { days: 46, reason: 'resignation' } },
  54: { contractless: true },
  55: { cycle: [FULL, [0, 456, 456, 456, 456, 456, 0], [570, 570, 570, 570, 0, 0, 0], FULL], car: 540, bonus: 200 },
};

const NETHERLANDS: Record<number, WageCase> = {
  1: {
    cycle: [
      [480, 480, 480, 0, 0, 0, 0],
      [480, 480, 0, 0, 0, 0, 0],
    ],
    benefits: [INTERNET, HOME_WORKING],
  },
  2: { car: 650 },
  3: {
    cycle: [
      [480, 480, 0, 0, 480, 480, 0],
      [0, 480, 480, 480, 0, 0, 0],
      [480, 0, 0, 480, 480, 480, 0],
      [0, 480, 480, 0, 480, 0, 0],
    ],
  },
  5: { type: 'freelancer_paid_monthly', rate: (rnd) => rnd.int(6500, 9000), cycle: [FREELANCE_DAYS] },
  7: { holidays: [wednesdayAfternoonOff()] },
  12: { termination: { days: 22, reason: 'end_of_contract' } },
  13: { type: 'employee_paid_daily', rate: (rnd) => rnd.int(150, 210), cycle: [HALF_THREE_DAYS] },
  14: {
    cycle: [FOUR_FIFTHS_FRIDAY_OFF],
    holidays: [{ week: 1, weekday: 0, start: 540, minutes: 180, interpretation: 'working_time' }],
  },
  15: { cycle: [FULL, [456, 456, 456, 456, 0, 0, 0]], car: 720 },
  17: { thirteenthMonth: true },
  18: { netto: 450 },
  22: { end: -15 },
  23: { benefits: [INTERNET, HOME_WORKING] },
};

/** Belgian people the days-off tests plan on: an open wage with a one-week full-time schedule (positions 40–48). */
const FULL_TIME_OPEN = { from: 40, to: 48 };

interface StoredWage {
  id: number;
  employee_id: number;
  type: WageType;
  rate: number;
  start_date: string;
  end_date: string | null;
  status: string;
  termination_date: string | null;
  termination_reason: string | null;
  weekly_time_engagement: number | null;
  custom_benefits: CustomBenefit[];
  payroll_data_json: Record<string, unknown>;
  car_monthly_cost: number | null;
  bonus_monthly: number | null;
  nettovergoeding: number | null;
}

/** A one-week cycle for a wage without a case, from its weekly time engagement (part-timers alternate patterns). */
function defaultCycle(wage: StoredWage, position: number): Week[] {
  const minutes = wage.weekly_time_engagement;
  if (minutes === null) return [FREELANCE_DAYS];
  if (minutes === 2280) return [FULL];
  if (minutes === 1824) return [position % 2 === 0 ? FOUR_FIFTHS_WEDNESDAY_OFF : FOUR_FIFTHS_FRIDAY_OFF];
  if (minutes === 1140) return [position % 2 === 0 ? HALF_MORNINGS : HALF_THREE_DAYS];
  const day = Math.round(minutes / 5);
  return [[day, day, day, day, day, 0, 0]];
}

const weeklyMinutes = (cycle: Week[]) =>
  Math.round(
    averageWeeklyMinutes(
      normalizeWeeklySchedule(
        cycle.map((minutes, i) => ({
          week_nr: i + 1,
          ...Object.fromEntries(DAY_NAMES.map((d, k) => [`time_engagement_${d}`, minutes[k]])),
        })),
      ),
    ),
  );

// The profile seed named the internet benefit 'Internet'; the wage pages show it as the other allowances are named.
const renameBenefits = (benefits: CustomBenefit[]) =>
  benefits.map((b) => (b.description === 'Internet' ? INTERNET : b));

export async function seedWages(tx: Queryable, companyId: number, seed: number, today: string): Promise<void> {
  const rnd = seededRandom(seed);
  const [company] = await tx.query<{ country_code: 'BE' | 'NL' }>('SELECT country_code FROM companies WHERE id = $1', [
    companyId,
  ]);
  const cases = company.country_code === 'BE' ? BELGIUM : NETHERLANDS;
  const people = await tx.query<{ id: number; join_date: string; name: string }>(
    "SELECT id, join_date, first_name || ' ' || last_name AS name FROM employees WHERE company_id = $1 ORDER BY id",
    [companyId],
  );
  const [admin] = await tx.query<{ id: number }>(
    'SELECT id FROM users WHERE company_id = $1 AND admin = 1 ORDER BY id LIMIT 1',
    [companyId],
  );
  const schedules: Row[] = [];
  const holidays: Row[] = [];
  const activity: Row[] = [];

  for (const [index, person] of people.entries()) {
    const position = index + 1;
    const wageCase: WageCase = cases[position] ?? {};
    const fullTimeOpen =
      company.country_code === 'BE' && position >= FULL_TIME_OPEN.from && position <= FULL_TIME_OPEN.to;
    if (wageCase.add) {
      await tx.query(
        `INSERT INTO wages (company_id, employee_id, type, registration_country_code, start_date, rate, weekly_time_engagement, payroll_data_json)
         VALUES ($1, $2, $3, $4, $5::date, $6, 2280, '{"is_contractless_employment_continuation": false}')`,
        [companyId, person.id, wageCase.type, company.country_code, person.join_date, wageCase.rate!(rnd)],
      );
    }
    if (wageCase.dropPending)
      await tx.query(
        "DELETE FROM wages WHERE company_id = $1 AND employee_id = $2 AND status = 'contract_create_pending'",
        [companyId, person.id],
      );
    const wages = await tx.query<StoredWage>(
      `SELECT id, employee_id, type, rate::float8 AS rate, start_date, end_date, status, termination_date, termination_reason, weekly_time_engagement,
         custom_benefits, payroll_data_json, car_monthly_cost::float8 AS car_monthly_cost, bonus_monthly::float8 AS bonus_monthly,
         nettovergoeding::float8 AS nettovergoeding
       FROM wages WHERE company_id = $1 AND employee_id = $2 ORDER BY start_date, id`,
      [companyId, person.id],
    );
    for (const [k, wage] of wages.entries()) {
      const latest = k === wages.length - 1;
      const applied = latest ? applyCase(wage, wageCase, fullTimeOpen, rnd, today) : wage;
      const cycle =
        latest && fullTimeOpen ? [FULL] : ((latest ? wageCase.cycle : undefined) ?? defaultCycle(applied, position));
      applied.weekly_time_engagement = weeklyMinutes(cycle);
      applied.custom_benefits = renameBenefits(applied.custom_benefits);
      await tx.query(
        `UPDATE wages SET type = $3, rate = $4, end_date = $5::date, termination_date = $6::date, termination_reason = $7, weekly_time_engagement = $8,
           custom_benefits = $9::jsonb, payroll_data_json = $10::jsonb, car_monthly_cost = $11, bonus_monthly = $12, nettovergoeding = $13
         WHERE company_id = $1 AND id = $2`,
        [
          companyId,
          wage.id,
          applied.type,
          applied.rate,
          applied.end_date,
          applied.termination_date,
          applied.termination_reason,
          applied.weekly_time_engagement,
          JSON.stringify(applied.custom_benefits),
          JSON.stringify(applied.payroll_data_json),
          applied.car_monthly_cost,
          applied.bonus_monthly,
          applied.nettovergoeding,
        ],
      );
      cycle.forEach((minutes, w) => schedules.push([wage.id, companyId, w + 1, ...minutes]));
      if (!latest) continue;
      if (!fullTimeOpen)
        for (const h of wageCase.holidays ?? [])
          holidays.push([wage.id, companyId, h.week, h.weekday, h.start, h.minutes, h.interpretation]);
      await seedWageActivity(
        tx,
        { companyId, person, wage, applied, wageCase, adminUserId: admin?.id ?? null, today },
        activity,
      );
    }
  }
  await insertRows(
    tx,
    'wage_weekly_schedules',
    ['wage_id', 'company_id', 'week_nr', ...DAY_NAMES.map((d) => `time_engagement_${d}`)],
    schedules,
    'wage_id',
  );
  await insertRows(
    tx,
    'wage_recurring_holidays',
    ['wage_id', 'company_id', 'week_nr', 'weekday', 'starting_point', 'hours', 'interpretation'],
    holidays,
  );
  await insertRows(
    tx,
    'activity_items',
    ['company_id', 'employee_id', 'event_type', 'event_info_json', 'related_user_id', 'created_at'],
    activity,
  );
}

function applyCase(
  wage: StoredWage,
  wageCase: WageCase,
  fullTimeOpen: boolean,
  rnd: Random,
  today: string,
): StoredWage {
  const next: StoredWage = {
    ...wage,
    payroll_data_json: { is_contractless_employment_continuation: false, ...wage.payroll_data_json },
  };
  if (wageCase.type && !wageCase.add) {
    next.type = wageCase.type;
    next.rate = wageCase.rate!(rnd);
  }
  if (wageCase.end === 'open' || fullTimeOpen)
    Object.assign(next, { end_date: null, termination_date: null, termination_reason: null });
  else if (typeof wageCase.end === 'number')
    Object.assign(next, { end_date: addDays(today, wageCase.end), termination_date: null, termination_reason: null });
  if (wageCase.termination) {
    const date = addDays(today, wageCase.termination.days);
    Object.assign(next, { end_date: date, termination_date: date, termination_reason: wageCase.termination.reason });
  }
  if (wageCase.car !== undefined) next.car_monthly_cost = wageCase.car;
  if (wageCase.bonus !== undefined) next.bonus_monthly = wageCase.bonus;
  if (wageCase.netto !== undefined) next.nettovergoeding = wageCase.netto;
  if (wageCase.benefits) next.custom_benefits = wageCase.benefits;
  if (wageCase.contractless) next.payroll_data_json.is_contractless_employment_continuation = true;
  if (wageCase.thirteenthMonth !== undefined) next.payroll_data_json.thirteenth_month = wageCase.thirteenthMonth;
  return next;
}

interface ActivityFacts {
  companyId: number;
  person: { id: number; name: string };
  wage: StoredWage;
  applied: StoredWage;
  wageCase: WageCase;
  adminUserId: number | null;
  today: string;
}

/** The feed follows the changed wages: no termination item for a reopened wage, one for a new termination, the new type. */
async function seedWageActivity(tx: Queryable, facts: ActivityFacts, rows: Row[]): Promise<void> {
  const { companyId, person, wage, applied, wageCase, adminUserId, today } = facts;
  if (wage.termination_date !== null && applied.termination_date === null) {
    await tx.query(
      "DELETE FROM activity_items WHERE company_id = $1 AND employee_id = $2 AND event_type IN ('payroll_contract_terminated', 'freelance_contract_terminated')",
      [companyId, person.id],
    );
  }
  if (applied.type !== wage.type) {
    await tx.query(
      `UPDATE activity_items SET event_info_json = jsonb_set(event_info_json, '{new_type}', to_jsonb($3::text))
        WHERE company_id = $1 AND employee_id = $2 AND event_type = 'wage_updated'`,
      [companyId, person.id, applied.type],
    );
  }
  if (wageCase.add)
    rows.push([
      companyId,
      person.id,
      'wage_updated',
      JSON.stringify({ old_type: null, new_type: applied.type }),
      adminUserId,
      `${applied.start_date}T09:00:00Z`,
    ]);
  if (wageCase.termination) {
    const type = applied.type.startsWith('freelancer_')
      ? 'freelance_contract_terminated'
      : 'payroll_contract_terminated';
    const info = { termination_reason: applied.termination_reason, old_type: applied.type, person_name: person.name };
    rows.push([companyId, person.id, type, JSON.stringify(info), adminUserId, `${addDays(today, -3)}T10:30:00Z`]);
  }
}
