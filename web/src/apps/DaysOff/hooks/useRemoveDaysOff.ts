import { graphql } from 'react-relay';
import type {
  RemoveDaysOffInput,
  useRemoveDaysOffMutation,
} from '../../../__generated__/useRemoveDaysOffMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

export type { RemoveDaysOffInput };

/** Part 1 §7 "Remove day off": employee_id, send_notification, optional_message, entry_id_0..n. */
export function useRemoveDaysOff() {
  const [commit, isInFlight] = usePromiseMutation<useRemoveDaysOffMutation>(removeDaysOffMutation);
  const removeDaysOff = async (input: RemoveDaysOffInput, year: number) =>
    (await commit({ input, year })).removeDaysOff;
  return [removeDaysOff, isInFlight] as const;
}

const removeDaysOffMutation = graphql`
  mutation useRemoveDaysOffMutation($input: RemoveDaysOffInput!, $year: Int!) {
    removeDaysOff(input: $input) {
      employee {
        id
        ...DayOffRequestDialog_employee @arguments(year: $year)
        ...DeleteDaysOffDialog_employee @arguments(year: $year)
      }
      removedCount
      followUp {
        kind
        employeeInternalId
        firstDay
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
