import { graphql } from 'react-relay';
import type { useDeleteVerzuimMutation } from '../../../__generated__/useDeleteVerzuimMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** part 1 §7 deleteVerzuimItem: the item and its sick days go; `year` is the calendar year to refresh (verzuimRefresh). */
export function useDeleteVerzuim() {
  const [commit, isInFlight] = usePromiseMutation<useDeleteVerzuimMutation>(mutation);
  const run = async (verzuimId: string, year: number) =>
    (await commit({ input: { verzuimId }, year }, { updater: (store, data) => (data?.deleteVerzuim.deletedVerzuimId ? store.delete(verzuimId) : undefined) })).deleteVerzuim;
  return [run, isInFlight] as const;
}

const mutation = graphql`
  mutation useDeleteVerzuimMutation($input: DeleteVerzuimInput!, $year: Int!) {
    deleteVerzuim(input: $input) {
      deletedVerzuimId
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
