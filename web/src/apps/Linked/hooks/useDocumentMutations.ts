import { graphql } from 'react-relay';
import type { useDocumentMutationsDeleteMutation } from '../../../__generated__/useDocumentMutationsDeleteMutation.graphql';
import type { useDocumentMutationsRenameMutation } from '../../../__generated__/useDocumentMutationsRenameMutation.graphql';
import type { useDocumentMutationsRestoreMutation } from '../../../__generated__/useDocumentMutationsRestoreMutation.graphql';
import { useInputMutation } from '../../../relay/useMutationPayload';

/** A document's new name; the payload refreshes its page, the person's documents page and profile section. */
export function useRenameDocument() {
  return useInputMutation<useDocumentMutationsRenameMutation, 'renameDocument'>(renameMutation, 'renameDocument');
}

/** Deletes a document; the payload's person refreshes the lists it was in (the page then leaves). */
export function useDeleteDocument() {
  return useInputMutation<useDocumentMutationsDeleteMutation, 'deleteDocument'>(deleteMutation, 'deleteDocument');
}

/** Undoes a delete within its 30 days (domain retention); the payload's person refreshes the lists it is back in. */
export function useRestoreDocument() {
  return useInputMutation<useDocumentMutationsRestoreMutation, 'restoreDocument'>(restoreMutation, 'restoreDocument');
}

const renameMutation = graphql`
  mutation useDocumentMutationsRenameMutation($input: RenameDocumentInput!) {
    renameDocument(input: $input) {
      document {
        id
        filename
      }
      employee {
        ...PersonDocuments_employee
        ...DocumentsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation useDocumentMutationsDeleteMutation($input: DeleteDocumentInput!) {
    deleteDocument(input: $input) {
      deletedDocumentId
      employee {
        ...PersonDocuments_employee
        ...DocumentsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation useDocumentMutationsRestoreMutation($input: RestoreDocumentInput!) {
    restoreDocument(input: $input) {
      document {
        id
        filename
      }
      employee {
        ...PersonDocuments_employee
        ...DocumentsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
