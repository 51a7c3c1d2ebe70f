// Who a person reports to, their parallel contracts, and the permission context the gateway decides with.
// Paths not shown by the spec (part 1 §7 "Reports-to: reports_to_person", "Parallel employee ids list"): we
// chose GET /api/employees/{id}/reports_to, /api/employees/{id}/parallel_employee_ids and
// /api/employees/permissions/batch?ids=.
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { permissionContexts, sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { visibleSql, visibleValues } from '../core/visibility';
import { idParamSchema, idsQuerySchema, parseIds, int, obj, personErrors } from '../core/schemas';
import { permissionContextSchema, reportsToAnswerSchema } from './schemas';

export interface ReportsToPersonRow {
  person_id: number;
  person_name: string;
  group_id: number;
  is_extra: number;
  start_date: string;
}

/** The reports-to answer of one person the caller may see (checked by the caller): today's reporting lines. */
export async function currentReportsTo(db: Queryable, user: UserRow, id: number) {
  // A manager of a group the caller does not cover is still named here, as plain text (part 1 §6); whether
  // they can be opened is whether the people batch finds them. group_id is the manager's group, 0 for none.
  const rows = await db.query<ReportsToPersonRow>(
    `SELECT m.id AS person_id, m.first_name || ' ' || m.last_name AS person_name, COALESCE(m.group_id, 0) AS group_id, r.is_extra, r.start_date
       FROM reports_to r JOIN employees e ON e.id = r.employee_id JOIN employees m ON m.id = r.manager_id
      WHERE e.company_id = $1 AND r.employee_id = $2 AND r.start_date <= $3::date AND (r.end_date IS NULL OR r.end_date >= $3::date)
      ORDER BY r.is_extra, r.start_date, m.id`,
    [user.company_id, id, today()],
  );
  return { reports_to_person: rows };
}

/** The parallel-contracts answer of one person the caller may see (checked by the caller): the ids in order, or just theirs. */
export async function parallelEmployeeIds(db: Queryable, user: UserRow, id: number) {
  const rows = await db.query<{ id: number }>(
    `SELECT p.id FROM employees e JOIN employees p ON p.company_id = e.company_id AND p.parallel_group_id = e.parallel_group_id
      WHERE e.company_id = $1 AND e.id = $2 AND ${visibleSql('p', { company: '$1', admin: '$3', groups: '$4', self: '$5' })}
      ORDER BY p.id`,
    [...visibleValues(user).slice(0, 1), id, ...visibleValues(user).slice(1)],
  );
  return { data: rows.length > 0 ? rows.map((r) => r.id) : [id] };
}

export async function employeeRelationRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/employees/:id/reports_to',
    {
      schema: {
        tags: ['employees'],
        summary: 'The current reporting lines of a person, the regular manager first (reporting-to section, part 1 §2)',
        params: idParamSchema,
        response: { 200: reportsToAnswerSchema, ...personErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user;
      await sectionContext(db, user, id, 'reportingTo');
      return currentReportsTo(db, user, id);
    },
  );

  app.get(
    '/api/employees/:id/parallel_employee_ids',
    {
      schema: {
        tags: ['employees'],
        summary:
          "The ids of a person's parallel contracts, this one included, in order (part 1 §1); just this id without any",
        params: idParamSchema,
        response: { 200: obj({ data: { type: 'array', items: int } }), ...personErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user;
      await sectionContext(db, user, id, 'header');
      return parallelEmployeeIds(db, user, id);
    },
  );

  app.get(
    '/api/employees/permissions/batch',
    {
      schema: {
        tags: ['employees'],
        summary:
          'The domain PermissionContext (viewer flags, company and integration features, person facts) per person, for the ' +
          "gateway's maySee/mayDo; ids the caller cannot see are left out",
        querystring: idsQuerySchema,
        response: { 200: obj({ data: { type: 'array', items: obj({ id: int, context: permissionContextSchema }) } }) },
      },
    },
    async (request) => {
      const contexts = await permissionContexts(db, request.user, parseIds(request.query.ids));
      return { data: [...contexts].map(([id, context]) => ({ id, context })) };
    },
  );
}
