import { graphql } from 'react-relay';
import type { useSetSensitiveProfileMutation } from '../../../__generated__/useSetSensitiveProfileMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/** Part 1 §4 sensitive flag: set after the confirmation dialog. */
export function useSetSensitiveProfile() {
  const [commit, isInFlight] = usePromiseMutation<useSetSensitiveProfileMutation>(setSensitiveProfileMutation);
  const setSensitive = async (employeeId: string, sensitive: boolean) =>
    (await commit({ input: { employeeId, sensitive } })).setSensitiveProfile;
  return [setSensitive, isInFlight] as const;
}

const setSensitiveProfileMutation = graphql`
  mutation useSetSensitiveProfileMutation($input: SetSensitiveProfileInput!) {
    setSensitiveProfile(input: $input) {
      employee {
        id
        # The change wrote its activity item on the server: the feed shows it.
        ...ActivityFeed_employee
        sensitiveProfile
        permissions {
          sections
          actions
        }
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
