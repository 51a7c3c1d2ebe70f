// The wage routes' queries: routes.tsx loads them and WagePages reads them (STYLE.md 7).
import { graphql } from 'react-relay';

export const wageDetailsRouteQuery = graphql`
  query WageDetailsRouteQuery($id: ID!) {
    viewer {
      ...WageDetails_viewer
    }
    employee(id: $id) {
      id
      ...WageDetails_employee
    }
  }
`;

export const newWageRouteQuery = graphql`
  query NewWageRouteQuery($id: ID!) {
    viewer {
      ...WageForm_viewer
    }
    employee(id: $id) {
      id
      ...NewWageForm_employee
    }
  }
`;

export const editWageRouteQuery = graphql`
  query EditWageRouteQuery($id: ID!, $wageId: ID!) {
    viewer {
      ...WageForm_viewer
    }
    employee(id: $id) {
      id
      ...EditWageForm_employee
    }
    wage: node(id: $wageId) {
      # Null when the id is not a wage's.
      ...EditWageForm_wage @alias
    }
  }
`;

export const terminateWageRouteQuery = graphql`
  query TerminateWageRouteQuery($id: ID!) {
    employee(id: $id) {
      id
      ...TerminateWageForm_employee
    }
  }
`;
