import { graphql } from 'react-relay';
import type { EditVerzuimInput, useEditVerzuimMutation } from '../../../__generated__/useEditVerzuimMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

export type { EditVerzuimInput };

/** part 1 §7 editVerzuimItem; `year` is the calendar year to refresh (verzuimRefresh). */
export function useEditVerzuim() {
  const [commit, isInFlight] = usePromiseMutation<useEditVerzuimMutation>(mutation);
  const run = async (input: EditVerzuimInput, year: number) => (await commit({ input, year })).editVerzuim;
  return [run, isInFlight] as const;
}

const mutation = graphql`
  mutation useEditVerzuimMutation($input: EditVerzuimInput!, $year: Int!) {
    editVerzuim(input: $input) {
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
