import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay';
import { useNavigate, useSearchParams } from 'react-router';
import type { SignInInput, useSignInMutation } from '../../../__generated__/useSignInMutation.graphql';
import { PEOPLE_PATH } from '../../../paths';
import { returnPath, setToken } from '../../../session';

export type SignInError = { code: string; message: string };

/**
 * Signs in; on success stores the token and opens the page asked for before the sign-in (`?next=`, issue 21),
 * else /people. Resolves with the payload's userErrors
 * (empty on success); rejects when the request itself failed.
 */
export function useSignIn(): [(input: SignInInput) => Promise<readonly SignInError[]>, boolean] {
  const [commit, isInFlight] = useMutation<useSignInMutation>(signInMutation);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = returnPath(search.get('next')) ?? PEOPLE_PATH;
  const signIn = useCallback(
    (input: SignInInput) =>
      new Promise<readonly SignInError[]>((resolve, reject) => {
        commit({
          variables: { input },
          onCompleted: ({ signIn: payload }) => {
            if (payload.token && payload.userErrors.length === 0) {
              setToken(payload.token);
              navigate(next, { replace: true });
            }
            resolve(payload.token ? payload.userErrors : withFallbackError(payload.userErrors));
          },
          onError: reject,
        });
      }),
    [commit, navigate, next],
  );
  return [signIn, isInFlight];
}

// A payload without a token is a failed sign-in even if the gateway forgot to say why.
function withFallbackError(errors: readonly SignInError[]): readonly SignInError[] {
  return errors.length > 0 ? errors : [{ code: 'INVALID_CREDENTIALS', message: 'The email or password is wrong.' }];
}

const signInMutation = graphql`
  mutation useSignInMutation($input: SignInInput!) {
    signIn(input: $input) {
      token
      userErrors {
        code
        message
      }
    }
  }
`;
