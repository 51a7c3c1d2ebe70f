import { graphql } from 'react-relay';
import type { AddDaysOffInput, useAddDaysOffMutation } from '../../../__generated__/useAddDaysOffMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

export type { AddDaysOffInput };

/**
 * Part 1 §3 request payload, §7 "Add day off" (or by ruleset with rulesetId). The answer carries
 * limitReached and the userErrors of part 1 §8; `year` is the calendar year the page shows, so the
 * person's usage and calendar come back fresh with the answer.
 */
export function useAddDaysOff() {
  const [commit, isInFlight] = usePromiseMutation<useAddDaysOffMutation>(addDaysOffMutation);
  const addDaysOff = async (input: AddDaysOffInput, year: number) => (await commit({ input, year })).addDaysOff;
  return [addDaysOff, isInFlight] as const;
}

const addDaysOffMutation = graphql`
  mutation useAddDaysOffMutation($input: AddDaysOffInput!, $year: Int!) {
    addDaysOff(input: $input) {
      employee {
        id
        ...DayOffRequestDialog_employee @arguments(year: $year)
        ...DeleteDaysOffDialog_employee @arguments(year: $year)
      }
      entryIds
      limitReached
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
