import { act, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { GraphQLSingularResponse } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { profilePath } from '../../../paths';
import { HttpError } from '../../../relay/errors';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation, type MockEnvironment } from '../../../test/relayTestUtils';
import { currentYear } from '../../DaysOff/daysOffStorage';
import { rootRoute } from '../../Shell/routes';
import { profileRoutes } from '../routes';
import { answerVerzuimGate, permissions, personResolvers } from '../test/profileMocks';

const EMPLOYEE_INTERNAL_ID = 1;

async function openProfile(): Promise<MockEnvironment> {
  const environment = createMockEnvironment();
  answerVerzuimGate(environment);
  const router = createMemoryRouter([rootRoute(profileRoutes(environment))], {
    initialEntries: [profilePath(EMPLOYEE_INTERNAL_ID)],
  });
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
  // The route's loader starts the query as the route is entered.
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = environment.mock.getMostRecentOperation();
  expect([operation.request.node.operation.name, operation.request.variables]).toEqual([
    'ProfileRouteQuery',
    // The days-off usage box's year: the one remembered for the person, else the current one (part 1 §9).
    { id: EMPLOYEE_INTERNAL_ID, daysOffYear: currentYear(), budgetsYear: currentYear(), withVerzuim: true },
  ]);
  return environment;
}

function regions(): string[] {
  return screen.getAllByRole('region').map((region) => {
    const labelledBy = region.getAttribute('aria-labelledby');
    return (labelledBy ? document.getElementById(labelledBy)?.textContent : region.getAttribute('aria-label')) ?? '';
  });
}

async function errorBox(): Promise<{ text: string; goBack: string | null }> {
  const alert = await screen.findByRole('alert');
  return {
    text: alert.textContent ?? '',
    goBack: within(alert).getByRole('link', { name: 'Go back' }).getAttribute('href'),
  };
}

describe('/people/:id', () => {
  beforeEach(() => {
    startSession(null);
    // React reports the errors the route's error boundary catches.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  it('shows the header and the contact section of the person', async () => {
    const environment = await openProfile();
    await resolveMostRecentOperation(
      environment,
      personResolvers({ email: 'ann.peeters@demo.be', permissions: permissions([], ['header', 'contact']) }),
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toEqual('Ann Peeters');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toEqual('Contacts and address');
    expect(screen.getByText('ann.peeters@demo.be')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows every section the permissions list, in the layout’s order', async () => {
    const environment = await openProfile();
    await resolveMostRecentOperation(environment, personResolvers());
    // Every section renders at once: on a loaded machine that takes longer than findBy's default second.
    await screen.findByRole('heading', { level: 1 }, { timeout: 5_000 });
    expect(regions()).toEqual([
      'Ann Peeters',
      'Wage',
      'Days-off usage',
      'Sick leave',
      'Poortwachter timeline',
      'Budgets',
      'Contacts and address',
      'Personal information',
      'Custom fields',
      'Documents',
      'Contracts',
      'Activity',
      'Self-service',
      'Reporting to',
      'Payroll provider',
      'Workflows',
      'Performance reviews',
      'Trainings',
      'Assets',
      'Software licenses',
      'Fleet',
      'Commute',
    ]);
    // Every section at once renders slowly on a small machine.
  }, 20_000);

  it('leaves out every section the permissions do not list (a light-access viewer)', async () => {
    const environment = await openProfile();
    await resolveMostRecentOperation(
      environment,
      personResolvers({ permissions: permissions([], ['header', 'contact', 'documents', 'reportingTo', 'fleet']) }),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(regions()).toEqual(['Ann Peeters', 'Contacts and address', 'Documents', 'Reporting to', 'Fleet']);
  });

  it('FORBIDDEN errors on fields the page does not show leave the page working (data and errors)', async () => {
    const environment = await openProfile();
    const forbidden = (path: string[]) => ({
      message: 'You may not see this.',
      path: ['employee', ...path],
      extensions: { code: 'FORBIDDEN' },
    });
    const hidden = {
      dob: null,
      rijksRegisterNummer: null,
      bankAccountIban: null,
      personalEmail: null,
      address: null,
      dependents: null,
      customFields: null,
    };
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) => ({
        ...(MockPayloadGenerator.generate(
          operation,
          personResolvers({ ...hidden, permissions: permissions([], ['header', 'contact', 'reportingTo']) }),
        ) as object),
        errors: [
          'dob',
          'rijksRegisterNummer',
          'bankAccountIban',
          'personalEmail',
          'address',
          'dependents',
          'customFields',
        ].map((field) => forbidden([field])),
      }));
    });
    await screen.findByRole('heading', { level: 1 });
    expect(regions()).toEqual(['Ann Peeters', 'Contacts and address', 'Reporting to']);
    expect(screen.queryByText('Personal email')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the GraphQL error in the red box with GO_BACK to /people, and stops loading', async () => {
    const environment = await openProfile();
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: 'The people service did not answer in time.' }],
      } as unknown as GraphQLSingularResponse);
    });
    expect(await errorBox()).toEqual({
      text: 'ErrorThe people service did not answer in time. Go back',
      goBack: '/people',
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('falls back to the HTTP status text when there is no GraphQL answer', async () => {
    const environment = await openProfile();
    await act(async () => environment.mock.rejectMostRecentOperation(new HttpError(413, 'Payload Too Large')));
    expect(await errorBox()).toEqual({ text: 'ErrorPayload Too Large Go back', goBack: '/people' });
  });

  it('A gateway that cannot be reached reads as a human sentence with a retry', async () => {
    const environment = await openProfile();
    await act(async () => environment.mock.rejectMostRecentOperation(new HttpError(502, 'Bad Gateway')));
    expect(await errorBox()).toEqual({
      text: 'ErrorThe server could not be reached. Check your connection and try again. Go backTry again',
      goBack: '/people',
    });
  });

  it('says the person was not found when employee is null', async () => {
    const environment = await openProfile();
    await resolveMostRecentOperation(environment, { Query: () => ({ employee: null }) });
    expect(await errorBox()).toEqual({
      text: 'ErrorThis person does not exist or is not part of your company. Go back',
      goBack: '/people',
    });
  });

  it('sends a visitor without a token to /login without querying', async () => {
    window.localStorage.clear();
    const environment = createMockEnvironment();
    const router = createMemoryRouter(
      [rootRoute([...profileRoutes(environment), { path: 'login', element: <p>login page</p> }])],
      { initialEntries: [profilePath(EMPLOYEE_INTERNAL_ID)] },
    );
    renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
    expect(await screen.findByText('login page')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toEqual([]);
  });
});
