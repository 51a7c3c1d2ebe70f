import { graphql } from 'react-relay';
import type { EditVerzuimInput, useEditVerzuimMutation } from '../../../__generated__/useEditVerzuimMutation.graphql';
import { useMutationPayload } from '../../../relay/useMutationPayload';

export type { EditVerzuimInput };

/** part 1 §7 editVerzuimItem; `year` is the calendar year to refresh (verzuimRefresh). */
export function useEditVerzuim() {
  const [run, isInFlight] = useMutationPayload<useEditVerzuimMutation, 'editVerzuim'>(mutation, 'editVerzuim');
  return [(input: EditVerzuimInput, year: number) => run({ input, year }), isInFlight] as const;
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
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
