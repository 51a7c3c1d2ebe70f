import DataLoader from 'dataloader';
import type { VerzuimModel } from '../core/models';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, batchLoader, personYear } from '../core/batch';

/**
 * Verzuim: one batch read for the items of every person on the page (keyed `${employeeId}:${year}`, grouped
 * by year into one call each), one for items by id (node(id:), a calendar day's verzuim, a chain link). The REST API
 * leaves out people whose verzuim the viewer may not see (part 1 §6); Employee.verzuim asks domain maySee('verzuim')
 * first, so hidden verzuim costs no call.
 */
export function verzuimLoaders(client: RestClient) {
  return {
    /** GET …/verzuim/by_employees?employee_ids=&year=: a person's items touching the year, newest first; null when left out. */
    personVerzuim: new DataLoader<string, VerzuimModel[] | null>(
      async (keys) => {
        const byYear = new Map<number, number[]>();
        for (const key of keys) {
          const [id, year] = key.split(':').map(Number);
          byYear.set(year, [...(byYear.get(year) ?? []), id]);
        }
        const answers = new Map<string, VerzuimModel[]>();
        await Promise.all(
          [...byYear].map(async ([year, ids]) => {
            const { data } = await client.get('/api/days_off/personal_days_off/verzuim/by_employees', {
              employee_ids: [...new Set(ids)].join(','),
              year,
            });
            for (const person of data) answers.set(personYear(person.employee_id, year), person.verzuim_items);
          }),
        );
        return keys.map((key) => answers.get(key) ?? null);
      },
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
    /** GET …/verzuim/batch?ids=: items by id; another company's or a hidden one answers null like a missing one. */
    verzuimNode: batchLoader(client, '/api/days_off/personal_days_off/verzuim/batch'),
  };
}
