// The SQL of verzuim (migration 009): the items of people, their chains (a report and its partial
// recoveries), and the sick days each item puts in the calendar (personal_days_off rows with verzuim_id). Every
// statement is scoped on the caller's company, so another company's ids read exactly like missing ones.
import { formatDate } from '@people/domain/dates';
import {
  isFuture,
  isOngoing,
  poortwachterTimeline,
  sickDayHorizon,
  verzuimDays,
  verzuimStatus,
  type PoortwachterMilestone,
  type SickPeriod,
  type VerzuimItem,
} from '@people/domain/verzuim';
import type { Queryable } from '../core/db';
import { holidaysCountry, insertEntries, personCompanyDaysOff } from '../daysOff/sql';
import { lockPerson } from '../core/personLock';
import { personSchedules } from '../core/personSchedules';

/** A verzuim_items row: the item as domain verzuim changes it. */
export type VerzuimRow = VerzuimItem;

const COLUMNS = `v.id, v.employee_id, v.start_date, v.end_date, v.status, v.duration_type, v.vangnetbepaling, v.work_accident, v.traffic_accident,
  v.duration_minutes_on_first_day, v.custom_duration_minutes_per_day, v.expected_recovery_date, v.notification_date, v.notification_time,
  v.recovery_percentage, v.average_weekly_minutes, v.initial_verzuim_id, v.previous_verzuim_id`;

/** Items by id (of the caller's company). */
export async function verzuimByIds(db: Queryable, companyId: number, ids: number[]): Promise<VerzuimRow[]> {
  return db.query<VerzuimRow>(
    `SELECT ${COLUMNS} FROM verzuim_items v WHERE v.company_id = $1 AND v.id = ANY($2::int[]) ORDER BY v.id`,
    [companyId, ids],
  );
}

/** Every item of some people, oldest first: the chains and the samentelling need all of them, not one year's. */
export async function verzuimOfPeople(db: Queryable, companyId: number, employeeIds: number[]): Promise<VerzuimRow[]> {
  return db.query<VerzuimRow>(
    `SELECT ${COLUMNS} FROM verzuim_items v WHERE v.company_id = $1 AND v.employee_id = ANY($2::int[]) ORDER BY v.employee_id, v.start_date, v.id`,
    [companyId, employeeIds],
  );
}

/** The item a calendar day off belongs to (part 1 §7 getVerzuimItemByDayOffId). */
export async function verzuimIdOfDayOff(db: Queryable, companyId: number, dayOffId: number): Promise<number | null> {
  const [row] = await db.query<{ verzuim_id: number | null }>(
    'SELECT verzuim_id FROM personal_days_off WHERE company_id = $1 AND id = $2',
    [companyId, dayOffId],
  );
  return row?.verzuim_id ?? null;
}

interface DayRow {
  id: number;
  verzuim_id: number;
  date: string;
  duration_minutes: number | null;
}

async function daysOfItems(db: Queryable, companyId: number, ids: number[]): Promise<DayRow[]> {
  if (ids.length === 0) return [];
  return db.query<DayRow>(
    'SELECT id, verzuim_id, date, duration_minutes FROM personal_days_off WHERE company_id = $1 AND verzuim_id = ANY($2::int[]) ORDER BY date, id',
    [companyId, ids],
  );
}

/** A chain's sick period: from its report's start to its last item's end (null while open). */
export function chainPeriods(items: readonly VerzuimRow[]): Map<number, SickPeriod> {
  const byId = new Map(items.map((i) => [i.id, i]));
  const next = new Map(
    items.filter((i) => i.previous_verzuim_id !== null).map((i) => [i.previous_verzuim_id as number, i]),
  );
  const periods = new Map<number, SickPeriod>();
  for (const item of items) {
    let initial = item;
    for (let p = byId.get(initial.previous_verzuim_id ?? -1); p; p = byId.get(initial.previous_verzuim_id ?? -1))
      initial = p;
    let last = item;
    for (let n = next.get(last.id); n; n = next.get(last.id)) last = n;
    periods.set(item.id, { start_date: initial.start_date, end_date: last.end_date });
  }
  return periods;
}

export type VerzuimAnswer = ReturnType<typeof answerOf>;

function answerOf(
  item: VerzuimRow,
  days: DayRow[],
  nextId: number | null,
  poortwachter: PoortwachterMilestone[],
  todayIso: string,
) {
  // An item a partial recovery continues ended because the recovery took over, not because the person is healthy:
  // it keeps its own status (part 1 §4 names healthy for the end of the sick leave).
  const status = nextId !== null ? item.status : verzuimStatus(item);
  return {
    ...item,
    status,
    end_date_dmy: item.end_date === null ? null : formatDate(item.end_date),
    days: days.map((d) => ({ id: d.id, date: d.date, duration_minutes: d.duration_minutes })),
    // part 1 §3 names both pairs; the report call sends minutes_per_day and minutes_verzuim_on_first_day, the edit
    // call the other two: they are the same values.
    minutes_per_day: item.custom_duration_minutes_per_day,
    minutes_verzuim_on_first_day: item.duration_minutes_on_first_day,
    next_verzuim_id: nextId,
    ongoing: isOngoing(item) ? 1 : 0,
    future: isFuture(item, todayIso) ? 1 : 0,
    poortwachter,
  };
}

/**
 * The answers of `items` (each with its days, chain link and Poortwachter timeline), given every item of their people
 * (`all`): the timeline is the open chain's, on its open item, over the person's periods added together.
 */
export async function verzuimAnswers(
  db: Queryable,
  companyId: number,
  items: readonly VerzuimRow[],
  all: readonly VerzuimRow[],
  todayIso: string,
): Promise<VerzuimAnswer[]> {
  const days = await daysOfItems(
    db,
    companyId,
    items.map((i) => i.id),
  );
  const periods = chainPeriods(all);
  const next = new Map(
    all.filter((i) => i.previous_verzuim_id !== null).map((i) => [i.previous_verzuim_id as number, i.id]),
  );
  return items.map((item) => {
    const own = all
      .filter((i) => i.employee_id === item.employee_id && i.previous_verzuim_id === null)
      .map((i) => periods.get(i.id) as SickPeriod);
    const chainStart = periods.get(item.id)?.start_date;
    const first = all.find(
      (i) => i.employee_id === item.employee_id && i.previous_verzuim_id === null && i.start_date === chainStart,
    );
    const notification = first?.notification_date ?? item.notification_date;
    const timeline =
      item.end_date === null
        ? poortwachterTimeline(own, periods.get(item.id) as SickPeriod, todayIso, notification)
        : [];
    return answerOf(
      item,
      days.filter((d) => d.verzuim_id === item.id),
      next.get(item.id) ?? null,
      timeline,
      todayIso,
    );
  });
}

/** The company's sick-day type of a year; one named Verzuim is added when the year has none (the days need a type). */
async function sickDayType(tx: Queryable, companyId: number, year: number): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    "SELECT id FROM day_off_types WHERE company_id = $1 AND year = $2 AND type = 'sick_day' ORDER BY active DESC, id LIMIT 1",
    [companyId, year],
  );
  if (row) return row.id;
  const [created] = await tx.query<{ id: number }>(
    `INSERT INTO day_off_types (company_id, year, type, name, color, limitation, default_limitation)
     VALUES ($1, $2, 'sick_day', 'Verzuim', 'E53935', 'unlimited', 'limit_in_days') RETURNING id`,
    [companyId, year],
  );
  return created.id;
}

/**
 * Writes the sick days of an item anew (domain verzuimDays): every scheduled day of its span that is no company day
 * off of the person and holds no other sick day, as a sick_day day off of the company's sick type of that year.
 */
export async function writeSickDays(
  tx: Queryable,
  companyId: number,
  userId: number,
  item: VerzuimRow,
  todayIso: string,
): Promise<void> {
  await tx.query('DELETE FROM personal_days_off WHERE company_id = $1 AND verzuim_id = $2', [companyId, item.id]);
  const last = sickDayHorizon(item, todayIso);
  const years = [];
  for (let y = Number(item.start_date.slice(0, 4)); y <= Number(last.slice(0, 4)); y++) years.push(y);
  const [schedules, country, taken] = await Promise.all([
    personSchedules(tx, companyId, item.employee_id, years),
    holidaysCountry(tx, companyId, item.employee_id, item.start_date),
    tx.query<{ date: string }>(
      "SELECT date FROM personal_days_off WHERE company_id = $1 AND employee_id = $2 AND type = 'sick_day' AND date BETWEEN $3::date AND $4::date",
      [companyId, item.employee_id, item.start_date, last],
    ),
  ]);
  const holidays = new Set(
    (await personCompanyDaysOff(tx, companyId, item.employee_id, country, item.start_date, last)).map((d) => d.date),
  );
  const busy = new Set(taken.map((t) => t.date));
  const scheduled = (date: string) =>
    holidays.has(date) || busy.has(date) ? 0 : (schedules.byYear.get(Number(date.slice(0, 4)))?.[date] ?? null);
  const days = verzuimDays({ ...item, last_date: last }, scheduled);
  const types = new Map<number, number>();
  for (const year of new Set(days.map((d) => Number(d.date.slice(0, 4)))))
    types.set(year, await sickDayType(tx, companyId, year));
  const ids = await insertEntries(
    tx,
    companyId,
    item.employee_id,
    userId,
    days.map((d) => ({
      date: d.date,
      dayOffTypeId: types.get(Number(d.date.slice(0, 4))) as number,
      type: 'sick_day',
      amPmHint: d.minutes === null ? 'all_day' : 'custom',
      startMinutes: d.minutes === null ? 540 : Math.min(540, 1440 - d.minutes),
      durationMinutes: d.minutes,
      approved: 1,
      rulesetId: null,
      note: null,
    })),
  );
  if (ids.length > 0)
    await tx.query('UPDATE personal_days_off SET verzuim_id = $2 WHERE company_id = $1 AND id = ANY($3::int[])', [
      companyId,
      item.id,
      ids,
    ]);
}

/** The scheduled minutes of one date of a person (null without schedule). */
export async function scheduledMinutes(
  db: Queryable,
  companyId: number,
  employeeId: number,
  date: string,
): Promise<number | null> {
  const year = Number(date.slice(0, 4));
  const schedules = await personSchedules(db, companyId, employeeId, [year]);
  return schedules.byYear.get(year)?.[date] ?? null;
}

// ---- The writes of the verzuim changes (verzuim/changes.ts) ----

/** The columns a change writes; the person, status and chain links are set once, on insert. */
const UPDATABLE = [
  'start_date',
  'end_date',
  'duration_type',
  'vangnetbepaling',
  'work_accident',
  'traffic_accident',
  'duration_minutes_on_first_day',
  'custom_duration_minutes_per_day',
  'expected_recovery_date',
  'notification_date',
  'notification_time',
  'recovery_percentage',
  'average_weekly_minutes',
] as const;

/** The person's items, locked with the person so changes of one person's chain run one at a time; null: no such person. */
export async function lockedItems(tx: Queryable, companyId: number, employeeId: number): Promise<VerzuimRow[] | null> {
  if ((await lockPerson(tx, companyId, employeeId)) === null) return null;
  return verzuimOfPeople(tx, companyId, [employeeId]);
}

export async function updateItem(tx: Queryable, companyId: number, item: VerzuimRow): Promise<void> {
  const values = UPDATABLE.map((column) => item[column]);
  await tx.query(
    `UPDATE verzuim_items SET ${UPDATABLE.map((c, i) => `${c} = $${i + 3}`).join(', ')} WHERE company_id = $1 AND id = $2`,
    [companyId, item.id, ...values],
  );
}

export async function insertItem(
  tx: Queryable,
  companyId: number,
  userId: number,
  item: Omit<VerzuimRow, 'id'>,
): Promise<VerzuimRow> {
  const columns = ['employee_id', 'status', 'initial_verzuim_id', 'previous_verzuim_id', ...UPDATABLE] as const;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO verzuim_items (company_id, created_by, ${columns.join(', ')}) VALUES ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING id`,
    [companyId, userId, ...columns.map((c) => item[c])],
  );
  return { ...item, id: row.id };
}

export async function deleteItem(tx: Queryable, companyId: number, id: number): Promise<void> {
  await tx.query('DELETE FROM verzuim_items WHERE company_id = $1 AND id = $2', [companyId, id]);
}
