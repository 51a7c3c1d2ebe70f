// The review routes' queries (part 2 §2): routes.tsx loads them and ReviewPages reads them (STYLE.md 7).
import { graphql } from 'react-relay';

export const personReviewsRouteQuery = graphql`
  query PersonReviewsRouteQuery($id: ID!, $after: String) {
    employee(id: $id) {
      id
      ...PersonReviews_employee @arguments(after: $after)
    }
  }
`;

export const addReviewRouteQuery = graphql`
  query AddReviewRouteQuery($id: ID!) {
    employee(id: $id) {
      id
      ...AddReviewForm_employee
    }
    reviewTypes @catch(to: RESULT) {
      ...AddReviewForm_types
    }
  }
`;

export const reviewRouteQuery = graphql`
  query ReviewRouteQuery($id: ID!) {
    review: node(id: $id) {
      # Null when the id is not a review's.
      ...ReviewDetail_review @alias
    }
  }
`;
