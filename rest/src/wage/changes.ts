// The wage changes (part 1 §2 /people/:id/wage/new, /wage/:wageId/overview, /wage/end; §4 wage states): each runs in one
// transaction with its activity item (wage_updated, payroll_contract_terminated, freelance_contract_terminated), so a
// refusal changes nothing. The caller has checked the permission (wage/routes.ts).
import { addDays, formatDate } from '@people/domain/dates';
import {
  averageWeeklyMinutes,
  mayTerminate,
  normalizeWeeklySchedule,
  PENDING_CONTRACT_STATUS,
  type CustomBenefit,
} from '@people/domain/wage';
import type { FromSchema } from 'json-schema-to-ts';
import type { UserRow } from '../core/auth';
import type { Db } from '../core/db';
import { fieldError, HttpError, notFound } from '../core/errors';
import { requestDate } from '../core/inputRules';
import { writeActivity } from '../core/activity';
import { contractWage } from './facts';
import {
  endWages,
  insertWage,
  lockWage,
  replaceWeeklySchedule,
  terminateWageRow,
  updateWageFields,
  type WageFields,
} from './sql';
import type { editWageBody, newWageBody, terminateBody } from './schemas';
import { lockPerson } from '../core/personLock';
import { wageRecords, type WageRecord, type WeeklyScheduleWeek } from '../core/wageRecords';

/** A wage body as its schema gives it; the weekly schedule is a named schema (a `$ref`) that json-schema-to-ts does not follow. */
type WithSchedule<T> = Omit<T, 'weekly_schedule'> & { weekly_schedule?: WeeklyScheduleWeek[] };
/** The request body of an edit: the wage fields that change. */
export type EditWageBody = WithSchedule<FromSchema<typeof editWageBody>>;
export type NewWageBody = WithSchedule<FromSchema<typeof newWageBody>>;
export type TerminateBody = FromSchema<typeof terminateBody>;

// part 1 §3: several weeks sorted by week number. We choose to require the cycle numbered 1..n, each week once, so
// week 1 is always where the cycle starts (domain/schedule counts from the wage's start).
function checkSchedule(weeks: readonly WeeklyScheduleWeek[] | undefined): void {
  if (weeks === undefined) return;
  const numbers = weeks.map((w) => w.week_nr).sort((a, b) => a - b);
  if (numbers.some((n, i) => n !== i + 1)) {
    throw fieldError(
      400,
      'INVALID_WEEKLY_SCHEDULE',
      'The weeks of a weekly schedule are numbered 1, 2, … n, each once.',
      'weekly_schedule',
    );
  }
}

/** weekly_time_engagement when it is not sent: the schedule's weekly average (part 1 §9), in whole minutes. */
const engagementOf = (weeks: readonly WeeklyScheduleWeek[]) =>
  Math.round(averageWeeklyMinutes(normalizeWeeklySchedule(weeks)));

const cleanBenefits = (benefits: CustomBenefit[]) =>
  benefits.map((b) => ({ description: b.description.trim(), monthly_value: b.monthly_value }));

/**
 * part 1 §4 set new wage: the wages in force on the start date end the day before and the new one is open from it.
 * Returns the new wage's id. We choose to refuse a start on or before the start of the person's latest wage (the
 * history would overlap), and one while the wage in force is terminated later (the termination stands).
 */
export async function setNewWage(db: Db, user: UserRow, body: NewWageBody): Promise<number> {
  const startDate = requestDate(body.start_date, 'start_date');
  checkSchedule(body.weekly_schedule);
  return db.transaction(async (tx) => {
    if (!(await lockPerson(tx, user.company_id, body.employee_id))) throw notFound('This person does not exist.');
    const wages = await wageRecords(tx, user.company_id, { employeeIds: [body.employee_id] });
    const latest = wages[0];
    if (latest && latest.start_date >= startDate) {
      throw fieldError(
        422,
        'START_DATE_NOT_AFTER_LATEST_WAGE',
        `A new wage must start after ${formatDate(latest.start_date)}, the start of the latest wage.`,
        'start_date',
      );
    }
    const replaced = wages.filter((w) => w.end_date === null || w.end_date >= startDate);
    const terminated = replaced.find((w) => w.termination_date !== null);
    if (terminated) {
      throw fieldError(
        422,
        'START_DATE_BEFORE_TERMINATION',
        `The wage in force is terminated on ${formatDate(terminated.termination_date!)}: a new wage starts after it.`,
        'start_date',
      );
    }
    const previous = replaced[0] ?? latest ?? null;
    const schedule =
      body.weekly_schedule ?? (previous && previous.weekly_schedule.length > 0 ? previous.weekly_schedule : null);
    if (schedule === null) throw fieldError(400, 'FIELD_IS_REQUIRED', 'weekly_schedule is required', 'weekly_schedule');
    await endWages(
      tx,
      user.company_id,
      replaced.map((w) => w.id),
      addDays(startDate, -1),
    );
    const fields: WageFields = {
      type: body.type,
      rate: body.rate,
      currency: body.currency ?? 'EUR',
      registration_country_code: body.registration_country_code,
      weekly_time_engagement:
        body.weekly_time_engagement !== undefined ? body.weekly_time_engagement : engagementOf(schedule),
      is_dynamic_schedule: body.is_dynamic_schedule ?? 0,
      custom_benefits: cleanBenefits(body.custom_benefits ?? []),
      car_monthly_cost: body.car_monthly_cost ?? null,
      bonus_monthly: body.bonus_monthly ?? null,
      nettovergoeding: body.nettovergoeding ?? null,
      payroll_data_json: { is_contractless_employment_continuation: false, ...body.payroll_data_json },
    };
    const wageId = await insertWage(tx, user.company_id, body.employee_id, startDate, fields);
    await replaceWeeklySchedule(tx, user.company_id, wageId, schedule);
    await writeActivity(tx, user, {
      employeeId: body.employee_id,
      eventType: 'wage_updated',
      info: { old_type: previous?.type ?? null, new_type: body.type },
    });
    return wageId;
  });
}

/**
 * part 1 §2 edit a wage: the fields sent change; nothing sent changes nothing and writes no activity item. `wage` only
 * names the wage: it is read again inside the transaction, after the person's lock and locked itself, so a concurrent
 * edit's payroll_data_json keys and type are merged from and named, not lost.
 */
export async function changeWage(
  db: Db,
  user: UserRow,
  wage: Pick<WageRecord, 'id' | 'employee_id'>,
  body: EditWageBody,
): Promise<void> {
  checkSchedule(body.weekly_schedule);
  const { weekly_schedule: schedule, payroll_data_json: payroll, custom_benefits: benefits, ...rest } = body;
  const changes: Partial<WageFields> = {
    ...rest,
    ...(benefits !== undefined ? { custom_benefits: cleanBenefits(benefits) } : {}),
    ...(schedule !== undefined && rest.weekly_time_engagement === undefined
      ? { weekly_time_engagement: engagementOf(schedule) }
      : {}),
  };
  if (Object.keys(changes).length === 0 && payroll === undefined && schedule === undefined) return;
  await db.transaction(async (tx) => {
    if (!(await lockPerson(tx, user.company_id, wage.employee_id))) throw notFound('This wage does not exist.');
    await lockWage(tx, user.company_id, wage.id);
    const [current] = await wageRecords(tx, user.company_id, { ids: [wage.id] });
    if (!current || current.employee_id !== wage.employee_id) throw notFound('This wage does not exist.');
    const merged =
      payroll !== undefined ? { ...changes, payroll_data_json: { ...current.payroll_data_json, ...payroll } } : changes;
    await updateWageFields(tx, user.company_id, wage.id, merged);
    if (schedule !== undefined) await replaceWeeklySchedule(tx, user.company_id, wage.id, schedule);
    await writeActivity(tx, user, {
      employeeId: wage.employee_id,
      eventType: 'wage_updated',
      info: { old_type: current.type, new_type: body.type ?? current.type },
    });
  });
}

/**
 * part 1 §4 terminate: the wage (wage_id, else the person's contract: the latest wage that is not pending) ends on the
 * termination date. Only a wage without end date (domain mayTerminate); under a contractless employment continuation the
 * page names the wage (part 1 §2 wage_id), so it is required then. Returns the terminated wage's id.
 */
export async function terminateWage(db: Db, user: UserRow, body: TerminateBody): Promise<number> {
  const date = requestDate(body.termination_date, 'termination_date');
  const reason = body.termination_reason?.trim() || null;
  return db.transaction(async (tx) => {
    const person = await lockPerson(tx, user.company_id, body.employee_id);
    if (!person) throw notFound('This person does not exist.');
    const wages = await wageRecords(tx, user.company_id, { employeeIds: [body.employee_id] });
    const wageId = body.wage_id ?? null;
    const wage = wageId === null ? contractWage(wages) : wages.find((w) => w.id === wageId);
    if (wage === undefined) throw notFound('This wage does not exist.');
    if (wage === null) throw new HttpError(409, 'NO_WAGE', 'This person has no wage to terminate.');
    if (wageId === null && wage.payroll_data_json.is_contractless_employment_continuation) {
      throw fieldError(400, 'FIELD_IS_REQUIRED', 'wage_id is required', 'wage_id');
    }
    if (wage.status === PENDING_CONTRACT_STATUS)
      throw new HttpError(409, 'WAGE_IS_PENDING', 'This wage waits for its contract: it cannot be terminated yet.');
    if (!mayTerminate(wage))
      throw new HttpError(409, 'WAGE_HAS_END_DATE', `This wage ends on ${formatDate(wage.end_date!)} already.`);
    if (date < wage.start_date) {
      throw fieldError(
        422,
        'TERMINATION_DATE_BEFORE_WAGE_START',
        `The termination date must be on or after ${formatDate(wage.start_date)}, the start of the wage.`,
        'termination_date',
      );
    }
    await terminateWageRow(tx, user.company_id, wage.id, date, reason);
    // part 1 §3: freelancers end a freelance contract, employees and interns a payroll contract.
    const eventType = wage.type.startsWith('freelancer_')
      ? 'freelance_contract_terminated'
      : 'payroll_contract_terminated';
    await writeActivity(tx, user, {
      employeeId: body.employee_id,
      eventType,
      info: { termination_reason: reason, old_type: wage.type, person_name: person.name },
    });
    return wage.id;
  });
}
