import { graphql } from 'react-relay';
import type { useDeleteCompanyHolidayMutation } from '../../../__generated__/useDeleteCompanyHolidayMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { removeCompanyHoliday, type HolidayListArgs } from './companyHolidayLists';

/** Part 1 §2 /settings/companyHolidays: deletes a company day off (after the page's confirmation). */
export function useDeleteCompanyHoliday() {
  const [commit, isInFlight] = usePromiseMutation<useDeleteCompanyHolidayMutation>(deleteCompanyHolidayMutation);
  /** `list` is the page's list, whose year and country the holiday belongs to. */
  const deleteCompanyHoliday = async (companyHolidayId: string, list: HolidayListArgs) =>
    (
      await commit(
        { input: { companyHolidayId } },
        {
          updater: (store) => {
            const deleted = store.getRootField('deleteCompanyHoliday')?.getValue('deletedCompanyHolidayId');
            if (typeof deleted !== 'string') return;
            store.invalidateStore();
            removeCompanyHoliday(store, deleted, list);
          },
        },
      )
    ).deleteCompanyHoliday;
  return [deleteCompanyHoliday, isInFlight] as const;
}

const deleteCompanyHolidayMutation = graphql`
  mutation useDeleteCompanyHolidayMutation($input: DeleteCompanyHolidayInput!) {
    deleteCompanyHoliday(input: $input) {
      deletedCompanyHolidayId
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
