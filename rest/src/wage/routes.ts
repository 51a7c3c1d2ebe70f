// Wages (part 1 §2 "Wage box", §3 Wage, Total cost, Weekly schedule, Recurring holidays, §4 wage states,
// §6 wage access, §7 "Recurring holidays by wage id", "Pending contract status"). Paths are not shown by the spec:
// we chose
//   GET  /api/wages?employee_ids=1,2          a person's wages with schedules, costs, current wage and termination
//   GET  /api/wages/batch?ids=1,2             wages by id (the gateway's node(id:))
//   GET  /api/wages/recurring_holidays?wage_ids=1,2
//   GET  /api/wages/pending_contract_status?employee_id=
//   POST /api/wages                           a new wage or contract from a start date (/people/:id/wage/new)
//   POST /api/wages/{id}                      edit a wage (/people/:id/wage/:wageId/overview)
//   POST /api/wages/terminate                 terminate the open wage (/people/:id/wage/end)
// Reading needs maySee('wage'), a new wage or an edit mayDo('setNewWage'), a termination mayDo('terminate').
import type { FromSchema } from 'json-schema-to-ts';
import { maySee, terminationBlockedToast } from '@people/domain/permissions';
import { changeOf, sensitiveRead, WAGE_READ_FIELDS, type Carrier } from '../core/audit';
import { today } from '../core/clock';
import type { Db } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import {
  companyFlags,
  permissionContexts,
  personContext,
  requireAction,
  requireActionRegardless,
  sectionContext,
  visibleRows,
} from '../core/permissionContext';
import type { Api } from '../core/routing';
import { employeeIdQuery, personErrors, idParamSchema, idsQuerySchema, parseIds, batchIds } from '../core/schemas';
import { changeWage, setNewWage, terminateWage, type EditWageBody, type NewWageBody } from './changes';
import { employeeWages, pendingContract, wageAnswer, type EmployeeWagesAnswer, type WageAnswer } from './facts';
import {
  editWageBody,
  employeeWagesSchema,
  newWageBody,
  obj,
  pendingContractSchema,
  recurringHolidayWeekSchema,
  terminateBody,
  wageSchema,
} from './schemas';
import { recurringHolidayWeeks, wageRecords } from '../core/wageRecords';

const wageNotFound = () => notFound('This wage does not exist.');
const dataOf = (items: object) => obj({ data: { type: 'array', items } });
const oneWage = obj({ data: wageSchema });

/** The amounts of a person's wages answer, each wage and the current total cost, for the audit log. */
export const wageCarriers = (person: EmployeeWagesAnswer): Carrier[] => [
  ...person.wages.map((wage) => ({
    employeeId: person.employee_id,
    values: wage as unknown as Record<string, unknown>,
  })),
  { employeeId: person.employee_id, values: { current_wage_total_costs: person.current_wage_total_costs } },
];

export async function wageRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/wages',
    {
      config: {
        audit: sensitiveRead(WAGE_READ_FIELDS, (answer: { data: EmployeeWagesAnswer[] }) =>
          answer.data.flatMap(wageCarriers),
        ),
      },
      schema: {
        tags: ['wages'],
        summary:
          'The wages of some people, latest start first, each with its weekly schedule, custom benefits, state and monthly ' +
          'total cost; per person the current wage, wage state, termination info and pending-contract status. People ' +
          'the caller may not see, or whose wage they may not see (part 1 §6 wage access), are left out',
        querystring: batchIds('employee_ids'),
        response: { 200: dataOf(employeeWagesSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const ids = parseIds(request.query.employee_ids);
      const contexts = await permissionContexts(db, user, ids);
      const visible = ids.filter((id) => {
        const context = contexts.get(id);
        return context !== undefined && maySee('wage', context);
      });
      const { features } = await companyFlags(db, user.company_id);
      return { data: await employeeWages(db, user.company_id, visible, features, today()) };
    },
  );

  app.get(
    '/api/wages/batch',
    {
      config: {
        audit: sensitiveRead(WAGE_READ_FIELDS, (answer: { data: WageAnswer[] }) =>
          answer.data.map((w) => ({ employeeId: w.employee_id, values: w as unknown as Record<string, unknown> })),
        ),
      },
      schema: {
        tags: ['wages'],
        summary:
          "Wages by id, for the gateway's node(id:); ids of another company, missing or without wage access are left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf(wageSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const records = await wageRecords(db, user.company_id, { ids: parseIds(request.query.ids) });
      const [visible, { features }] = await Promise.all([
        visibleRows(db, user, records, 'wage'),
        companyFlags(db, user.company_id),
      ]);
      const now = today();
      return { data: visible.map((wage) => wageAnswer(wage, features, now)) };
    },
  );

  app.get(
    '/api/wages/recurring_holidays',
    {
      schema: {
        tags: ['wages'],
        summary:
          'Recurring holidays by wage id (part 1 §7): per wage and week of the cycle, recurring_holiday_0 (Monday) to _6 ' +
          '(Sunday), each a list of entries (starting_point, hours in minutes, interpretation). Wages the caller may not see are left out',
        querystring: batchIds('wage_ids'),
        response: { 200: dataOf(recurringHolidayWeekSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const records = await wageRecords(db, user.company_id, { ids: parseIds(request.query.wage_ids) });
      const visible = await visibleRows(db, user, records, 'wage');
      return {
        data: await recurringHolidayWeeks(
          db,
          user.company_id,
          visible.map((w) => w.id),
        ),
      };
    },
  );

  app.get(
    '/api/wages/pending_contract_status',
    {
      schema: {
        tags: ['wages'],
        summary:
          "Pending contract status (part 1 §7 'returns status and metadata'): contract_create_pending with the pending wage, " +
          'or a null status when the person has none',
        querystring: employeeIdQuery,
        response: { 200: pendingContractSchema, ...personErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId } = request.query;
      const user = request.user;
      await sectionContext(db, user, employeeId, 'wage');
      return pendingContract(await wageRecords(db, user.company_id, { employeeIds: [employeeId] }));
    },
  );

  app.post<{ Body: NewWageBody }>(
    '/api/wages',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['wages'],
        summary:
          'A new wage or contract from a start date (part 1 §2 /people/:id/wage/new). The wages in force on that date end the ' +
          'day before; writes a wage_updated activity item. Without weekly_schedule the replaced wage’s schedule is kept',
        body: newWageBody,
        response: { 200: oneWage, ...personErrors, 422: personErrors[400] },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, body.employee_id), 'setNewWage');
      const wageId = await setNewWage(db, user, body);
      return { data: await oneAnswer(db, user.company_id, wageId) };
    },
  );

  app.post(
    '/api/wages/terminate',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['wages'],
        summary:
          'Terminate the open wage on a date (part 1 §2 /people/:id/wage/end, §4: only a wage without end date). wage_id is ' +
          'required for a contractless employment continuation. Refused with DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED under ' +
          'enable_dimona_restricted_account (part 1 §6); writes payroll_contract_terminated or freelance_contract_terminated',
        body: terminateBody,
        response: { 200: oneWage, ...personErrors, 422: personErrors[400] },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      const context = await personContext(db, user, body.employee_id);
      // Whether this caller may terminate at all; the state of the wage then answers its own code (409, 422).
      requireActionRegardless(context, 'terminate', { hasWage: true, wageHasEndDate: false });
      const blocked = terminationBlockedToast(context);
      if (blocked) throw new HttpError(403, blocked, 'Terminating is blocked for a restricted Dimona account.');
      const wageId = await terminateWage(db, user, body);
      return { data: await oneAnswer(db, user.company_id, wageId) };
    },
  );

  app.post<{ Params: FromSchema<typeof idParamSchema>; Body: EditWageBody }>(
    '/api/wages/:id',
    {
      config: {
        audit: changeOf({ answer: (answer) => (answer as { data?: { employee_id?: number } }).data?.employee_id }),
      },
      schema: {
        tags: ['wages'],
        summary:
          'Edit a wage (part 1 §2 /people/:id/wage/:wageId/overview): the fields sent change, weekly_schedule is replaced as a ' +
          'whole, payroll_data_json keys are merged; writes a wage_updated activity item',
        params: idParamSchema,
        body: editWageBody,
        response: { 200: oneWage, ...personErrors, 422: personErrors[400] },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = request.user;
      const [wage] = await wageRecords(db, user.company_id, { ids: [id] });
      if (!wage) throw wageNotFound();
      // A wage of a person the caller cannot see is missing to them, as the person is.
      const context = await personContext(db, user, wage.employee_id).catch((error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 404 ? wageNotFound() : error;
      });
      requireAction(context, 'setNewWage');
      await changeWage(db, user, wage, request.body);
      return { data: await oneAnswer(db, user.company_id, id) };
    },
  );
}

async function oneAnswer(db: Db, companyId: number, wageId: number) {
  const [[wage], { features }] = await Promise.all([
    wageRecords(db, companyId, { ids: [wageId] }),
    companyFlags(db, companyId),
  ]);
  if (!wage) throw wageNotFound();
  return wageAnswer(wage, features, today());
}
