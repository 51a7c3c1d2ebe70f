// The performance review mutations (part 2 §2 /evaluations/add, /evaluations/detail/{id}; §4; §7): each calls
// one REST change (rest/src/reviews/routes.ts) and answers ReviewPayload. Expected failures
// (REVIEW_ALREADY_FINISHED, REVIEW_ALREADY_SENT, FIELD_IS_REQUIRED, INVALID_DATE, FORBIDDEN, NOT_FOUND…) are userErrors.
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import { fromGlobalId } from '../core/ids';
import type { ReviewModel } from '../core/models';
import { attempt, freshEmployee, personId, personNotFound, userError, type Attempt } from '../core/mutationSupport';

const reviewNotFound = () => userError('NOT_FOUND', 'This performance review does not exist.');
const reviewId = (id: string) => fromGlobalId(id, 'Review')?.id ?? null;
const fields = (field: string) =>
  ({ performance_evaluation_id: ['reviewId'], notify_employees_id: ['notifyEmployeeIds'] })[field];
const none = { review: null, employee: null, deletedReviewId: null };

async function payload(ctx: Context, result: Attempt<{ data: ReviewModel }>, employeeId: number | null = null) {
  const id = result.ok ? result.value.data.employee_id : employeeId;
  return {
    review: result.ok ? result.value.data : null,
    employee: id === null ? null : await freshEmployee(ctx, id),
    deletedReviewId: null,
    userErrors: result.ok ? [] : result.userErrors,
  };
}

export const reviewMutations: Pick<
  Required<MutationResolvers>,
  | 'addReview'
  | 'updateReview'
  | 'finishReview'
  | 'finishAndSendReview'
  | 'setReviewNotification'
  | 'deleteReview'
  | 'restoreReview'
> = {
  async addReview(_, { input }, ctx) {
    const employeeId = personId(input.employeeId);
    if (employeeId === null) return { ...none, userErrors: [personNotFound()] };
    const result = await attempt(() =>
      ctx.rest.post('/api/performance_evaluations/add', {
        employee_id: employeeId,
        date_evaluation: input.dateEvaluation,
        evaluation_type_id: input.evaluationTypeId,
        questionnaires: input.questionnaires ?? [],
        include_manager: input.includeManager ? 1 : 0,
        include_extra_manager: input.includeExtraManager ? 1 : 0,
      }),
    );
    return payload(ctx, result, employeeId);
  },

  async updateReview(_, { input }, ctx) {
    const id = reviewId(input.reviewId);
    if (id === null) return { ...none, userErrors: [reviewNotFound()] };
    const result = await attempt(
      () =>
        ctx.rest.post('/api/performance_evaluations/edit', {
          performance_evaluation_id: id,
          hidden_notes: input.hiddenNotes,
          summary: input.summary,
        }),
      fields,
    );
    return payload(ctx, result);
  },

  async finishReview(_, { input }, ctx) {
    const id = reviewId(input.reviewId);
    if (id === null) return { ...none, userErrors: [reviewNotFound()] };
    return payload(
      ctx,
      await attempt(
        () =>
          ctx.rest.post('/api/performance_evaluations/finish', { performance_evaluation_id: id, reason: input.reason }),
        fields,
      ),
    );
  },

  async finishAndSendReview(_, { input }, ctx) {
    const id = reviewId(input.reviewId);
    if (id === null) return { ...none, userErrors: [reviewNotFound()] };
    return payload(
      ctx,
      await attempt(
        () => ctx.rest.post('/api/performance_evaluations/finishAndSendToEmployee', { performance_evaluation_id: id }),
        fields,
      ),
    );
  },

  async setReviewNotification(_, { input }, ctx) {
    const id = reviewId(input.reviewId);
    if (id === null) return { ...none, userErrors: [reviewNotFound()] };
    const people = input.notifyEmployeeIds.map(personId);
    if (people.some((p) => p === null))
      return {
        ...none,
        userErrors: [userError('INVALID_INPUT', 'A person to notify does not exist.', ['notifyEmployeeIds'])],
      };
    const result = await attempt(
      () =>
        ctx.rest.post('/api/performance_evaluations/setNotification', {
          performance_evaluation_id: id,
          notify_employees_id: people.join(','),
        }),
      fields,
    );
    return payload(ctx, result);
  },

  async deleteReview(_, { input }, ctx) {
    const id = reviewId(input.reviewId);
    if (id === null) return { ...none, userErrors: [reviewNotFound()] };
    const result = await attempt(
      () => ctx.rest.post('/api/performance_evaluations/delete', { performance_evaluation_id: id }),
      fields,
    );
    if (!result.ok) return { ...none, userErrors: result.userErrors };
    return {
      review: null,
      employee: await freshEmployee(ctx, result.value.employee_id),
      deletedReviewId: input.reviewId,
      userErrors: [],
    };
  },

  // A delete undone within 30 days (domain retention): past them, never deleted or another company's, NOT_FOUND.
  async restoreReview(_, { input }, ctx) {
    const id = reviewId(input.reviewId);
    if (id === null) return { ...none, userErrors: [reviewNotFound()] };
    return payload(
      ctx,
      await attempt(
        () => ctx.rest.post('/api/performance_evaluations/restore', { performance_evaluation_id: id }),
        fields,
      ),
    );
  },
};
