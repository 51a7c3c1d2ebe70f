import DataLoader from 'dataloader';
import type { EmployeeWagesModel, RecurringHolidayModel } from '../core/models';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, batchLoader } from '../core/batch';

/**
 * The wage box: one batch read for the wages of every person on the page, one for the recurring holidays of
 * every wage shown. The REST API leaves out people whose wage the viewer may not see (part 1 §6); the resolvers ask
 * domain maySee('wage') before they load, so a hidden wage costs no call at all.
 */
export function wageLoaders(client: RestClient) {
  return {
    /** GET /api/wages?employee_ids=: a person's wages, current wage, wage state and termination; null when left out. */
    employeeWages: new DataLoader<number, EmployeeWagesModel | null>(
      async (ids) => {
        const { data } = await client.get('/api/wages', { employee_ids: ids.join(',') });
        const byId = new Map(data.map((answer) => [answer.employee_id, answer]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
    /** part 1 §7 "Recurring holidays by wage id": the weeks of a wage's cycle that have entries. */
    recurringHolidays: new DataLoader<number, RecurringHolidayModel[]>(
      async (wageIds) => {
        const { data } = await client.get('/api/wages/recurring_holidays', { wage_ids: wageIds.join(',') });
        return wageIds.map((id) => data.filter((week) => week.wage_id === id));
      },
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
    /** node(id:) of a Wage: another company's id or a hidden wage answers null like a missing one. */
    wageNode: batchLoader(client, '/api/wages/batch'),
  };
}
