// Add a person from the people list (part 1 §2 /people, §3 Employee; activity employee_added) and the
// company's teams the person forms pick from. The spec shows no path: we chose
//   POST /api/employees/add  { first_name, last_name, email, phone, team_id, join_date, title }  → { id }
//   GET  /api/teams          { data: [{ id, name }] } by name
import { mayDo } from '@people/domain/permissions';
import { validateNewPerson } from '@people/domain/personEdit';
import { changeOf } from '../core/audit';
import type { Db } from '../core/db';
import { forbidden, HttpError } from '../core/errors';
import { companyFlags, viewerFlags } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { obj, personErrors, int, teamSchema } from '../core/schemas';
import { companyTeams, insertFirstRole, insertPerson, teamExists } from './organisationSql';

const optionalText = { type: ['string', 'null'], maxLength: 1000 } as const;

export async function personAddRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/teams',
    {
      schema: {
        tags: ['organisation'],
        summary: "The caller's company's teams by name (the team picker of /edit/team and of adding a person)",
        response: { 200: obj({ data: { type: 'array', items: teamSchema } }) },
      },
    },
    async (request) => ({
      data: await companyTeams(db, request.user.company_id),
    }),
  );

  app.post(
    '/api/employees/add',
    {
      config: { audit: changeOf({ answer: (answer) => (answer as { id?: number } | undefined)?.id }) },
      schema: {
        tags: ['employees'],
        summary:
          'Add a person: first_name and last_name are required (FIELD_IS_REQUIRED), email must be an address ' +
          '(INVALID_EMAIL); optional team, join date and first role. Admins only; writes the activity item employee_added',
        body: obj(
          {
            first_name: { type: 'string', maxLength: 1000 },
            last_name: { type: 'string', maxLength: 1000 },
            email: optionalText,
            phone: optionalText,
            team_id: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
            join_date: optionalText,
            title: optionalText,
          },
          ['first_name', 'last_name'],
        ),
        response: { 200: obj({ id: int }), ...personErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      if (!mayDo('addPerson', { viewer: viewerFlags(user), company: await companyFlags(db, user.company_id) }))
        throw forbidden('You may not add people.');
      const blankToNull = (v: string | null | undefined) => (v == null || v.trim() === '' ? null : v.trim());
      const values = {
        first_name: body.first_name.trim(),
        last_name: body.last_name.trim(),
        email: blankToNull(body.email),
        join_date: blankToNull(body.join_date),
      };
      const [problem] = validateNewPerson(values);
      if (problem) throw new HttpError(400, problem.code, problem.message, { details: { field: problem.field } });
      return db.transaction(async (tx) => {
        if (body.team_id != null) {
          if (!(await teamExists(tx, user.company_id, body.team_id)))
            throw new HttpError(404, 'NOT_FOUND', 'This team does not exist.', { details: { field: 'team_id' } });
        }
        const employeeId = await insertPerson(tx, user.company_id, {
          ...values,
          phone: blankToNull(body.phone),
          team_id: body.team_id ?? null,
        });
        const title = blankToNull(body.title);
        if (title && values.join_date) await insertFirstRole(tx, employeeId, title, values.join_date);
        await writeActivity(tx, user, {
          employeeId,
          eventType: 'employee_added',
          info: { person_name: `${values.first_name} ${values.last_name}` },
        });
        return { id: employeeId };
      });
    },
  );
}
