// Adding days off (part 1 §3 request payload, §5, §7 "Add day off and add day off by ruleset", §8): the limits are
// enforced here, in one transaction that locks the person first, so concurrent requests decide one after the other
// on PostgreSQL and PGlite alike. Over a limit: 422 DAY_OFF_CREATE_LIMIT_ERR (part 1 §8 reason phrase, header
// i18n_code: limit_reached_for_type), ERR_TOO_MUCH_DAYS_PLANNED or ERR_TIME_OFF_ON_NON_WORK_DAY, and nothing is
// stored; an admin may retry with ignore_day_off_limits = 1 (part 1 §5, a non-admin's override is 403).
import { formatDate } from '@people/domain/dates';
import { DAY_OFF_CREATE_LIMIT_ERR, LIMIT_REACHED_I18N_CODE, LIMIT_REACHED_MESSAGE } from '@people/domain/daysOff';
import { applyException, dayPlanningError, type DaySlot } from '@people/domain/daysOffLedger';
import { mayDo, type PermissionContext } from '@people/domain/permissions';
import { typeTakesWhen, validateDayOffType } from '@people/domain/requestForm';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { fieldError, forbidden, HttpError, notFound } from '../core/errors';
import { personContext, requireAction } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { personLedgers, type PersonLedgers, type PlannedEntry } from './balance';
import { dateRangesText, requestDays, slotOf, whenOf, type RequestBody, type RequestDay, type Slot } from './payload';
import { flag, int, obj, requestPayloadSchema } from './schemas';
import { nullableInt } from '../core/schemas';
import { insertLeaveRequest } from './leaveRequestsSql';
import { approvedFlag, requesterOf, requireSelfService, selfServiceType } from './selfService';
import { holidaysCountry, insertEntries, type NewEntry } from './sql';
import { lockPerson } from '../core/personLock';
import {
  daysOffErrors,
  dayOffType,
  dayOffTypes,
  personRulesetId,
  requestableTypes,
  rulesetsOfYear,
  type DayOffTypeRow,
} from '../core/dayOffTypes';

export const limitReached = () =>
  new HttpError(422, DAY_OFF_CREATE_LIMIT_ERR, LIMIT_REACHED_MESSAGE, { i18nCode: LIMIT_REACHED_I18N_CODE });

const DAY_MESSAGES = {
  ERR_TOO_MUCH_DAYS_PLANNED: (date: string) => `More time off is planned on ${formatDate(date)} than that day holds.`,
  ERR_TIME_OFF_ON_NON_WORK_DAY: (date: string) => `${formatDate(date)} is not a working day.`,
};

/** The person may have days planned by the caller; an override of the limits needs its own permission (part 1 §5, §6). */
async function plannerContext(db: Queryable, user: UserRow, body: RequestBody): Promise<PermissionContext> {
  const context = await personContext(db, user, body.employee_id);
  requireAction(context, 'planDaysOff');
  if (body.ignore_day_off_limits === 1 && !mayDo('ignoreDayOffLimits', context))
    throw forbidden('Only an admin may exceed the limits of a day-off type.');
  return context;
}

/** A type may take a slot as the request form offers it (domain typeTakesWhen, part 1 §3, §5), with the person's limitation. */
export function typeTakes(type: DayOffTypeRow, ledgers: PersonLedgers, slot: Slot): boolean {
  const limitation = applyException(type, ledgers.exception(type.id)).limitation;
  return typeTakesWhen({ limitation, allowedRequestOptions: type.allowed_request_options }, whenOf(slot.amPmHint));
}

interface Assigned {
  day: RequestDay;
  slot: Slot;
  type: DayOffTypeRow;
}

const planned = (ledgers: PersonLedgers, assigned: readonly Assigned[]): PlannedEntry[] =>
  assigned.map((a) => ({
    dayOffTypeId: a.type.id,
    entry: {
      date: a.day.date,
      am_pm_hint: a.slot.amPmHint,
      duration_minutes: a.slot.durationMinutes,
      approved: 0,
      scheduled_minutes: ledgers.scheduled(a.day.date),
    },
  }));

/** part 1 §8: what each day can hold (domain dayPlanningError), then the limits of every type (domain requestLimitCheck). */
function checkLimits(ledgers: PersonLedgers, assigned: readonly Assigned[], setFullDay: boolean): void {
  for (const date of new Set(assigned.map((a) => a.day.date))) {
    const added = assigned.filter((a) => a.day.date === date);
    const error = dayPlanningError({
      scheduledMinutes: ledgers.scheduled(date),
      existing: ledgers.entries.filter((e) => e.date === date),
      added: added.map((a): DaySlot => ({
        am_pm_hint: a.slot.amPmHint,
        duration_minutes: a.slot.durationMinutes,
        interpretation: a.type.interpretation,
      })),
      setFullDayOnNonWorkingDay: setFullDay,
    });
    if (error)
      throw new HttpError(422, error, DAY_MESSAGES[error](date), { details: { field: `date_${added[0].day.index}` } });
  }
  const all = planned(ledgers, assigned);
  for (const type of new Set(assigned.map((a) => a.type))) {
    if (ledgers.limitCheck(type, all) !== null) throw limitReached();
  }
}

function requireNote(types: readonly DayOffTypeRow[], body: RequestBody): void {
  if (types.some((t) => t.note_required === 1) && !body.optional_message?.trim()) {
    throw fieldError(
      400,
      'FIELD_IS_REQUIRED',
      'optional_message is required for this day-off type',
      'optional_message',
    );
  }
}

/**
 * Stores the days, writes days_off_added, and tells whether the Belgium-only unemployment follow-up is due. The days
 * stored pending make one leave request (domain leaveRequests: the days one person asked at once), in this transaction.
 */
async function store(
  tx: Queryable,
  user: UserRow,
  body: RequestBody,
  assigned: readonly Assigned[],
  rulesetId: number | null,
) {
  const requester = requesterOf(user, body);
  const message = body.optional_message?.trim() ? body.optional_message.trim() : null;
  const rows: NewEntry[] = assigned.map((a) => ({
    date: a.day.date,
    dayOffTypeId: a.type.id,
    type: a.type.type,
    amPmHint: a.slot.amPmHint,
    startMinutes: a.slot.startMinutes,
    durationMinutes: a.slot.durationMinutes,
    approved: approvedFlag(a.type, requester),
    rulesetId,
    note: message,
  }));
  const ids = await insertEntries(tx, user.company_id, body.employee_id, user.id, rows);
  const pending = rows.flatMap((row, i) => (row.approved === 0 ? [{ row, id: ids[i], type: assigned[i].type }] : []));
  const leaveRequestId =
    pending.length === 0
      ? null
      : await insertLeaveRequest(tx, user, {
          employeeId: body.employee_id,
          dayOffTypeId: pending[0].type.id,
          rulesetId,
          typeName: [...new Set(pending.map((p) => p.type.name))].join(', '),
          message,
          days: pending.map(({ row }) => ({
            date: row.date,
            am_pm_hint: row.amPmHint,
            start_minutes: row.startMinutes,
            duration_minutes: row.durationMinutes,
          })),
          dayIds: pending.map((p) => p.id),
        });
  await writeActivity(tx, user, {
    employeeId: body.employee_id,
    eventType: 'days_off_added',
    info: {
      new_type: [...new Set(assigned.map((a) => a.type.name))].join(', '),
      note: dateRangesText(assigned.map((a) => a.day.date)),
    },
  });
  // Our choice (migration 005 belgian_unemployment): the follow-up is for a person whose holiday country is BE on that day.
  const first = assigned.find((a) => a.type.belgian_unemployment === 1);
  const unemployment =
    first !== undefined && (await holidaysCountry(tx, user.company_id, body.employee_id, first.day.date)) === 'BE';
  return { ids, unemployment_check: unemployment ? 1 : 0, leave_request_id: leaveRequestId };
}

/**
 * The type of a plain add: custom_day_off_type_id (its kind when type is left out), or for a sick or education day
 * without id the person's first type of that kind. part 1 §5: none chosen is SELECT_DAY_OFF_TYPE_FIRST. part 1 §7:
 * only a type the for_who list offers the person (daysOffSql requestableTypes); another one is 422
 * DAY_OFF_TYPE_NOT_ALLOWED (our code: the spec names none).
 */
async function requestedType(db: Queryable, user: UserRow, body: RequestBody, year: number): Promise<DayOffTypeRow> {
  const typeId = body.custom_day_off_type_id ? body.custom_day_off_type_id : null;
  const allowed = await requestableTypes(db, user.company_id, body.employee_id, year);
  if (typeId === null && (body.type === 'sick_day' || body.type === 'education')) {
    const ofKind = allowed.find((t) => t.type === body.type);
    if (ofKind) return ofKind;
  }
  const missing = validateDayOffType(typeId);
  if (missing) throw fieldError(400, missing, 'Choose a day-off type first.', 'custom_day_off_type_id');
  const type = await dayOffType(db, user.company_id, typeId as number);
  if (!type) throw notFound('This day-off type does not exist.');
  if (body.type !== undefined && type.type !== body.type)
    throw fieldError(400, 'INVALID_INPUT', `This day-off type is for ${type.type} days.`, 'type');
  if (type.year !== year)
    throw fieldError(
      400,
      'INVALID_INPUT',
      `This day-off type is of ${type.year}; the days are in ${year}.`,
      'custom_day_off_type_id',
    );
  if (type.active !== 1)
    throw fieldError(400, 'INVALID_INPUT', 'This day-off type is not active.', 'custom_day_off_type_id');
  if (!allowed.some((t) => t.id === type.id))
    throw fieldError(
      422,
      'DAY_OFF_TYPE_NOT_ALLOWED',
      `${type.name} is a type of another ruleset than this person's.`,
      'custom_day_off_type_id',
    );
  return type;
}

// leave_request_id: the request the days stored pending make, else null (domain leaveRequests).
const answer = obj({ ids: { type: 'array', items: int }, unemployment_check: flag, leave_request_id: nullableInt });

export async function daysOffRequestRoutes(app: Api, { db }: { db: Db }) {
  app.post(
    '/api/days_off/personal_days_off/add',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['days off'],
        summary:
          "Part 1 §7 'Add day off': the request payload of part 1 §3 (date_n DD/MM/YYYY, start_minutes_n, duration_minutes_n as minutes or " +
          'all_day). 422 DAY_OFF_CREATE_LIMIT_ERR over the limit, ERR_TOO_MUCH_DAYS_PLANNED (an all-day time off next to other time off, a ' +
          'half taken twice, more minutes than scheduled) or ERR_TIME_OFF_ON_NON_WORK_DAY (time off on a day of 0 or no minutes, unless an ' +
          'all-day one with set_full_day_on_non_working_day = 1); ignore_day_off_limits = 1 (admins) skips these. unemployment_check 1 asks ' +
          'for the Belgium-only follow-up',
        body: requestPayloadSchema,
        response: { 200: answer, ...daysOffErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      await plannerContext(db, user, body);
      const days = requestDays(body);
      const year = Number(days[0].date.slice(0, 4));
      const type = await requestedType(db, user, body, year);
      const requester = requesterOf(user, body);
      requireSelfService([selfServiceType(type)], null, requester, 'custom_day_off_type_id');
      requireNote([type], body);
      return db.transaction(async (tx) => {
        if ((await lockPerson(tx, user.company_id, body.employee_id)) === null)
          throw notFound('This person does not exist.');
        const ledgers = await personLedgers(tx, user.company_id, body.employee_id, [type], today(), {
          extraYears: [year],
        });
        const assigned = days.map((day) => ({
          day,
          slot: slotOf(body.am_pm_hint, day, ledgers.scheduled(day.date), ledgers.fullDay(year)),
          type,
        }));
        for (const a of assigned)
          requireSelfService([selfServiceType(type, ledgers)], a.slot.amPmHint, requester, 'custom_day_off_type_id');
        const refused = assigned.find((a) => !typeTakes(type, ledgers, a.slot));
        if (refused)
          throw fieldError(
            400,
            'INVALID_INPUT',
            `${type.name} cannot be planned as ${whenOf(refused.slot.amPmHint)}.`,
            'am_pm_hint',
          );
        if (body.ignore_day_off_limits !== 1)
          checkLimits(ledgers, assigned, body.set_full_day_on_non_working_day === 1);
        return store(tx, user, body, assigned, null);
      });
    },
  );

  app.post(
    '/api/days_off/personal_days_off/add_by_ruleset',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['days off'],
        summary:
          "Part 1 §7 'add day off by ruleset (priority scheme)': each day, in date order, goes to the first type of the ruleset (its " +
          'priority order) with balance left; when none has, 422 DAY_OFF_CREATE_LIMIT_ERR, or with ignore_day_off_limits = 1 (admins) the ' +
          'first type. Otherwise as add',
        body: requestPayloadSchema,
        response: { 200: answer, ...daysOffErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      await plannerContext(db, user, body);
      if (!body.ruleset_id) throw fieldError(400, 'FIELD_IS_REQUIRED', 'ruleset_id is required', 'ruleset_id');
      const days = [...requestDays(body)].sort((a, b) => a.date.localeCompare(b.date) || a.index - b.index);
      const year = Number(days[0].date.slice(0, 4));
      const [ruleset] = await rulesetsOfYear(db, user.company_id, year, [body.ruleset_id]);
      if (!ruleset) throw notFound('This ruleset does not exist.');
      // As for /add (requestableTypes): a person plans by their own ruleset only.
      if ((await personRulesetId(db, user.company_id, body.employee_id)) !== ruleset.id) {
        throw fieldError(
          422,
          'DAY_OFF_TYPE_NOT_ALLOWED',
          'This person does not plan days off by this ruleset.',
          'ruleset_id',
        );
      }
      const rulesetTypes = (await dayOffTypes(db, user.company_id, { ids: ruleset.day_off_type_ids })).filter(
        (t) => t.active === 1,
      );
      const ordered = ruleset.day_off_type_ids.flatMap((id) => rulesetTypes.filter((t) => t.id === id));
      if (ordered.length === 0)
        throw fieldError(
          400,
          'SELECT_DAY_OFF_TYPE_FIRST',
          `This ruleset has no active day-off type in ${year}.`,
          'ruleset_id',
        );
      const requester = requesterOf(user, body);
      requireSelfService(
        ordered.map((t) => selfServiceType(t)),
        null,
        requester,
        'ruleset_id',
      );
      return db.transaction(async (tx) => {
        if ((await lockPerson(tx, user.company_id, body.employee_id)) === null)
          throw notFound('This person does not exist.');
        const ledgers = await personLedgers(tx, user.company_id, body.employee_id, ordered, today(), {
          extraYears: [year],
        });
        const assigned: Assigned[] = [];
        for (const day of days) {
          const slot = slotOf(body.am_pm_hint, day, ledgers.scheduled(day.date), ledgers.fullDay(year));
          requireSelfService(
            ordered.map((t) => selfServiceType(t, ledgers)),
            slot.amPmHint,
            requester,
            'ruleset_id',
          );
          const candidates = ordered.filter((t) => typeTakes(t, ledgers, slot));
          if (candidates.length === 0)
            throw fieldError(
              400,
              'INVALID_INPUT',
              `No type of this ruleset can be planned as ${whenOf(slot.amPmHint)}.`,
              'am_pm_hint',
            );
          const fits = candidates.find(
            (type) => ledgers.limitCheck(type, planned(ledgers, [...assigned, { day, slot, type }])) === null,
          );
          if (!fits && body.ignore_day_off_limits !== 1) throw limitReached();
          assigned.push({ day, slot, type: fits ?? candidates[0] });
        }
        requireNote(
          assigned.map((a) => a.type),
          body,
        );
        if (body.ignore_day_off_limits !== 1)
          checkLimits(ledgers, assigned, body.set_full_day_on_non_working_day === 1);
        return store(tx, user, body, assigned, ruleset.id);
      });
    },
  );
}
