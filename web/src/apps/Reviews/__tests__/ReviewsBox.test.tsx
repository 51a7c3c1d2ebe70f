import { screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { ReviewsBoxTestQuery } from '../../../__generated__/ReviewsBoxTestQuery.graphql';
import { addReviewPath, reviewsPath } from '../../../paths';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_INTERNAL_ID, permissions, personResolvers } from '../../Profile/test/profileMocks';
import { ReviewsBox } from '../components/ReviewsBox';

const { renderWithRelay } = setupTestWrapper<ReviewsBoxTestQuery>({
  Component: ({ employee }) => (employee ? <ReviewsBox employee={employee} /> : null),
  query: graphql`
    query ReviewsBoxTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ReviewsBox_employee
      }
    }
  `,
});

const review = (n: number, typeName: string, dateEvaluation: string, status: string) => ({
  node: { id: `UmV2aWV3Oj${n}`, typeName, dateEvaluation, status },
});

describe('ReviewsBox (part 2 §2)', () => {
  it('lists the latest reviews with type, date and state, the link to all and, with manageReviews, the add link', () => {
    const edges = [
      review(1, 'Annual review', '2026-08-11', 'PLANNED'),
      review(2, 'Probation review', '2025-06-01', 'SENT'),
      review(3, 'Mid-year check-in', '2024-06-01', 'FINISHED'),
    ];
    renderWithRelay(
      personResolvers({ permissions: permissions(['manageReviews']) }, { ReviewConnection: () => ({ edges }) }),
    );
    const rows = within(screen.getByRole('list', { name: 'Performance reviews' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Annual review11/08/2026Planned',
      'Probation review01/06/2025Sent to the employee',
      'Mid-year check-in01/06/2024Finished',
    ]);
    expect(screen.getByRole('link', { name: 'All reviews' }).getAttribute('href')).toEqual(
      reviewsPath(EMPLOYEE_INTERNAL_ID),
    );
    expect(screen.getByRole('link', { name: 'Add review' }).getAttribute('href')).toEqual(
      addReviewPath(EMPLOYEE_INTERNAL_ID),
    );
  });

  it('says no reviews were added yet, in Dutch too', () => {
    renderWithRelay(personResolvers({}, { ReviewConnection: () => ({ edges: [] }) }), { language: 'nl' });
    expect(screen.getByText('Er zijn nog geen gesprekken toegevoegd.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Gesprek toevoegen' })).toBeNull();
  });

  it('is left out without review access (part 2 §6: light, no enable_performance_evaluations or access_performance_reviews)', () => {
    renderWithRelay(
      personResolvers(
        { permissions: permissions([], ['contact', 'software']) },
        { ReviewConnection: () => ({ edges: [] }) },
      ),
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
