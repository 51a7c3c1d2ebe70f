import { graphql } from 'react-relay';

/** Part 1 §2 /history/personalDetails?person_id={id}: the route's one query (routes.tsx loads it, the page reads it). */
export const historyRouteQuery = graphql`
  query HistoryRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      internalId
      name
      ...PersonalDetailsHistory_employee
    }
  }
`;
