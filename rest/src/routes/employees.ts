import type { FastifyInstance } from 'fastify';
import { employeeCarrier, PERSONAL_READ_FIELDS, sensitiveRead } from '../audit';
import { authenticate } from '../auth';
import { today } from '../clock';
import type { Db } from '../db';
import { maySee } from '@people/domain/permissions';
import { notFound } from '../errors';
import { personContext } from '../permissionContext';
import { employeeDetail } from './detail';
import type { EmployeeRow } from './employeeSql';
import { employeeWages } from './wageFacts';
import { employeeById, employeesByIds, listEmployees } from './employeeSql';
import { employeeDetailSchema, employeeSchema, errorSchema, idParamSchema, idsQuerySchema, int, obj, parseIds } from './schemas';

export const MAX_PAGE_SIZE = 100;

type EmployeeDetail = Awaited<ReturnType<typeof employeeDetail>>;
/** Issue 11: the detail carries the personal fields and, with wage access, the current total cost. */
const DETAIL_READ_FIELDS = [...PERSONAL_READ_FIELDS, 'current_wage_total_costs'] as const;

export async function employeeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('preHandler', authenticate(db));

  app.get(
    '/api/employees',
    {
      config: { audit: sensitiveRead(PERSONAL_READ_FIELDS, (answer: { data: EmployeeRow[] }) => answer.data.map(employeeCarrier)) },
      schema: {
        tags: ['employees'],
        summary: "People of the caller's company, by last name; search matches first and last name",
        querystring: obj(
          {
            search: { type: 'string', maxLength: 200 },
            offset: { type: 'integer', minimum: 0, maximum: 1000000, default: 0 },
            limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: 25 },
            include_archived: { type: 'integer', enum: [0, 1], default: 0 },
          },
          [],
        ),
        response: { 200: obj({ data: { type: 'array', items: employeeSchema }, total: int }) },
      },
    },
    async (request) => {
      const q = request.query as { search?: string; offset: number; limit: number; include_archived: number };
      return listEmployees(db, request.user, today(), { ...q, includeArchived: q.include_archived === 1 });
    },
  );

  app.get(
    '/api/employees/batch',
    {
      config: { audit: sensitiveRead(PERSONAL_READ_FIELDS, (answer: { data: EmployeeRow[] }) => answer.data.map(employeeCarrier)) },
      schema: {
        tags: ['employees'],
        summary: 'People by id, for the gateway loaders; ids of another company or missing are left out',
        querystring: idsQuerySchema,
        response: { 200: obj({ data: { type: 'array', items: employeeSchema } }) },
      },
    },
    async (request) => ({ data: await employeesByIds(db, request.user, today(), parseIds((request.query as { ids: string }).ids)) }),
  );

  app.get(
    '/api/employees/:id',
    {
      config: { audit: sensitiveRead(DETAIL_READ_FIELDS, (answer: EmployeeDetail) => [{ employeeId: answer.employee.id, values: { ...(answer.employee as unknown as Record<string, unknown>), current_wage_total_costs: answer.current_wage_total_costs } }]) },
      schema: {
        tags: ['employees'],
        summary: 'Employee detail (part 1 §3 "Employee detail response")',
        params: idParamSchema,
        response: { 200: employeeDetailSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const now = today();
      const employee = await employeeById(db, request.user, now, id);
      if (!employee) throw notFound('This person does not exist.');
      const context = await personContext(db, request.user, id);
      // Part 1 §6 wage access: without it the wage keys answer null.
      const wages = maySee('wage', context) ? (await employeeWages(db, request.user.company_id, [id], context.company.features, now))[0] : null;
      const detail = await employeeDetail(db, employee, now, wages);
      // Part 1 §6: light group access hides the custom fields table; what the page hides is not sent either.
      return maySee('customFields', context) ? detail : { ...detail, custom_fields: [] };
    },
  );
}
