// The queries of the managers, custom fields and reminders pages (part 1 §2): routes.tsx loads them, the
// pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const managersRouteQuery = graphql`
  query PersonPagesManagersRouteQuery($id: Int!) {
    employee(internalId: $id) {
      ...EditPage_employee
      ...ManagerLines_employee
      ...ManagersForm_employee
    }
    ...ManagersForm_query
  }
`;

export const customFieldsRouteQuery = graphql`
  query PersonPagesCustomFieldsRouteQuery($id: Int!) {
    employee(internalId: $id) {
      ...EditPage_employee
      ...CustomFieldsForm_employee
    }
  }
`;

export const remindersRouteQuery = graphql`
  query PersonPagesRemindersRouteQuery($id: Int!) {
    employee(internalId: $id) {
      ...EditPage_employee
      ...RemindersList_employee
      ...ReminderForm_employee
    }
  }
`;
