import DataLoader from 'dataloader';
import type {
  AccrualCorrectionRow,
  BudgetUsageAnswer,
  CompanyHolidayRow,
  DayOffRulesetRow,
  DayOffTypeExceptionRow,
  DayOffTypeRow,
  DayOffTypesAnswer,
  MissingDayOffTypesAnswer,
  PersonalDaysOffAnswer,
  WeeklyScheduleAnswer,
} from '../models';
import type { RestClient } from '../restClient';
import { MAX_BATCH_SIZE, batchLoader, getOrNull } from './batch';

/** The key of a per-person, per-year read. */
export const personYear = (employeeId: number, year: number) => `${employeeId}:${year}`;

const splitPersonYear = (key: string) => key.split(':').map(Number) as [employeeId: number, year: number];

/** One REST read per (person, year) key: 404 (a person not in the company) answers null. */
function personYearLoader<T>(client: RestClient, request: (employeeId: number, year: number) => [path: string, query?: Record<string, string | number>]) {
  return new DataLoader<string, T | null>(
    (keys) => Promise.all(keys.map((key) => getOrNull<T>(client, ...request(...splitPersonYear(key))))),
    { maxBatchSize: MAX_BATCH_SIZE },
  );
}

/** One REST read per key, for the company-wide lists of the settings pages. */
function listLoader<K, T>(load: (key: K) => Promise<T>) {
  return new DataLoader<K, T>((keys) => Promise.all(keys.map(load)), { maxBatchSize: MAX_BATCH_SIZE });
}

/** A loader over a `GET path?type_ids=1,2,3` batch read: the rows of each day-off type, one call per batch. */
function byTypeLoader<T extends { day_off_type_id: number }>(client: RestClient, path: string) {
  return new DataLoader<number, T[]>(
    async (typeIds) => {
      const { data } = await client.get<{ data: T[] }>(path, { type_ids: typeIds.join(',') });
      return typeIds.map((id) => data.filter((row) => row.day_off_type_id === id));
    },
    { maxBatchSize: MAX_BATCH_SIZE },
  );
}

/**
 * The days-off reads of the REST contract (issue 6), one loader per resource. The person's reads (calls 1–3) are
 * keyed `${employeeId}:${year}` (personYear); resolvers ask domain maySee('daysOffUsage') before they load.
 */
export function daysOffLoaders(client: RestClient) {
  return {
    // Call 1, part 1 §7 "List days off".
    personalDaysOff: personYearLoader<PersonalDaysOffAnswer>(client, (id, year) => ['/api/days_off/personal_days_off', { employee_id: id, year }]),
    // Call 2, part 1 §7 "Weekly schedule (id, year)".
    weeklySchedule: personYearLoader<WeeklyScheduleAnswer>(client, (id, year) => [`/api/weekly_schedule/${id}`, { year }]),
    // Call 3, part 1 §7 "Budget usage list".
    budgetUsage: personYearLoader<BudgetUsageAnswer>(client, (id, year) => ['/api/days_off/budget_usage', { employee_id: id, year }]),
    /** Key: year. Call 4, every type of the company (for_who −1) with the rulesets. */
    dayOffTypes: listLoader<number, DayOffTypesAnswer>((year) =>
      client.get('/api/days_off/day_off_types', { year, for_who: -1, include_rulesets: 1 }),
    ),
    /** Key: year. Call 5, last year's types this year misses. */
    missingDayOffTypes: listLoader<number, MissingDayOffTypesAnswer>((year) => client.get('/api/days_off/day_off_types/missing', { year })),
    // Calls 6 and 7: batch reads by type.
    dayOffTypeExceptions: byTypeLoader<DayOffTypeExceptionRow>(client, '/api/days_off/day_off_types/exceptions'),
    accrualCorrections: byTypeLoader<AccrualCorrectionRow>(client, '/api/days_off/accrual/corrections'),
    /** Key `${year}:${country}`, country empty for all countries. Call 8. */
    companyHolidays: listLoader<string, CompanyHolidayRow[]>(async (key) => {
      const [year, country] = key.split(':');
      const { data } = await client.get<{ data: CompanyHolidayRow[] }>('/api/days_off/company_days_off', { year, country: country || undefined });
      return data;
    }),
    // node(id:) and a ruleset's types: batch reads by id (?ids=), another company's id answers null like a missing one.
    dayOffTypeNode: batchLoader<DayOffTypeRow>(client, '/api/days_off/day_off_types/batch'),
    dayOffTypeExceptionNode: batchLoader<DayOffTypeExceptionRow>(client, '/api/days_off/day_off_types/exceptions/batch'),
    dayOffRulesetNode: batchLoader<DayOffRulesetRow>(client, '/api/days_off/rulesets/batch'),
    companyHolidayNode: batchLoader<CompanyHolidayRow>(client, '/api/days_off/company_days_off/batch'),
  };
}
