import DataLoader from 'dataloader';
import type { CommuteAuditPageAnswer, EmployeeCommutesModel, VariableCommuteModel } from '../core/models';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, batchLoader, orNull } from '../core/batch';

export interface CommuteAuditKey {
  page: number;
  employeeId: number | null;
  yearMonth: string | null;
}

/**
 * Commutes (part 2 §7): one batch read for every person on the page. The resolvers ask domain
 * maySee('commute') first, so hidden data costs no call; the REST API leaves out whatever the viewer may not see
 * anyway.
 */
export function commuteLoaders(client: RestClient) {
  return {
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
          const answer = await orNull(
            client.get('/api/employee/{id}/currentVariableCommute/{month}/{year}', { id, year, month }),
          );
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
