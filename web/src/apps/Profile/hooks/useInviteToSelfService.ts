import { graphql } from 'react-relay';
import type { useInviteToSelfServiceMutation } from '../../../__generated__/useInviteToSelfServiceMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

export type Invitation = { optionalMessage: string | null };

/** Part 1 §4 invite to self-service (POST /api/selfservice/invite); it goes to the person's email on file. */
export function useInviteToSelfService() {
  const [commit, isInFlight] = usePromiseMutation<useInviteToSelfServiceMutation>(inviteToSelfServiceMutation);
  const inviteToSelfService = async (employeeId: string, { optionalMessage }: Invitation) =>
    (await commit({ input: { employeeId, optionalMessage } })).inviteToSelfService;
  return [inviteToSelfService, isInFlight] as const;
}

const inviteToSelfServiceMutation = graphql`
  mutation useInviteToSelfServiceMutation($input: InviteToSelfServiceInput!) {
    inviteToSelfService(input: $input) {
      employee {
        id
        # The profile shows 'invited on' and the feed the activity item the invitation wrote.
        ...SelfServiceStatusSection_employee
        ...ActivityFeed_employee
        ...InviteSelfServiceForm_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
