import { graphql } from 'react-relay';
import type {
  AddCompanyHolidayInput,
  useAddCompanyHolidayMutation,
} from '../../../__generated__/useAddCompanyHolidayMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { insertCompanyHoliday } from './companyHolidayLists';

/** Part 1 §2 /settings/companyHolidays: adds a company day off for a holiday country (part 1 §9). */
export function useAddCompanyHoliday() {
  const [commit, isInFlight] = usePromiseMutation<useAddCompanyHolidayMutation>(addCompanyHolidayMutation);
  const addCompanyHoliday = async (input: AddCompanyHolidayInput) =>
    (
      await commit(
        { input },
        {
          updater: (store) => {
            // Every calendar of that country shows the new day: they fetch again when next shown.
            store.invalidateStore();
            const holiday = store.getRootField('addCompanyHoliday')?.getLinkedRecord('companyHoliday');
            if (holiday) insertCompanyHoliday(store, holiday);
          },
        },
      )
    ).addCompanyHoliday;
  return [addCompanyHoliday, isInFlight] as const;
}

const addCompanyHolidayMutation = graphql`
  mutation useAddCompanyHolidayMutation($input: AddCompanyHolidayInput!) {
    addCompanyHoliday(input: $input) {
      companyHoliday {
        id
        date
        countryCode
        ...CompanyHolidayList_holidays
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
