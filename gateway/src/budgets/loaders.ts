import DataLoader from 'dataloader';
import type { BudgetItemModel, BudgetModel } from '../core/models';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, batchLoader } from '../core/batch';

/** A person's budgets of a year: `${employeeId}:${year}`. */
export const budgetKey = (employeeId: number, year: number) => `${employeeId}:${year}`;

/**
 * Budgets (part 2 §7): one batch read per resource for every person or budget on the page. The resolvers
 * ask domain maySee('budgets') first, so hidden data costs no call; the REST API leaves out whatever the viewer may not
 * see anyway.
 */
export function budgetLoaders(client: RestClient) {
  return {
    /** GET /api/budgets/list?employee_ids=&year=: the people's budgets of a year, one call per year asked. */
    employeeBudgets: new DataLoader<string, BudgetModel[]>(
      async (keys) => {
        const byYear = new Map<number, number[]>();
        for (const key of keys) {
          const [id, year] = key.split(':').map(Number);
          byYear.set(year, [...(byYear.get(year) ?? []), id]);
        }
        const answers = new Map<number, BudgetModel[]>();
        await Promise.all(
          [...byYear].map(async ([year, ids]) => {
            answers.set(year, (await client.get('/api/budgets/list', { employee_ids: ids.join(','), year })).data);
          }),
        );
        return keys.map((key) => {
          const [id, year] = key.split(':').map(Number);
          return (answers.get(year) ?? []).filter((b) => b.employee_id === id);
        });
      },
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
    /** node(id:) of a Budget; also the payload's budget after an item change. */
    budgetNode: batchLoader(client, '/api/budgets/batch'),
    /** GET /api/budgets/items/batch?budget_ids=: the items of every budget shown. */
    budgetItems: new DataLoader<number, BudgetItemModel[]>(
      async (ids) => {
        const { data } = await client.get('/api/budgets/items/batch', { budget_ids: ids.join(',') });
        return ids.map((id) => data.filter((item) => item.budget_id === id));
      },
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
    /** part 2 §7 GET /api/budgets/{year}/defaults. */
    budgetDefaults: new DataLoader<number, RestDefaults>((years) =>
      Promise.all(years.map(async (year) => (await client.get('/api/budgets/{year}/defaults', { year })).data)),
    ),
  };
}

type RestDefaults = { year: number; budget_type: string; maximum: number }[];
