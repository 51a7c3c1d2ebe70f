import DataLoader from 'dataloader';
import type { BudgetItemModel, BudgetModel, CommuteAuditPageAnswer, EmployeeCommutesModel, VariableCommuteModel } from '../core/models';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, batchLoader, orNull } from '../core/batch';

/** A person's budgets of a year: `${employeeId}:${year}`. */
export const budgetKey = (employeeId: number, year: number) => `${employeeId}:${year}`;

export interface CommuteAuditKey {
  page: number;
  employeeId: number | null;
  yearMonth: string | null;
}

/**
 * Budgets and commutes (issue 20, part 2 §7): one batch read per resource for every person or budget on the page. The
 * resolvers ask domain maySee('budgets' / 'commute') first, so hidden data costs no call; the REST API leaves out
 * whatever the viewer may not see anyway.
 */
export function budgetCommuteLoaders(client: RestClient) {
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
    budgetDefaults: new DataLoader<number, RestDefaults>((years) => Promise.all(years.map(async (year) => (await client.get('/api/budgets/{year}/defaults', { year })).data))),
    /** GET /api/commutes/employees?employee_ids=: the commute in force, the history and is_variable; null when left out. */
    employeeCommutes: new DataLoader<number, EmployeeCommutesModel | null>(
      async (ids) => {
        const { data } = await client.get('/api/commutes/employees', { employee_ids: ids.join(',') });
        return ids.map((id) => data.find((row) => row.employee_id === id) ?? null);
      },
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
    /** node(id:) of a Commute. */
    commuteNode: batchLoader(client, '/api/commutes/batch'),
    /** part 2 §7 currentVariableCommute/{month}/{year}, keyed `${employeeId}:${year}:${month}`; one call per month shown. */
    variableCommute: new DataLoader<string, VariableCommuteModel | null>((keys) =>
      Promise.all(
        keys.map(async (key) => {
          const [id, year, month] = key.split(':').map(Number);
          const answer = await orNull(client.get('/api/employee/{id}/currentVariableCommute/{month}/{year}', { id, year, month }));
          return answer?.commute ?? null;
        }),
      ),
    ),
    /** part 2 §7 GET /api/auditlogs/commutes/list: one page. */
    commuteAuditPage: new DataLoader<CommuteAuditKey, CommuteAuditPageAnswer | null, string>(
      (keys) =>
        Promise.all(
          keys.map(({ page, employeeId, yearMonth }) =>
            orNull(
              client.get('/api/auditlogs/commutes/list', {
                page,
                ...(employeeId === null ? {} : { employee_filter: employeeId }),
                ...(yearMonth === null ? {} : { year_month_filter: yearMonth }),
              }),
            ),
          ),
        ),
      { cacheKeyFn: (key) => `${key.page}:${key.employeeId}:${key.yearMonth}` },
    ),
  };
}

type RestDefaults = { year: number; budget_type: string; maximum: number }[];
