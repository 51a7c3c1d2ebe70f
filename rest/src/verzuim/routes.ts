// Verzuim, Dutch sick leave (issue 15; part 1 §3 Verzuim, §4, §5, §6, §7 the seven verzuim calls):
//   GET  /api/days_off/personal_days_off/{employeeId}/verzuim/list?year=&select_usage=   verzuim_items, newest first
//   GET  /api/days_off/personal_days_off/verzuim/{verzuimId}                             verzuim
//   GET  /api/days_off/personal_days_off/{dayOffId}/getVerzuimItemByDayOffId              verzuim
//   POST …/verzuim/reportVerzuimStart, reportVerzuimPartialRecovery (answer id), editVerzuimItem, deleteVerzuimItem,
//        setVerzuimEndDate
// and, for the gateway, GET …/verzuim/batch?ids= and …/verzuim/by_employees?employee_ids=&year=.
// Reading needs the verzuim section (domain maySee: an integration with daysoff/verzuim and calendar access), changing
// it the reportVerzuim action. The rules are domain verzuim's; each change locks the person, writes the item's sick
// days and its activity item in one transaction.
import type { Api } from '../core/routing';
import { addDays, formatDate } from '@people/domain/dates';
import { maySee } from '@people/domain/permissions';
import {
  VERZUIM_HAS_CONTINUATION,
  VERZUIM_RECOVERY_PERCENTAGE,
  VERZUIM_RECOVERY_BEFORE_START,
  firstDayMinutesError,
  partialRecoveryError,
  spanError,
  type VerzuimRuleError,
} from '@people/domain/verzuim';
import { changeOf, fieldOf, sensitiveRead, type Carrier } from '../core/audit';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { fieldError, notFound } from '../core/errors';
import { permissionContexts, personContext, requireAction, sectionContext } from '../core/permissionContext';
import { writeActivity } from '../history/activitySql';
import { inputDate } from '../daysOff/payload';
import { lockEmployee } from '../daysOff/sql';
import { dataOf } from '../profile/schemas';
import { idsQuerySchema, parseIds } from '../core/schemas';
import {
  editBody,
  endDateBody,
  id,
  int,
  listQuery,
  obj,
  partialRecoveryBody,
  peopleYearQuery,
  reportStartBody,
  verzuimAnswer,
  verzuimErrors,
  verzuimIdBody,
  verzuimListAnswer,
  verzuimSchema,
} from './schemas';
import { scheduledMinutes, verzuimAnswers, verzuimByIds, verzuimIdOfDayOff, verzuimOfPeople, writeSickDays, type VerzuimAnswer, type VerzuimRow } from './sql';

const BASE = '/api/days_off/personal_days_off';

const MESSAGES: Record<string, string> = {
  VERZUIM_ALREADY_OPEN: 'This person is already reported sick: end that sick leave first.',
  VERZUIM_OVERLAPS: 'This sick leave overlaps another one of this person.',
  VERZUIM_END_BEFORE_START: 'The end date cannot be before the start date.',
  VERZUIM_NOT_OPEN: 'A partial recovery continues an open sick leave only.',
  VERZUIM_RECOVERY_PERCENTAGE: 'The recovery percentage must be between 1 and 99.',
  VERZUIM_RECOVERY_BEFORE_START: 'A partial recovery starts after the sick leave it continues.',
  VERZUIM_MINUTES_ABOVE_SCHEDULE: 'The sick minutes on the first day cannot exceed the minutes scheduled that day.',
  VERZUIM_HAS_CONTINUATION: 'A partial recovery continues this item: change or delete that one first.',
};

function refuse(error: VerzuimRuleError | null): void {
  if (error) throw fieldError(error.code === 'VERZUIM_ALREADY_OPEN' || error.code === 'VERZUIM_OVERLAPS' || error.code === VERZUIM_HAS_CONTINUATION ? 409 : 422, error.code, MESSAGES[error.code], error.field);
}

const dateOrNull = (value: string | null | undefined, field: string): string | null | undefined => {
  if (value === undefined || value === null) return value;
  const date = inputDate(value);
  if (date === null) throw fieldError(400, 'INVALID_DATE', `${field} is not a date.`, field);
  return date;
};

/** The item and its person's context, or 404 for a missing item, another company's or a person the caller cannot find. */
async function itemContext(db: Queryable, user: UserRow, verzuimId: number) {
  const [item] = await verzuimByIds(db, user.company_id, [verzuimId]);
  if (!item) throw notFound('This verzuim does not exist.');
  return { item, context: await personContext(db, user, item.employee_id) };
}

async function answerOne(db: Queryable, companyId: number, item: VerzuimRow): Promise<VerzuimAnswer> {
  const all = await verzuimOfPeople(db, companyId, [item.employee_id]);
  const [answer] = await verzuimAnswers(db, companyId, [all.find((i) => i.id === item.id) ?? item], all, today());
  return answer;
}

/** Issue 11 sick-leave data: a verzuim answer is health data of its person (the audit log records the field name). */
const verzuimCarriers = (items: readonly { employee_id: number }[]): Carrier[] => items.map((item) => ({ employeeId: item.employee_id, values: { verzuim: item } }));
const readAudit = (items: (answer: any) => { employee_id: number }[]) => sensitiveRead(['verzuim'], (answer) => verzuimCarriers(items(answer)));

/** The person's items locked with the person, and the rows an update writes. */
async function lockedItems(tx: Queryable, companyId: number, employeeId: number): Promise<VerzuimRow[]> {
  if ((await lockEmployee(tx, companyId, employeeId)) === null) throw notFound('This person does not exist.');
  return verzuimOfPeople(tx, companyId, [employeeId]);
}

const UPDATABLE = [
  'start_date', 'end_date', 'duration_type', 'vangnetbepaling', 'work_accident', 'traffic_accident', 'duration_minutes_on_first_day',
  'custom_duration_minutes_per_day', 'expected_recovery_date', 'notification_date', 'notification_time', 'recovery_percentage', 'average_weekly_minutes',
] as const;

async function updateItem(tx: Queryable, companyId: number, item: VerzuimRow): Promise<void> {
  const values = UPDATABLE.map((column) => item[column]);
  await tx.query(`UPDATE verzuim_items SET ${UPDATABLE.map((c, i) => `${c} = $${i + 3}`).join(', ')} WHERE company_id = $1 AND id = $2`, [companyId, item.id, ...values]);
}

async function firstDayCheck(tx: Queryable, companyId: number, item: VerzuimRow): Promise<void> {
  if (item.duration_minutes_on_first_day === null) return;
  refuse(firstDayMinutesError(item.duration_minutes_on_first_day, await scheduledMinutes(tx, companyId, item.employee_id, item.start_date)));
}

export async function verzuimRoutes(app: Api, { db }: { db: Db }) {

  app.get(
    `${BASE}/:employee_id/verzuim/list`,
    {
      config: { audit: readAudit((answer) => answer.verzuim_items) },
      schema: {
        tags: ['verzuim'],
        summary:
          "Part 1 §7: a person's verzuim items that touch the year, newest first (every field of part 1 §3, the chain links, ongoing and " +
          'future, and the Poortwachter timeline of an open item). select_usage = 1 adds the number of sick days of the year',
        params: obj({ employee_id: id }),
        querystring: listQuery,
        response: { 200: verzuimListAnswer, ...verzuimErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId } = request.params;
      const { year, select_usage: selectUsage } = request.query;
      const user = request.user;
      await sectionContext(db, user, employeeId, 'verzuim');
      const all = await verzuimOfPeople(db, user.company_id, [employeeId]);
      const ofYear = all.filter((i) => i.start_date <= `${year}-12-31` && (i.end_date === null || i.end_date >= `${year}-01-01`)).reverse();
      const items = await verzuimAnswers(db, user.company_id, ofYear, all, today());
      const days = items.flatMap((i) => i.days).filter((d) => d.date.startsWith(`${year}-`)).length;
      return selectUsage === 1 ? { verzuim_items: items, usage: { days } } : { verzuim_items: items };
    },
  );

  app.get(
    `${BASE}/verzuim/batch`,
    {
      config: { audit: readAudit((answer) => answer.data) },
      schema: {
        tags: ['verzuim'],
        summary: "Verzuim items by id, for the gateway's node(id:); another company's, missing ones and ones the caller may not see are left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf(verzuimSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const rows = await verzuimByIds(db, user.company_id, parseIds(request.query.ids));
      const contexts = await permissionContexts(db, user, [...new Set(rows.map((r) => r.employee_id))]);
      const visible = rows.filter((r) => {
        const context = contexts.get(r.employee_id);
        return context !== undefined && maySee('verzuim', context);
      });
      const all = await verzuimOfPeople(db, user.company_id, [...new Set(visible.map((r) => r.employee_id))]);
      return { data: await verzuimAnswers(db, user.company_id, visible, all, today()) };
    },
  );

  app.get(
    `${BASE}/verzuim/by_employees`,
    {
      config: { audit: readAudit((answer) => answer.data.flatMap((p: { verzuim_items: { employee_id: number }[] }) => p.verzuim_items)) },
      schema: {
        tags: ['verzuim'],
        summary:
          "The verzuim items of some people (newest first; with year, only those touching it), for the gateway's lists: people the caller " +
          'may not see, or whose verzuim they may not see (part 1 §6), are left out',
        querystring: peopleYearQuery,
        response: { 200: dataOf(obj({ employee_id: int, verzuim_items: { type: 'array', items: verzuimSchema } })) },
      },
    },
    async (request) => {
      const user = request.user;
      const { employee_ids: ids, year } = request.query;
      const people = parseIds(ids);
      const contexts = await permissionContexts(db, user, people);
      const visible = people.filter((p) => {
        const context = contexts.get(p);
        return context !== undefined && maySee('verzuim', context);
      });
      const all = visible.length === 0 ? [] : await verzuimOfPeople(db, user.company_id, visible);
      const touches = (i: VerzuimRow) => year === undefined || (i.start_date <= `${year}-12-31` && (i.end_date === null || i.end_date >= `${year}-01-01`));
      const answers = await verzuimAnswers(db, user.company_id, all.filter(touches), all, today());
      return { data: visible.map((p) => ({ employee_id: p, verzuim_items: answers.filter((a) => a.employee_id === p).reverse() })) };
    },
  );

  app.get(
    `${BASE}/verzuim/:verzuim_id`,
    {
      config: { audit: readAudit((answer) => [answer.verzuim]) },
      schema: {
        tags: ['verzuim'],
        summary: 'Part 1 §7: one verzuim item',
        params: obj({ verzuim_id: id }),
        response: { 200: verzuimAnswer, ...verzuimErrors },
      },
    },
    async (request) => {
      const { verzuim_id: verzuimId } = request.params;
      const user = request.user;
      const [item] = await verzuimByIds(db, user.company_id, [verzuimId]);
      if (!item) throw notFound('This verzuim does not exist.');
      await sectionContext(db, user, item.employee_id, 'verzuim');
      return { verzuim: await answerOne(db, user.company_id, item) };
    },
  );

  app.get(
    `${BASE}/:day_off_id/getVerzuimItemByDayOffId`,
    {
      config: { audit: readAudit((answer) => [answer.verzuim]) },
      schema: {
        tags: ['verzuim'],
        summary: "Part 1 §7: the verzuim item a sick day of the calendar belongs to; 404 for a day off that belongs to none",
        params: obj({ day_off_id: id }),
        response: { 200: verzuimAnswer, ...verzuimErrors },
      },
    },
    async (request) => {
      const { day_off_id: dayOffId } = request.params;
      const user = request.user;
      const verzuimId = await verzuimIdOfDayOff(db, user.company_id, dayOffId);
      const [item] = verzuimId === null ? [] : await verzuimByIds(db, user.company_id, [verzuimId]);
      if (!item) throw notFound('This day off belongs to no verzuim.');
      await sectionContext(db, user, item.employee_id, 'verzuim');
      return { verzuim: await answerOne(db, user.company_id, item) };
    },
  );

  app.post(
    `${BASE}/verzuim/reportVerzuimStart`,
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['verzuim'],
        summary:
          "Part 1 §7: reports a person sick from start_date; answers id. 409 VERZUIM_ALREADY_OPEN while another sick leave is open, " +
          '409 VERZUIM_OVERLAPS over an earlier one, 422 VERZUIM_MINUTES_ABOVE_SCHEDULE when minutes_verzuim_on_first_day exceeds that ' +
          "day's schedule. The sick days go in the calendar; writes verzuim_added",
        body: reportStartBody,
        response: { 200: obj({ id: int }), ...verzuimErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, body.employee_id), 'reportVerzuim');
      const start = dateOrNull(body.start_date, 'start_date') as string;
      const expected = dateOrNull(body.expected_recovery_date, 'expected_recovery_date') ?? null;
      const notification = dateOrNull(body.notification_date, 'notification_date') ?? null;
      return db.transaction(async (tx) => {
        const all = await lockedItems(tx, user.company_id, body.employee_id);
        refuse(spanError({ start_date: start, end_date: null }, all));
        // part 1 §7 initial_verzuim_id: a report may name an earlier report of the same person it recurs from.
        const initial = body.initial_verzuim_id ?? null;
        if (initial !== null && !all.some((i) => i.id === initial)) throw notFound('The initial verzuim does not exist.');
        const item: Omit<VerzuimRow, 'id'> = {
          employee_id: body.employee_id,
          start_date: start,
          end_date: null,
          status: 'REPORTED_SICK',
          duration_type: body.minutes_per_day ? 'custom' : 'all_day',
          vangnetbepaling: 0,
          work_accident: 0,
          traffic_accident: 0,
          duration_minutes_on_first_day: body.minutes_verzuim_on_first_day ?? null,
          custom_duration_minutes_per_day: body.minutes_per_day ?? null,
          expected_recovery_date: expected,
          notification_date: notification,
          notification_time: body.notification_time ?? null,
          recovery_percentage: null,
          average_weekly_minutes: body.average_weekly_minutes ?? null,
          initial_verzuim_id: initial,
          previous_verzuim_id: null,
        };
        await firstDayCheck(tx, user.company_id, { ...item, id: 0 });
        const created = await insertItem(tx, user, item);
        await writeSickDays(tx, user.company_id, user.id, created, today());
        await writeActivity(tx, user, { employeeId: body.employee_id, eventType: 'verzuim_added', info: { note: formatDate(start) } });
        return { id: created.id };
      });
    },
  );

  app.post(
    `${BASE}/verzuim/reportVerzuimPartialRecovery`,
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['verzuim'],
        summary:
          'Part 1 §7: a partial recovery from start_date continues the open item previous_verzuim_id (which then ends the day before) with ' +
          'recovery_percentage 1..99: the sick days keep the part not worked. Answers id. 422 VERZUIM_NOT_OPEN, VERZUIM_RECOVERY_PERCENTAGE, ' +
          'VERZUIM_RECOVERY_BEFORE_START; writes verzuim_updated',
        body: partialRecoveryBody,
        response: { 200: obj({ id: int }), ...verzuimErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, body.employee_id), 'reportVerzuim');
      const start = dateOrNull(body.start_date, 'start_date') as string;
      return db.transaction(async (tx) => {
        const all = await lockedItems(tx, user.company_id, body.employee_id);
        const previous = all.find((i) => i.id === body.previous_verzuim_id);
        if (!previous) throw notFound('This verzuim does not exist for this person.');
        refuse(partialRecoveryError(previous, start, body.recovery_percentage as number));
        const closed = { ...previous, end_date: addDays(start, -1) };
        await updateItem(tx, user.company_id, closed);
        const created = await insertItem(tx, user, {
          ...previous,
          start_date: start,
          end_date: null,
          status: 'PARTIALLY_RECOVERED',
          duration_type: body.minutes_per_day ? 'custom' : 'all_day',
          duration_minutes_on_first_day: null,
          custom_duration_minutes_per_day: body.minutes_per_day ?? null,
          recovery_percentage: body.recovery_percentage,
          average_weekly_minutes: body.average_weekly_minutes ?? previous.average_weekly_minutes,
          initial_verzuim_id: previous.initial_verzuim_id ?? previous.id,
          previous_verzuim_id: previous.id,
        });
        await writeSickDays(tx, user.company_id, user.id, closed, today());
        await writeSickDays(tx, user.company_id, user.id, created, today());
        await writeActivity(tx, user, { employeeId: body.employee_id, eventType: 'verzuim_updated', info: { new_type: `${body.recovery_percentage}%`, note: formatDate(start) } });
        return { id: created.id };
      });
    },
  );

  app.post(
    `${BASE}/verzuim/editVerzuimItem`,
    {
      config: { audit: changeOf({ answer: (answer) => (answer as { verzuim?: { employee_id: number } }).verzuim?.employee_id }) },
      schema: {
        tags: ['verzuim'],
        summary:
          'Part 1 §7: changes the fields given (null clears an optional one) and writes the sick days anew; answers the item. A later start ' +
          'of a partial recovery moves the end of the item it continues. recovery_percentage is for a partial recovery only (422 ' +
          'VERZUIM_RECOVERY_PERCENTAGE); the span rules as for the report; writes verzuim_updated',
        body: editBody,
        response: { 200: verzuimAnswer, ...verzuimErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      const { item: found, context } = await itemContext(db, user, body.verzuim_id);
      requireAction(context, 'reportVerzuim');
      const start = dateOrNull(body.start_date, 'start_date');
      const expected = dateOrNull(body.expected_recovery_date, 'expected_recovery_date');
      const notification = dateOrNull(body.notification_date, 'notification_date');
      return db.transaction(async (tx) => {
        const all = await lockedItems(tx, user.company_id, found.employee_id);
        const item = all.find((i) => i.id === found.id) as VerzuimRow;
        const changed: VerzuimRow = { ...item };
        for (const key of UPDATABLE) {
          const value = fieldOf(body, key);
          if (key !== 'start_date' && key !== 'end_date' && value !== undefined) (changed as unknown as Record<string, unknown>)[key] = value;
        }
        if (start !== undefined && start !== null) changed.start_date = start;
        if (expected !== undefined) changed.expected_recovery_date = expected;
        if (notification !== undefined) changed.notification_date = notification;
        changed.duration_type = changed.custom_duration_minutes_per_day !== null ? 'custom' : 'all_day';
        if (body.recovery_percentage !== undefined && item.status !== 'PARTIALLY_RECOVERED') {
          throw fieldError(422, VERZUIM_RECOVERY_PERCENTAGE, 'Only a partial recovery has a recovery percentage.', 'recovery_percentage');
        }
        const previous = all.find((i) => i.id === item.previous_verzuim_id) ?? null;
        const next = all.find((i) => i.previous_verzuim_id === item.id) ?? null;
        if (item.status === 'PARTIALLY_RECOVERED' && previous) {
          const rule = partialRecoveryError({ ...previous, end_date: null }, changed.start_date, changed.recovery_percentage as number);
          refuse(rule);
        }
        if (next && changed.start_date >= next.start_date) refuse({ code: VERZUIM_RECOVERY_BEFORE_START, field: 'start_date' });
        const chain = new Set([item.id, previous?.id, next?.id]);
        refuse(spanError(changed, all.filter((i) => !chain.has(i.id))));
        await firstDayCheck(tx, user.company_id, changed);
        await updateItem(tx, user.company_id, changed);
        await writeSickDays(tx, user.company_id, user.id, changed, today());
        if (previous && changed.start_date !== item.start_date) {
          const moved = { ...previous, end_date: addDays(changed.start_date, -1) };
          await updateItem(tx, user.company_id, moved);
          await writeSickDays(tx, user.company_id, user.id, moved, today());
        }
        await writeActivity(tx, user, { employeeId: item.employee_id, eventType: 'verzuim_updated', info: { note: formatDate(changed.start_date) } });
        return { verzuim: await answerOne(tx, user.company_id, changed) };
      });
    },
  );

  app.post(
    `${BASE}/verzuim/setVerzuimEndDate`,
    {
      config: { audit: changeOf({ answer: (answer) => (answer as { verzuim?: { employee_id: number } }).verzuim?.employee_id }) },
      schema: {
        tags: ['verzuim'],
        summary:
          'Part 1 §7: the person is healthy again after end_date (part 1 §4: healthy when an end date exists); the sick days stop there. ' +
          '422 VERZUIM_END_BEFORE_START, 409 VERZUIM_OVERLAPS with a later sick leave, 409 VERZUIM_HAS_CONTINUATION on an item a partial ' +
          'recovery continues; answers the item and writes verzuim_ended',
        body: endDateBody,
        response: { 200: verzuimAnswer, ...verzuimErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      const { item: found, context } = await itemContext(db, user, body.verzuim_id);
      requireAction(context, 'reportVerzuim');
      const end = dateOrNull(body.end_date, 'end_date') as string;
      return db.transaction(async (tx) => {
        const all = await lockedItems(tx, user.company_id, found.employee_id);
        const item = all.find((i) => i.id === found.id) as VerzuimRow;
        if (all.some((i) => i.previous_verzuim_id === item.id)) refuse({ code: VERZUIM_HAS_CONTINUATION, field: 'verzuim_id' });
        const ended = { ...item, end_date: end };
        refuse(spanError(ended, all.filter((i) => i.id !== item.id)));
        await updateItem(tx, user.company_id, ended);
        await writeSickDays(tx, user.company_id, user.id, ended, today());
        await writeActivity(tx, user, { employeeId: item.employee_id, eventType: 'verzuim_ended', info: { note: formatDate(end) } });
        return { verzuim: await answerOne(tx, user.company_id, ended) };
      });
    },
  );

  app.post(
    `${BASE}/verzuim/deleteVerzuimItem`,
    {
      config: { audit: changeOf({ answer: (answer) => (answer as { employee_id?: number }).employee_id }) },
      schema: {
        tags: ['verzuim'],
        summary:
          'Part 1 §7: deletes the item and its sick days. Deleting a partial recovery reopens (or re-ends) the item it continued; 409 ' +
          'VERZUIM_HAS_CONTINUATION on an item a partial recovery continues. Writes verzuim_updated',
        body: verzuimIdBody,
        response: { 200: obj({ success: { type: 'integer', enum: [0, 1] }, employee_id: int }), ...verzuimErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      const { item: found, context } = await itemContext(db, user, body.verzuim_id);
      requireAction(context, 'reportVerzuim');
      return db.transaction(async (tx) => {
        const all = await lockedItems(tx, user.company_id, found.employee_id);
        const item = all.find((i) => i.id === found.id) as VerzuimRow;
        if (all.some((i) => i.previous_verzuim_id === item.id)) refuse({ code: VERZUIM_HAS_CONTINUATION, field: 'verzuim_id' });
        await tx.query('DELETE FROM verzuim_items WHERE company_id = $1 AND id = $2', [user.company_id, item.id]);
        const previous = all.find((i) => i.id === item.previous_verzuim_id);
        if (previous) {
          const reopened = { ...previous, end_date: item.end_date };
          await updateItem(tx, user.company_id, reopened);
          await writeSickDays(tx, user.company_id, user.id, reopened, today());
        }
        await writeActivity(tx, user, { employeeId: item.employee_id, eventType: 'verzuim_updated', info: { old_type: 'deleted', note: formatDate(item.start_date) } });
        return { success: 1, employee_id: item.employee_id };
      });
    },
  );
}

async function insertItem(tx: Queryable, user: UserRow, item: Omit<VerzuimRow, 'id'>): Promise<VerzuimRow> {
  const columns = ['employee_id', 'status', 'initial_verzuim_id', 'previous_verzuim_id', ...UPDATABLE] as const;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO verzuim_items (company_id, created_by, ${columns.join(', ')}) VALUES ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING id`,
    [user.company_id, user.id, ...columns.map((c) => item[c])],
  );
  return { ...item, id: row.id };
}
