import { graphql } from 'react-relay';
import type { useDeleteVerzuimMutation } from '../../../__generated__/useDeleteVerzuimMutation.graphql';
import { useMutationPayload } from '../../../relay/useMutationPayload';

/** part 1 §7 deleteVerzuimItem: the item and its sick days go; `year` is the calendar year to refresh (verzuimRefresh). */
export function useDeleteVerzuim() {
  const [run, isInFlight] = useMutationPayload<useDeleteVerzuimMutation, 'deleteVerzuim'>(
    mutation,
    'deleteVerzuim',
    ({ input }) => ({
      updater: (store, data) => (data?.deleteVerzuim.deletedVerzuimId ? store.delete(input.verzuimId) : undefined),
    }),
  );
  return [(verzuimId: string, year: number) => run({ input: { verzuimId }, year }), isInFlight] as const;
}

const mutation = graphql`
  mutation useDeleteVerzuimMutation($input: DeleteVerzuimInput!, $year: Int!) {
    deleteVerzuim(input: $input) {
      deletedVerzuimId
      employee {
        ...verzuimRefresh_employee @arguments(year: $year)
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
