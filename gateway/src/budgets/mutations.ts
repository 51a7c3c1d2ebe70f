// The budget mutations (part 2 §7): each calls one REST change (rest/src/budgets/routes.ts) and answers its
// payload. Expected failures (BUDGET_EXISTS, BUDGET_ITEM_COST_INVALID, FORBIDDEN, READ_ONLY, NOT_FOUND…) are
// userErrors; the REST API decides them all, the gateway only translates ids and field names.
import { fromGlobalId as decode } from 'graphql-relay';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import type { BudgetItemModel, BudgetModel } from '../core/models';
import { fromGlobalId } from '../core/ids';
import { attempt, freshEmployee, personId, personNotFound, userError, type FieldMap } from '../core/mutationSupport';

const budgetNotFound = () => userError('NOT_FOUND', 'This budget does not exist.');
const itemNotFound = () => userError('NOT_FOUND', 'This budget item does not exist.');
const budgetId = (id: string) => fromGlobalId(id, 'Budget')?.id ?? null;

function itemId(id: string): number | null {
  try {
    const { type, id: raw } = decode(id);
    return type === 'BudgetItem' && /^[1-9][0-9]{0,8}$/.test(raw) ? Number(raw) : null;
  } catch {
    return null;
  }
}

// REST payload fields → input fields (the REST names the budget by type and year, the input by its id).
const budgetFields: FieldMap = (field) =>
  field === 'budget_type' || field === 'year' || field === 'budget_id'
    ? ['budgetId']
    : field === 'item_id'
      ? ['budgetItemId']
      : undefined;
const addBudgetFields: FieldMap = (field) => (field === 'budget_type' ? ['budgetType'] : undefined);

async function budgetPayload(
  ctx: Context,
  employeeId: number | null,
  result:
    | { ok: true; budget: BudgetModel | null; item?: BudgetItemModel | null }
    | { ok: false; userErrors: ReturnType<typeof userError>[] },
) {
  const id = result.ok && result.budget ? result.budget.employee_id : employeeId;
  return {
    budget: result.ok ? result.budget : null,
    item: result.ok ? (result.item ?? null) : null,
    employee: id === null ? null : await freshEmployee(ctx, id),
    userErrors: result.ok ? [] : result.userErrors,
  };
}

type Names = 'addBudget' | 'updateBudget' | 'deleteBudget' | 'restoreBudget' | 'addBudgetItem' | 'deleteBudgetItem';

export const budgetMutations: Pick<Required<MutationResolvers>, Names> = {
  async addBudget(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null) return budgetPayload(ctx, null, { ok: false, userErrors: [personNotFound()] });
    const result = await attempt(
      () =>
        ctx.rest.post('/api/budgets/add', {
          employee_id: employeeId,
          budget_type: input.budgetType,
          year: input.year,
          maximum: input.maximum,
        }),
      addBudgetFields,
    );
    return budgetPayload(ctx, employeeId, result.ok ? { ok: true, budget: result.value.data } : result);
  },

  async updateBudget(_, { input }, ctx) {
    const id = budgetId(input.budgetId);
    if (id === null) return budgetPayload(ctx, null, { ok: false, userErrors: [budgetNotFound()] });
    const result = await attempt(
      () => ctx.rest.post('/api/budgets/edit', { budget_id: id, maximum: input.maximum }),
      budgetFields,
    );
    const known = result.ok ? null : await ctx.loaders.budgetNode.load(id);
    return budgetPayload(ctx, known?.employee_id ?? null, result.ok ? { ok: true, budget: result.value.data } : result);
  },

  async deleteBudget(_, { input }, ctx) {
    const id = budgetId(input.budgetId);
    if (id === null) return budgetPayload(ctx, null, { ok: false, userErrors: [budgetNotFound()] });
    const result = await attempt(() => ctx.rest.post('/api/budgets/delete', { budget_id: id }), budgetFields);
    const known = result.ok ? null : await ctx.loaders.budgetNode.load(id);
    return budgetPayload(ctx, known?.employee_id ?? null, result.ok ? { ok: true, budget: result.value.data } : result);
  },

  // A delete undone within 30 days, items and all (domain retention). A refusal (NOT_FOUND past the 30 days,
  // BUDGET_EXISTS) names no person: a deleted budget cannot be read to find one.
  async restoreBudget(_, { input }, ctx) {
    const id = budgetId(input.budgetId);
    if (id === null) return budgetPayload(ctx, null, { ok: false, userErrors: [budgetNotFound()] });
    const result = await attempt(() => ctx.rest.post('/api/budgets/restore', { budget_id: id }), budgetFields);
    return budgetPayload(ctx, null, result.ok ? { ok: true, budget: result.value.data } : result);
  },

  // The REST call names the budget by person, type and year (part 2 §7 items/add): read from the budget first.
  async addBudgetItem(_, { input }, ctx) {
    const id = budgetId(input.budgetId);
    if (id === null) return budgetPayload(ctx, null, { ok: false, userErrors: [budgetNotFound()] });
    // The budget's own read answers why it cannot be had: 404 missing (another company's alike), 403 hidden.
    const found = await attempt(() => ctx.rest.get('/api/budgets/{id}/detail', { id }), budgetFields);
    if (!found.ok) return budgetPayload(ctx, null, found);
    const budget = found.value.data;
    const result = await attempt(
      () =>
        ctx.rest.post('/api/budgets/items/add', {
          budget_type: budget.budget_type,
          employee_id: budget.employee_id,
          item_name: input.itemName,
          cost: input.cost,
          year: budget.year,
        }),
      budgetFields,
    );
    return budgetPayload(
      ctx,
      budget.employee_id,
      result.ok ? { ok: true, budget: result.value.budget, item: result.value.data } : result,
    );
  },

  async deleteBudgetItem(_, { input }, ctx) {
    const id = itemId(input.budgetItemId);
    if (id === null) return budgetPayload(ctx, null, { ok: false, userErrors: [itemNotFound()] });
    const result = await attempt(() => ctx.rest.post('/api/budgets/items/delete', { item_id: id }), budgetFields);
    return budgetPayload(
      ctx,
      null,
      result.ok ? { ok: true, budget: result.value.budget, item: result.value.data } : result,
    );
  },
};
