import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { Route, Routes } from 'react-router';
import type { DocumentActionsTestQuery } from '../../../__generated__/DocumentActionsTestQuery.graphql';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { DocumentActions } from '../components/DocumentActions';

const { renderWithRelay } = setupTestWrapper<DocumentActionsTestQuery>({
  // The list the delete goes to, as in the app: the document's page (and its dialog) is gone when the toast shows.
  Component: ({ node }) => (
    <Routes>
      <Route
        path="/"
        element={node?.document ? <DocumentActions document={node.document} listPath="/employee/1/documents" /> : null}
      />
      <Route path="/employee/1/documents" element={<p>The documents</p>} />
    </Routes>
  ),
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
const document = (mayChange: boolean) => ({
  Node: () => ({
    __typename: 'Document',
    id: DOCUMENT_ID,
    filename: 'scan.pdf',
    mayChange,
    relatedObject: 'CAR',
    relatedObjectId: 5,
  }),
});
const mutations = (environment: ReturnType<typeof renderWithRelay>['environment']) =>
  environment.mock.getAllOperations().filter((op) => op.request.node.params.operationKind === 'mutation');

describe('DocumentActions (part 1 §2 /{relatedObject}/{relatedObjectId}/documents/{documentId})', () => {
  it('Without mayChange (light access) there is no rename and no delete', () => {
    renderWithRelay(document(false));
    expect([
      screen.queryByRole('form', { name: 'Rename' }),
      screen.queryByRole('button', { name: 'Delete the document' }),
    ]).toEqual([null, null]);
  });

  it('Rename: another type is refused before sending (domain renamedDocument FILE_EXTENSION_CHANGED)', () => {
    const { environment } = renderWithRelay(document(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'scan.docx' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByRole('alert').textContent).toEqual(
      "Name: The name keeps the file's extension; renaming does not convert the file.",
    );
    expect(mutations(environment)).toEqual([]);
  });

  it('Rename: sends the document and the name as typed', () => {
    const { environment } = renderWithRelay(document(true));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Diploma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useDocumentMutationsRenameMutation',
      variables: { input: { documentId: DOCUMENT_ID, filename: 'Diploma' } },
    });
  });

  it('Delete: asks first, then sends the document', () => {
    const { environment } = renderWithRelay(document(true));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the document' }));
    expect(screen.getByRole('dialog').textContent).toContain('Delete scan.pdf and its file?');
    expect(mutations(environment)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useDocumentMutationsDeleteMutation',
      variables: { input: { documentId: DOCUMENT_ID } },
    });
  });

  // Deleted documents are kept 30 days (domain retention): the success toast's Undo restores this one.
  it('delete: Undo in the toast restores the document by its id, reads its list again and says Restored.', async () => {
    const { environment } = renderWithRelay(document(true));
    fireEvent.click(screen.getByRole('button', { name: 'Delete the document' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await resolveMostRecentOperation(environment, {
      DocumentPayload: () => ({ deletedDocumentId: DOCUMENT_ID, userErrors: [] }),
    });
    expect(lastOperation(environment).name).toEqual('DocumentsRouteQuery');
    await resolveMostRecentOperation(environment);
    const toast = await screen.findByRole('status');
    expect(toast.textContent).toEqual('Document deletedUndo');
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useDocumentMutationsRestoreMutation',
      variables: { input: { documentId: DOCUMENT_ID } },
    });
    await resolveMostRecentOperation(environment, { DocumentPayload: () => ({ userErrors: [] }) });
    expect(lastOperation(environment).name).toEqual('DocumentsRouteQuery');
    await resolveMostRecentOperation(environment);
    expect((await screen.findByRole('status')).textContent).toEqual('Restored.');
  }, 30_000);

  it('delete: an Undo past the 30 days says why in an error toast, in Dutch too', async () => {
    const { environment } = renderWithRelay(document(true), { language: 'nl' });
    fireEvent.click(screen.getByRole('button', { name: 'Het document verwijderen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen' }));
    await resolveMostRecentOperation(environment, {
      DocumentPayload: () => ({ deletedDocumentId: DOCUMENT_ID, userErrors: [] }),
    });
    await resolveMostRecentOperation(environment);
    fireEvent.click(within(await screen.findByRole('status')).getByRole('button', { name: 'Ongedaan maken' }));
    await resolveMostRecentOperation(environment, {
      DocumentPayload: () => ({
        document: null,
        userErrors: [{ code: 'NOT_FOUND', message: 'This document does not exist.', field: null }],
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toEqual(
      'FoutDit kan niet meer worden hersteld: het is meer dan 30 dagen geleden verwijderd of het is al terug.',
    );
  });
});
