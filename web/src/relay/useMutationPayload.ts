import { useCallback } from 'react';
import type { UseMutationConfig } from 'react-relay';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { usePromiseMutation } from './usePromiseMutation';

type ExtraConfig<T extends MutationParameters> = Omit<UseMutationConfig<T>, 'variables' | 'onCompleted' | 'onError'>;

/**
 * The one mutation hook of the app's `use<Verb><Thing>` hooks: commits with the variables and resolves with the
 * mutation's payload (the response's `field`, which carries the userErrors); rejects when the request failed.
 * `config` (an updater, …) applies to every commit; a function of the variables when it depends on them.
 */
export function useMutationPayload<T extends MutationParameters, F extends keyof T['response'] & string>(
  mutation: GraphQLTaggedNode,
  field: F,
  config?: ExtraConfig<T> | ((variables: T['variables']) => ExtraConfig<T>),
): readonly [(variables: T['variables']) => Promise<T['response'][F]>, boolean] {
  const [commit, isInFlight] = usePromiseMutation<T>(mutation);
  const run = useCallback(
    async (variables: T['variables']) =>
      (await commit(variables, typeof config === 'function' ? config(variables) : config))[field],
    [commit, config, field],
  );
  return [run, isInFlight] as const;
}

/** `useMutationPayload` for a mutation whose one variable is `input` (Relay's one input per mutation): takes the input. */
export function useInputMutation<
  T extends MutationParameters & { variables: { input: unknown } },
  F extends keyof T['response'] & string,
>(
  mutation: GraphQLTaggedNode,
  field: F,
): readonly [(input: T['variables']['input']) => Promise<T['response'][F]>, boolean] {
  const [run, isInFlight] = useMutationPayload<T, F>(mutation, field);
  const send = useCallback((input: T['variables']['input']) => run({ input }), [run]);
  return [send, isInFlight] as const;
}
