import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { hasSession, startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { useSignOut } from '../hooks/useSignOut';

function SignOutButton() {
  const [signOut] = useSignOut();
  return <button onClick={signOut}>Sign out</button>;
}

describe('useSignOut', () => {
  afterEach(() => window.localStorage.clear());

  it('ends the session at the gateway, then drops the token', async () => {
    startSession(null);
    const environment = createMockEnvironment();
    renderWithProviders(<SignOutButton />, { environment, path: '/people' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const operation = environment.mock.getMostRecentOperation();
    expect([operation.request.node.operation.name, operation.request.variables]).toEqual([
      'useSignOutMutation',
      { input: {} },
    ]);
    // The token stays until the gateway has answered: the mutation needs it.
    expect(hasSession()).toBe(true);
    await resolveMostRecentOperation(environment, { SignOutPayload: () => ({ sessionsEnded: 1, userErrors: [] }) });
    await waitFor(() => expect(hasSession()).toBe(false));
  });

  it('drops the token even when the gateway does not answer', async () => {
    startSession(null);
    const environment = createMockEnvironment();
    renderWithProviders(<SignOutButton />, { environment, path: '/people' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    environment.mock.rejectMostRecentOperation(new Error('offline'));
    await waitFor(() => expect(hasSession()).toBe(false));
  });
});
