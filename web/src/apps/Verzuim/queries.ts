// The verzuim routes' queries: routes.tsx loads them and the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const verzuimReportRouteQuery = graphql`
  query VerzuimReportRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      internalId
      name
      permissions {
        actions
      }
    }
  }
`;

export const verzuimEditRouteQuery = graphql`
  query VerzuimEditRouteQuery($id: Int!, $verzuimId: Int!) {
    employee(internalId: $id) {
      id
      internalId
      name
      permissions {
        actions
      }
    }
    verzuim: nodeByInternalId(type: VERZUIM, internalId: $verzuimId) {
      # Null when the id is not a verzuim's, or the viewer may not see it.
      ...VerzuimEditPage_verzuim @alias
    }
  }
`;
