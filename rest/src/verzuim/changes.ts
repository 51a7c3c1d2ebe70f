// Verzuim changes (part 1 §4 "Verzuim: start, partial recovery, edit, set end date, delete"; §7 the five verzuim
// POST calls). Each handler reads its input, checks the reportVerzuim action on the person, asks domain verzuim
// whether the change is allowed and what it writes, then writes the items, their sick days and the activity item in
// one transaction that holds the person's lock (verzuim/sql.ts).
import { addDays, formatDate, inputDate } from '@people/domain/dates';
import {
  deleteVerzuim,
  editVerzuim,
  endVerzuim,
  firstDayMinutesError,
  partialRecoveryError,
  spanError,
  VERZUIM_HAS_CONTINUATION,
  type VerzuimChange,
  type VerzuimRuleError,
} from '@people/domain/verzuim';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { fieldError, notFound } from '../core/errors';
import { personContext, requireAction } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { answerOne, BASE } from './routes';
import {
  editBody,
  endDateBody,
  int,
  obj,
  partialRecoveryBody,
  reportStartBody,
  verzuimAnswer,
  verzuimErrors,
  verzuimIdBody,
} from './schemas';
import {
  deleteItem,
  insertItem,
  lockedItems,
  scheduledMinutes,
  updateItem,
  verzuimByIds,
  writeSickDays,
  type VerzuimRow,
} from './sql';

const MESSAGES: Record<string, string> = {
  VERZUIM_ALREADY_OPEN: 'This person is already reported sick: end that sick leave first.',
  VERZUIM_OVERLAPS: 'This sick leave overlaps another one of this person.',
  VERZUIM_END_BEFORE_START: 'The end date cannot be before the start date.',
  VERZUIM_NOT_OPEN: 'A partial recovery continues an open sick leave only.',
  VERZUIM_RECOVERY_PERCENTAGE: 'The recovery percentage must be between 1 and 99.',
  VERZUIM_RECOVERY_BEFORE_START: 'A partial recovery starts after the sick leave it continues.',
  VERZUIM_MINUTES_ABOVE_SCHEDULE: 'The sick minutes on the first day cannot exceed the minutes scheduled that day.',
  VERZUIM_HAS_CONTINUATION: 'A partial recovery continues this item: change or delete that one first.',
  NOT_A_PARTIAL_RECOVERY: 'Only a partial recovery has a recovery percentage.',
};

function refusal(error: VerzuimRuleError) {
  const status =
    error.code === 'VERZUIM_ALREADY_OPEN' ||
    error.code === 'VERZUIM_OVERLAPS' ||
    error.code === VERZUIM_HAS_CONTINUATION
      ? 409
      : 422;
  return fieldError(status, error.code, MESSAGES[error.rule ?? error.code], error.field);
}

function refuse(error: VerzuimRuleError | null): void {
  if (error) throw refusal(error);
}

/** What domain verzuim allows a change to write, or its refusal as the spec's answer. */
function allowed<T>(change: VerzuimChange<T>): T {
  if (change.error !== null) throw refusal(change.error);
  return change;
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

/** The person's items, locked with the person for the rest of the transaction. */
async function itemsOfPerson(tx: Queryable, companyId: number, employeeId: number): Promise<VerzuimRow[]> {
  const all = await lockedItems(tx, companyId, employeeId);
  if (all === null) throw notFound('This person does not exist.');
  return all;
}

async function firstDayCheck(tx: Queryable, companyId: number, item: VerzuimRow): Promise<void> {
  if (item.duration_minutes_on_first_day === null) return;
  refuse(
    firstDayMinutesError(
      item.duration_minutes_on_first_day,
      await scheduledMinutes(tx, companyId, item.employee_id, item.start_date),
    ),
  );
}

export async function verzuimChangeRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    `${BASE}/verzuim/reportVerzuimStart`,
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['verzuim'],
        summary:
          'Part 1 §7: reports a person sick from start_date; answers id. 409 VERZUIM_ALREADY_OPEN while another sick leave is open, ' +
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
        const all = await itemsOfPerson(tx, user.company_id, body.employee_id);
        refuse(spanError({ start_date: start, end_date: null }, all));
        // part 1 §7 initial_verzuim_id: a report may name an earlier report of the same person it recurs from.
        const initial = body.initial_verzuim_id ?? null;
        if (initial !== null && !all.some((i) => i.id === initial))
          throw notFound('The initial verzuim does not exist.');
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
        const created = await insertItem(tx, user.company_id, user.id, item);
        await writeSickDays(tx, user.company_id, user.id, created, today());
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'verzuim_added',
          info: { note: formatDate(start) },
        });
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
        const all = await itemsOfPerson(tx, user.company_id, body.employee_id);
        const previous = all.find((i) => i.id === body.previous_verzuim_id);
        if (!previous) throw notFound('This verzuim does not exist for this person.');
        refuse(partialRecoveryError(previous, start, body.recovery_percentage as number));
        const closed = { ...previous, end_date: addDays(start, -1) };
        await updateItem(tx, user.company_id, closed);
        const created = await insertItem(tx, user.company_id, user.id, {
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
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'verzuim_updated',
          info: { new_type: `${body.recovery_percentage}%`, note: formatDate(start) },
        });
        return { id: created.id };
      });
    },
  );

  app.post(
    `${BASE}/verzuim/editVerzuimItem`,
    {
      config: {
        audit: changeOf({ answer: (answer) => (answer as { verzuim?: { employee_id: number } }).verzuim?.employee_id }),
      },
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
      const {
        verzuim_id: verzuimId,
        start_date: startDate,
        expected_recovery_date: expectedDate,
        notification_date: notificationDate,
        ...fields
      } = request.body;
      const user = request.user;
      const { item: found, context } = await itemContext(db, user, verzuimId);
      requireAction(context, 'reportVerzuim');
      const start = dateOrNull(startDate, 'start_date');
      const expected = dateOrNull(expectedDate, 'expected_recovery_date');
      const notification = dateOrNull(notificationDate, 'notification_date');
      const edit = {
        ...fields,
        start_date: start ?? undefined,
        expected_recovery_date: expected,
        notification_date: notification,
      };
      return db.transaction(async (tx) => {
        const all = await itemsOfPerson(tx, user.company_id, found.employee_id);
        const item = all.find((i) => i.id === found.id) as VerzuimRow;
        const { changed, moved } = allowed(editVerzuim(item, all, edit));
        await firstDayCheck(tx, user.company_id, changed);
        await updateItem(tx, user.company_id, changed);
        await writeSickDays(tx, user.company_id, user.id, changed, today());
        if (moved) {
          await updateItem(tx, user.company_id, moved);
          await writeSickDays(tx, user.company_id, user.id, moved, today());
        }
        await writeActivity(tx, user, {
          employeeId: item.employee_id,
          eventType: 'verzuim_updated',
          info: { note: formatDate(changed.start_date) },
        });
        return { verzuim: await answerOne(tx, user.company_id, changed) };
      });
    },
  );

  app.post(
    `${BASE}/verzuim/setVerzuimEndDate`,
    {
      config: {
        audit: changeOf({ answer: (answer) => (answer as { verzuim?: { employee_id: number } }).verzuim?.employee_id }),
      },
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
        const all = await itemsOfPerson(tx, user.company_id, found.employee_id);
        const item = all.find((i) => i.id === found.id) as VerzuimRow;
        const { ended } = allowed(endVerzuim(item, all, end));
        await updateItem(tx, user.company_id, ended);
        await writeSickDays(tx, user.company_id, user.id, ended, today());
        await writeActivity(tx, user, {
          employeeId: item.employee_id,
          eventType: 'verzuim_ended',
          info: { note: formatDate(end) },
        });
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
        const all = await itemsOfPerson(tx, user.company_id, found.employee_id);
        const item = all.find((i) => i.id === found.id) as VerzuimRow;
        const { reopened } = allowed(deleteVerzuim(item, all));
        await deleteItem(tx, user.company_id, item.id);
        if (reopened) {
          await updateItem(tx, user.company_id, reopened);
          await writeSickDays(tx, user.company_id, user.id, reopened, today());
        }
        await writeActivity(tx, user, {
          employeeId: item.employee_id,
          eventType: 'verzuim_updated',
          info: { old_type: 'deleted', note: formatDate(item.start_date) },
        });
        return { success: 1, employee_id: item.employee_id };
      });
    },
  );
}
