// The profile routes' queries: routes.tsx loads them and the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const profileRouteQuery = graphql`
  query ProfileRouteQuery($id: ID!, $daysOffYear: Int!, $budgetsYear: Int!) {
    employee(id: $id) {
      id
      ...ProfileLayout_employee @arguments(daysOffYear: $daysOffYear, budgetsYear: $budgetsYear)
    }
  }
`;

export const inviteRouteQuery = graphql`
  query InviteRouteQuery($id: ID!) {
    employee(id: $id) {
      id
      ...InviteSelfServiceForm_employee
    }
  }
`;
