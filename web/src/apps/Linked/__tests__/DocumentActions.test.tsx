import { fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { DocumentActionsTestQuery } from '../../../__generated__/DocumentActionsTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { DocumentActions } from '../components/DocumentActions';

const { renderWithRelay } = setupTestWrapper<DocumentActionsTestQuery>({
  Component: ({ node }) => (node?.document ? <DocumentActions document={node.document} listPath="/employee/1/documents" /> : null),
  query: graphql`
    query DocumentActionsTestQuery @relay_test_operation {
      node(id: "RG9jdW1lbnQ6Nw==") {
        ... on Document @alias(as: "document") {
          ...DocumentActions_document
        }
      }
    }
  `,
});

const DOCUMENT_ID = 'RG9jdW1lbnQ6Nw==';
const document = (mayChange: boolean) => ({ Node: () => ({ __typename: 'Document', id: DOCUMENT_ID, filename: 'scan.pdf', mayChange, relatedObject: 'CAR', relatedObjectId: 5 }) });
const mutations = (environment: ReturnType<typeof renderWithRelay>['environment']) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'mutation');

describe('DocumentActions (issue 21, part 1 §2 /{relatedObject}/{relatedObjectId}/documents/{documentId})', () => {
  it('issue 21: without mayChange (light access) there is no rename and no delete', () => {
    renderWithRelay(document(false));
    expect([screen.queryByRole('form', { name: 'Rename' }), screen.queryByRole('button', { name: 'Delete the document' })]).toEqual([null, null]);
  });

  it('issue 21 rename: another type is refused before sending (domain renamedDocument FILE_EXTENSION_CHANGED)', () => {
    const { environment } = renderWithRelay(document(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'scan.docx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByRole('alert').textContent).toEqual("Name: The name keeps the file's extension; renaming does not convert the file.");
    expect(mutations(environment)).toEqual([]);
  });

  it('issue 21 rename: sends the document and the name as typed', () => {
    const { environment } = renderWithRelay(document(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Diploma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(lastOperation(environment)).toEqual({ name: 'useDocumentMutationsRenameMutation', variables: { input: { documentId: DOCUMENT_ID, filename: 'Diploma' } } });
  });

  it('issue 21 delete: asks first, then sends the document', () => {
    const { environment } = renderWithRelay(document(true));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the document' }));
    expect(screen.getByRole('dialog').textContent).toContain('Delete scan.pdf and its file? This cannot be undone.');
    expect(mutations(environment)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(lastOperation(environment)).toEqual({ name: 'useDocumentMutationsDeleteMutation', variables: { input: { documentId: DOCUMENT_ID } } });
  });
});
