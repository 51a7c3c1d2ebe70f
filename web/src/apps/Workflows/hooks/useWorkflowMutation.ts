import type { GraphQLTaggedNode, MutationParameters } from 'relay-runtime';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/**
 * A workflow mutation as a promise of its payload (issue 17). A workflow change moves the profile's box, the tasks
 * page and the templates at once, so the store is marked stale: every route reads afresh when it is entered next.
 */
export function useWorkflowMutation<T extends MutationParameters>(mutation: GraphQLTaggedNode, field: string) {
  const [commit, isInFlight] = usePromiseMutation<T>(mutation);
  const run = async (input: T['variables']['input']) => {
    const response = (await commit({ input } as T['variables'], { updater: (store) => store.invalidateStore() })) as Record<string, unknown>;
    return response[field] as T['response'][keyof T['response']];
  };
  return [run, isInFlight] as const;
}
