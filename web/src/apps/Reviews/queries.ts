// The review routes' queries (part 2 §2): routes.tsx loads them and ReviewPages reads them (STYLE.md 7).
import { graphql } from 'react-relay';

export const personReviewsRouteQuery = graphql`
  query PersonReviewsRouteQuery($id: Int!, $after: String) {
    employee(internalId: $id) {
      id
      ...PersonReviews_employee @arguments(after: $after)
    }
  }
`;

export const addReviewRouteQuery = graphql`
  query AddReviewRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      ...AddReviewForm_employee
    }
    reviewTypes @catch(to: RESULT) {
      ...AddReviewForm_types
    }
  }
`;

export const reviewRouteQuery = graphql`
  query ReviewRouteQuery($id: Int!) {
    review: nodeByInternalId(type: REVIEW, internalId: $id) {
      # Null when the id is not a review's.
      ...ReviewDetail_review @alias
    }
  }
`;
