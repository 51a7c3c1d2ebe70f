import { useCallback } from 'react';
import { useMutation, type UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';

type ExtraConfig<T extends MutationParameters> = Omit<UseMutationConfig<T>, 'variables' | 'onCompleted' | 'onError'>;

/**
 * useMutation as a promise: resolves with the response (whose payload carries the userErrors),
 * rejects when the request failed. Every mutation of the app goes through it, most by way of useMutationPayload.
 */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [(variables: T['variables'], config?: ExtraConfig<T>) => Promise<T['response']>, boolean] {
  const [commit, isInFlight] = useMutation<T>(mutation);
  const run = useCallback(
    (variables: T['variables'], config?: ExtraConfig<T>) =>
      new Promise<T['response']>((resolve, reject) => {
        commit({ ...config, variables, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commit],
  );
  return [run, isInFlight];
}
