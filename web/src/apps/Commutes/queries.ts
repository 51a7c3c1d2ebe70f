// The commute routes' queries: routes.tsx loads them and the pages read them (STYLE.md 7).
import { graphql } from 'react-relay';

/** Part 1 §2 /people/{id}/edit/commute: the commute form, the variable days of a month and the history. */
export const editCommuteRouteQuery = graphql`
  query EditCommuteRouteQuery($id: Int!, $year: Int!, $month: Int!) {
    employee(internalId: $id) {
      id
      internalId
      name
      permissions {
        sections
        actions
      }
      ...CommuteForm_employee
      ...VariableDaysEditor_employee @arguments(year: $year, month: $month)
      ...CommuteHistory_employee
    }
  }
`;

/** The commute audit log (part 2 §7), of everyone or of one person, by month. */
export const commuteAuditLogRouteQuery = graphql`
  query CommuteAuditLogRouteQuery($yearMonth: String, $employeeId: Int!, $byPerson: Boolean!, $after: String) {
    commuteAuditLog(yearMonth: $yearMonth, after: $after) @skip(if: $byPerson) @catch(to: RESULT) {
      ...CommuteAuditLogTable_connection
    }
    employee(internalId: $employeeId) @include(if: $byPerson) {
      id
      internalId
      name
      commuteAuditLog(yearMonth: $yearMonth, after: $after) @catch(to: RESULT) {
        ...CommuteAuditLogTable_connection
      }
    }
    commuteAuditLogFirstTimestamp @catch(to: RESULT)
  }
`;
