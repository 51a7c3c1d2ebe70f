import { useCallback } from 'react';
import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { useIdempotencyKey } from '../../../relay/useIdempotencyKey';
import { useMutationPayload } from '../../../relay/useMutationPayload';

// A workflow change moves the profile's box, the tasks page and the templates at once, so the store is marked stale:
// every route reads afresh when it is entered next.
const invalidate = { updater: (store: { invalidateStore(): void }) => store.invalidateStore() };

/** A workflow mutation as a promise of its payload: the input in, the payload of `field` out. */
export function useWorkflowMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  field: keyof T['response'] & string,
) {
  const [run, isInFlight] = useMutationPayload<T, typeof field>(mutation, field, invalidate);
  return [(input: T['variables']['input']) => run({ input }), isInFlight] as const;
}

/** A workflow mutation that creates: each submission carries its own idempotencyKey (useIdempotencyKey). */
export function useCreatingWorkflowMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
  field: keyof T['response'] & string,
) {
  const [run, isInFlight] = useMutationPayload<T, typeof field>(mutation, field, invalidate);
  type Input = T['variables']['input'] & { idempotencyKey?: string | null };
  const send = useCallback((input: Input) => run({ input }), [run]);
  return [useIdempotencyKey<Input, T['response'][typeof field]>(send), isInFlight] as const;
}
