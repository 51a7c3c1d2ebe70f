// Performance reviews (part 2 §2 reviews box, §3, §4, §6, §7 Performance evaluations, §9 "3 per page").
// The spec gives /api/performance_evaluations/list, /listGrouped, /{id}/detail, /add, /edit and the suffixes
// /finishAndSendToEmployee, /finish, /delete, /setNotification: we put those under /api/performance_evaluations too.
// Reading needs maySee('performanceReviews') of the person (not light, enable_performance_evaluations,
// access_performance_reviews = 1); hidden_notes answer null without maySee('performanceReviewHiddenNotes'); changes
// need mayDo('manageReviews') and write their perf_eval_* activity item in the same transaction (part 1 §3): they are
// in changes.ts, registered right after these reads.
import { countReviews } from '@people/domain/reviews';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { requireCompanyAction, requireCompanySection, sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { sendXlsx, xlsxOf, xlsxResponse } from '../core/xlsx';
import { oneReview, visibleReviews } from './access';
import {
  countReviewsOf,
  evaluationTypes,
  evaluationTypeSchema,
  personReviewsQuery,
  reportsQuery,
  reviewGroupSchema,
  reviewListQuery,
  reviewReportSchema,
  reviews,
  reviewSchema,
  type ReviewRow,
} from './sql';
import { idParamSchema, idsQuerySchema, parseIds, changeErrors, dataOf, oneOf, pageOf } from '../core/schemas';

const REPORT_COLUMNS = [
  { header: 'Person', width: 28, value: (r: Report) => r.employee_name },
  { header: 'Reviews', width: 10, value: (r: Report) => r.total },
  { header: 'Planned', width: 10, value: (r: Report) => r.planned },
  { header: 'Finished', width: 10, value: (r: Report) => r.finished },
  { header: 'Sent', width: 10, value: (r: Report) => r.sent },
  { header: 'Latest review', width: 16, value: (r: Report) => r.last_date_evaluation, date: true },
];

interface Report {
  employee_id: number;
  employee_name: string;
  total: number;
  planned: number;
  finished: number;
  sent: number;
  last_date_evaluation: string | null;
}

/** part 2 §7 getReviewReports: per person with reviews, the counts per state and the latest review date. */
async function reviewReports(db: Queryable, user: UserRow, year?: number): Promise<Report[]> {
  const rows = await visibleReviews(db, user, await reviews(db, user, { year }));
  const byPerson = new Map<number, ReviewRow[]>();
  for (const row of rows) byPerson.set(row.employee_id, [...(byPerson.get(row.employee_id) ?? []), row]);
  return [...byPerson.values()]
    .map((list) => ({
      employee_id: list[0].employee_id,
      employee_name: list[0].employee_name,
      ...countReviews(list.map((r) => r.status)),
      last_date_evaluation: list[0].date_evaluation,
    }))
    .sort((a, b) => a.employee_name.localeCompare(b.employee_name) || a.employee_id - b.employee_id);
}

export async function performanceEvaluationRoutes(app: Api, { db }: { db: Db }) {
  const errors = changeErrors;
  const tags = ['performance evaluations'];

  app.get(
    '/api/performance_evaluations/list',
    {
      schema: {
        tags,
        summary:
          'Reviews of the people the caller may find, the latest first (part 2 §7), with page, per_page, employee_id, status and year filters',
        querystring: reviewListQuery,
        response: { 200: pageOf(reviewSchema), 403: errors[403] },
      },
    },
    async (request) => {
      const q = request.query;
      await requireCompanySection(db, request.user, 'performanceReviews');
      const all = await visibleReviews(
        db,
        request.user,
        await reviews(db, request.user, { employeeId: q.employee_id, status: q.status, year: q.year }),
      );
      return { data: all.slice(q.page * q.per_page, (q.page + 1) * q.per_page), total: all.length };
    },
  );

  app.get(
    '/api/performance_evaluations/listGrouped',
    {
      schema: {
        tags,
        summary: 'Reviews grouped per person, people by name, each person’s latest first (part 2 §7)',
        response: { 200: dataOf(reviewGroupSchema), 403: errors[403] },
      },
    },
    async (request) => {
      await requireCompanySection(db, request.user, 'performanceReviews');
      const rows = await visibleReviews(db, request.user, await reviews(db, request.user));
      const groups = new Map<number, ReviewRow[]>();
      for (const row of rows) groups.set(row.employee_id, [...(groups.get(row.employee_id) ?? []), row]);
      const data = [...groups.values()].map((list) => ({
        employee_id: list[0].employee_id,
        employee_name: list[0].employee_name,
        evaluations: list,
      }));
      return { data: data.sort((a, b) => a.employee_name.localeCompare(b.employee_name)) };
    },
  );

  app.get(
    '/api/performance_evaluations/types',
    {
      schema: {
        tags,
        summary: 'The company’s review types (part 2 §3 evaluation_type_id, type_name); path not shown by the spec',
        response: { 200: dataOf(evaluationTypeSchema), 403: errors[403] },
      },
    },
    async (request) => {
      await requireCompanySection(db, request.user, 'performanceReviews');
      return { data: await evaluationTypes(db, request.user.company_id) };
    },
  );

  app.get(
    '/api/performance_evaluations/:id/detail',
    {
      schema: {
        tags,
        summary: 'One review (part 2 §2 /evaluations/detail/{id})',
        params: idParamSchema,
        response: { 200: oneOf(reviewSchema), ...errors },
      },
    },
    async (request) => ({ data: await oneReview(db, request.user, request.params.id) }),
  );

  app.get(
    '/api/performance_evaluations/batch',
    {
      schema: {
        tags,
        summary:
          "Reviews by id, for the gateway's node(id:); another company's ids and people whose reviews the caller may not see are left out",
        querystring: idsQuerySchema,
        response: { 200: dataOf(reviewSchema) },
      },
    },
    async (request) => ({
      data: await visibleReviews(
        db,
        request.user,
        await reviews(db, request.user, { ids: parseIds(request.query.ids) }),
      ),
    }),
  );

  app.get(
    '/api/stats/performance_evaluations/getPerformanceEvaluationsForPerson',
    {
      schema: {
        tags,
        summary:
          "A person's reviews, the latest first, page (0-based) by per_page (part 2 §7: the person page asks page 0, per_page 3; §9 3 per page)",
        querystring: personReviewsQuery,
        response: { 200: pageOf(reviewSchema), ...errors },
      },
    },
    async (request) => {
      const { employee_id: employeeId, page, per_page: perPage } = request.query;
      await sectionContext(db, request.user, employeeId, 'performanceReviews');
      const [rows, total] = await Promise.all([
        reviews(db, request.user, { employeeId, limit: perPage, offset: page * perPage }),
        countReviewsOf(db, request.user, { employeeId }),
      ]);
      return { data: await visibleReviews(db, request.user, rows), total };
    },
  );

  app.get(
    '/api/stats/performance_evaluations/getReviewReports',
    {
      schema: {
        tags,
        summary:
          'Review reports (part 2 §7): per person with reviews, how many are planned, finished and sent, and the latest review date; year filters',
        querystring: reportsQuery,
        response: { 200: dataOf(reviewReportSchema), 403: errors[403] },
      },
    },
    async (request) => {
      await requireCompanySection(db, request.user, 'performanceReviews');
      return { data: await reviewReports(db, request.user, request.query.year) };
    },
  );

  app.get(
    '/api/stats/performance_evaluations/getReviewReports/excel',
    {
      schema: {
        tags,
        summary:
          'The review reports as an .xlsx workbook (part 2 §7 "its /excel variant"); needs the Excel export permission (exportReviewReports)',
        querystring: reportsQuery,
        response: { ...xlsxResponse, 403: errors[403] },
      },
    },
    async (request, reply) => {
      await requireCompanyAction(db, request.user, 'exportReviewReports');
      const rows = await reviewReports(db, request.user, request.query.year);
      return sendXlsx(reply, `review-reports-${today()}.xlsx`, await xlsxOf('Review reports', REPORT_COLUMNS, rows));
    },
  );
}
