import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { Route, Routes } from 'react-router';
import type { ReviewDetailTestQuery } from '../../../__generated__/ReviewDetailTestQuery.graphql';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { ReviewDetail } from '../components/ReviewDetail';

const REVIEW_ID = 'UmV2aWV3Ojk=';

// The person's reviews the delete goes to, as in the app: the review's page is gone when the toast shows.
const { renderWithRelay } = setupTestWrapper<ReviewDetailTestQuery>({
  Component: ({ node }) => (
    <Routes>
      <Route path="/" element={node?.detail ? <ReviewDetail review={node.detail} /> : null} />
      <Route path="*" element={<p>The reviews</p>} />
    </Routes>
  ),
  query: graphql`
    query ReviewDetailTestQuery @relay_test_operation {
      node(id: "UmV2aWV3Ojk=") {
        ... on Review {
          ...ReviewDetail_review @alias(as: "detail")
        }
      }
    }
  `,
});

const review = () => ({
  Node: () => ({
    __typename: 'Review',
    id: REVIEW_ID,
    typeName: 'Annual review',
    dateEvaluation: '2026-08-11',
    status: 'PLANNED',
    questionnaires: [],
    summary: null,
    finishReason: null,
    mayChange: true,
  }),
});

/** Deletes the review through its dialog and clicks Undo in the success toast. */
async function deleteThenUndo(
  environment: ReturnType<typeof renderWithRelay>['environment'],
  labels: { delete: string; deleted: string; undo: string },
) {
  fireEvent.click(screen.getByRole('button', { name: labels.delete }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: labels.delete }));
  expect(lastOperation(environment)).toEqual({
    name: 'useDeleteReviewMutation',
    variables: { input: { reviewId: REVIEW_ID } },
  });
  await resolveMostRecentOperation(environment, {
    ReviewPayload: () => ({ deletedReviewId: REVIEW_ID, userErrors: [] }),
  });
  expect(screen.getByText('The reviews')).toBeTruthy();
  const toast = await screen.findByRole('status');
  expect(toast.textContent).toEqual(`${labels.deleted}${labels.undo}`);
  fireEvent.click(within(toast).getByRole('button', { name: labels.undo }));
  expect(lastOperation(environment)).toEqual({
    name: 'useRestoreReviewMutation',
    variables: { input: { reviewId: REVIEW_ID } },
  });
}

// A deleted review is kept 30 days (domain retention, part 2 §4 delete): the success toast's Undo restores it.
describe('ReviewDetail delete and undo', () => {
  it('Undo in the toast restores the review by its id and says Restored.', async () => {
    const { environment } = renderWithRelay(review());
    await deleteThenUndo(environment, { delete: 'Delete', deleted: 'Review deleted', undo: 'Undo' });
    await resolveMostRecentOperation(environment, {
      ReviewPayload: () => ({ review: { id: REVIEW_ID }, userErrors: [] }),
    });
    expect((await screen.findByRole('status')).textContent).toEqual('Restored.');
  }, 30_000);

  it('an Undo past the 30 days says why in an error toast, in Dutch too', async () => {
    const { environment } = renderWithRelay(review(), { language: 'nl' });
    await deleteThenUndo(environment, { delete: 'Verwijderen', deleted: 'Gesprek verwijderd', undo: 'Ongedaan maken' });
    await resolveMostRecentOperation(environment, {
      ReviewPayload: () => ({
        review: null,
        userErrors: [{ code: 'NOT_FOUND', message: 'This performance review does not exist.', field: null }],
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toEqual(
      'FoutDit kan niet meer worden hersteld: het is meer dan 30 dagen geleden verwijderd of het is al terug.',
    );
  });
});
