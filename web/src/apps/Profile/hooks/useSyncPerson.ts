import { graphql } from 'react-relay';
import type { useSyncPersonMutation } from '../../../__generated__/useSyncPersonMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { daysOffYear } from '../../DaysOff/daysOffStorage';
import { budgetYear } from '../../Budgets/budgetStorage';

/** Part 1 §6: imports the person's data from the payroll integration (sync person data). */
export function useSyncPerson() {
  const [commit, isInFlight] = usePromiseMutation<useSyncPersonMutation>(syncPersonMutation);
  // The profile's days-off usage box shows the person's remembered year (part 1 §9): the same one again.
  const syncPerson = async (employeeId: string, internalId: number) =>
    (
      await commit({
        input: { employeeId },
        daysOffYear: daysOffYear(internalId, null),
        budgetsYear: budgetYear(internalId),
      })
    ).syncPerson;
  return [syncPerson, isInFlight] as const;
}

const syncPersonMutation = graphql`
  mutation useSyncPersonMutation($input: EmployeeIdInput!, $daysOffYear: Int!, $budgetsYear: Int!) {
    syncPerson(input: $input) {
      employee {
        id
        # Sync imports the person's data: the whole profile is read again.
        ...ProfileLayout_employee @arguments(daysOffYear: $daysOffYear, budgetsYear: $budgetsYear)
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
