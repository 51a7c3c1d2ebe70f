import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockPayloadGenerator } from 'relay-test-utils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { CONTRACT_ID, contractMock, renderContractDetail as renderWithRelay } from '../test/contractMocks';

// Route and dialog renders with MUI menus take seconds on a busy machine (as the other route tests here).
jest.setTimeout(20_000);

// The contract page's signing steps: custom shortcode values (part 2 §3 Custom shortcode), the signing method
// set and reset and the provider's processing and retry steps (part 2 §4), each offered as Contract.viewerSigningActions says.
const code = (shortcode: string, value: string | null, extra: Record<string, unknown> = {}) => ({
  shortcode,
  value,
  custom: false,
  usedInContent: true,
  ...extra,
});
const contract = (extra: Record<string, unknown> = {}) =>
  contractMock({
    renderedHtml: '<p>An Peeters, bonus {bonus}</p>',
    contentHtml: '<p>{full_name}, bonus {bonus}</p>',
    signers: [],
    viewerSigningActions: ['SET_SHORTCODE_VALUE', 'SET_SIGNING_METHOD'],
    shortcodes: [code('full_name', 'An Peeters'), code('email', null, { usedInContent: false }), code('bonus', null)],
    ...extra,
  });
const answer = async (environment: Parameters<typeof lastOperation>[0], payload: Record<string, unknown>) =>
  act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { ContractPayload: () => payload }),
    );
  });
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((c) => c.textContent),
    );

describe('the contract page: custom shortcode values (part 2 §3 Custom shortcode, §7 setCustomShortcodeValue)', () => {
  it('lists the codes the content uses; a custom value is set and the rendered contract follows', async () => {
    const { environment } = renderWithRelay({ Node: () => contract() });
    expect(rows('Shortcodes')).toEqual([
      ['{full_name}', 'An Peeters'],
      ['{bonus}', 'No value: shown as written'],
    ]);
    fireEvent.click(screen.getByRole('switch', { name: 'Show all shortcodes' }));
    expect(rows('Shortcodes').map(([c]) => c)).toEqual(['{full_name}', '{email}', '{bonus}']);

    fireEvent.click(screen.getByRole('button', { name: 'Set a value for {bonus}' }));
    fireEvent.change(screen.getByLabelText('Value'), { target: { value: '13th month' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useSigningMutationsShortcodeMutation',
      variables: { input: { contractId: CONTRACT_ID, shortcode: 'bonus', value: '13th month' } },
    });
    await answer(environment, {
      contract: contract({
        renderedHtml: '<p>An Peeters, bonus 13th month</p>',
        shortcodes: [code('full_name', 'An Peeters'), code('bonus', '13th month', { custom: true })],
      }),
      userErrors: [],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(rows('Shortcodes')).toEqual([
      ['{full_name}', 'An Peeters'],
      ['{bonus}', '13th monthCustom'],
    ]);
    expect(screen.getByTitle('Employment contract').getAttribute('srcdoc')).toContain('bonus 13th month');
  });

  it('a refused value shows its code in the viewer’s words; without the step no button', async () => {
    const { environment, unmount } = renderWithRelay({ Node: () => contract() });
    fireEvent.click(screen.getByRole('button', { name: 'Set a value for {bonus}' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await answer(environment, {
      contract: null,
      userErrors: [{ code: 'CONTRACT_NOT_EDITABLE', message: 'x', field: null }],
    });
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toEqual(
      'Only a draft contract can be changed.',
    );
    unmount();
    renderWithRelay({ Node: () => contract({ viewerCanManage: false, viewerSigningActions: [] }) });
    expect(rows('Shortcodes')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Set a value/ })).toBeNull();
  });
});

describe('the contract page: the signing method set and reset (part 2 §4, §7 setSigningMethod, resetSigningMethod)', () => {
  it('a draft takes a method; the saved method shows', async () => {
    const { environment } = renderWithRelay({ Node: () => contract() });
    expect(screen.getByTestId('signing-method').textContent).toEqual(
      "Not set: the contract's signature requirements apply.",
    );
    expect(screen.queryByRole('button', { name: 'Reset signing method' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'The employee' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Internal signers' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save signing method' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useSigningMutationsSigningMethodMutation',
      variables: { input: { contractId: CONTRACT_ID, signers: ['INTERNAL', 'EMPLOYEE'] } },
    });
    await answer(environment, {
      contract: contract({
        signingMethod: ['INTERNAL', 'EMPLOYEE'],
        viewerSigningActions: ['SET_SHORTCODE_VALUE', 'SET_SIGNING_METHOD', 'RESET_SIGNING_METHOD'],
      }),
      userErrors: [],
    });
    expect(screen.getByTestId('signing-method').textContent).toEqual('Internal signers, The employee');
    expect(screen.getByRole('alert').textContent).toEqual('The signing method is saved.');
  });

  it('a sent contract is reset after a confirmation and is a draft again', async () => {
    const { environment } = renderWithRelay({
      Node: () =>
        contract({ status: 'SENT', signingMethod: ['INTERNAL'], viewerSigningActions: ['RESET_SIGNING_METHOD'] }),
    });
    expect(screen.queryByRole('button', { name: 'Save signing method' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset signing method' }));
    expect(within(screen.getByRole('dialog')).getByText(/goes back to draft/)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset signing method' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useSigningMutationsResetMutation',
      variables: { input: { contractId: CONTRACT_ID } },
    });
    await answer(environment, { contract: contract(), userErrors: [] });
    expect(screen.getByTestId('contract-status').textContent).toEqual('Draft');
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toEqual(
      'The signing method is reset; the contract is a draft again.',
    );
  });
});

describe("the contract page: the provider's processing and retry steps (part 2 §4)", () => {
  const sent = (extra: Record<string, unknown> = {}) =>
    contract({
      status: 'SENT',
      employeeSignatureRequired: true,
      signingMethod: ['EMPLOYEE'],
      providerState: 'PENDING',
      viewerSigningActions: ['RESET_SIGNING_METHOD', 'PROCESS_SIGNATURE'],
      ...extra,
    });

  it('processes a pending signature and shows what it came to', async () => {
    const { environment } = renderWithRelay({ Node: () => sent() });
    expect(screen.getByTestId('provider-state').textContent).toEqual("Waiting for the employee's signature");
    expect(screen.queryByRole('button', { name: 'Retry the provider step' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Process with the provider' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useSigningMutationsProcessMutation',
      variables: { input: { contractId: CONTRACT_ID, retry: false } },
    });
    await answer(environment, {
      contract: sent({ status: 'SIGNED', providerState: 'SIGNED', providerAttempts: 1, viewerSigningActions: [] }),
      userErrors: [],
    });
    expect(screen.getByTestId('provider-state').textContent).toEqual('Signed by the employee · 1 step run');
    expect(screen.getByRole('alert').textContent).toEqual(
      'The provider step ran. Provider: Signed by the employee. Contract: Signed.',
    );
    expect(screen.queryByRole('button', { name: 'Process with the provider' })).toBeNull();
  });

  it('offers a retry after a failed step only; a refusal shows its code', async () => {
    const { environment } = renderWithRelay({
      Node: () =>
        sent({
          providerState: 'FAILED',
          providerAttempts: 2,
          viewerSigningActions: ['RESET_SIGNING_METHOD', 'RETRY_SIGNATURE'],
        }),
    });
    expect(screen.queryByRole('button', { name: 'Process with the provider' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry the provider step' }));
    expect(lastOperation(environment).variables).toEqual({ input: { contractId: CONTRACT_ID, retry: true } });
    await answer(environment, {
      contract: null,
      userErrors: [{ code: 'NOTHING_TO_RETRY', message: 'x', field: null }],
    });
    expect(screen.getByRole('alert').textContent).toEqual('Only a failed provider step is retried.');
  });

  it('a draft or a contract without the employee’s signature has no provider box; a sent one no shortcodes (its content is frozen)', () => {
    const draft = renderWithRelay({ Node: () => contract() });
    expect(screen.queryByRole('heading', { name: 'Signature provider' })).toBeNull();
    draft.unmount();
    renderWithRelay({ Node: () => sent() });
    expect(screen.getByRole('heading', { name: 'Signature provider' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Shortcodes' })).toBeNull();
  });
});
