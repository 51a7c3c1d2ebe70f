import { graphql } from 'react-relay';
import type { useCommuteMutationsSaveDaysMutation } from '../../../__generated__/useCommuteMutationsSaveDaysMutation.graphql';
import type {
  useCommuteMutationsUpdateMutation,
  UpdateCommuteInput,
} from '../../../__generated__/useCommuteMutationsUpdateMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 2 §7 updateCommute: the payload's person carries the new commute, history and the profile's section. */
export function useUpdateCommute() {
  const [commit, busy] = usePromiseMutation<useCommuteMutationsUpdateMutation>(updateMutation);
  const update = async (input: UpdateCommuteInput) => (await commit({ input })).updateCommute;
  return [update, busy] as const;
}

/** Part 2 §7 saveVariableCommuteDays (days, type, employee_id, month, year). */
export function useSaveVariableCommuteDays() {
  const [commit, busy] = usePromiseMutation<useCommuteMutationsSaveDaysMutation>(saveDaysMutation);
  const save = async (employeeId: string, year: number, month: number, days: number) =>
    (await commit({ input: { employeeId, year, month, days }, year, month })).saveVariableCommuteDays;
  return [save, busy] as const;
}

const updateMutation = graphql`
  mutation useCommuteMutationsUpdateMutation($input: UpdateCommuteInput!) {
    updateCommute(input: $input) {
      employee {
        ...CommuteSection_employee
        ...CommuteHistory_employee
        latestCommuteIsVariable
        # The form's next save checks against the version this one made (optimistic locking).
        version
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const saveDaysMutation = graphql`
  mutation useCommuteMutationsSaveDaysMutation($input: SaveVariableCommuteDaysInput!, $year: Int!, $month: Int!) {
    saveVariableCommuteDays(input: $input) {
      employee {
        id
        variableCommute(year: $year, month: $month) {
          year
          month
          days
          transportType
          maxDays
        }
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
