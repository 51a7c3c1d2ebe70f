import { graphql } from 'react-relay';
import type {
  SetVerzuimEndDateInput,
  useSetVerzuimEndDateMutation,
} from '../../../__generated__/useSetVerzuimEndDateMutation.graphql';
import { useMutationPayload } from '../../../relay/useMutationPayload';

export type { SetVerzuimEndDateInput };

/** part 1 §7 setVerzuimEndDate: the person is healthy again; `year` is the calendar year to refresh (verzuimRefresh). */
export function useSetVerzuimEndDate() {
  const [run, isInFlight] = useMutationPayload<useSetVerzuimEndDateMutation, 'setVerzuimEndDate'>(
    mutation,
    'setVerzuimEndDate',
  );
  return [(input: SetVerzuimEndDateInput, year: number) => run({ input, year }), isInFlight] as const;
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
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
