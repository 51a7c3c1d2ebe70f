// Leave requests, read (domain leaveRequests.ts; the spec leaves the paths open, we choose them in part 1 §7's style):
//   GET /api/days_off/requests/to_decide?page=&per_page=   the pending requests the caller may decide, earliest first
//   GET /api/days_off/requests/to_decide/count             how many (the navigation's count)
//   GET /api/days_off/requests/employee/{employee_id}?year= a person's requests of a year, every state (their history)
//   GET /api/days_off/requests/batch?ids=                  requests by id, for node(id:)
import { balanceDisplay } from '@people/domain/daysOff';
import { entryAmount } from '@people/domain/daysOffLedger';
import { mayDo } from '@people/domain/permissions';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { companyContext, sectionContext, visibleRows } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { idsQuerySchema, int, obj, pageOf, dataOf, parseIds } from '../core/schemas';
import { dayOffTypes, daysOffErrors } from '../core/dayOffTypes';
import { peopleLedgers } from './balance';
import { employeeParams, leaveRequestSchema, personRequestsQuery, toDecideQuery } from './leaveRequestSchemas';
import {
  personRequests,
  requestsByIds,
  requestsToDecide,
  requestsToDecideCount,
  type LeaveRequestRow,
} from './leaveRequestsSql';

/**
 * Requests as the routes answer them: what their days count (domain entryAmount, from the person's schedule) and, for
 * a pending one, its type's balance with the request counted. The ledgers of all the rows' people are read at once.
 */
export async function describedRequests(db: Queryable, companyId: number, rows: readonly LeaveRequestRow[]) {
  const typeIds = [...new Set(rows.flatMap((r) => (r.day_off_type_id === null ? [] : [r.day_off_type_id])))];
  const types = typeIds.length === 0 ? [] : await dayOffTypes(db, companyId, { ids: typeIds });
  const people = [...new Set(rows.map((r) => r.employee_id))];
  const years = [...new Set(rows.flatMap((r) => r.days.map((d) => Number(d.date.slice(0, 4)))))];
  const ledgers = await peopleLedgers(db, companyId, people, types, today(), { extraYears: years });
  return rows.map((row) => {
    const ledger = ledgers.get(row.employee_id);
    const amounts = row.days.map((day) =>
      entryAmount({ ...day, scheduled_minutes: ledger?.scheduled(day.date) ?? null }),
    );
    const type = types.find((t) => t.id === row.day_off_type_id);
    return {
      ...row,
      total_minutes: Math.round(amounts.reduce((sum, a) => sum + a.minutes, 0)),
      day_count: amounts.reduce((sum, a) => sum + a.days, 0),
      balance_after: row.state === 'pending' && type && ledger ? balanceDisplay(ledger.usage(type)) : null,
    };
  });
}

/** Whether the caller may decide anybody's requests at all (decideDaysOff without a person: company and viewer). */
async function decidesAtAll(db: Queryable, user: UserRow): Promise<boolean> {
  return mayDo('decideDaysOff', await companyContext(db, user));
}

export async function leaveRequestReadRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/days_off/requests/to_decide',
    {
      schema: {
        tags: ['days off'],
        summary:
          'Leave requests (our choice of path): the pending requests of people the caller may decide (decideDaysOff: admins, or ' +
          "calendar access over the person's group; never their own), the earliest first day first, page 0-based, per_page at most " +
          "100. balance_after is the type's balance with the request counted",
        querystring: toDecideQuery,
        response: { 200: pageOf(leaveRequestSchema), ...daysOffErrors },
      },
    },
    async (request) => {
      const user = request.user;
      const { page = 0, per_page: perPage = 50 } = request.query;
      if (!(await decidesAtAll(db, user))) return { data: [], total: 0 };
      const { rows, total } = await requestsToDecide(db, user, { limit: perPage, offset: page * perPage });
      return { data: await describedRequests(db, user.company_id, rows), total };
    },
  );

  app.get(
    '/api/days_off/requests/to_decide/count',
    {
      schema: {
        tags: ['days off'],
        summary: 'Leave requests: how many pending requests the caller may decide (0 for a caller who decides none)',
        response: { 200: obj({ count: int }), ...daysOffErrors },
      },
    },
    async (request) => {
      const user = request.user;
      return { count: (await decidesAtAll(db, user)) ? await requestsToDecideCount(db, user) : 0 };
    },
  );

  app.get(
    '/api/days_off/requests/employee/:employee_id',
    {
      schema: {
        tags: ['days off'],
        summary:
          "Leave requests: a person's requests whose days touch the year, every state (pending, approved, declined with its reason, " +
          'withdrawn), the latest first; for whoever sees their days off (the daysOffUsage section)',
        params: employeeParams,
        querystring: personRequestsQuery,
        response: { 200: dataOf(leaveRequestSchema), ...daysOffErrors },
      },
    },
    async (request) => {
      const user = request.user;
      const employeeId = request.params.employee_id;
      await sectionContext(db, user, employeeId, 'daysOffUsage');
      const rows = await personRequests(db, user.company_id, employeeId, request.query.year);
      return { data: await describedRequests(db, user.company_id, rows) };
    },
  );

  app.get(
    '/api/days_off/requests/batch',
    {
      schema: {
        tags: ['days off'],
        summary:
          'Leave requests by id (at most 100), for the gateway: requests of people whose days off the caller sees; other ids, ' +
          "another company's included, are left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf(leaveRequestSchema), ...daysOffErrors },
      },
    },
    async (request) => {
      const user = request.user;
      const rows = await requestsByIds(db, user.company_id, parseIds(request.query.ids));
      const visible = await visibleRows(db, user, rows, 'daysOffUsage');
      return { data: await describedRequests(db, user.company_id, visible) };
    },
  );
}
