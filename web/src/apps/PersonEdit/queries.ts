// The edit routes' queries (part 1 §2): routes.tsx loads them, the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const personalEditRouteQuery = graphql`
  query PersonEditPersonalRouteQuery($id: Int!) {
    employee(internalId: $id) {
      ...EditPage_employee
      ...PersonalDetailsForm_employee
    }
  }
`;

export const contactEditRouteQuery = graphql`
  query PersonEditContactRouteQuery($id: Int!) {
    employee(internalId: $id) {
      ...EditPage_employee
      ...ContactForm_employee
    }
  }
`;

export const addressEditRouteQuery = graphql`
  query PersonEditAddressRouteQuery($id: Int!) {
    employee(internalId: $id) {
      ...EditPage_employee
      ...AddressForm_employee
    }
  }
`;

export const teamEditRouteQuery = graphql`
  query PersonEditTeamRouteQuery($id: Int!) {
    employee(internalId: $id) {
      ...EditPage_employee
      ...TeamForm_employee
    }
    ...TeamForm_query
  }
`;

export const reportsEditRouteQuery = graphql`
  query PersonEditReportsRouteQuery($id: Int!) {
    employee(internalId: $id) {
      ...EditPage_employee
      ...ReportsToForm_employee
    }
    ...ReportsToForm_query
  }
`;

export const roleRouteQuery = graphql`
  query PersonEditRoleRouteQuery($id: Int!) {
    employee(internalId: $id) {
      ...EditPage_employee
      ...RoleHistory_employee
      ...NewRoleForm_employee
      ...RoleEditForm_employee
    }
  }
`;

export const addPersonRouteQuery = graphql`
  query PersonEditAddRouteQuery {
    viewer {
      mayAddPeople
    }
    ...AddPersonForm_query
  }
`;
