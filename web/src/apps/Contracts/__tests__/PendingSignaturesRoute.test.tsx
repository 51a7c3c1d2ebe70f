// Part 2 §7 GET /api/contract/pendingInternal: /contracts/pending lists the contracts waiting for the
// viewer's internal signature, each linking to /people/{id}/contracts/{contractId} (part 2 §2); light access sees no
// contracts (part 1 §6).
import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { CONTRACT_SIGNATURES_PATH, contractPath } from '../../../paths';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { rootRoute } from '../../Shell/routes';
import { contractRoutes } from '../routes';

// Route and dialog renders with MUI menus take seconds on a busy machine (as the other route tests here).
jest.setTimeout(20_000);

function renderRoute() {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([rootRoute(contractRoutes(environment))], {
    initialEntries: [CONTRACT_SIGNATURES_PATH],
  });
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
  return environment;
}

describe('/contracts/pending (part 2 §7 pendingInternal)', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('lists each contract waiting for the viewer with its person and sent date, linked to its page', async () => {
    const environment = renderRoute();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1), { timeout: 10_000 });
    const employee = { id: 'RW1wbG95ZWU6Mw==', internalId: 3, name: 'An Peeters' };
    await resolveMostRecentOperation(environment, {
      Query: () => ({
        pendingInternalContracts: [
          {
            id: 'Q29udHJhY3Q6Nw==',
            internalId: 7,
            contractName: 'Employment contract',
            dateSent: '2026-05-04T09:00:00Z',
            employee,
          },
          { id: 'Q29udHJhY3Q6OA==', internalId: 8, contractName: 'Student contract', dateSent: null, employee },
        ],
      }),
    });
    const list = await screen.findByRole('list', { name: 'Contracts to sign' }, { timeout: 10_000 });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Employment contractAn Peeters · sent on 04/05/2026', contractPath(3, 7)],
      ['Student contractAn Peeters', contractPath(3, 8)],
    ]);
  });

  it('says when nothing waits, and why a viewer without contract access sees nothing', async () => {
    const environment = renderRoute();
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1), { timeout: 10_000 });
    await resolveMostRecentOperation(environment, { Query: () => ({ pendingInternalContracts: [] }) });
    expect(await screen.findByText('No contract waits for your signature.', {}, { timeout: 10_000 })).toBeTruthy();

    const hidden = renderRoute();
    await waitFor(() => expect(hidden.mock.getAllOperations()).toHaveLength(1), { timeout: 10_000 });
    await waitFor(() =>
      hidden.mock.resolveMostRecentOperation({
        data: { pendingInternalContracts: null },
        errors: [
          {
            message: 'You may not see contracts.',
            path: ['pendingInternalContracts'],
            extensions: { code: 'FORBIDDEN' },
          },
        ],
      } as never),
    );
    expect(await screen.findByText('You may not see contracts.', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
