// Reminders about a person (part 1 §2 /reminders/employee/{id}?relatedEmployeeId={id} "manage reminders",
// hidden for light group access, §6; migration 025). The spec shows no path: we chose
//   GET  /api/reminders/batch?ids=   the reminders about these people (employee ids; the gateway's loader)
//   POST /api/reminders/add          { employee_id, remind_on, text }  answers { id }
//   POST /api/reminders/setDone      { id, done }                      answers { id }
//   POST /api/reminders/delete       { id }                            answers { id }
// Every call needs manageReminders over the person (domain permissions); a reminder of a person the caller may not
// manage answers 404 like a missing one.
import { mayDo } from '@people/domain/permissions';
import { sortReminders, validateReminder } from '@people/domain/reminders';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { invalid, notFound } from '../core/errors';
import { permissionContexts, personContext, requireAction } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { dataOf, flag, id, obj, personErrors, idsQuerySchema, int, named, parseIds, str } from '../core/schemas';
import { deleteReminder, insertReminder, reminderPerson, reminderRows, setReminderDone } from './sql';

const reminderSchema = named(
  'Reminder',
  obj({
    id: int,
    employee_id: int,
    remind_on: str,
    text: str,
    done: flag,
    created_by_name: { type: ['string', 'null'] },
    created_at: str,
  }),
);
const idAnswer = { 200: obj({ id: int }), ...personErrors };

/** The person may have their reminders managed by the caller (read-only mode is refused for every write: readOnly.ts). */
async function requireManage(db: Queryable, user: UserRow, employeeId: number) {
  const context = await personContext(db, user, employeeId);
  requireAction(context, 'manageReminders');
}

/** The reminder's person, after the permission check; a reminder of another company or a hidden person is missing. */
async function reminderOwner(db: Queryable, user: UserRow, reminderId: number): Promise<number> {
  const employeeId = await reminderPerson(db, user.company_id, reminderId);
  if (employeeId === undefined) throw notFound('This reminder does not exist.');
  const context = (await permissionContexts(db, user, [employeeId])).get(employeeId);
  if (!context) throw notFound('This reminder does not exist.');
  requireAction(context, 'manageReminders');
  return employeeId;
}

export async function reminderRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/reminders/batch',
    {
      schema: {
        tags: ['reminders'],
        summary:
          'The reminders about these people (ids are employee ids), open first by date (part 1 §2 manage reminders); people the ' +
          'caller may not manage reminders of (light group access, part 1 §6) are left out',
        querystring: idsQuerySchema,
        response: { 200: dataOf(reminderSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const contexts = await permissionContexts(db, user, parseIds(request.query.ids));
      const allowed = [...contexts]
        .filter(([, context]) => mayDo('manageReminders', context))
        .map(([personId]) => personId);
      if (allowed.length === 0) return { data: [] };
      const rows = await reminderRows(db, user.company_id, allowed);
      return {
        data: sortReminders(rows.map((r) => ({ ...r, done: r.done === 1 }))).map((r) => ({
          ...r,
          done: r.done ? 1 : 0,
        })),
      };
    },
  );

  app.post(
    '/api/reminders/add',
    {
      config: { audit: changeOf({ body: 'employee_id' }, ['reminder']) },
      schema: {
        tags: ['reminders'],
        summary:
          'Add a reminder about a person: a date (YYYY-MM-DD) and a text of at most 400 characters. FIELD_IS_REQUIRED, INVALID_DATE, TEXT_TOO_LONG',
        body: obj({
          employee_id: id,
          remind_on: { type: 'string', maxLength: 10 },
          text: { type: 'string', maxLength: 2000 },
        }),
        response: idAnswer,
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      await requireManage(db, user, body.employee_id);
      const [problem] = validateReminder(body);
      if (problem) throw invalid(problem);
      const reminderId = await insertReminder(
        db,
        user.company_id,
        { employee_id: body.employee_id, remind_on: body.remind_on, text: body.text.trim() },
        user.id,
      );
      return { id: reminderId };
    },
  );

  app.post(
    '/api/reminders/setDone',
    {
      config: {
        audit: changeOf({ answer: (answer) => (answer as { employee_id?: number }).employee_id }, ['reminder']),
      },
      schema: {
        tags: ['reminders'],
        summary: 'Mark a reminder done (done 1) or open again (done 0)',
        body: obj({ id, done: flag }),
        response: { 200: obj({ id: int, employee_id: int }), ...personErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const employeeId = await reminderOwner(db, request.user, body.id);
      await setReminderDone(db, request.user.company_id, body.id, body.done);
      return { id: body.id, employee_id: employeeId };
    },
  );

  app.post(
    '/api/reminders/delete',
    {
      config: {
        audit: changeOf({ answer: (answer) => (answer as { employee_id?: number }).employee_id }, ['reminder']),
      },
      schema: {
        tags: ['reminders'],
        summary: 'Delete a reminder',
        body: obj({ id }),
        response: { 200: obj({ id: int, employee_id: int }), ...personErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const employeeId = await reminderOwner(db, request.user, body.id);
      await deleteReminder(db, request.user.company_id, body.id);
      return { id: body.id, employee_id: employeeId };
    },
  );
}
