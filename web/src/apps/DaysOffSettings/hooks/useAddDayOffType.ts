import { graphql } from 'react-relay';
import type {
  DayOffTypeFields,
  useAddDayOffTypeMutation,
} from '../../../__generated__/useAddDayOffTypeMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §6 day-off type management: adds a type to a year (POST /api/days_off/day_off_types). */
export function useAddDayOffType() {
  const [commit, isInFlight] = usePromiseMutation<useAddDayOffTypeMutation>(addDayOffTypeMutation);
  const addDayOffType = async (year: number, fields: DayOffTypeFields) =>
    (
      await commit(
        { input: { year, fields } },
        // The list, the calendars and the usage boxes read the year's types: the next page that shows them fetches them again.
        { updater: (store) => store.invalidateStore() },
      )
    ).addDayOffType;
  return [addDayOffType, isInFlight] as const;
}

const addDayOffTypeMutation = graphql`
  mutation useAddDayOffTypeMutation($input: AddDayOffTypeInput!) {
    addDayOffType(input: $input) {
      dayOffType {
        id
        internalId
        year
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
