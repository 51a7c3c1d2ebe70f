import { graphql } from 'react-relay';
import type { useDeleteEmployeePermanentlyMutation } from '../../../__generated__/useDeleteEmployeePermanentlyMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §4 hard delete (admins, archived people). The caller then returns to /people. */
export function useDeleteEmployeePermanently() {
  const [commit, isInFlight] = usePromiseMutation<useDeleteEmployeePermanentlyMutation>(
    deleteEmployeePermanentlyMutation,
  );
  const deletePermanently = async (employeeId: string) =>
    (
      await commit(
        { input: { employeeId } },
        {
          // Not @deleteRecord: the profile still on screen would read a missing person before the
          // navigation. Invalidating makes /people (and anything else) fetch again.
          updater: (store, data) => {
            if (data?.deleteEmployeePermanently.deletedEmployeeId) store.invalidateStore();
          },
        },
      )
    ).deleteEmployeePermanently;
  return [deletePermanently, isInFlight] as const;
}

const deleteEmployeePermanentlyMutation = graphql`
  mutation useDeleteEmployeePermanentlyMutation($input: EmployeeIdInput!) {
    deleteEmployeePermanently(input: $input) {
      deletedEmployeeId
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
