import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { MockPayloadGenerator } from 'relay-test-utils';
import type { ContractDetailTestQuery } from '../../../__generated__/ContractDetailTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { ContractDetail } from '../components/ContractDetail';

const CONTRACT_ID = 'Q29udHJhY3Q6MQ==';

const { renderWithRelay } = setupTestWrapper<ContractDetailTestQuery>({
  Component: ({ node }) => (node?.detail ? <ContractDetail contract={node.detail} viewerName="Anna Admin" onHardDeleted={() => undefined} /> : null),
  query: graphql`
    query ContractDetailTestQuery @relay_test_operation {
      node(id: "Q29udHJhY3Q6MQ==") {
        ... on Contract {
          ...ContractDetail_contract @alias(as: "detail")
        }
      }
    }
  `,
});

const signer = (role: string, extra: Record<string, unknown> = {}) => ({ role, name: null, signed: false, signedAt: null, viewerMaySign: false, ...extra });
const contract = (extra: Record<string, unknown> = {}) => ({
  __typename: 'Contract',
  id: CONTRACT_ID,
  contractName: 'Employment contract',
  status: 'DRAFT',
  dateCreated: '2026-05-02T10:00:00Z',
  dateSent: null,
  dateSigned: null,
  renderedHtml: '<p>Between Demo and An Peeters</p>',
  contentHtml: '<p>Between {company_name} and {full_name}</p>',
  fileType: 'HTML',
  hasPdf: false,
  deleted: false,
  pdfUrl: '/api/contract/1/pdf',
  viewerCanManage: true,
  signers: [signer('FIRST'), signer('SECOND')],
  activity: [],
  ...extra,
});

describe('ContractDetail (part 2 §2 /people/{id}/contracts/{contractId})', () => {
  it('shows the status and the signers; a draft is sent with the optional message (part 2 §7 sendToEmployee)', async () => {
    const { environment } = renderWithRelay({ Node: () => contract() });
    expect(screen.getByTestId('contract-status').textContent).toEqual('Draft');
    expect(within(screen.getByRole('list', { name: 'Signers' })).getAllByRole('listitem').map((i) => i.textContent)).toEqual([
      'First signernot signed',
      'Second signernot signed',
    ]);
    expect(screen.getByTitle('Employment contract').getAttribute('sandbox')).toEqual('');
    fireEvent.click(screen.getByRole('button', { name: 'Send to the employee' }));
    fireEvent.change(screen.getByLabelText('Message to the employee (optional)'), { target: { value: 'Please sign' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(lastOperation(environment)).toEqual({ name: 'useContractMutationsSendMutation', variables: { input: { contractId: CONTRACT_ID, optionalMessage: 'Please sign' } } });
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { ContractPayload: () => ({ contract: contract({ status: 'SENT' }), userErrors: [] }) }),
      );
    });
    expect(screen.getByTestId('contract-status').textContent).toEqual('Sent');
  });

  it('offers signing only for the slot the viewer may sign now, and no change without the right to manage', () => {
    const first = renderWithRelay({ Node: () => contract({ status: 'SENT', signers: [signer('FIRST', { viewerMaySign: true }), signer('SECOND')] }) });
    expect(screen.getAllByRole('button', { name: /^Sign as/ }).map((b) => b.textContent)).toEqual(['Sign as first signer']);
    first.unmount();
    renderWithRelay({ Node: () => contract({ viewerCanManage: false }) });
    expect(screen.queryByRole('button', { name: 'Send to the employee' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it("shows a refused change's code in the viewer's words", async () => {
    const { environment } = renderWithRelay({ Node: () => contract() });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, { ContractPayload: () => ({ contract: null, userErrors: [{ code: 'CONTRACT_DELETED', message: 'x', field: null }] }) }),
      );
    });
    expect(screen.getByRole('alert').textContent).toEqual('This contract is deleted.');
  });
});
