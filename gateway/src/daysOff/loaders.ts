import DataLoader from 'dataloader';
import type { RestAnswer, RestGetPath } from '../core/restApi';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, batchLoader, orNull } from '../core/batch';

const splitPersonYear = (key: string) => key.split(':').map(Number) as [employeeId: number, year: number];

/** One REST read per (person, year) key: 404 (a person not in the company) answers null. */
function personYearLoader<T>(read: (employeeId: number, year: number) => Promise<T>) {
  return new DataLoader<string, T | null>(
    (keys) => Promise.all(keys.map((key) => orNull(read(...splitPersonYear(key))))),
    { maxBatchSize: MAX_BATCH_SIZE },
  );
}

/** One REST read per key, for the company-wide lists of the settings pages. */
function listLoader<K, T>(load: (key: K) => Promise<T>) {
  return new DataLoader<K, T>((keys) => Promise.all(keys.map(load)), { maxBatchSize: MAX_BATCH_SIZE });
}

/** The document's batch reads by type: `GET path?type_ids=1,2,3` answering `{ data: [{ day_off_type_id, … }] }`. */
type ByTypePath = {
  [P in RestGetPath]: RestAnswer<P> extends { data: { day_off_type_id: number }[] } ? P : never;
}[RestGetPath];

/** A loader over a `GET path?type_ids=1,2,3` batch read: the rows of each day-off type, one call per batch. */
function byTypeLoader<P extends ByTypePath>(client: RestClient, path: P) {
  type T = RestAnswer<P>['data'][number];
  return new DataLoader<number, T[]>(
    async (typeIds) => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- the method does not use this
      const get = client.get as (path: RestGetPath, params: { type_ids: string }) => Promise<{ data: T[] }>;
      const { data } = await get(path, { type_ids: typeIds.join(',') });
      return typeIds.map((id) => data.filter((row) => row.day_off_type_id === id));
    },
    { maxBatchSize: MAX_BATCH_SIZE },
  );
}

/**
 * The days-off reads of the REST contract, one loader per resource. The person's reads (calls 1–3) are
 * keyed `${employeeId}:${year}` (personYear); resolvers ask domain maySee('daysOffUsage') before they load.
 */
export function daysOffLoaders(client: RestClient) {
  return {
    // Call 1, part 1 §7 "List days off".
    personalDaysOff: personYearLoader((id, year) =>
      client.get('/api/days_off/personal_days_off', { employee_id: id, year }),
    ),
    // Call 2, part 1 §7 "Weekly schedule (id, year)".
    weeklySchedule: personYearLoader((id, year) =>
      client.get('/api/weekly_schedule/{employee_id}', { employee_id: id, year }),
    ),
    // Call 3, part 1 §7 "Budget usage list".
    budgetUsage: personYearLoader((id, year) => client.get('/api/days_off/budget_usage', { employee_id: id, year })),
    /** Key: year. Call 4, every type of the company (for_who −1) with the rulesets. */
    dayOffTypes: listLoader((year: number) =>
      client.get('/api/days_off/day_off_types', { year, for_who: -1, include_rulesets: 1 }),
    ),
    /** Key: year. Call 5, last year's types this year misses. */
    missingDayOffTypes: listLoader((year: number) => client.get('/api/days_off/day_off_types/missing', { year })),
    // Calls 6 and 7: batch reads by type.
    dayOffTypeExceptions: byTypeLoader(client, '/api/days_off/day_off_types/exceptions'),
    accrualCorrections: byTypeLoader(client, '/api/days_off/accrual/corrections'),
    /** Key `${year}:${country}`, country empty for all countries. Call 8. */
    companyHolidays: listLoader(async (key: string) => {
      const [year, country] = key.split(':');
      const { data } = await client.get('/api/days_off/company_days_off', { year, country: country || undefined });
      return data;
    }),
    // node(id:) and a ruleset's types: batch reads by id (?ids=), another company's id answers null like a missing one.
    dayOffTypeNode: batchLoader(client, '/api/days_off/day_off_types/batch'),
    dayOffTypeExceptionNode: batchLoader(client, '/api/days_off/day_off_types/exceptions/batch'),
    dayOffRulesetNode: batchLoader(client, '/api/days_off/rulesets/batch'),
    companyHolidayNode: batchLoader(client, '/api/days_off/company_days_off/batch'),
  };
}
