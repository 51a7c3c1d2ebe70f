import { useCallback } from 'react';
import { graphql } from 'react-relay';
import type { useSignOutMutation } from '../../../__generated__/useSignOutMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { endSession } from '../../../session';

/**
 * Signs out: the gateway ends the token's session first, so a copied token stops working too; the page
 * then drops it and reloads on /login whatever the answer (a gateway that is away must not keep anyone signed in).
 */
export function useSignOut(): [() => void, boolean] {
  const [commit, isInFlight] = usePromiseMutation<useSignOutMutation>(signOutMutation);
  const signOut = useCallback(() => {
    void commit({ input: {} }).then(
      () => endSession(),
      () => endSession(),
    );
  }, [commit]);
  return [signOut, isInFlight];
}

const signOutMutation = graphql`
  mutation useSignOutMutation($input: SignOutInput!) {
    signOut(input: $input) {
      sessionsEnded
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
