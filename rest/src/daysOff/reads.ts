// A person's days off (part 1 §7 "List days off", "Weekly schedule (id, year)", "Budget usage list"): the
// calendar data of a year and the usage of every type the person plans with. Reading needs the days-off usage
// section of the profile (domain maySee 'daysOffUsage'); a person of another company answers 404.
import type { FastifyRequest } from 'fastify';
import { sortDayOffItems } from '@people/domain/daysOff';
import { fieldOf, sensitiveRead, SICK_LEAVE_READ_FIELDS, type Carrier } from '../core/audit';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { personLedgers } from './balance';
import { budgetUsageAnswer, id, obj, personalDaysOffAnswer, personYearQuery, weeklyScheduleAnswer } from './schemas';
import { holidaysCountry, personCompanyDaysOff, personEntries, type EntryRow } from './sql';
import { year } from '../core/schemas';
import { personSchedules } from '../core/personSchedules';
import { daysOffErrors, dayOffTypes, personRulesetId, rulesetsOfYear } from '../core/dayOffTypes';

/** The date a person's holiday country is read on: today, within the year asked (part 1 §9). */
export function countryDate(yearAsked: number, todayIso: string): string {
  const first = `${yearAsked}-01-01`;
  const last = `${yearAsked}-12-31`;
  return todayIso < first ? first : todayIso > last ? last : todayIso;
}

const groupByDate = <T extends { date: string }, R>(rows: readonly T[], map: (row: T) => R): Record<string, R[]> => {
  const grouped: Record<string, R[]> = {};
  for (const row of rows) (grouped[row.date] ??= []).push(map(row));
  return grouped;
};

/** part 1 §3 "Day off"; custom_type_name is set for custom days, day_off_type_name always. */
export const personalDayOff = (e: EntryRow) => ({
  id: e.id,
  date: e.date,
  type: e.type,
  custom_type_id: e.day_off_type_id,
  custom_type_name: e.type === 'custom' ? e.type_name : null,
  day_off_type_name: e.type_name,
  color: e.color,
  approved: e.approved,
  am_pm_hint: e.am_pm_hint,
  start_minutes: e.start_minutes,
  duration_minutes: e.duration_minutes,
  interpretation: e.interpretation,
  verzuim_id: e.verzuim_id,
  leave_request_id: e.leave_request_id,
});

/** Call 1: the person's days off of a year and the company days off of their holiday country they still have. */
export async function calendarDaysOff(
  db: Queryable,
  companyId: number,
  employeeId: number,
  yearAsked: number,
  todayIso: string,
) {
  const country = await holidaysCountry(db, companyId, employeeId, countryDate(yearAsked, todayIso));
  const [companyDays, entries] = await Promise.all([
    personCompanyDaysOff(db, companyId, employeeId, country, `${yearAsked}-01-01`, `${yearAsked}-12-31`),
    personEntries(db, companyId, employeeId, [yearAsked]),
  ]);
  return {
    holidays_country: country,
    company_days_off: groupByDate(companyDays, (c) => ({ id: c.id, special_name: c.special_name, color: c.color })),
    personal_days_off: groupByDate(entries, personalDayOff),
  };
}

/** Sick-leave data: the sick days a calendar answer carried, for the audit log (names only are recorded). */
function sickDayCarriers(answer: Awaited<ReturnType<typeof calendarDaysOff>>, request: FastifyRequest): Carrier[] {
  const sickDays = Object.values(answer.personal_days_off)
    .flat()
    .filter((day) => day.type === 'sick_day');
  return [{ employeeId: Number(fieldOf(request.query, 'employee_id')), values: { sick_day: sickDays } }];
}

export async function daysOffReadRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/days_off/personal_days_off',
    {
      config: { audit: sensitiveRead(SICK_LEAVE_READ_FIELDS, sickDayCarriers) },
      schema: {
        tags: ['days off'],
        summary:
          "Part 1 §7 'List days off (employee_id, year)': company_days_off of the person's holiday country (the registration country of " +
          'the wage in force, else BE) minus the ones removed for them, and personal_days_off, both keyed by ISO date',
        querystring: personYearQuery,
        response: { 200: personalDaysOffAnswer, ...daysOffErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId, year: yearAsked } = request.query;
      await sectionContext(db, request.user, employeeId, 'daysOffUsage');
      return calendarDaysOff(db, request.user.company_id, employeeId, yearAsked, today());
    },
  );

  app.get(
    '/api/weekly_schedule/:employee_id',
    {
      schema: {
        tags: ['days off'],
        summary:
          "Part 1 §7 'Weekly schedule (id, year)': scheduled minutes per ISO date from the wages in force (their cycle, minus recurring " +
          'holidays that are not working_time); a date no wage covers is absent. A one-day contract gives its day its hours',
        params: obj({ employee_id: id }),
        querystring: obj({ year }),
        response: { 200: weeklyScheduleAnswer, ...daysOffErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId } = request.params;
      const { year: yearAsked } = request.query;
      await sectionContext(db, request.user, employeeId, 'daysOffUsage');
      const schedules = await personSchedules(db, request.user.company_id, employeeId, [yearAsked]);
      return {
        weekly_schedule: schedules.byYear.get(yearAsked) ?? {},
        one_day_contracts: (schedules.oneDayContracts.get(yearAsked) ?? []).map((c) => ({
          date: c.date,
          contract_type: c.contract_type,
        })),
      };
    },
  );

  app.get(
    '/api/days_off/budget_usage',
    {
      schema: {
        tags: ['days off'],
        summary:
          "Part 1 §7 'Budget usage list': the usage items (part 1 §3) of the year's types outside rulesets (custom_types) and of the " +
          "person's ruleset, its types in priority order. Inactive types are listed only when the person used them that year",
        querystring: personYearQuery,
        response: { 200: budgetUsageAnswer, ...daysOffErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId, year: yearAsked } = request.query;
      const companyId = request.user.company_id;
      await sectionContext(db, request.user, employeeId, 'daysOffUsage');
      const [types, rulesets, rulesetId] = await Promise.all([
        dayOffTypes(db, companyId, { year: yearAsked }),
        rulesetsOfYear(db, companyId, yearAsked),
        personRulesetId(db, companyId, employeeId),
      ]);
      const ledgers = await personLedgers(db, companyId, employeeId, types, today());
      const used = new Set(ledgers.entries.filter((e) => e.year === yearAsked).map((e) => e.day_off_type_id));
      const shown = types.filter((t) => t.active === 1 || used.has(t.id));
      const inRuleset = new Set(rulesets.flatMap((r) => r.day_off_type_ids));
      const own = rulesets.filter((r) => r.id === rulesetId);
      return {
        budgets: {
          // part 1 §5: self-service-allowed types first, then by name (domain sortDayOffItems).
          custom_types: sortDayOffItems(shown.filter((t) => !inRuleset.has(t.id)).map((t) => ledgers.usage(t))),
          rulesets: own.map((r) => ({
            id: r.id,
            name: r.name,
            day_off_types: r.day_off_type_ids
              .flatMap((typeId) => shown.filter((t) => t.id === typeId))
              .map((t) => ledgers.usage(t)),
          })),
        },
      };
    },
  );
}
