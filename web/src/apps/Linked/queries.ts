// The linked pages' route queries (issue 21, part 1 §2): routes.tsx loads them, the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const personCalendarMonthRouteQuery = graphql`
  query PersonCalendarMonthRouteQuery($id: ID!, $year: Int!, $month: Int!) {
    employee(id: $id) {
      id
      name
      ...PersonCalendarMonth_employee @arguments(year: $year, month: $month)
    }
  }
`;
