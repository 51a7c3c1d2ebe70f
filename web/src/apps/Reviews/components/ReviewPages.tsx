// The review routes' pages (routes.tsx): each reads its route's one query and hands the data to its component.
import { usePreloadedQuery } from 'react-relay';
import type { AddReviewRouteQuery } from '../../../__generated__/AddReviewRouteQuery.graphql';
import type { PersonReviewsRouteQuery } from '../../../__generated__/PersonReviewsRouteQuery.graphql';
import type { ReviewRouteQuery } from '../../../__generated__/ReviewRouteQuery.graphql';
import { ErrorBox } from '../../../components/ErrorBox';
import { useT } from '../../../i18n/I18nProvider';
import { addReviewRouteQuery, personReviewsRouteQuery, reviewRouteQuery } from '../queries';
import { AddReviewForm } from './AddReviewForm';
import { PersonReviews } from './PersonReviews';
import { ReviewDetail } from './ReviewDetail';
import { useRouteQueryRef } from '../../../relay/routeQuery';

function NotFound({ reason }: { reason: 'PERSON_NOT_FOUND' | 'REVIEW_NOT_FOUND' }) {
  const t = useT();
  return <ErrorBox reason={t(reason)} />;
}

/** Part 2 §2 /evaluations/{personId}. */
export function PersonReviewsPage() {
  const queryRef = useRouteQueryRef<PersonReviewsRouteQuery>();
  const { employee } = usePreloadedQuery<PersonReviewsRouteQuery>(personReviewsRouteQuery, queryRef);
  return employee ? <PersonReviews employee={employee} /> : <NotFound reason="PERSON_NOT_FOUND" />;
}

/** Part 2 §2 /evaluations/add?initialPersonId=. */
export function AddReviewPage() {
  const queryRef = useRouteQueryRef<AddReviewRouteQuery>();
  const { employee, reviewTypes } = usePreloadedQuery<AddReviewRouteQuery>(addReviewRouteQuery, queryRef);
  if (!employee) return <NotFound reason="PERSON_NOT_FOUND" />;
  return <AddReviewForm employee={employee} types={reviewTypes.ok ? (reviewTypes.value ?? null) : null} />;
}

/** Part 2 §2 /evaluations/detail/{id}: a missing id, another company's or a hidden one answers the same. */
export function ReviewPage() {
  const queryRef = useRouteQueryRef<ReviewRouteQuery>();
  const { review } = usePreloadedQuery<ReviewRouteQuery>(reviewRouteQuery, queryRef);
  const found = review?.ReviewDetail_review;
  return found ? <ReviewDetail review={found} /> : <NotFound reason="REVIEW_NOT_FOUND" />;
}
