import { graphql } from 'react-relay';
import type { useArchiveEmployeeMutation } from '../../../__generated__/useArchiveEmployeeMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

export type ArchiveInput = { employeeId: string; confirmations: string };

/**
 * Part 1 §4: archives a person. The answer may ask for confirmationNeeded codes: the caller
 * repeats with them accumulated (domain addConfirmationCode) until none is requested.
 */
export function useArchiveEmployee() {
  const [commit, isInFlight] = usePromiseMutation<useArchiveEmployeeMutation>(archiveEmployeeMutation);
  const archive = async ({ employeeId, confirmations }: ArchiveInput) =>
    (
      await commit(
        // The confirm box was ticked: the dialog only calls this then (part 1 §5).
        { input: { employeeId, confirmed: true, confirmations: confirmations || null } },
        {
          // Lists loaded earlier (/people leaves archived people out) must be fetched again.
          updater: (store, data) => {
            if (data?.archiveEmployee.employee?.deleted) store.invalidateStore();
          },
        },
      )
    ).archiveEmployee;
  return [archive, isInFlight] as const;
}

const archiveEmployeeMutation = graphql`
  mutation useArchiveEmployeeMutation($input: ArchiveEmployeeInput!) {
    archiveEmployee(input: $input) {
      employee {
        id
        # The change wrote its activity item on the server: the feed shows it.
        ...ActivityFeed_employee
        deleted
        permissions {
          sections
          actions
        }
      }
      confirmationNeeded
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
