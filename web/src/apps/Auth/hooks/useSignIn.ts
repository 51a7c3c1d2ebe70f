import { useCallback } from 'react';
import { graphql } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { SignInInput, useSignInMutation } from '../../../__generated__/useSignInMutation.graphql';
import { PEOPLE_PATH } from '../../../paths';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';
import { returnPath, startSession } from '../../../session';

export type SignInError = { code: string; message: string };

/**
 * Signs in; on success the gateway keeps the session in an HttpOnly cookie (`cookie: true`) and this opens the page
 * asked for before the sign-in (`?next=`), else /people. Resolves with the payload's userErrors
 * (empty on success); rejects when the request itself failed.
 */
export function useSignIn(): [(input: Omit<SignInInput, 'cookie'>) => Promise<readonly SignInError[]>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<useSignInMutation>(signInMutation);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = returnPath(search.get('next')) ?? PEOPLE_PATH;
  const signIn = useCallback(
    async (input: Omit<SignInInput, 'cookie'>): Promise<readonly SignInError[]> => {
      const { signIn: payload } = await commit({ input: { ...input, cookie: true } });
      const signedIn = payload.viewer !== null && payload.userErrors.length === 0;
      if (!signedIn) return withFallbackError(payload.userErrors);
      startSession(payload.expiresAt ?? null);
      void navigate(next, { replace: true });
      return payload.userErrors;
    },
    [commit, navigate, next],
  );
  return [signIn, isInFlight];
}

// A payload without a viewer is a failed sign-in even if the gateway forgot to say why.
function withFallbackError(errors: readonly SignInError[]): readonly SignInError[] {
  return errors.length > 0 ? errors : [{ code: 'INVALID_CREDENTIALS', message: 'The email or password is wrong.' }];
}

const signInMutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      viewer {
        __typename
      }
      expiresAt
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
