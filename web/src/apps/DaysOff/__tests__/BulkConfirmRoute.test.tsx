import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LIMIT_REACHED_MESSAGE } from '@people/domain/daysOff';
import type { ProfileAction } from '@people/domain/permissions';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, type MockResolvers } from 'relay-test-utils';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation, type MockEnvironment } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { rootRoute } from '../../Shell/routes';
import { bulkDates } from '../bulkDates';
import { daysOffRequestRoutes } from '../requestRoutes';
import { company, EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, requestPerson } from '../test/requestMocks';

const BART_ID = 'RW1wbG95ZWU6Mg==';
const CLARA_ID = 'RW1wbG95ZWU6Mw==';

/** The route person, and the company's people in the employees connection. */
function resolvers(actions: readonly ProfileAction[]): MockResolvers {
  return {
    Employee: (context) => (context.path?.includes('employees') ? undefined : requestPerson(actions)),
    EmployeeConnection: () => ({
      edges: [
        { cursor: 'a', node: { id: EMPLOYEE_ID, internalId: 1, name: 'Ann Peeters' } },
        { cursor: 'b', node: { id: BART_ID, internalId: 2, name: 'Bart Claes' } },
        { cursor: 'c', node: { id: CLARA_ID, internalId: 3, name: 'Clara Dupont' } },
      ],
    }),
    Company: () => company(),
  };
}

async function visit(search: string, actions: readonly ProfileAction[] = []) {
  const environment = createMockEnvironment();
  const path = `/people/1/daysOff/bulk/confirm?${search}`;
  const router = createMemoryRouter([rootRoute(daysOffRequestRoutes(environment))], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = lastOperation(environment);
  await resolveMostRecentOperation(environment, resolvers(actions));
  await screen.findByRole('heading', { level: 1, name: 'Add days off for several people' });
  return { environment, operation };
}

function pick(name: string) {
  const input = screen.getByRole('combobox', { name: 'People' });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(screen.getByRole('option', { name }));
}

function chooseType(label: string) {
  const select = screen.getByRole('combobox', { name: 'Day-off type' });
  const option = within(select).getByRole('option', { name: label }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
}

const table = () => screen.getByRole('table', { name: 'Days' });
const rows = () =>
  within(table())
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const confirm = (count: number) =>
  fireEvent.click(screen.getByRole('button', { name: `Add for ${count} ${count === 1 ? 'person' : 'people'}` }));
const sentFor = (environment: MockEnvironment) => lastOperation(environment).variables.input.employeeId;

const addPayload = (extra: Record<string, unknown>) => ({
  AddDaysOffPayload: () => ({
    employee: null,
    entryIds: [],
    limitReached: false,
    followUp: null,
    userErrors: [],
    ...extra,
  }),
});

describe('/people/:id/daysOff/bulk/confirm', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §4: reads the days of one year from the query, sorted', () => {
    expect(bulkDates(new URLSearchParams('dates=2026-07-07,2026-07-06,soon,2027-01-04,2026-07-06'))).toEqual([
      '2026-07-06',
      '2026-07-07',
    ]);
  });

  it('part 1 §2: lists people × days, adds for each person and reports who succeeded and who failed with the code', async () => {
    const { environment, operation } = await visit('dates=2026-07-07,2026-07-06');
    pick('Bart Claes');
    chooseType('Holiday');
    const before = rows();
    confirm(2);
    const first = sentFor(environment);
    await resolveMostRecentOperation(environment, addPayload({ entryIds: [201, 202] }));
    await waitFor(() => expect(sentFor(environment)).toEqual(BART_ID));
    await resolveMostRecentOperation(
      environment,
      addPayload({
        userErrors: [{ code: 'FORBIDDEN', message: 'You may not plan days off for this person.', field: null }],
      }),
    );
    await waitFor(() => expect(rows()[0].length).toEqual(4));
    expect([operation, before, first, rows(), screen.queryByRole('status')]).toEqual([
      { name: 'BulkConfirmRouteQuery', variables: { id: EMPLOYEE_INTERNAL_ID, year: 2026 } },
      [
        ['Person', '06/07/2026', '07/07/2026'],
        ['Ann Peeters', 'All day', 'All day'],
        ['Bart Claes', 'All day', 'All day'],
      ],
      EMPLOYEE_ID,
      [
        ['Person', '06/07/2026', '07/07/2026', 'Results'],
        ['Ann Peeters', 'All day', 'All day', '2 days off added'],
        ['Bart Claes', 'All day', 'All day', 'Failed: You may not plan days off for this person. (FORBIDDEN)'],
      ],
      null,
    ]);
  });

  it('part 1 §5: in bulk the limit warning is hidden; an admin may go over the limits for the people that failed', async () => {
    const { environment } = await visit('dates=2026-07-06', ['ignoreDayOffLimits']);
    pick('Bart Claes');
    chooseType('Holiday');
    confirm(2);
    await resolveMostRecentOperation(environment, addPayload({ entryIds: [201] }));
    await waitFor(() => expect(sentFor(environment)).toEqual(BART_ID));
    await resolveMostRecentOperation(
      environment,
      addPayload({
        limitReached: true,
        userErrors: [{ code: 'DAY_OFF_CREATE_LIMIT_ERR', message: LIMIT_REACHED_MESSAGE, field: null }],
      }),
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'I confirm going over the limit of this type' }));
    const failed = rows()[2][2];
    const warning = screen.queryByText(new RegExp(LIMIT_REACHED_MESSAGE));
    confirm(1);
    const retry = lastOperation(environment).variables.input;
    await resolveMostRecentOperation(environment, addPayload({ entryIds: [301] }));
    expect((await screen.findByRole('status')).textContent).toEqual('The days off were added.');
    expect([
      failed,
      warning,
      retry.employeeId,
      retry.ignoreDayOffLimits,
      environment.mock.getAllOperations(),
      rows().map((row) => row[2]),
    ]).toEqual([
      'Failed: DAY_OFF_CREATE_LIMIT_ERR',
      null,
      BART_ID,
      true,
      [],
      ['Results', '1 day off added', '1 day off added'],
    ]);
  });

  it('part 1 §5: a non-admin is told to ask an admin', async () => {
    const { environment } = await visit('dates=2026-07-06');
    chooseType('Holiday');
    confirm(1);
    await resolveMostRecentOperation(
      environment,
      addPayload({
        limitReached: true,
        userErrors: [{ code: 'DAY_OFF_CREATE_LIMIT_ERR', message: LIMIT_REACHED_MESSAGE, field: null }],
      }),
    );
    expect(
      await screen.findByText('Only an admin can go over this limit. Ask an admin to plan these days off.'),
    ).toBeTruthy();
  });

  it('says so when no days came along, and needs a type first (part 1 §5 SELECT_DAY_OFF_TYPE_FIRST)', async () => {
    const noDays = await visit('dates=');
    const text = screen.getByText('No days were selected. Go back to the calendar and select the days first.') !== null;
    expect(noDays.environment.mock.getAllOperations()).toEqual([]);
    cleanup();
    const { environment } = await visit('dates=2026-07-06');
    confirm(1);
    expect([
      text,
      screen.getByText('Choose a day-off type first.') !== null,
      environment.mock.getAllOperations(),
    ]).toEqual([true, true, []]);
  });
});
