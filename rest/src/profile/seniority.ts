// The seniority date of the 'more info' modal (part 1 §2, §3 "Seniority date", §7 "Seniority date get and update
// (employee_id, seniority_date, integration_id, source_app_internal_id)"). Paths not shown: we chose
// GET /api/seniority_dates/{employee_id} and POST /api/seniority_dates/update (dates ISO, null clears).
import { isIsoDate } from '@people/domain/dates';
import { changeOf } from '../core/audit';
import type { Db } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { personContext, requireAction, sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { senioritySchema } from './schemas';
import { deleteSeniorityDate, integrationExists, saveSeniorityDate, seniority } from './integrationSql';
import { employeeIdParams, id, obj, personErrors, isoDateInput } from '../core/schemas';

export async function seniorityRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/seniority_dates/:employee_id',
    {
      schema: {
        tags: ['employees'],
        summary:
          "A person's seniority date with its integration, and the join date with its source (the 'more info' modal)",
        params: employeeIdParams,
        response: { 200: senioritySchema, ...personErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId } = request.params;
      await sectionContext(db, request.user, employeeId, 'header');
      return seniority(db, request.user, employeeId);
    },
  );

  app.post(
    '/api/seniority_dates/update',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['employees'],
        summary: "Set (or clear with null) a person's seniority date; writes a seniority_date_updated activity item",
        body: obj(
          {
            employee_id: id,
            seniority_date: { ...isoDateInput, type: ['string', 'null'] },
            integration_id: { anyOf: [{ type: 'null' }, id] },
            source_app_internal_id: { type: ['string', 'null'], maxLength: 200 },
          },
          ['employee_id', 'seniority_date'],
        ),
        response: { 200: senioritySchema, ...personErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      const employeeId = body.employee_id;
      requireAction(await personContext(db, user, employeeId), 'edit');
      if (body.seniority_date !== null && !isIsoDate(body.seniority_date)) {
        throw new HttpError(400, 'INVALID_DATE', 'seniority_date must be a date as YYYY-MM-DD.', {
          details: { field: 'seniority_date' },
        });
      }
      const integrationId = body.integration_id ?? null;
      if (integrationId !== null) {
        if (!(await integrationExists(db, user.company_id, integrationId)))
          throw notFound('This integration does not exist.');
      }
      await db.transaction(async (tx) => {
        const before = await seniority(tx, user, employeeId);
        if (before.seniority_date === body.seniority_date && before.integration_id === integrationId) return; // nothing changes
        if (body.seniority_date === null) {
          await deleteSeniorityDate(tx, user.company_id, employeeId);
        } else {
          await saveSeniorityDate(tx, user.company_id, employeeId, {
            seniority_date: body.seniority_date,
            integration_id: integrationId,
            source_app_internal_id: body.source_app_internal_id ?? null,
          });
        }
        await writeActivity(tx, user, {
          employeeId,
          eventType: 'seniority_date_updated',
          info: { old_type: before.seniority_date, new_type: body.seniority_date },
        });
      });
      return seniority(db, user, employeeId);
    },
  );
}
