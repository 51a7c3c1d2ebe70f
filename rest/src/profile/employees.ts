import { maySee } from '@people/domain/permissions';
import { AUDITED_PERSONAL_FIELDS, PERSONAL_DETAIL_FIELDS } from '@people/domain/personalData';
import { employeeCarrier, sensitiveRead, WAGE_READ_FIELDS, type Carrier } from '../core/audit';
import { today } from '../core/clock';
import type { Db } from '../core/db';
import { notFound } from '../core/errors';
import { permissionContexts } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { employeeDetail } from './detail';
import { detailEmbeds, embedQuery, parseEmbeds, type DetailEmbedded } from './detailEmbeds';
import { wageCarriers } from '../wage/routes';
import { employeeWages } from '../wage/facts';
import { directoryRoutes } from '../people/directory';
import { employeeById, employeesByIds, personalDetailsByIds } from '../people/employeeSql';
import {
  employeeDetailSchema,
  employeeSchema,
  errorSchema,
  idParamSchema,
  idsQuerySchema,
  obj,
  parseIds,
  personalDetailsSchema,
} from '../core/schemas';

type EmployeeDetail = Awaited<ReturnType<typeof employeeDetail>> & {
  employee: Record<string, unknown> & { id: number };
  embedded?: DetailEmbedded;
};
/**
 * The detail carries the personal fields and, with wage access, the current total cost; the wages it
 * embeds on request carry the wage amounts as GET /api/wages does.
 */
const DETAIL_READ_FIELDS = [...AUDITED_PERSONAL_FIELDS, ...WAGE_READ_FIELDS] as const;
const detailCarriers = (answer: EmployeeDetail): Carrier[] => [
  {
    employeeId: answer.employee.id,
    values: { ...answer.employee, current_wage_total_costs: answer.current_wage_total_costs },
  },
  ...(answer.embedded?.wages ? wageCarriers(answer.embedded.wages) : []),
];

/** The detail's personal fields for a caller who may not see them. */
const hiddenPersonalDetails = Object.fromEntries(PERSONAL_DETAIL_FIELDS.map((field) => [field, null]));

export async function employeeRoutes(app: Api, { db }: { db: Db }) {
  // The directory's list, export, filter options and the roles and reporting-lines batch reads.
  await directoryRoutes(app, { db });

  app.get(
    '/api/employees/batch',
    {
      schema: {
        tags: ['employees'],
        summary: 'People by id, for the gateway loaders; ids of another company or missing are left out',
        querystring: idsQuerySchema,
        response: { 200: obj({ data: { type: 'array', items: employeeSchema } }) },
      },
    },
    async (request) => ({ data: await employeesByIds(db, request.user, today(), parseIds(request.query.ids)) }),
  );

  app.get(
    '/api/employees/personal_details/batch',
    {
      config: {
        audit: sensitiveRead(AUDITED_PERSONAL_FIELDS, (answer: { data: { id: number }[] }) =>
          answer.data.map(employeeCarrier),
        ),
      },
      schema: {
        tags: ['employees'],
        summary:
          "People's personal information (domain PERSONAL_DETAIL_FIELDS) by id, for the gateway's loaders: only " +
          'of people whose personal information the caller may see (themselves, or with employee-details access over ' +
          'their group); the others are left out like missing ids',
        querystring: idsQuerySchema,
        response: { 200: obj({ data: { type: 'array', items: personalDetailsSchema } }) },
      },
    },
    async (request) => {
      const ids = parseIds(request.query.ids);
      const [rows, contexts] = await Promise.all([
        personalDetailsByIds(db, request.user, ids),
        permissionContexts(db, request.user, ids),
      ]);
      return {
        data: rows.filter((row) => {
          const context = contexts.get(row.id);
          return context !== undefined && maySee('personalInformation', context);
        }),
      };
    },
  );

  app.get(
    '/api/employees/:id',
    {
      config: { audit: sensitiveRead(DETAIL_READ_FIELDS, detailCarriers) },
      schema: {
        tags: ['employees'],
        summary:
          'Employee detail (part 1 §3 "Employee detail response"). Not in the spec: `embed` asks for what the ' +
          "profile reads beside it, answered under `embedded` as each piece's own route answers it and left out where " +
          'that route would refuse the caller (detailEmbeds.ts)',
        params: idParamSchema,
        querystring: obj({ embed: embedQuery }, []),
        response: { 200: employeeDetailSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const asked = parseEmbeds(request.query.embed);
      const user = request.user;
      const now = today();
      // The card and the permission context are independent reads, made side by side.
      const [employee, context] = await Promise.all([
        employeeById(db, user, now, id),
        permissionContexts(db, user, [id]).then((all) => all.get(id)),
      ]);
      if (!employee || !context) throw notFound('This person does not exist.');
      // Part 1 §6 wage access: without it the wage keys answer null.
      const wages = maySee('wage', context)
        ? employeeWages(db, user.company_id, [id], context.company.features, now).then(([answer]) => answer)
        : Promise.resolve(null);
      const [detail, personal, embedded] = await Promise.all([
        employeeDetail(db, employee, now, wages),
        // Personal information only under maySee('personalInformation'); null otherwise.
        maySee('personalInformation', context) ? personalDetailsByIds(db, user, [id]) : [],
        asked.size === 0 ? undefined : detailEmbeds(db, user, employee, context, wages, asked, now),
      ]);
      const answer = {
        ...detail,
        employee: { ...hiddenPersonalDetails, ...personal[0], ...employee },
        ...(embedded ? { embedded } : {}),
      };
      // Part 1 §6: light group access hides the custom fields table; what the page hides is not sent either.
      return maySee('customFields', context) ? answer : { ...answer, custom_fields: [] };
    },
  );
}
