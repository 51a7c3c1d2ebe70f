import { act, fireEvent, screen, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { lastOperation } from '../../Profile/test/profileMocks';
import {
  CONTRACT_ID,
  contractMock as contract,
  renderContractDetail as renderWithRelay,
  signerMock as signer,
} from '../test/contractMocks';

describe('ContractDetail (part 2 §2 /people/{id}/contracts/{contractId})', () => {
  it('shows the status and the signers; a draft is sent with the optional message (part 2 §7 sendToEmployee)', async () => {
    const { environment } = renderWithRelay({ Node: () => contract() });
    expect(screen.getByTestId('contract-status').textContent).toEqual('Draft');
    expect(
      within(screen.getByRole('list', { name: 'Signers' }))
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['First signernot signed', 'Second signernot signed']);
    expect(screen.getByTitle('Employment contract').getAttribute('sandbox')).toEqual('');
    fireEvent.click(screen.getByRole('button', { name: 'Send to the employee' }));
    fireEvent.change(screen.getByLabelText('Message to the employee (optional)'), { target: { value: 'Please sign' } });
    // part 2 §3 Signing preferred_email_address_type: work unless the personal address is chosen.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: "Send to the employee's address" }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Personal e-mail address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useContractMutationsSendMutation',
      variables: {
        input: { contractId: CONTRACT_ID, optionalMessage: 'Please sign', preferredEmailAddressType: 'personal' },
      },
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          ContractPayload: () => ({ contract: contract({ status: 'SENT' }), userErrors: [] }),
        }),
      );
    });
    expect(screen.getByTestId('contract-status').textContent).toEqual('Sent');
  });

  it('offers signing only for the slot the viewer may sign now, and no change without the right to manage', () => {
    const first = renderWithRelay({
      Node: () => contract({ status: 'SENT', signers: [signer('FIRST', { viewerMaySign: true }), signer('SECOND')] }),
    });
    expect(screen.getAllByRole('button', { name: /^Sign as/ }).map((b) => b.textContent)).toEqual([
      'Sign as first signer',
    ]);
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
        MockPayloadGenerator.generate(operation, {
          ContractPayload: () => ({
            contract: null,
            userErrors: [{ code: 'CONTRACT_DELETED', message: 'x', field: null }],
          }),
        }),
      );
    });
    expect(screen.getByRole('alert').textContent).toEqual('This contract is deleted.');
  });

  it('part 2 §4: a deleted contract is undeleted, or deleted for good only after a confirmation', async () => {
    const { environment } = renderWithRelay({ Node: () => contract({ deleted: true }) });
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Undelete' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useContractMutationsUndeleteMutation',
      variables: { input: { contractId: CONTRACT_ID } },
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          ContractPayload: () => ({ contract: contract({ deleted: true }), userErrors: [] }),
        }),
      );
    });
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Employment contract for good?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete for good' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete for good' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useContractMutationsHardDeleteMutation',
      variables: { input: { contractId: CONTRACT_ID } },
    });
  });
});
