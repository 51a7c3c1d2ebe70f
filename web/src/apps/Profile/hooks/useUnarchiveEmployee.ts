import { graphql } from 'react-relay';
import type { useUnarchiveEmployeeMutation } from '../../../__generated__/useUnarchiveEmployeeMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §4: unarchive needs no confirmation. */
export function useUnarchiveEmployee() {
  const [commit, isInFlight] = usePromiseMutation<useUnarchiveEmployeeMutation>(unarchiveEmployeeMutation);
  const unarchive = async (employeeId: string) =>
    (
      await commit(
        { input: { employeeId } },
        {
          updater: (store, data) => {
            if (data?.unarchiveEmployee.employee) store.invalidateStore();
          },
        },
      )
    ).unarchiveEmployee;
  return [unarchive, isInFlight] as const;
}

const unarchiveEmployeeMutation = graphql`
  mutation useUnarchiveEmployeeMutation($input: EmployeeIdInput!) {
    unarchiveEmployee(input: $input) {
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
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
