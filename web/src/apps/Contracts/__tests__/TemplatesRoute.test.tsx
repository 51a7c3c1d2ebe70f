// The contract templates settings (part 2 §7 contract_template/list): an admin deletes a template after a
// confirmation (contract_template/delete) and moves one user's contracts or templates to another (contracts/reassign,
// contract_template/reassign); who may not manage templates sees neither (domain/permissions manageContractTemplates).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { CONTRACT_TEMPLATES_PATH } from '../../../paths';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { rootRoute } from '../../Shell/routes';
import { contractRoutes } from '../routes';

// Route and dialog renders with MUI menus take seconds on a busy machine (as the other route tests here).
jest.setTimeout(20_000);

const TEMPLATES = [
  { id: 'Q29udHJhY3RUZW1wbGF0ZTox', name: 'Employment', type: 'EMPLOYMENT', internalSignatureRequired: true },
  { id: 'Q29udHJhY3RUZW1wbGF0ZToy', name: 'Student', type: 'STUDENT', internalSignatureRequired: false },
];
const USERS = [
  { userInternalId: 1, name: 'Anna Admin' },
  { userInternalId: 2, name: 'Marc Manager' },
];

async function renderRoute(mayManage: boolean) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([rootRoute(contractRoutes(environment))], {
    initialEntries: [CONTRACT_TEMPLATES_PATH],
  });
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1), { timeout: 10_000 });
  await resolveMostRecentOperation(environment, {
    Viewer: () => ({ mayManageContractTemplates: mayManage }),
    Query: () => ({ contractTemplates: TEMPLATES, contractSignerCandidates: USERS }),
  });
  await screen.findByRole('list', { name: 'Contract templates' }, { timeout: 10_000 });
  return environment;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Contract templates' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(
    within(await screen.findByRole('listbox', {}, { timeout: 10_000 })).getByRole('option', { name: option }),
  );
}

describe('the contract templates settings', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 2 §7 contract_template/delete: deletes a template after a confirmation and takes it out of the list', async () => {
    const environment = await renderRoute(true);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Student' }));
    expect(
      within(screen.getByRole('dialog')).getByText(
        'The template Student will be deleted. Contracts made from it keep their content.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useTemplateAdminMutationsDeleteMutation',
      variables: { input: { contractTemplateId: TEMPLATES[1].id } },
    });
    await resolveMostRecentOperation(environment, {
      ContractTemplatePayload: () => ({ deletedContractTemplateId: TEMPLATES[1].id, userErrors: [] }),
    });
    await waitFor(() => expect(names()).toEqual(['EmploymentEmployment (indefinite)']), { timeout: 10_000 });
    expect(
      (await screen.findByText('The template Student was deleted.', {}, { timeout: 10_000 })).getAttribute('role'),
    ).toBeNull();
  });

  it('part 2 §7 reassign: moves one user’s templates to another and says how many moved; the same user twice is refused', async () => {
    const environment = await renderRoute(true);
    await choose('From user', 'Marc Manager');
    // part 2 §7 contracts/count and contract_template/count: what the user owns, before moving it.
    expect(lastOperation(environment)).toEqual({ name: 'ReassignContractsOwnershipQuery', variables: { userId: 2 } });
    await resolveMostRecentOperation(environment, { ContractOwnership: () => ({ contracts: 1, templates: 3 }) });
    expect((await screen.findByTestId('reassign-owned', {}, { timeout: 10_000 })).textContent).toEqual(
      'The user owns 1 contract and 3 templates.',
    );
    await choose('To user', 'Marc Manager');
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(screen.getByRole('alert').textContent).toEqual('Choose two different users.');
    await choose('To user', 'Anna Admin');
    await choose('What to move', 'Templates');
    fireEvent.click(screen.getByRole('button', { name: 'Move' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useTemplateAdminMutationsReassignMutation',
      variables: { input: { fromUserId: 2, toUserId: 1, templates: true } },
    });
    await resolveMostRecentOperation(environment, { ReassignContractsPayload: () => ({ count: 3, userErrors: [] }) });
    expect(screen.getByRole('alert').textContent).toEqual('3 items moved.');
    await waitFor(() => expect(lastOperation(environment).name).toEqual('ReassignContractsOwnershipQuery'), {
      timeout: 10_000,
    });
    await resolveMostRecentOperation(environment, { ContractOwnership: () => ({ contracts: 1, templates: 0 }) });
    await waitFor(
      () =>
        expect(screen.getByTestId('reassign-owned').textContent).toEqual('The user owns 1 contract and 0 templates.'),
      { timeout: 10_000 },
    );
  });

  it('who may not manage templates sees no delete and no reassign', async () => {
    await renderRoute(false);
    expect(names()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Move contracts and templates to another user' })).toBeNull();
  });
});
