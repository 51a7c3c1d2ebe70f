import { graphql } from 'react-relay';
import type { DimonaEditChange } from '@people/domain/dimonaEdit';
import type { useEditDayContractMutation } from '../../../__generated__/useEditDayContractMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { contractTypeValue } from '../dimonaValues';

/** Part 2 §7: the day-contract edit; answers the payload (commandId, lateCodes, userErrors). */
export function useEditDayContract() {
  const [commit, isInFlight] = usePromiseMutation<useEditDayContractMutation>(editDayContractMutation);
  const editDayContract = async (employeeId: string, version: number, change: DimonaEditChange) =>
    (
      await commit({
        input: {
          employeeId,
          contractStartDate: change.contractStartDate,
          startingHour: change.startingHour,
          endingHour: change.endingHour,
          pauseMinutes: change.pauseMinutes,
          plannedHoursNbr: change.plannedHours,
          extraShifts: change.extraShifts.map((s) => ({
            startingHour: s.StartingHour,
            endingHour: s.EndingHour,
            pauseMinutes: s.PauseMinutes,
          })),
          contractType: change.contractType === null ? null : contractTypeValue(change.contractType),
          parcom: change.parcom,
          // The form's fields past the §7 payload (part 2 §2), checked and stored with it.
          ...(change.details ?? {}),
          version,
        },
      })
    ).editDayContract;
  return [editDayContract, isInFlight] as const;
}

const editDayContractMutation = graphql`
  mutation useEditDayContractMutation($input: EditDayContractInput!) {
    editDayContract(input: $input) {
      commandId
      lateCodes
      employee {
        id
        # The next edit sends the version this one left.
        version
        # Part 1 §2: the pending-Dimona warning is on while the declaration waits for its answer.
        warnings {
          pendingDimona
        }
        ...ActivityFeed_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
