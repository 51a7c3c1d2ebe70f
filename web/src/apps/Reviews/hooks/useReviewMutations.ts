import { graphql } from 'react-relay';
import type { AddReviewInput, useAddReviewMutation } from '../../../__generated__/useAddReviewMutation.graphql';
import type { useDeleteReviewMutation } from '../../../__generated__/useDeleteReviewMutation.graphql';
import type { useFinishAndSendReviewMutation } from '../../../__generated__/useFinishAndSendReviewMutation.graphql';
import type {
  FinishReviewInput,
  useFinishReviewMutation,
} from '../../../__generated__/useFinishReviewMutation.graphql';
import type { useRestoreReviewMutation } from '../../../__generated__/useRestoreReviewMutation.graphql';
import type {
  UpdateReviewInput,
  useUpdateReviewMutation,
} from '../../../__generated__/useUpdateReviewMutation.graphql';
import { useIdempotencyKey } from '../../../relay/useIdempotencyKey';
import { useMutationPayload } from '../../../relay/useMutationPayload';

/** Part 2 §2 /evaluations/add; the payload's person refreshes the reviews box. */
export function useAddReview() {
  const [run, busy] = useMutationPayload<useAddReviewMutation, 'addReview'>(addMutation, 'addReview');
  // One idempotencyKey per submission: a double click or a retry after a lost answer adds the review once.
  const send = useIdempotencyKey((input: AddReviewInput & { idempotencyKey: string }) => run({ input }));
  return [send, busy] as const;
}

/** Part 2 §4: edit (hidden notes, summary), finish with a reason, finish and send, delete; a delete undone within 30 days. */
export function useReviewChanges() {
  const [update, updating] = useMutationPayload<useUpdateReviewMutation, 'updateReview'>(
    updateMutation,
    'updateReview',
  );
  const [finish, finishing] = useMutationPayload<useFinishReviewMutation, 'finishReview'>(
    finishMutation,
    'finishReview',
  );
  const [send, sending] = useMutationPayload<useFinishAndSendReviewMutation, 'finishAndSendReview'>(
    sendMutation,
    'finishAndSendReview',
  );
  const [remove, removing] = useMutationPayload<useDeleteReviewMutation, 'deleteReview'>(
    deleteMutation,
    'deleteReview',
  );
  const [restore, restoring] = useMutationPayload<useRestoreReviewMutation, 'restoreReview'>(
    restoreMutation,
    'restoreReview',
  );
  return {
    busy: updating || finishing || sending || removing || restoring,
    update: (input: UpdateReviewInput) => update({ input }),
    finish: (input: FinishReviewInput) => finish({ input }),
    send: (reviewId: string) => send({ input: { reviewId } }),
    remove: (reviewId: string) => remove({ input: { reviewId } }),
    restore: (reviewId: string) => restore({ input: { reviewId } }),
  };
}

const addMutation = graphql`
  mutation useAddReviewMutation($input: AddReviewInput!) {
    addReview(input: $input) {
      review {
        id
        internalId
      }
      employee {
        id
        ...ReviewsBox_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const updateMutation = graphql`
  mutation useUpdateReviewMutation($input: UpdateReviewInput!) {
    updateReview(input: $input) {
      review {
        id
        ...ReviewDetail_review
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const finishMutation = graphql`
  mutation useFinishReviewMutation($input: FinishReviewInput!) {
    finishReview(input: $input) {
      review {
        id
        ...ReviewDetail_review
      }
      employee {
        id
        ...ReviewsBox_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const sendMutation = graphql`
  mutation useFinishAndSendReviewMutation($input: ReviewIdInput!) {
    finishAndSendReview(input: $input) {
      review {
        id
        ...ReviewDetail_review
      }
      employee {
        id
        ...ReviewsBox_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useDeleteReviewMutation($input: ReviewIdInput!) {
    deleteReview(input: $input) {
      deletedReviewId @deleteRecord
      employee {
        id
        ...ReviewsBox_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

// The review is back in the store with its detail; the person's box and the first page of their reviews (where the
// delete left the viewer) read again.
const restoreMutation = graphql`
  mutation useRestoreReviewMutation($input: RestoreReviewInput!) {
    restoreReview(input: $input) {
      review {
        id
        ...ReviewDetail_review
      }
      employee {
        id
        ...ReviewsBox_employee
        ...PersonReviews_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
