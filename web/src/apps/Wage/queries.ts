// The wage routes' queries: routes.tsx loads them and WagePages reads them (STYLE.md 7).
import { graphql } from 'react-relay';

export const wageDetailsRouteQuery = graphql`
  query WageDetailsRouteQuery($id: Int!) {
    viewer {
      ...WageDetails_viewer
    }
    employee(internalId: $id) {
      id
      ...WageDetails_employee
    }
  }
`;

export const newWageRouteQuery = graphql`
  query NewWageRouteQuery($id: Int!) {
    viewer {
      ...WageForm_viewer
    }
    employee(internalId: $id) {
      id
      ...NewWageForm_employee
    }
  }
`;

export const editWageRouteQuery = graphql`
  query EditWageRouteQuery($id: Int!, $wageId: Int!) {
    viewer {
      ...WageForm_viewer
    }
    employee(internalId: $id) {
      id
      ...EditWageForm_employee
    }
    wage: nodeByInternalId(type: WAGE, internalId: $wageId) {
      # Null when the id is not a wage's.
      ...EditWageForm_wage @alias
    }
  }
`;

export const terminateWageRouteQuery = graphql`
  query TerminateWageRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      ...TerminateWageForm_employee
    }
  }
`;
