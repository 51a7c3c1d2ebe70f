import { graphql } from 'react-relay';
import type { AddReviewInput, useAddReviewMutation } from '../../../__generated__/useAddReviewMutation.graphql';
import type { useDeleteReviewMutation } from '../../../__generated__/useDeleteReviewMutation.graphql';
import type { useFinishAndSendReviewMutation } from '../../../__generated__/useFinishAndSendReviewMutation.graphql';
import type { FinishReviewInput, useFinishReviewMutation } from '../../../__generated__/useFinishReviewMutation.graphql';
import type { UpdateReviewInput, useUpdateReviewMutation } from '../../../__generated__/useUpdateReviewMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 2 §2 /evaluations/add; the payload's person refreshes the reviews box. */
export function useAddReview() {
  const [commit, busy] = usePromiseMutation<useAddReviewMutation>(addMutation);
  return [async (input: AddReviewInput) => (await commit({ input })).addReview, busy] as const;
}

/** Part 2 §4: edit (hidden notes, summary), finish with a reason, finish and send, delete. */
export function useReviewChanges() {
  const [update, updating] = usePromiseMutation<useUpdateReviewMutation>(updateMutation);
  const [finish, finishing] = usePromiseMutation<useFinishReviewMutation>(finishMutation);
  const [send, sending] = usePromiseMutation<useFinishAndSendReviewMutation>(sendMutation);
  const [remove, removing] = usePromiseMutation<useDeleteReviewMutation>(deleteMutation);
  return {
    busy: updating || finishing || sending || removing,
    update: async (input: UpdateReviewInput) => (await update({ input })).updateReview,
    finish: async (input: FinishReviewInput) => (await finish({ input })).finishReview,
    send: async (reviewId: string) => (await send({ input: { reviewId } })).finishAndSendReview,
    remove: async (reviewId: string) => (await remove({ input: { reviewId } })).deleteReview,
  };
}

const addMutation = graphql`
  mutation useAddReviewMutation($input: AddReviewInput!) {
    addReview(input: $input) {
      review {
        id
      }
      employee {
        id
        ...ReviewsBox_employee
      }
      userErrors {
        code
        message
        field
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
        code
        message
        field
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
        code
        message
        field
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
        code
        message
        field
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
        code
        message
        field
      }
    }
  }
`;
