import { graphql } from 'react-relay';
import type { UpdateWageInput, useUpdateWageMutation } from '../../../__generated__/useUpdateWageMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/**
 * Part 1 §2 /people/{id}/wage/{wageId}/overview: edits a wage. The payload's person refreshes the wage box and the
 * wage details (see useSetNewWage).
 */
export function useUpdateWage() {
  const [commit, isInFlight] = usePromiseMutation<useUpdateWageMutation>(updateWageMutation);
  const updateWage = async (input: UpdateWageInput) => (await commit({ input })).updateWage;
  return [updateWage, isInFlight] as const;
}

const updateWageMutation = graphql`
  mutation useUpdateWageMutation($input: UpdateWageInput!) {
    updateWage(input: $input) {
      wage {
        id
      }
      employee {
        id
        ...WageBox_employee
        ...WageDetails_employee
        ...ProfileActionsMenu_employee
        ...ProfileWarnings_employee
        ...ActivityFeed_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
