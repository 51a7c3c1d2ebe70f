// Commutes (spec part 2 §7 Commutes, §3 Commute, §4 "fixed or variable; for variable ones, days are saved per
// month and year; the latest commute may be checked for being variable"; part 1 §6 and part 2 §7 "the commute section
// needs wage access, payroll provider access and an integration with the feature wage/push-transport"). The paths are
// the spec's; the payload of updateCommute is not shown: we chose employee_id, type, transport_type, distance_km,
// days_per_week (fixed only) and start_date (default today; the same start date replaces that row of the history).
// The gateway's batch read (our path): GET /api/commutes/employees?employee_ids= (current commute, history, is_variable).
// Every change writes a commute audit-log row with its before and after in the same transaction.
import { maySee } from '@people/domain/permissions';
import {
  COMMUTE_AUDIT_PAGE_SIZE,
  currentCommute,
  daysPerWeekProblem,
  storedDistanceKm,
  latestIsVariable,
  variableDaysProblem,
} from '@people/domain/commutes';
import { daysInMonth } from '@people/domain/dates';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { fieldError, forbidden, HttpError, notFound } from '../core/errors';
import {
  companyFlags,
  permissionContexts,
  personContext,
  requireAction,
  sectionContext,
  viewerFlags,
  visibleRows,
} from '../core/permissionContext';
import type { Api } from '../core/routing';
import {
  auditListQuery,
  commuteAuditPageSchema,
  commuteSchema,
  employeeCommutesSchema,
  employeePath,
  saveVariableDaysBody,
  updateCommuteBody,
  variableCommuteSchema,
  variablePath,
} from './schemas';
import {
  commuteAuditPage,
  commuteRows,
  firstCommuteAuditTimestamp,
  hasVariableCommutes,
  insertCommute,
  saveVariableDays,
  updateCommute,
  variableDays,
  writeCommuteAudit,
  type CommuteRow,
  type VariableDaysRow,
} from './sql';
import { dataOf, flag, nullable, obj, personErrors, idsQuerySchema, parseIds, batchIds } from '../core/schemas';
import { writeActivity } from '../core/activity';
import { requestDate } from '../core/inputRules';
import { bumpVersion, lockVersion, lockPerson } from '../core/personLock';

const errors = { ...personErrors, 409: personErrors[400], 422: personErrors[400] };

/** The audit-log state of a commute: what part 2 §3 and part 1 §3 show of it. */
const commuteState = (c: CommuteRow) => ({
  type: c.type,
  transport_type: c.transport_type,
  distance_km: c.distance_km,
  days_per_week: c.days_per_week,
  start_date: c.start_date,
});
const variableState = (v: VariableDaysRow) => ({ year: v.year, month: v.month, days: v.days, transport_type: v.type });
const variableAnswer = (v: VariableDaysRow) => ({ ...v, max_days: daysInMonth(v.year, v.month) });

/** Part 2 §7: the audit log and the group's variable commutes are the commute section without a person. */
async function requireCommuteAccess(db: Queryable, user: UserRow): Promise<void> {
  const company = await companyFlags(db, user.company_id);
  if (!maySee('commute', { viewer: viewerFlags(user), company })) throw forbidden('You may not see commutes.');
}

export async function commuteRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/employee/:id/commute',
    {
      schema: {
        tags: ['commutes'],
        summary:
          "A person's commute in force today (part 2 §7, response commute): fixed or variable, transport type, distance in km; null without one",
        params: employeePath,
        response: { 200: obj({ commute: nullable(commuteSchema) }), ...personErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await sectionContext(db, request.user, id, 'commute');
      return {
        commute: currentCommute(await commuteRows(db, request.user.company_id, { employeeIds: [id] }), today()),
      };
    },
  );

  app.get(
    '/api/employee/:id/commutesHistory',
    {
      schema: {
        tags: ['commutes'],
        summary: "A person's commutes, the latest start first (part 2 §7)",
        params: employeePath,
        response: { 200: dataOf(commuteSchema), ...personErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await sectionContext(db, request.user, id, 'commute');
      return { data: await commuteRows(db, request.user.company_id, { employeeIds: [id] }) };
    },
  );

  app.get(
    '/api/employee/:id/currentVariableCommute/:month/:year',
    {
      schema: {
        tags: ['commutes'],
        summary:
          'The variable commute days saved for a month and year (part 2 §4, §7), with the days that month has; null when none were saved',
        params: variablePath,
        response: { 200: obj({ commute: nullable(variableCommuteSchema) }), ...personErrors },
      },
    },
    async (request) => {
      const { id, month, year } = request.params;
      await sectionContext(db, request.user, id, 'commute');
      const row = await variableDays(db, request.user.company_id, id, year, month);
      return { commute: row === null ? null : variableAnswer(row) };
    },
  );

  app.get(
    '/api/employee/:id/checkIfLatestCommuteIsVariable',
    {
      schema: {
        tags: ['commutes'],
        summary:
          'Whether the latest commute (the latest start, one starting later too) is variable (part 2 §4, §7 response is_variable)',
        params: employeePath,
        response: { 200: obj({ is_variable: flag }), ...personErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await sectionContext(db, request.user, id, 'commute');
      return {
        is_variable: latestIsVariable(await commuteRows(db, request.user.company_id, { employeeIds: [id] })) ? 1 : 0,
      };
    },
  );

  app.post(
    '/api/employee/:id/saveVariableCommuteDays',
    {
      config: { audit: changeOf({ params: 'id' }) },
      schema: {
        tags: ['commutes'],
        summary:
          'Saves the commuting days of a month and year of a variable commute (part 2 §7: days, type, employee_id, month, year; ' +
          'type is the transport type, the latest commute’s when absent). 409 COMMUTE_NOT_VARIABLE when the latest commute is ' +
          'not variable; 400 VARIABLE_COMMUTE_DAYS_INVALID for more days than the month has. Writes the commute audit log',
        params: employeePath,
        body: saveVariableDaysBody,
        response: { 200: obj({ commute: variableCommuteSchema }), ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const user = request.user;
      if (body.employee_id !== undefined && body.employee_id !== id) {
        throw fieldError(400, 'INVALID_INPUT', 'employee_id must be the person of the path.', 'employee_id');
      }
      requireAction(await personContext(db, user, id), 'editCommute');
      const problem = variableDaysProblem(body.days, body.month, body.year);
      if (problem)
        throw fieldError(
          400,
          problem,
          `The days must be a whole number from 0 to ${daysInMonth(body.year, body.month)}, the days of that month.`,
          'days',
        );
      const saved = await db.transaction(async (tx) => {
        if (!(await lockPerson(tx, user.company_id, id))) throw notFound('This person does not exist.');
        const history = await commuteRows(tx, user.company_id, { employeeIds: [id] });
        if (!latestIsVariable(history))
          throw new HttpError(
            409,
            'COMMUTE_NOT_VARIABLE',
            'The latest commute of this person is not variable: it has no days per month.',
          );
        const before = await variableDays(tx, user.company_id, id, body.year, body.month);
        const type = body.type ?? history[0].transport_type;
        await saveVariableDays(tx, user.company_id, {
          employee_id: id,
          year: body.year,
          month: body.month,
          days: body.days,
          type,
        });
        const after: VariableDaysRow = { employee_id: id, year: body.year, month: body.month, days: body.days, type };
        await writeCommuteAudit(
          tx,
          user,
          id,
          'variable_days_saved',
          before === null ? null : variableState(before),
          variableState(after),
        );
        return after;
      });
      return { commute: variableAnswer(saved) };
    },
  );

  app.get(
    '/api/commutes/groupHasVariableCommutes',
    {
      schema: {
        tags: ['commutes'],
        summary:
          'Whether anyone the caller covers has a variable latest commute (part 2 §7); needs the commute section’s access',
        response: { 200: obj({ has_variable_commutes: flag }), ...personErrors },
      },
    },
    async (request) => {
      const user = request.user;
      await requireCommuteAccess(db, user);
      return { has_variable_commutes: (await hasVariableCommutes(db, user)) ? 1 : 0 };
    },
  );

  app.post(
    '/api/employees/commutes/updateCommute',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['commutes'],
        summary:
          "Changes a person's commute from a start date (part 2 §7, payload not shown: employee_id, type fixed or variable, " +
          'transport_type, distance_km, days_per_week for a fixed one, start_date, default today). A new start date adds to the ' +
          'history, the same one replaces it. Writes the commute audit log with before and after and the activity item ' +
          'commute_updated. version is Employee.version as read: a stale one answers 409 EDIT_CONFLICT and stores nothing',
        body: updateCommuteBody,
        response: { 200: obj({ commute: commuteSchema }), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, body.employee_id), 'editCommute');
      const daysPerWeek = body.days_per_week ?? null;
      if (daysPerWeekProblem(body.type, daysPerWeek)) {
        const message =
          body.type === 'fixed'
            ? 'A fixed commute needs its days per week, 1 to 7.'
            : 'A variable commute has its days per month, not per week.';
        throw fieldError(400, 'COMMUTE_DAYS_PER_WEEK_INVALID', message, 'days_per_week');
      }
      const startDate = body.start_date === undefined ? today() : requestDate(body.start_date, 'start_date');
      const distance = storedDistanceKm(body.distance_km);
      if (distance === null) throw fieldError(400, 'OUT_OF_RANGE', 'distance_km must be at least 0.1.', 'distance_km');
      const commuteId = await db.transaction(async (tx) => {
        // Optimistic locking with the person's version, as the other edit routes of part 1 §2.
        await lockVersion(tx, user, body.employee_id, body.version);
        const history = await commuteRows(tx, user.company_id, { employeeIds: [body.employee_id] });
        const sameStart = history.find((c) => c.start_date === startDate);
        const before = sameStart ?? currentCommute(history, startDate) ?? null;
        const values = {
          employee_id: body.employee_id,
          type: body.type,
          transport_type: body.transport_type,
          distance_km: distance,
          days_per_week: daysPerWeek,
          start_date: startDate,
        };
        const savedId = sameStart
          ? await updateCommute(tx, user.company_id, sameStart.id, values)
          : await insertCommute(tx, user.company_id, values);
        const after: CommuteRow = { id: savedId, ...values };
        await writeCommuteAudit(
          tx,
          user,
          body.employee_id,
          'commute_updated',
          before === null ? null : commuteState(before),
          commuteState(after),
        );
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'commute_updated',
          info: { old_type: before?.transport_type ?? null, new_type: body.transport_type, note: startDate },
        });
        await bumpVersion(tx, user, body.employee_id);
        return savedId;
      });
      const [commute] = await commuteRows(db, user.company_id, { ids: [commuteId] });
      return { commute };
    },
  );

  app.get(
    '/api/auditlogs/commutes/list',
    {
      schema: {
        tags: ['commutes'],
        summary:
          'The commute audit log (part 2 §7: page, employee_filter, year_month_filter YYYY-MM of the change), newest first, 25 ' +
          'a page: who changed whose commute or variable days when, with the state before and after. People the caller may ' +
          'not see are left out; needs the commute section’s access',
        querystring: auditListQuery,
        response: { 200: commuteAuditPageSchema, ...personErrors },
      },
    },
    async (request) => {
      const user = request.user;
      const { page = 0, employee_filter: employeeId, year_month_filter: yearMonth } = request.query;
      await requireCommuteAccess(db, user);
      if (employeeId !== undefined) await personContext(db, user, employeeId);
      const { rows, total } = await commuteAuditPage(db, user, { employeeId, yearMonth }, page);
      return { data: rows, page, per_page: COMMUTE_AUDIT_PAGE_SIZE, total };
    },
  );

  app.get(
    '/api/auditlogs/commutes/firstLogTimestamp',
    {
      schema: {
        tags: ['commutes'],
        summary:
          'When the oldest commute audit-log entry the caller may see was written (part 2 §7), ISO UTC; null without any',
        response: { 200: obj({ first_log_timestamp: { type: ['string', 'null'] } }), ...personErrors },
      },
    },
    async (request) => {
      const user = request.user;
      await requireCommuteAccess(db, user);
      return { first_log_timestamp: await firstCommuteAuditTimestamp(db, user) };
    },
  );

  app.get(
    '/api/commutes/employees',
    {
      schema: {
        tags: ['commutes'],
        summary:
          "Several people's commute in force today, history and whether the latest is variable (the gateway's Employee.commute " +
          'and commuteHistory); people whose commute the caller may not see are left out',
        querystring: batchIds('employee_ids'),
        response: { 200: dataOf(employeeCommutesSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const ids = parseIds(request.query.employee_ids);
      const contexts = await permissionContexts(db, user, ids);
      const visible = ids.filter((id) => {
        const context = contexts.get(id);
        return context !== undefined && maySee('commute', context);
      });
      const rows = await commuteRows(db, user.company_id, { employeeIds: visible });
      const now = today();
      return {
        data: visible.map((id) => {
          const history = rows.filter((r) => r.employee_id === id);
          return {
            employee_id: id,
            commute: currentCommute(history, now),
            history,
            is_variable: latestIsVariable(history) ? 1 : 0,
          };
        }),
      };
    },
  );

  app.get(
    '/api/commutes/batch',
    {
      schema: {
        tags: ['commutes'],
        summary: "Commutes by id, for the gateway's node(id:); ids of another company, missing or hidden are left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf(commuteSchema) },
      },
    },
    async (request) => {
      const rows = await commuteRows(db, request.user.company_id, { ids: parseIds(request.query.ids) });
      return { data: await visibleRows(db, request.user, rows, 'commute') };
    },
  );
}
