// The day-contract route's query: routes.tsx loads it and DayContractPage reads it (STYLE.md 7).
import { graphql } from 'react-relay';

export const dayContractRouteQuery = graphql`
  query DayContractRouteQuery($id: Int!, $date: String!) {
    viewer {
      company {
        features
      }
    }
    employee(internalId: $id) {
      id
      internalId
      name
      # The edit sends it back; a stale one is EDIT_CONFLICT.
      version
      permissions {
        actions
      }
      warnings {
        pendingDimona
      }
      dimona(startDate: $date) {
        ...DimonaEditForm_status
      }
    }
  }
`;

/** The profile's one-day contract modal (part 1 §2 "edit day contract"): the same form in a dialog, fetched on opening. */
export const dayContractDialogQuery = graphql`
  query DayContractDialogQuery($id: ID!, $date: String!) {
    viewer {
      company {
        features
      }
    }
    employee(id: $id) {
      id
      internalId
      version
      permissions {
        actions
      }
      dimona(startDate: $date) {
        ...DimonaEditForm_status
      }
    }
  }
`;
