// Budgets (spec part 2 §7 Budgets, §3 Budget and Budget item, §6 budget access; part 1 §3 Budget, §4 usage
// bar, §9 EUR, activity events budget_added, budget_updated, budget_deleted). The paths are the spec's; where it shows
// none we chose, in the same style:
//   GET  /api/budgets/usage?employee_id=&year=            "Budget usage per employee and year" (path not shown)
//   GET  /api/budgets/batch?ids=                          budgets by id, for the gateway's node(id:)
//   GET  /api/budgets/list?employee_ids=&year=            the budgets of several people, for Employee.budgets(year)
//   GET  /api/budgets/items/batch?budget_ids=             the items of several budgets, for Budget.items
// Reading needs maySee('budgets') (admin or access_budgets, never light); adding, editing and deleting a budget
// mayDo('addBudget' / 'editBudget') (admins, part 1 §6 add-budget links); items mayDo('manageBudgetItems').
// An item that takes usage over the maximum is accepted (domain budgets itemCostProblem says why); the answer's
// budget has over_maximum 1. The changes are in changes.ts, registered right after these reads.
import { splitByDefaults } from '@people/domain/budgets';
import type { Db } from '../core/db';
import { forbidden } from '../core/errors';
import { permissionContexts, sectionContext, viewerFlags, visibleRows } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { hasBudgetAccess, maySee } from '@people/domain/permissions';
import {
  budgetDefaultSchema,
  budgetItemSchema,
  budgetSchema,
  budgetUsageSchema,
  employeeYearParams,
  employeesYearQuery,
  itemsParams,
  itemsQuery,
  yearParams,
} from './schemas';
import { budgetAnswers, budgetDefaults, budgetItemRows, budgetRows } from './sql';
import {
  dataOf,
  employeeIdQuery,
  obj,
  personErrors,
  idParamSchema,
  idsQuerySchema,
  parseIds,
  batchIds,
  year,
} from '../core/schemas';
import { budgetNotFound, visibleBudget } from './access';

export async function budgetRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/budgets/:id/detail',
    {
      schema: {
        tags: ['budgets'],
        summary: 'A budget with its usage (the sum of its items, EUR) and its items (part 2 §7 detail)',
        params: idParamSchema,
        response: {
          200: obj({ data: budgetSchema, items: { type: 'array', items: budgetItemSchema } }),
          ...personErrors,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const budget = await visibleBudget(db, request.user, id);
      const [answer] = await budgetAnswers(db, request.user.company_id, [budget]);
      return { data: answer, items: await budgetItemRows(db, request.user.company_id, { budgetIds: [id] }) };
    },
  );

  app.get(
    '/api/budgets/:year/defaults',
    {
      schema: {
        tags: ['budgets'],
        summary:
          "The company's budget types of a year with their default maximum (part 2 §7 defaults); needs budget access",
        params: yearParams,
        response: { 200: dataOf(budgetDefaultSchema), ...personErrors },
      },
    },
    async (request) => {
      const { year: asked } = request.params;
      if (!hasBudgetAccess(viewerFlags(request.user))) throw forbidden('You may not see budgets.');
      return { data: await budgetDefaults(db, request.user.company_id, asked) };
    },
  );

  app.get(
    '/api/budgets/employee/:id/:year/list',
    {
      schema: {
        tags: ['budgets'],
        summary: "A person's budgets of a year, each with its usage and whether it is over the maximum (part 2 §7)",
        params: employeeYearParams,
        response: { 200: dataOf(budgetSchema), ...personErrors },
      },
    },
    async (request) => {
      const { id, year: asked } = request.params;
      await sectionContext(db, request.user, id, 'budgets');
      return {
        data: await budgetAnswers(
          db,
          request.user.company_id,
          await budgetRows(db, request.user.company_id, { employeeIds: [id], year: asked }),
        ),
      };
    },
  );

  app.get(
    '/api/budgets/items/budget/:employeeId/:year/list',
    {
      schema: {
        tags: ['budgets'],
        summary: "The items of a person's budgets of a year, of one budget with budget_id (part 2 §7), oldest first",
        params: itemsParams,
        querystring: itemsQuery,
        response: { 200: dataOf(budgetItemSchema), ...personErrors },
      },
    },
    async (request) => {
      const { employeeId, year: asked } = request.params;
      const { budget_id: budgetId } = request.query;
      await sectionContext(db, request.user, employeeId, 'budgets');
      const budgets = await budgetRows(db, request.user.company_id, { employeeIds: [employeeId], year: asked });
      const chosen = budgetId === undefined ? budgets : budgets.filter((b) => b.id === budgetId);
      if (budgetId !== undefined && chosen.length === 0) throw budgetNotFound();
      return { data: await budgetItemRows(db, request.user.company_id, { budgetIds: chosen.map((b) => b.id) }) };
    },
  );

  app.get(
    '/api/budgets/usage',
    {
      schema: {
        tags: ['budgets'],
        summary:
          "Budget usage per employee and year (part 2 §7, path not shown): the person's budgets of the year, those of a type " +
          "the year's defaults name as default_types, the others as custom_types",
        querystring: obj({ employee_id: employeeIdQuery.properties.employee_id, year }),
        response: { 200: budgetUsageSchema, ...personErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId, year: asked } = request.query;
      await sectionContext(db, request.user, employeeId, 'budgets');
      const companyId = request.user.company_id;
      const [budgets, defaults] = await Promise.all([
        budgetRows(db, companyId, { employeeIds: [employeeId], year: asked }).then((rows) =>
          budgetAnswers(db, companyId, rows),
        ),
        budgetDefaults(db, companyId, asked),
      ]);
      return {
        employee_id: employeeId,
        year: asked,
        budgets: splitByDefaults(
          budgets,
          defaults.map((d) => d.budget_type),
        ),
      };
    },
  );

  app.get(
    '/api/budgets/batch',
    {
      schema: {
        tags: ['budgets'],
        summary: "Budgets by id, for the gateway's node(id:); ids of another company, missing or hidden are left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf(budgetSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const rows = await budgetRows(db, user.company_id, { ids: parseIds(request.query.ids) });
      return { data: await budgetAnswers(db, user.company_id, await visibleRows(db, user, rows, 'budgets')) };
    },
  );

  app.get(
    '/api/budgets/list',
    {
      schema: {
        tags: ['budgets'],
        summary:
          "The budgets of a year of several people (the gateway's Employee.budgets); people whose budgets the caller may not see are left out",
        querystring: employeesYearQuery(batchIds('employee_ids').properties.employee_ids),
        response: { 200: dataOf(budgetSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const { employee_ids: list, year: asked } = request.query;
      const ids = parseIds(list);
      const contexts = await permissionContexts(db, user, ids);
      const visible = ids.filter((id) => {
        const context = contexts.get(id);
        return context !== undefined && maySee('budgets', context);
      });
      return {
        data: await budgetAnswers(
          db,
          user.company_id,
          await budgetRows(db, user.company_id, { employeeIds: visible, year: asked }),
        ),
      };
    },
  );

  app.get(
    '/api/budgets/items/batch',
    {
      schema: {
        tags: ['budgets'],
        summary:
          "The items of several budgets (the gateway's Budget.items); budgets the caller may not see are left out",
        querystring: batchIds('budget_ids'),
        response: { 200: dataOf(budgetItemSchema) },
      },
    },
    async (request) => {
      const user = request.user;
      const rows = await budgetRows(db, user.company_id, { ids: parseIds(request.query.budget_ids) });
      const visible = await visibleRows(db, user, rows, 'budgets');
      return { data: await budgetItemRows(db, user.company_id, { budgetIds: visible.map((b) => b.id) }) };
    },
  );
}
