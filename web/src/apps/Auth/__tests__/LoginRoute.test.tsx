import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, type MockResolvers } from 'relay-test-utils';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { rootRoute } from '../../Shell/routes';
import { authRoutes } from '../routes';

async function openLogin(resolvers: MockResolvers) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [rootRoute([...authRoutes(environment), { path: 'people', element: <p>people page</p> }])],
    { initialEntries: ['/login'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  await resolveMostRecentOperation(environment, resolvers);
  return environment;
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;

describe('/login', () => {
  afterEach(() => window.localStorage.clear());

  it('lists the demo sign-ins; picking one fills the email and the demo password', async () => {
    await openLogin({
      Query: () => ({
        demoSignIns: [
          { email: 'admin@demo.be', description: 'Admin of Demo Belgium' },
          { email: 'nowage@demo.be', description: 'No wage access' },
        ],
      }),
    });
    fireEvent.click(await screen.findByText('nowage@demo.be'));
    expect([field('Email').value, field('Password').value]).toEqual(['nowage@demo.be', 'demo']);
    expect(screen.getByText('No wage access')).toBeTruthy();
  });

  it('lists no demo sign-ins when there are none', async () => {
    await openLogin({ Query: () => ({ demoSignIns: [] }) });
    expect(await screen.findByRole('heading', { name: 'Sign in to People' })).toBeTruthy();
    expect(screen.queryByText('Demo sign-ins')).toBeNull();
  });

  it('sends a signed-in visitor to /people', async () => {
    startSession(null);
    const environment = createMockEnvironment();
    const router = createMemoryRouter(
      [rootRoute([...authRoutes(environment), { path: 'people', element: <p>people page</p> }])],
      { initialEntries: ['/login'] },
    );
    renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
    expect(await screen.findByText('people page')).toBeTruthy();
  });
});
