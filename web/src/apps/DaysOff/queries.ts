// The days-off queries: routes.tsx and requestRoutes.tsx load them, the pages and hooks read them (STYLE.md 7).
import { graphql } from 'react-relay';

export const daysOffCalendarRouteQuery = graphql`
  query DaysOffCalendarRouteQuery($id: Int!, $year: Int!) {
    employee(internalId: $id) {
      id
      internalId
      name
      ...DaysOffCalendar_employee @arguments(year: $year)
    }
    viewer {
      ...DaysOffCalendar_viewer
    }
  }
`;

export const unemploymentFollowUpRouteQuery = graphql`
  query UnemploymentFollowUpRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      internalId
      ...UnemploymentFollowUpPage_employee
    }
  }
`;

export const bulkConfirmRouteQuery = graphql`
  query BulkConfirmRouteQuery($id: Int!, $year: Int!) {
    employee(internalId: $id) {
      id
      internalId
      ...BulkConfirmPage_employee @arguments(year: $year)
    }
    viewer {
      ...BulkConfirmPage_viewer
    }
    ...BulkPeoplePicker_query
  }
`;

export const bulkDeleteRouteQuery = graphql`
  query BulkDeleteRouteQuery($id: Int!) {
    employee(internalId: $id) {
      id
      internalId
      ...BulkDeletePage_employee
    }
    ...BulkPeoplePicker_query
  }
`;

/**
 * The days of one picked person for the bulk delete page (part 1 §2 /calendar/bulk/delete): fetched per
 * person as people are picked, since the route cannot know them in advance.
 */
export const bulkDeleteEntriesQuery = graphql`
  query BulkDeleteEntriesQuery($id: ID!, $year: Int!) {
    employee(id: $id) {
      id
      internalId
      calendar(year: $year) {
        days {
          date
          items {
            entryId
            company
            type
            name
            status
            amPmHint
            startMinutes
            durationMinutes
          }
        }
      }
    }
  }
`;
