import { graphql } from 'react-relay';
import type { useCopyMissingDayOffTypesMutation } from '../../../__generated__/useCopyMissingDayOffTypesMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §7 missing types: copies last year's types this year lacks (POST /api/days_off/day_off_types/copy_missing). */
export function useCopyMissingDayOffTypes() {
  const [commit, isInFlight] = usePromiseMutation<useCopyMissingDayOffTypesMutation>(copyMissingDayOffTypesMutation);
  const copyMissingDayOffTypes = async (year: number) =>
    (
      await commit(
        { input: { year } },
        {
          updater: (store) => {
            store.invalidateStore();
            // The page shows dayOffTypes(year): it now reads the settings the copy answered.
            const settings = store.getRootField('copyMissingDayOffTypes')?.getLinkedRecord('settings');
            if (settings) store.getRoot().setLinkedRecord(settings, 'dayOffTypes', { year });
          },
        },
      )
    ).copyMissingDayOffTypes;
  return [copyMissingDayOffTypes, isInFlight] as const;
}

const copyMissingDayOffTypesMutation = graphql`
  mutation useCopyMissingDayOffTypesMutation($input: CopyMissingDayOffTypesInput!) {
    copyMissingDayOffTypes(input: $input) {
      settings {
        ...MissingTypesNotice_settings
        ...DayOffTypesTable_settings
        ...DayOffRulesets_settings
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
