import DataLoader from 'dataloader';
import type { DimonaStatusModel } from '../core/models';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, batchLoader } from '../core/batch';

/**
 * Dimona. `integrationDetail`: GET /api/integrations/batch?ids= (part 2 §3 Integration with its lists),
 * one call for every integration of a request. `dimonaStatus`: key `${employeeId}:${isoDate}`, GET
 * /api/dimona/status/batch?ids=&contract_start_date= once per day asked, so N people on one day cost one call;
 * null for a person without a one-day contract that day.
 */
export function dimonaLoaders(client: RestClient) {
  return {
    integrationDetail: batchLoader(client, '/api/integrations/batch'),
    dimonaStatus: new DataLoader<string, DimonaStatusModel | null>(
      async (keys) => {
        const byDay = new Map<string, number[]>();
        for (const key of keys) {
          const [id, date] = key.split(':');
          byDay.set(date, [...(byDay.get(date) ?? []), Number(id)]);
        }
        const found = new Map<string, DimonaStatusModel>();
        await Promise.all(
          [...byDay].map(async ([date, ids]) => {
            const { data } = await client.get('/api/dimona/status/batch', {
              ids: ids.join(','),
              contract_start_date: date,
            });
            for (const status of data) found.set(`${status.employee_id}:${date}`, status);
          }),
        );
        return keys.map((key) => found.get(key) ?? null);
      },
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
  };
}
