// The verzuim routes' queries: routes.tsx loads them and the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const verzuimReportRouteQuery = graphql`
  query VerzuimReportRouteQuery($id: ID!) {
    employee(id: $id) {
      id
      name
      permissions {
        actions
      }
    }
  }
`;

export const verzuimEditRouteQuery = graphql`
  query VerzuimEditRouteQuery($id: ID!, $verzuimId: ID!) {
    employee(id: $id) {
      id
      name
      permissions {
        actions
      }
    }
    verzuim: node(id: $verzuimId) {
      # Null when the id is not a verzuim's, or the viewer may not see it.
      ...VerzuimEditPage_verzuim @alias
    }
  }
`;
