// Performance reviews (part 2 §2 reviews box, §3, §4, §6, §7 Performance evaluations, §9 "3 per page").
// The spec gives /api/performance_evaluations/list, /listGrouped, /{id}/detail, /add, /edit and the suffixes
// /finishAndSendToEmployee, /finish, /delete, /setNotification: we put those under /api/performance_evaluations too.
// Reading needs maySee('performanceReviews') of the person (not light, enable_performance_evaluations,
// access_performance_reviews = 1); hidden_notes answer null without maySee('performanceReviewHiddenNotes'); changes
// need mayDo('manageReviews') and write their perf_eval_* activity item in the same transaction (part 1 §3).
import { maySee } from '@people/domain/permissions';
import {
  countReviews,
  REVIEW_EVENT_TYPES,
  reviewChangeRefusal,
  reviewStatusAfter,
  type ReviewChange,
} from '@people/domain/reviews';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import {
  permissionContexts,
  personContext,
  requireAction,
  sectionContext,
  requireCompanyAction,
  requireCompanySection,
} from '../core/permissionContext';
import type { Api } from '../core/routing';
import { sendXlsx, xlsxOf, xlsxResponse } from '../core/xlsx';
import { writeActivity } from '../core/activity';
import { markDeleted, markRestored, restorable } from '../core/softDelete';
import {
  addBody,
  countReviewsOf,
  editBody,
  evaluationTypes,
  evaluationTypeSchema,
  finishBody,
  lockReview,
  notificationBody,
  personReviewsQuery,
  reportsQuery,
  reviewGroupSchema,
  reviewIdBody,
  reviewListQuery,
  reviewReportSchema,
  reviews,
  reviewSchema,
  type ReviewRow,
} from './sql';
import { idParamSchema, idsQuerySchema, obj, parseIds, changeErrors, dataOf, oneOf, pageOf } from '../core/schemas';

export const reviewNotFound = () => notFound('This performance review does not exist.');

/** Keeps the reviews of people whose reviews the caller may see; hidden_notes null where they may not see those. */
async function visibleReviews(db: Queryable, user: UserRow, rows: ReviewRow[]): Promise<ReviewRow[]> {
  const contexts = await permissionContexts(db, user, [...new Set(rows.map((r) => r.employee_id))]);
  return rows.flatMap((row) => {
    const context = contexts.get(row.employee_id);
    if (!context || !maySee('performanceReviews', context)) return [];
    return [maySee('performanceReviewHiddenNotes', context) ? row : { ...row, hidden_notes: null }];
  });
}

async function oneReview(db: Queryable, user: UserRow, id: number): Promise<ReviewRow> {
  const [row] = await reviews(db, user, { ids: [id] });
  if (!row) throw reviewNotFound();
  await sectionContext(db, user, row.employee_id, 'performanceReviews');
  const [visible] = await visibleReviews(db, user, [row]);
  return visible;
}

async function reviewContext(db: Queryable, user: UserRow, employeeId: number) {
  return personContext(db, user, employeeId).catch((error: unknown) => {
    throw error instanceof HttpError && error.statusCode === 404 ? reviewNotFound() : error;
  });
}

const REFUSALS = {
  REVIEW_ALREADY_FINISHED: 'This review is finished already.',
  REVIEW_ALREADY_SENT: 'This review was sent to the employee already.',
} as const;

/** One change of a review: found, the person's manageReviews, the domain's transition, the activity item, one transaction. */
async function changeReview(
  db: Db,
  user: UserRow,
  id: number,
  change: ReviewChange,
  apply: (tx: Queryable) => Promise<void>,
  info: Record<string, unknown> = {},
) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, user.company_id, id);
    if (!review) throw reviewNotFound();
    requireAction(await reviewContext(tx, user, review.employee_id), 'manageReviews');
    const refusal = reviewChangeRefusal(review.status, change);
    if (refusal) throw new HttpError(409, refusal, REFUSALS[refusal]);
    await apply(tx);
    const status = reviewStatusAfter(review.status, change);
    await tx.query('UPDATE performance_evaluations SET status = $3 WHERE company_id = $1 AND id = $2', [
      user.company_id,
      id,
      status,
    ]);
    await writeActivity(tx, user, {
      employeeId: review.employee_id,
      eventType: REVIEW_EVENT_TYPES[change],
      info: { new_type: review.type_name, ...info },
    });
  });
}

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

  app.post(
    '/api/performance_evaluations/add',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags,
        summary:
          'Plan a review (part 2 §7: employee_id, date_evaluation, questionnaires, include_manager, include_extra_manager, ' +
          'evaluation_type_id); writes perf_eval_added',
        body: addBody,
        response: { 200: oneOf(reviewSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, body.employee_id), 'manageReviews');
      const date = body.date_evaluation.includes('/')
        ? body.date_evaluation.split('/').reverse().join('-')
        : body.date_evaluation;
      const id = await db.transaction(async (tx) => {
        const [type] = await tx.query<{ name: string }>(
          'SELECT name FROM performance_evaluation_types WHERE company_id = $1 AND id = $2',
          [user.company_id, body.evaluation_type_id],
        );
        if (!type)
          throw new HttpError(404, 'NOT_FOUND', 'This review type does not exist.', {
            details: { field: 'evaluation_type_id' },
          });
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO performance_evaluations (company_id, employee_id, evaluation_type_id, date_evaluation, questionnaires, include_manager, include_extra_manager, created_by_user_id)
           VALUES ($1, $2, $3, $4, $5::text[], $6, $7, $8) RETURNING id`,
          [
            user.company_id,
            body.employee_id,
            body.evaluation_type_id,
            date,
            body.questionnaires.map((q) => q.trim()),
            body.include_manager,
            body.include_extra_manager,
            user.id,
          ],
        );
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: REVIEW_EVENT_TYPES.add,
          info: { new_type: type.name },
        });
        return row.id;
      });
      return { data: await oneReview(db, user, id) };
    },
  );

  const ownerAudit = changeOf({
    answer: (answer) => (answer as { data?: { employee_id?: number } }).data?.employee_id,
  });

  app.post(
    '/api/performance_evaluations/edit',
    {
      config: { audit: ownerAudit },
      schema: {
        tags,
        summary:
          'Edit a review’s hidden notes and summary (part 2 §4); the fields sent change. A sent review is closed (REVIEW_ALREADY_SENT); writes perf_eval_updated',
        body: editBody,
        response: { 200: oneOf(reviewSchema), ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const id = body.performance_evaluation_id;
      await changeReview(db, request.user, id, 'edit', async (tx) => {
        await tx.query(
          `UPDATE performance_evaluations SET hidden_notes = CASE WHEN $3::boolean THEN $4 ELSE hidden_notes END,
                  summary = CASE WHEN $5::boolean THEN $6 ELSE summary END WHERE company_id = $1 AND id = $2`,
          [
            request.user.company_id,
            id,
            body.hidden_notes !== undefined,
            body.hidden_notes ?? null,
            body.summary !== undefined,
            body.summary ?? null,
          ],
        );
      });
      return { data: await oneReview(db, request.user, id) };
    },
  );

  app.post(
    '/api/performance_evaluations/finish',
    {
      config: { audit: ownerAudit },
      schema: {
        tags,
        summary: 'Finish a review with a reason (part 2 §4, §7); writes perf_eval_finished',
        body: finishBody,
        response: { 200: oneOf(reviewSchema), ...errors },
      },
    },
    async (request) => {
      const { performance_evaluation_id: id, reason } = request.body;
      await changeReview(
        db,
        request.user,
        id,
        'finish',
        async (tx) => {
          await tx.query(
            'UPDATE performance_evaluations SET finish_reason = $3, date_finished = $4 WHERE company_id = $1 AND id = $2',
            [request.user.company_id, id, reason.trim(), today()],
          );
        },
        { note: reason.trim() },
      );
      return { data: await oneReview(db, request.user, id) };
    },
  );

  app.post(
    '/api/performance_evaluations/finishAndSendToEmployee',
    {
      config: { audit: ownerAudit },
      schema: {
        tags,
        summary:
          'Finish a review and send it to the employee (part 2 §4, §7); a finished review can be sent, a sent one not again; writes perf_eval_sent_to_employee',
        body: reviewIdBody,
        response: { 200: oneOf(reviewSchema), ...errors },
      },
    },
    async (request) => {
      const { performance_evaluation_id: id } = request.body;
      await changeReview(db, request.user, id, 'finishAndSend', async (tx) => {
        await tx.query(
          'UPDATE performance_evaluations SET date_finished = coalesce(date_finished, $3), date_sent = $3 WHERE company_id = $1 AND id = $2',
          [request.user.company_id, id, today()],
        );
      });
      return { data: await oneReview(db, request.user, id) };
    },
  );

  app.post(
    '/api/performance_evaluations/setNotification',
    {
      config: { audit: ownerAudit },
      schema: {
        tags,
        summary:
          'Set who is notified about a review (part 2 §4, §7 notify_employees_id, comma-joined person ids; empty clears); writes perf_eval_notification_set',
        body: notificationBody,
        response: { 200: oneOf(reviewSchema), ...errors },
      },
    },
    async (request) => {
      const { performance_evaluation_id: id, notify_employees_id: joined } = request.body;
      const ids = joined === '' ? [] : parseIds(joined);
      await changeReview(db, request.user, id, 'setNotification', async (tx) => {
        const found = await permissionContexts(tx, request.user, ids);
        const missing = ids.filter((person) => !found.has(person));
        // A person the caller cannot find answers as a missing one, whatever the company.
        if (missing.length > 0)
          throw new HttpError(404, 'NOT_FOUND', 'This person does not exist.', {
            details: { field: 'notify_employees_id' },
          });
        await tx.query(
          'UPDATE performance_evaluations SET notify_employees_id = $3::int[] WHERE company_id = $1 AND id = $2',
          [request.user.company_id, id, ids],
        );
      });
      return { data: await oneReview(db, request.user, id) };
    },
  );

  app.post(
    '/api/performance_evaluations/delete',
    {
      config: { audit: changeOf({ answer: (answer) => (answer as { employee_id?: number }).employee_id }) },
      schema: {
        tags,
        summary:
          'Delete a review (part 2 §4, §7): restorable for 30 days (POST /api/performance_evaluations/restore), then purged; writes perf_eval_deleted',
        body: reviewIdBody,
        response: { 200: obj({ id: { type: 'integer' }, employee_id: { type: 'integer' } }), ...errors },
      },
    },
    async (request) => {
      const { performance_evaluation_id: id } = request.body;
      const user = request.user;
      let employeeId = 0;
      await db.transaction(async (tx) => {
        const review = await lockReview(tx, user.company_id, id);
        if (!review) throw reviewNotFound();
        requireAction(await reviewContext(tx, user, review.employee_id), 'manageReviews');
        employeeId = review.employee_id;
        await markDeleted(tx, 'performance_evaluations', user.company_id, id);
        await writeActivity(tx, user, {
          employeeId,
          eventType: REVIEW_EVENT_TYPES.delete,
          info: { new_type: review.type_name },
        });
      });
      return { id, employee_id: employeeId };
    },
  );

  app.post(
    '/api/performance_evaluations/restore',
    {
      config: {
        audit: changeOf({ answer: (answer) => (answer as { data?: { employee_id?: number } }).data?.employee_id }),
      },
      schema: {
        tags,
        summary:
          'Ours (domain retention): restores a review deleted at most 30 days ago, for whoever may delete it (manageReviews). ' +
          'Past 30 days, or never deleted, it answers 404',
        body: reviewIdBody,
        response: { 200: oneOf(reviewSchema), ...errors },
      },
    },
    async (request) => {
      const { performance_evaluation_id: id } = request.body;
      const user = request.user;
      // Restored first, then the delete's own check on the review as it is again: a refusal rolls the restore back.
      await db.transaction(async (tx) => {
        if (!(await restorable(tx, 'performance_evaluations', user.company_id, id))) throw reviewNotFound();
        await markRestored(tx, 'performance_evaluations', user.company_id, id);
        const review = await lockReview(tx, user.company_id, id);
        if (!review) throw reviewNotFound();
        requireAction(await reviewContext(tx, user, review.employee_id), 'manageReviews');
      });
      return { data: await oneReview(db, user, id) };
    },
  );
}
