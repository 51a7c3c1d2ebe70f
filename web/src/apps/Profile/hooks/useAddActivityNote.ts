import { graphql } from 'react-relay';
import { ConnectionHandler } from 'relay-runtime';
import type { useAddActivityNoteMutation } from '../../../__generated__/useAddActivityNoteMutation.graphql';
import { usePromiseMutation } from '../../../relay/usePromiseMutation';

/**
 * Part 1 §5 add note: the new item goes on top of the feed (the connection `connectionId`).
 * The caller checks the note with domain validateNote first: nothing is sent when it is too long.
 */
export function useAddActivityNote() {
  const [commit, isInFlight] = usePromiseMutation<useAddActivityNoteMutation>(addActivityNoteMutation);
  const addNote = async (employeeId: string, note: string, connectionId: string) =>
    (
      await commit(
        { input: { employeeId, note } },
        {
          // An updater, not @prependEdge: a refused note answers activityEdge null, which
          // @prependEdge reports as an error.
          updater: (store) => {
            const edge = store.getRootField('addActivityNote')?.getLinkedRecord('activityEdge');
            const connection = store.get(connectionId);
            if (!edge || !connection) return;
            ConnectionHandler.insertEdgeBefore(
              connection,
              ConnectionHandler.buildConnectionEdge(store, connection, edge)!,
            );
          },
        },
      )
    ).addActivityNote;
  return [addNote, isInFlight] as const;
}

const addActivityNoteMutation = graphql`
  mutation useAddActivityNoteMutation($input: AddActivityNoteInput!) {
    addActivityNote(input: $input) {
      activityEdge {
        cursor
        node {
          id
          ...ActivityItem_item
        }
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
