// The changes of budgets and their items (part 2 §7 Budgets add, edit, delete, items/add, items/delete; restore is
// ours), registered right after the reads (routes.ts). A budget mayDo('addBudget' / 'editBudget') (admins, part 1 §6),
// items mayDo('manageBudgetItems'); each writes its budget_* activity item in the same transaction (part 1 §3).
import { itemCostProblem, roundEuros } from '@people/domain/budgets';
import { changeOf } from '../core/audit';
import type { Db } from '../core/db';
import { fieldError, HttpError, notFound } from '../core/errors';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { markDeleted, markRestored, restorable } from '../core/softDelete';
import { lockPerson } from '../core/personLock';
import {
  budgetErrors,
  budgetExists,
  budgetNotFound,
  itemNotFound,
  oneBudget,
  requireBudgetAction,
  visibleBudget,
} from './access';
import {
  addBudgetBody,
  addItemBody,
  budgetChangeAnswer,
  budgetIdBody,
  budgetItemChangeAnswer,
  editBudgetBody,
  itemIdBody,
} from './schemas';
import {
  budgetItemRows,
  budgetOfType,
  deleteBudgetItem,
  insertBudget,
  insertBudgetItem,
  lockBudget,
  sameTypeBudget,
  setBudgetMaximum,
} from './sql';

export async function budgetChangeRoutes(app: Api, { db }: { db: Db }) {
  const errors = budgetErrors;

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
          const budgetId = await insertBudget(tx, user.company_id, {
            employee_id: body.employee_id,
            budget_type: budgetType,
            year: body.year,
            maximum: roundEuros(body.maximum),
          });
          await writeActivity(tx, user, {
            employeeId: body.employee_id,
            eventType: 'budget_added',
            info: { new_type: budgetType },
          });
          return budgetId;
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
        await setBudgetMaximum(tx, user.company_id, body.budget_id, roundEuros(body.maximum));
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
        const other = await sameTypeBudget(tx, user.company_id, id);
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
        const addedId = await insertBudgetItem(
          tx,
          user.company_id,
          budget.id,
          { item_name: body.item_name.trim(), cost: roundEuros(body.cost) },
          user.id,
        );
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'budget_updated',
          info: { new_type: budget.budget_type },
        });
        return addedId;
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
        if (!(await deleteBudgetItem(tx, user.company_id, itemId))) throw itemNotFound();
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
