import { graphql } from 'react-relay';
import type {
  DayOffTypeFields,
  useUpdateDayOffTypeMutation,
} from '../../../__generated__/useUpdateDayOffTypeMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §6 day-off type management: changes a type (POST /api/days_off/day_off_types/{id}). */
export function useUpdateDayOffType() {
  const [commit, isInFlight] = usePromiseMutation<useUpdateDayOffTypeMutation>(updateDayOffTypeMutation);
  const updateDayOffType = async (dayOffTypeId: string, fields: DayOffTypeFields) =>
    (
      await commit(
        { input: { dayOffTypeId, fields } },
        // Usage boxes and calendars show the type's name, colour and limits: they fetch again when next shown.
        { updater: (store) => store.invalidateStore() },
      )
    ).updateDayOffType;
  return [updateDayOffType, isInFlight] as const;
}

const updateDayOffTypeMutation = graphql`
  mutation useUpdateDayOffTypeMutation($input: UpdateDayOffTypeInput!) {
    updateDayOffType(input: $input) {
      dayOffType {
        id
        ...DayOffTypeForm_dayOffType
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
