// The profile routes' queries: routes.tsx loads them and the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const profileRouteQuery = graphql`
  query ProfileRouteQuery($id: Int!, $daysOffYear: Int!, $budgetsYear: Int!, $withVerzuim: Boolean!) {
    employee(internalId: $id) {
      id
      ...ProfileLayout_employee
        @arguments(daysOffYear: $daysOffYear, budgetsYear: $budgetsYear, withVerzuim: $withVerzuim)
    }
  }
`;

/**
 * Whether the profile query asks for verzuim (part 1 §6, domain verzuimAvailable): a Belgian company has none, and
 * asking would answer the field null with a FORBIDDEN error. From the store once the viewer has been asked.
 */
export const profileVerzuimGateQuery = graphql`
  query ProfileVerzuimGateQuery {
    viewer {
      id
      verzuimAvailable
    }
  }
`;

export const inviteRouteQuery = graphql`
  query InviteRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      ...InviteSelfServiceForm_employee
    }
  }
`;
