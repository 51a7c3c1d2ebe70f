import { graphql } from 'react-relay';
import type {
  SaveDayOffTypeExceptionInput,
  useSaveDayOffTypeExceptionMutation,
} from '../../../__generated__/useSaveDayOffTypeExceptionMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §5 exception links: adds (exceptionId null) or edits a person's exception to a type's limit. */
export function useSaveDayOffTypeException() {
  const [commit, isInFlight] = usePromiseMutation<useSaveDayOffTypeExceptionMutation>(saveDayOffTypeExceptionMutation);
  const saveDayOffTypeException = async (input: SaveDayOffTypeExceptionInput) =>
    (
      await commit(
        { input },
        // The person's usage box applies the exception's limit: it fetches again when next shown.
        { updater: (store) => store.invalidateStore() },
      )
    ).saveDayOffTypeException;
  return [saveDayOffTypeException, isInFlight] as const;
}

const saveDayOffTypeExceptionMutation = graphql`
  mutation useSaveDayOffTypeExceptionMutation($input: SaveDayOffTypeExceptionInput!) {
    saveDayOffTypeException(input: $input) {
      dayOffType {
        id
        ...DayOffTypeExceptions_dayOffType
        ...ExceptionForm_dayOffType
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
