// A person's managers over time (part 1 §2 /settings/managers/{id} "edit managers; hidden for light group
// access", §3 current_reports_to, current_reports_to_extra, §6). Where /edit/reports changes the managers from today,
// this page shows every reporting line with its dates and sets the managers from a chosen day, or removes a line
// entered by mistake. The spec shows no path: we chose
//   GET  /api/employees/managers/batch?ids=   the reporting lines of these people (the gateway's loader)
//   POST /api/employees/updateManagers        { id, version, reports_to_id, reports_to_extra_id, start_date }
//   POST /api/employees/deleteManagerLine     { id, version, line_id }
// Every call needs editManagers (domain permissions: light group access, read-only mode and an archived person refuse).
import { mayDo } from '@people/domain/permissions';
import type { Db } from '../core/db';
import { HttpError } from '../core/errors';
import { permissionContexts } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import {
  dataOf,
  flag,
  id,
  obj,
  idsQuerySchema,
  int,
  isoDateInput,
  named,
  nullableInt,
  nullableStr,
  parseIds,
  str,
} from '../core/schemas';
import { bumpVersion, editAnswer, editAudit, lockForEdit, version } from '../core/personLock';
import { setReportsTo } from '../core/reportsTo';
import { deleteManagerLine, managerLines } from './sql';

const managerLineSchema = named(
  'ManagerLine',
  obj({
    id: int,
    employee_id: int,
    manager_id: int,
    manager_name: str,
    group_id: int,
    is_extra: flag,
    start_date: str,
    end_date: nullableStr,
  }),
);
const managerId = { ...nullableInt, minimum: 1, maximum: 2147483647 } as const;

export async function managerRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/employees/managers/batch',
    {
      schema: {
        tags: ['employees'],
        summary:
          'Every reporting line (manager or extra manager, from, until) of these people, newest first, for /settings/managers/{id} ' +
          '(part 1 §2); people the caller may not edit the managers of (light group access, part 1 §6) are left out',
        querystring: idsQuerySchema,
        response: { 200: dataOf(managerLineSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const contexts = await permissionContexts(db, user, parseIds(request.query.ids));
      const allowed = [...contexts]
        .filter(([, context]) => mayDo('editManagers', context))
        .map(([personId]) => personId);
      if (allowed.length === 0) return { data: [] };
      // A manager of a group the caller does not cover is still named (plain text, part 1 §6).
      return { data: await managerLines(db, user.company_id, allowed) };
    },
  );

  app.post(
    '/api/employees/updateManagers',
    {
      config: { audit: editAudit },
      schema: {
        tags: ['employees'],
        summary:
          "Set a person's manager and extra manager from start_date (part 1 §2 /settings/managers/{id}): per kind, the line running " +
          'that day ends the day before and later lines are replaced. REPORTS_TO_SELF, REPORTS_TO_SAME_MANAGER, REPORTS_TO_CYCLE; ' +
          '409 EDIT_CONFLICT when version is stale',
        body: obj({ id, version, reports_to_id: managerId, reports_to_extra_id: managerId, start_date: isoDateInput }),
        response: editAnswer,
      },
    },
    async (request) => {
      const body = request.body;
      return db.transaction((tx) => setReportsTo(tx, request.user, body, 'editManagers', body.start_date));
    },
  );

  app.post(
    '/api/employees/deleteManagerLine',
    {
      config: { audit: editAudit },
      schema: {
        tags: ['employees'],
        summary:
          "Remove one of a person's reporting lines entered by mistake (part 1 §2 /settings/managers/{id}); 409 EDIT_CONFLICT when version is stale",
        body: obj({ id, version, line_id: id }),
        response: editAnswer,
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      return db.transaction(async (tx) => {
        await lockForEdit(tx, user, body.id, body.version, 'editManagers', []);
        const line = await deleteManagerLine(tx, body.id, body.line_id);
        if (!line)
          throw new HttpError(404, 'NOT_FOUND', 'This reporting line does not exist.', {
            details: { field: 'line_id' },
          });
        const next = await bumpVersion(tx, user, body.id);
        const field = line.is_extra === 1 ? 'reports_to_extra_id' : 'reports_to_id';
        await writeActivity(tx, user, {
          employeeId: body.id,
          eventType: 'reports_to_updated',
          info: { old_type: line.manager_name, new_type: field },
        });
        return { id: body.id, version: next, changed: [field] };
      });
    },
  );
}
