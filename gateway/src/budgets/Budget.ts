// Budgets (part 2 §3 Budget and Budget item; part 1 §4 the usage bar is red over the maximum, §9 EUR). The
// usage is the REST API's (the items' sum); the bar's share and what is left are domain budgets functions.
import { toGlobalId } from 'graphql-relay';
import { remaining, usagePercent } from '@people/domain/budgets';
import type { BudgetDefaultResolvers, BudgetItemResolvers, BudgetResolvers } from '../__generated__/resolvers-types';
import { flag } from '../core/flags';
import { globalId } from '../core/ids';

export const budgetItemId = (id: number) => toGlobalId('BudgetItem', String(id));

export const Budget: BudgetResolvers = {
  id: (b) => globalId('Budget', b.id),
  internalId: (b) => b.id,
  employee: (b, _, ctx) => ctx.loaders.employee.load(b.employee_id),
  budgetType: (b) => b.budget_type,
  overMaximum: (b) => flag(b.over_maximum),
  usagePercent: (b) => usagePercent(b.usage, b.maximum),
  remaining: (b) => remaining(b.usage, b.maximum),
  items: (b, _, ctx) => ctx.loaders.budgetItems.load(b.id),
};

export const BudgetItem: BudgetItemResolvers = {
  id: (i) => budgetItemId(i.item_id),
  internalId: (i) => i.item_id,
  itemName: (i) => i.item_name,
  createdAt: (i) => i.created_at,
};

export const BudgetDefault: BudgetDefaultResolvers = {
  budgetType: (d) => d.budget_type,
};
