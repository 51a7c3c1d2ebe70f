import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment, type MockResolvers } from 'relay-test-utils';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation, type MockEnvironment } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { rootRoute } from '../../Shell/routes';
import { daysOffRequestRoutes } from '../requestRoutes';
import { calendar, EMPLOYEE_ID, type CalendarDayData, type CalendarItemData } from '../test/requestMocks';

const BART_ID = 'RW1wbG95ZWU6Mg==';

const people: MockResolvers = {
  EmployeeConnection: () => ({
    edges: [
      { cursor: 'a', node: { id: EMPLOYEE_ID, internalId: 1, name: 'Ann Peeters' } },
      { cursor: 'b', node: { id: BART_ID, internalId: 2, name: 'Bart Claes' } },
    ],
  }),
};

const item = (entryId: number | null, extra: Partial<CalendarItemData> = {}): CalendarItemData => ({
  entryId,
  company: false,
  type: 'custom',
  name: 'Holiday',
  status: 'APPROVED',
  amPmHint: 'ALL_DAY',
  startMinutes: 540,
  durationMinutes: null,
  ...extra,
});
const companyDay = item(null, { company: true, type: 'company_day_off', name: 'Closing day' });

async function visit(dates: string) {
  const environment = createMockEnvironment();
  const path = `/people/1/calendar/bulk/delete?dates=${dates}`;
  const router = createMemoryRouter([rootRoute(daysOffRequestRoutes(environment))], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  const operation = lastOperation(environment);
  await resolveMostRecentOperation(environment, {
    Employee: (context) =>
      context.path?.includes('employees') ? undefined : { id: EMPLOYEE_ID, internalId: 1, name: 'Ann Peeters' },
    ...people,
  });
  await screen.findByRole('heading', { level: 1, name: 'Delete days off for several people' });
  return { environment, operation };
}

/** Answers the pending calendar fetch of one person. */
async function answerDays(environment: MockEnvironment, id: string, days: CalendarDayData[]) {
  await waitFor(() =>
    expect(lastOperation(environment)).toEqual({ name: 'BulkDeleteEntriesQuery', variables: { id, year: 2026 } }),
  );
  await resolveMostRecentOperation(environment, { Employee: () => ({ id, calendar: calendar(days) }) });
}

function pick(name: string) {
  const input = screen.getByRole('combobox', { name: 'People' });
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(screen.getByRole('option', { name }));
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Days' }))
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const removePayload = (extra: Record<string, unknown>) => ({
  RemoveDaysOffPayload: () => ({ employee: null, removedCount: 0, followUp: null, userErrors: [], ...extra }),
});

describe('/people/:id/calendar/bulk/delete', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §2, §4: lists what each person has on the days, removes it per person with the first removed day (firstDayInRequest) and reports who succeeded and who failed', async () => {
    const { environment, operation } = await visit('2026-07-06,2026-07-07');
    await answerDays(environment, EMPLOYEE_ID, [
      { date: '2026-07-06', scheduledMinutes: 480, items: [item(101)] },
      {
        date: '2026-07-07',
        scheduledMinutes: 480,
        items: [item(102, { amPmHint: 'AM', durationMinutes: 240, status: 'PENDING' })],
      },
      { date: '2026-07-08', scheduledMinutes: 480, items: [item(103)] },
    ]);
    pick('Bart Claes');
    await answerDays(environment, BART_ID, [{ date: '2026-07-06', scheduledMinutes: 480 }]);
    const before = rows();
    fireEvent.click(screen.getByRole('button', { name: 'Delete for 2 people' }));
    const sent = lastOperation(environment);
    await resolveMostRecentOperation(environment, removePayload({ removedCount: 2 }));
    // Ann's days are read again after the removal.
    await answerDays(environment, EMPLOYEE_ID, [{ date: '2026-07-06', scheduledMinutes: 480 }]);
    expect((await screen.findAllByText(/^Failed/)).length).toEqual(1);
    expect([operation.name, before, sent, rows()]).toEqual([
      'BulkDeleteRouteQuery',
      [
        ['Person', '06/07/2026', '07/07/2026'],
        ['Ann Peeters', 'Holiday, all day', 'Holiday, 09:00–13:00, pending'],
        ['Bart Claes', 'nothing', 'nothing'],
      ],
      {
        name: 'useRemoveDaysOffMutation',
        variables: {
          year: 2026,
          input: {
            employeeId: EMPLOYEE_ID,
            entryIds: [101, 102],
            sendNotification: true,
            optionalMessage: null,
            firstDay: '2026-07-06',
          },
        },
      },
      [
        ['Person', '06/07/2026', '07/07/2026', 'Results'],
        ['Ann Peeters', 'nothing', 'nothing', '2 slots removed'],
        ['Bart Claes', 'nothing', 'nothing', 'Failed: Nothing to delete. (NOTHING_TO_DELETE)'],
      ],
    ]);
  });

  it('part 1 §5: removal is blocked when the days are company days off of several people', async () => {
    const { environment } = await visit('2026-07-06');
    await answerDays(environment, EMPLOYEE_ID, [{ date: '2026-07-06', scheduledMinutes: 480, items: [companyDay] }]);
    const single = screen.queryByRole('button', { name: 'Delete for 1 person' }) !== null;
    pick('Bart Claes');
    await answerDays(environment, BART_ID, [{ date: '2026-07-06', scheduledMinutes: 480, items: [companyDay] }]);
    expect([
      single,
      screen.getByText(/These days cannot be removed together/) !== null,
      screen.queryByRole('button', { name: /^Delete for/ }),
    ]).toEqual([true, true, null]);
  });
});
