import { graphql } from 'react-relay';
import type { SetVerzuimEndDateInput, useSetVerzuimEndDateMutation } from '../../../__generated__/useSetVerzuimEndDateMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

export type { SetVerzuimEndDateInput };

/** part 1 §7 setVerzuimEndDate: the person is healthy again; `year` is the calendar year to refresh (verzuimRefresh). */
export function useSetVerzuimEndDate() {
  const [commit, isInFlight] = usePromiseMutation<useSetVerzuimEndDateMutation>(mutation);
  const run = async (input: SetVerzuimEndDateInput, year: number) => (await commit({ input, year })).setVerzuimEndDate;
  return [run, isInFlight] as const;
}

const mutation = graphql`
  mutation useSetVerzuimEndDateMutation($input: SetVerzuimEndDateInput!, $year: Int!) {
    setVerzuimEndDate(input: $input) {
      verzuim {
        id
        internalId
        startDate
      }
      employee {
        ...verzuimRefresh_employee @arguments(year: $year)
      }
      userErrors {
        code
        message
        field
      }
    }
  }
`;
