import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { rootRoute } from '../../Shell/routes';
import { daysOffRequestRoutes } from '../requestRoutes';
import { EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID } from '../test/requestMocks';

const base = `/people/1/daysOff`;

async function visit(path: string) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter([rootRoute(daysOffRequestRoutes(environment))], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = lastOperation(environment);
  await resolveMostRecentOperation(environment, {
    Employee: () => ({ id: EMPLOYEE_ID, internalId: EMPLOYEE_INTERNAL_ID, name: 'Ann Peeters' }),
  });
  await screen.findByRole('heading', { level: 1 });
  return operation;
}

const links = () => screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('the Belgium-only unemployment follow-ups', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §2, §4: after adding, asks the employer to declare the temporary unemployment from the first day, DD/MM/YYYY', async () => {
    const operation = await visit(`${base}/confirm/belgium_only/unemployment?firstDayInRequest=2026-07-06`);
    expect([
      operation,
      screen.getByRole('heading', { level: 1 }).textContent,
      screen.getByText(/RVA\/ONEM/).textContent,
      links(),
    ]).toEqual([
      { name: 'UnemploymentFollowUpRouteQuery', variables: { id: EMPLOYEE_INTERNAL_ID } },
      'Temporary unemployment',
      'Days of temporary unemployment were planned for Ann Peeters. As the employer, declare the temporary unemployment with the national employment office (RVA/ONEM) for the days starting on 06/07/2026.',
      [
        ['Done', `${base}?year=2026`],
        ['Go to the profile', `/people/1`],
      ],
    ]);
  });

  it('part 1 §2, §4: after removal, asks to cancel the declaration; a DD/MM/YYYY first day is read too', async () => {
    await visit(`${base}/confirm_cancel/belgium_only/unemployment?firstDayInRequest=03/08/2026`);
    expect([screen.getByRole('heading', { level: 1 }).textContent, screen.getByText(/RVA\/ONEM/).textContent]).toEqual([
      'Cancel temporary unemployment',
      'Days of temporary unemployment of Ann Peeters were removed. As the employer, cancel the declaration of temporary unemployment with the national employment office (RVA/ONEM) for the days starting on 03/08/2026.',
    ]);
  });

  it('says so when the first day is missing or not a date', async () => {
    await visit(`${base}/confirm/belgium_only/unemployment?firstDayInRequest=soon`);
    expect([screen.getByText('No first day was given.') !== null, links()[0]]).toEqual([true, ['Done', base]]);
  });
});
