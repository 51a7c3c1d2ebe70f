import { graphql } from 'react-relay';
import type { useRemoveCompanyDayOffMutation } from '../../../__generated__/useRemoveCompanyDayOffMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §7: "a separate call removes a company day off for an employee" (one day per call). */
export function useRemoveCompanyDayOff() {
  const [commit, isInFlight] = usePromiseMutation<useRemoveCompanyDayOffMutation>(removeCompanyDayOffMutation);
  /** `date` is ISO (YYYY-MM-DD). */
  const removeCompanyDayOff = async (employeeId: string, date: string, year: number) =>
    (await commit({ input: { employeeId, date }, year })).removeCompanyDayOff;
  return [removeCompanyDayOff, isInFlight] as const;
}

const removeCompanyDayOffMutation = graphql`
  mutation useRemoveCompanyDayOffMutation($input: RemoveCompanyDayOffInput!, $year: Int!) {
    removeCompanyDayOff(input: $input) {
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
