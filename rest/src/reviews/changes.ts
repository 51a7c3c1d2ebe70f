// The changes of a performance review (part 2 §4 planned → finished → sent, §7 add, edit, finish,
// finishAndSendToEmployee, setNotification, delete; restore is ours), registered right after the reads (routes.ts).
// Each needs mayDo('manageReviews') of the person, follows the domain's transition (reviewChangeRefusal,
// reviewStatusAfter) and writes its perf_eval_* activity item in the same transaction (part 1 §3).
import { REVIEW_EVENT_TYPES, reviewChangeRefusal, reviewStatusAfter, type ReviewChange } from '@people/domain/reviews';
import { changeOf } from '../core/audit';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { HttpError } from '../core/errors';
import { permissionContexts, personContext, requireAction } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { markDeleted, markRestored, restorable } from '../core/softDelete';
import { changeErrors, obj, oneOf, parseIds } from '../core/schemas';
import { oneReview, reviewContext, reviewNotFound } from './access';
import {
  addBody,
  editBody,
  finishBody,
  insertReview,
  lockReview,
  notificationBody,
  reviewIdBody,
  reviewSchema,
  reviewTypeName,
  setReviewFinished,
  setReviewNotified,
  setReviewSent,
  setReviewStatus,
  setReviewTexts,
} from './sql';

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
    await setReviewStatus(tx, user.company_id, id, status);
    await writeActivity(tx, user, {
      employeeId: review.employee_id,
      eventType: REVIEW_EVENT_TYPES[change],
      info: { new_type: review.type_name, ...info },
    });
  });
}

export async function performanceEvaluationChangeRoutes(app: Api, { db }: { db: Db }) {
  const errors = changeErrors;
  const tags = ['performance evaluations'];

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
        const typeName = await reviewTypeName(tx, user.company_id, body.evaluation_type_id);
        if (typeName === undefined)
          throw new HttpError(404, 'NOT_FOUND', 'This review type does not exist.', {
            details: { field: 'evaluation_type_id' },
          });
        const reviewId = await insertReview(tx, user.company_id, user.id, {
          employee_id: body.employee_id,
          evaluation_type_id: body.evaluation_type_id,
          date_evaluation: date,
          questionnaires: body.questionnaires.map((q) => q.trim()),
          include_manager: body.include_manager,
          include_extra_manager: body.include_extra_manager,
        });
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: REVIEW_EVENT_TYPES.add,
          info: { new_type: typeName },
        });
        return reviewId;
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
        await setReviewTexts(tx, request.user.company_id, id, body);
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
          await setReviewFinished(tx, request.user.company_id, id, reason.trim(), today());
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
        await setReviewSent(tx, request.user.company_id, id, today());
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
        await setReviewNotified(tx, request.user.company_id, id, ids);
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
