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
// budget has over_maximum 1.
import { itemCostProblem, roundEuros, splitByDefaults } from '@people/domain/budgets';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { fieldError, forbidden, HttpError, notFound } from '../core/errors';
import {
  permissionContexts,
  personContext,
  requireAction,
  sectionContext,
  viewerFlags,
  visibleRows,
} from '../core/permissionContext';
import type { Api } from '../core/routing';
import { hasBudgetAccess, maySee, type ProfileAction } from '@people/domain/permissions';
import { writeActivity } from '../core/activity';
import {
  addBudgetBody,
  addItemBody,
  budgetChangeAnswer,
  budgetDefaultSchema,
  budgetIdBody,
  budgetItemChangeAnswer,
  budgetItemSchema,
  budgetSchema,
  budgetUsageSchema,
  editBudgetBody,
  employeeYearParams,
  employeesYearQuery,
  itemIdBody,
  itemsParams,
  itemsQuery,
  yearParams,
} from './schemas';
import {
  budgetAnswers,
  budgetDefaults,
  budgetItemRows,
  budgetOfType,
  budgetRows,
  lockBudget,
  type BudgetRow,
} from './sql';
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
import { markDeleted, markRestored, restorable } from '../core/softDelete';
import { lockPerson } from '../core/personLock';

const budgetNotFound = () => notFound('This budget does not exist.');
const itemNotFound = () => notFound('This budget item does not exist.');
const errors = { ...personErrors, 409: personErrors[400], 422: personErrors[400] };

/** A budget the caller may see: its person found and their budgets visible; else 404 as a missing one, 403 hidden. */
async function visibleBudget(db: Queryable, user: UserRow, id: number): Promise<BudgetRow> {
  const [budget] = await budgetRows(db, user.company_id, { ids: [id] });
  if (!budget) throw budgetNotFound();
  await sectionContext(db, user, budget.employee_id, 'budgets').catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? budgetNotFound() : error;
  });
  return budget;
}

async function requireBudgetAction(db: Queryable, user: UserRow, employeeId: number, action: ProfileAction) {
  const context = await personContext(db, user, employeeId);
  requireAction(context, action);
}

async function oneBudget(db: Queryable, companyId: number, id: number) {
  const [answer] = await budgetAnswers(db, companyId, await budgetRows(db, companyId, { ids: [id] }));
  if (!answer) throw budgetNotFound();
  return answer;
}

// A unique violation of the one-budget-per-type index (a concurrent add) is the same refusal as the check before it.
const budgetExists = (budgetType: string, year: number) =>
  fieldError(409, 'BUDGET_EXISTS', `This person has a ${budgetType} budget for ${year} already.`, 'budget_type');

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

  app.post(
    '/api/budgets/add',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['budgets'],
        summary:
          'Adds a budget of a type for a person and year with its maximum in EUR (part 2 §7); one budget per type, person and ' +
          'year (409 BUDGET_EXISTS). Admins (part 1 §6 add-budget links); writes budget_added',
        body: addBudgetBody,
        response: { 200: budgetChangeAnswer, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      await requireBudgetAction(db, user, body.employee_id, 'addBudget');
      const budgetType = body.budget_type.trim();
      const id = await db
        .transaction(async (tx) => {
          if (!(await lockPerson(tx, user.company_id, body.employee_id))) throw notFound('This person does not exist.');
          if (await budgetOfType(tx, user.company_id, body.employee_id, body.year, budgetType))
            throw budgetExists(budgetType, body.year);
          const [row] = await tx.query<{ id: number }>(
            'INSERT INTO budgets (company_id, employee_id, budget_type, year, maximum) VALUES ($1, $2, $3, $4, $5) RETURNING id',
            [user.company_id, body.employee_id, budgetType, body.year, roundEuros(body.maximum)],
          );
          await writeActivity(tx, user, {
            employeeId: body.employee_id,
            eventType: 'budget_added',
            info: { new_type: budgetType },
          });
          return row.id;
        })
        .catch((error: unknown) => {
          throw (error as { code?: string }).code === '23505' ? budgetExists(budgetType, body.year) : error;
        });
      return { data: await oneBudget(db, user.company_id, id) };
    },
  );

  app.post(
    '/api/budgets/edit',
    {
      config: {
        audit: changeOf({ answer: (answer) => (answer as { data?: { employee_id?: number } }).data?.employee_id }),
      },
      schema: {
        tags: ['budgets'],
        summary: "Changes a budget's maximum in EUR (part 2 §7). Admins; writes budget_updated",
        body: editBudgetBody,
        response: { 200: budgetChangeAnswer, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      const budget = await visibleBudget(db, user, body.budget_id);
      await requireBudgetAction(db, user, budget.employee_id, 'editBudget');
      await db.transaction(async (tx) => {
        const locked = await lockBudget(tx, user.company_id, body.budget_id);
        if (!locked) throw budgetNotFound();
        await tx.query('UPDATE budgets SET maximum = $3 WHERE company_id = $1 AND id = $2', [
          user.company_id,
          body.budget_id,
          roundEuros(body.maximum),
        ]);
        await writeActivity(tx, user, {
          employeeId: locked.employee_id,
          eventType: 'budget_updated',
          info: { new_type: locked.budget_type },
        });
      });
      return { data: await oneBudget(db, user.company_id, body.budget_id) };
    },
  );

  app.post(
    '/api/budgets/delete',
    {
      config: {
        audit: changeOf({ answer: (answer) => (answer as { data?: { employee_id?: number } }).data?.employee_id }),
      },
      schema: {
        tags: ['budgets'],
        summary:
          'Deletes a budget with its items (part 2 §7) and answers it as it was: restorable for 30 days (POST /api/budgets/restore), ' +
          'then purged. Admins; writes budget_deleted',
        body: budgetIdBody,
        response: { 200: budgetChangeAnswer, ...errors },
      },
    },
    async (request) => {
      const { budget_id: id } = request.body;
      const user = request.user;
      const budget = await visibleBudget(db, user, id);
      await requireBudgetAction(db, user, budget.employee_id, 'editBudget');
      const before = await oneBudget(db, user.company_id, id);
      await db.transaction(async (tx) => {
        const locked = await lockBudget(tx, user.company_id, id);
        if (!locked) throw budgetNotFound();
        await markDeleted(tx, 'budgets', user.company_id, id);
        await writeActivity(tx, user, {
          employeeId: locked.employee_id,
          eventType: 'budget_deleted',
          info: { old_type: locked.budget_type },
        });
      });
      return { data: before };
    },
  );

  app.post(
    '/api/budgets/restore',
    {
      config: {
        audit: changeOf({ answer: (answer) => (answer as { data?: { employee_id?: number } }).data?.employee_id }),
      },
      schema: {
        tags: ['budgets'],
        summary:
          'Ours (domain retention): restores a budget deleted at most 30 days ago, with its items, for whoever may delete it ' +
          '(admins). Past 30 days, or never deleted, it answers 404; another budget of its type since then 409 BUDGET_EXISTS',
        body: budgetIdBody,
        response: { 200: budgetChangeAnswer, ...errors },
      },
    },
    async (request) => {
      const { budget_id: id } = request.body;
      const user = request.user;
      // Restored first, then the delete's own checks on the budget as it is again: a refusal rolls the restore back.
      const budget = await db.transaction(async (tx) => {
        if (!(await restorable(tx, 'budgets', user.company_id, id))) throw budgetNotFound();
        // Another budget of its type added since the delete: the one-per-type index would refuse the restore anyway.
        const [other] = await tx.query<{ employee_id: number; budget_type: string; year: number }>(
          `SELECT b.employee_id, o.budget_type, o.year FROM budgets b JOIN budgets o ON o.company_id = b.company_id AND o.employee_id = b.employee_id
             AND o.year = b.year AND lower(o.budget_type) = lower(b.budget_type) AND o.deleted_at IS NULL
            WHERE b.company_id = $1 AND b.id = $2`,
          [user.company_id, id],
        );
        if (other) {
          await requireBudgetAction(tx, user, other.employee_id, 'editBudget');
          throw budgetExists(other.budget_type, other.year);
        }
        await markRestored(tx, 'budgets', user.company_id, id);
        const found = await visibleBudget(tx, user, id);
        await requireBudgetAction(tx, user, found.employee_id, 'editBudget');
        return found;
      });
      return { data: await oneBudget(db, user.company_id, budget.id) };
    },
  );

  app.post(
    '/api/budgets/items/add',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['budgets'],
        summary:
          "Adds an item (name, cost in EUR) to a person's budget of a type and year (part 2 §7). An item that takes usage over " +
          'the maximum is accepted: the budget answered then has over_maximum 1 (part 1 §4 red bar). Writes budget_updated',
        body: addItemBody,
        response: { 200: budgetItemChangeAnswer, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      await requireBudgetAction(db, user, body.employee_id, 'manageBudgetItems');
      const problem = itemCostProblem(body.cost);
      if (problem) throw fieldError(400, problem, 'The cost must be a positive amount in EUR.', 'cost');
      const itemId = await db.transaction(async (tx) => {
        const found = await budgetOfType(tx, user.company_id, body.employee_id, body.year, body.budget_type.trim());
        const budget = found && (await lockBudget(tx, user.company_id, found.id));
        if (!budget)
          throw fieldError(
            404,
            'NOT_FOUND',
            `This person has no ${body.budget_type.trim()} budget for ${body.year}.`,
            'budget_type',
          );
        const [row] = await tx.query<{ id: number }>(
          'INSERT INTO budget_items (company_id, budget_id, item_name, cost, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id',
          [user.company_id, budget.id, body.item_name.trim(), roundEuros(body.cost), user.id],
        );
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'budget_updated',
          info: { new_type: budget.budget_type },
        });
        return row.id;
      });
      const [item] = await budgetItemRows(db, user.company_id, { itemIds: [itemId] });
      return { data: item, budget: await oneBudget(db, user.company_id, item.budget_id) };
    },
  );

  app.post(
    '/api/budgets/items/delete',
    {
      config: {
        audit: changeOf({ answer: (answer) => (answer as { data?: { employee_id?: number } }).data?.employee_id }),
      },
      schema: {
        tags: ['budgets'],
        summary:
          'Deletes a budget item (part 2 §7) and answers it as it was, with its budget after; writes budget_updated',
        body: itemIdBody,
        response: { 200: budgetItemChangeAnswer, ...errors },
      },
    },
    async (request) => {
      const { item_id: itemId } = request.body;
      const user = request.user;
      const [item] = await budgetItemRows(db, user.company_id, { itemIds: [itemId] });
      if (!item) throw itemNotFound();
      await visibleBudget(db, user, item.budget_id).catch((error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 404 ? itemNotFound() : error;
      });
      await requireBudgetAction(db, user, item.employee_id, 'manageBudgetItems');
      await db.transaction(async (tx) => {
        const budget = await lockBudget(tx, user.company_id, item.budget_id);
        if (!budget) throw itemNotFound();
        const deleted = await tx.query('DELETE FROM budget_items WHERE company_id = $1 AND id = $2 RETURNING id', [
          user.company_id,
          itemId,
        ]);
        if (deleted.length === 0) throw itemNotFound();
        await writeActivity(tx, user, {
          employeeId: item.employee_id,
          eventType: 'budget_updated',
          info: { new_type: budget.budget_type },
        });
      });
      return { data: item, budget: await oneBudget(db, user.company_id, item.budget_id) };
    },
  );
}
