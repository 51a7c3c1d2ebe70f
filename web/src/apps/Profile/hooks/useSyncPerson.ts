import { graphql } from 'react-relay';
import type { useSyncPersonMutation } from '../../../__generated__/useSyncPersonMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §6: imports the person's data from the payroll integration (sync person data). */
export function useSyncPerson() {
  const [commit, isInFlight] = usePromiseMutation<useSyncPersonMutation>(syncPersonMutation);
  const syncPerson = async (employeeId: string) => (await commit({ input: { employeeId } })).syncPerson;
  return [syncPerson, isInFlight] as const;
}

const syncPersonMutation = graphql`
  mutation useSyncPersonMutation($input: EmployeeIdInput!) {
    syncPerson(input: $input) {
      employee {
        id
        # Sync imports the person's data: the whole profile is read again.
        ...ProfileLayout_employee
      }
      userErrors {
        code
        message
      }
    }
  }
`;
