import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SelectedDay } from '@people/domain/calendar';
import { useState } from 'react';
import { graphql } from 'react-relay';
import type { DeleteDaysOffDialogTestQuery } from '../../../__generated__/DeleteDaysOffDialogTestQuery.graphql';
import type { MockEnvironment } from '../../../test/relayTestUtils';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { DeleteDaysOffDialog } from '../components/DeleteDaysOffDialog';
import {
  calendar,
  EMPLOYEE_ID,
  selected,
  YEAR,
  type CalendarDayData,
  type CalendarItemData,
} from '../test/requestMocks';

let selection: readonly SelectedDay[] = [];
const onRemoved = jest.fn();

type Response = DeleteDaysOffDialogTestQuery['response'];

// As the calendar page does: the dialog closes once the slots were removed.
function Harness({ employee }: { employee: NonNullable<Response['employee']> }) {
  const [open, setOpen] = useState(true);
  const removed = (result: unknown) => {
    onRemoved(result);
    setOpen(false);
  };
  return (
    <DeleteDaysOffDialog
      employee={employee}
      year={YEAR}
      selection={selection}
      open={open}
      onClose={() => setOpen(false)}
      onRemoved={removed}
    />
  );
}

const { renderWithRelay } = setupTestWrapper<DeleteDaysOffDialogTestQuery>({
  Component: ({ employee }) => (employee ? <Harness employee={employee} /> : null),
  query: graphql`
    query DeleteDaysOffDialogTestQuery($year: Int!) @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...DeleteDaysOffDialog_employee @arguments(year: $year)
      }
    }
  `,
  variables: { year: YEAR },
});

const holiday = (entryId: number, extra: Partial<CalendarItemData> = {}): CalendarItemData => ({
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
const christmas: CalendarItemData = {
  entryId: null,
  company: true,
  type: 'company_day_off',
  name: 'Christmas',
  status: 'APPROVED',
  amPmHint: 'ALL_DAY',
  startMinutes: null,
  durationMinutes: null,
};

const days: CalendarDayData[] = [
  { date: '2026-07-06', scheduledMinutes: 480, items: [holiday(101, { status: 'PENDING' })] },
  {
    date: '2026-07-07',
    scheduledMinutes: 480,
    items: [
      holiday(102, { amPmHint: 'CUSTOM', startMinutes: 540, durationMinutes: 120, name: 'Doctor' }),
      holiday(103, { amPmHint: 'PM', startMinutes: 780, durationMinutes: 240 }),
    ],
  },
  { date: '2026-12-25', scheduledMinutes: 480, items: [christmas] },
];

function open(dates: string[]) {
  selection = dates.map((date) => selected(date, 'delete', days.find((day) => day.date === date)?.items ?? []));
  onRemoved.mockReset();
  const { environment } = renderWithRelay({
    Employee: () => ({ id: EMPLOYEE_ID, internalId: 1, calendar: calendar(days) }),
  });
  return environment;
}

const dialog = () => screen.getByRole('dialog', { name: 'Delete days off' });
const slots = () =>
  within(dialog())
    .queryAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);
const tick = (label: string) => fireEvent.click(within(dialog()).getByRole('checkbox', { name: label }));
const deleteButton = () => within(dialog()).queryByRole('button', { name: 'Delete' });
const operations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().map((op) => op.request.node.operation.name);
const removePayload = (extra: Record<string, unknown> = {}) => ({
  RemoveDaysOffPayload: () => ({ employee: null, removedCount: 0, followUp: null, userErrors: [], ...extra }),
});

describe('DeleteDaysOffDialog', () => {
  it('part 1 §2: lists the slots of the selected days, personal days off by entry and company days off per day', () => {
    open(['2026-07-07', '2026-07-06']);
    expect([
      within(dialog())
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
      slots(),
    ]).toEqual([
      ['06/07/2026', '07/07/2026'],
      ['Holiday, all day, pending', 'Doctor, 09:00–11:00', 'Holiday, 13:00–17:00', 'Send a notification'],
    ]);
  });

  it('part 1 §5: with no slot ticked it shows NOTHING_TO_DELETE / CLICK_SLOTS_TO_REMOVE and sends nothing', () => {
    const environment = open(['2026-07-06']);
    fireEvent.click(deleteButton()!);
    expect([within(dialog()).getByRole('alert').textContent, operations(environment)]).toEqual([
      'Nothing to delete. Tick the slots you want to remove.',
      [],
    ]);
  });

  it('part 1 §4, §7, §8: removes the ticked entries with the message, the notification choice and the first removed day (firstDayInRequest), toasts DAYS_OFF_SLOTS_REMOVED', async () => {
    const environment = open(['2026-07-06', '2026-07-07']);
    tick('Holiday, all day, pending');
    tick('Holiday, 13:00–17:00');
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Message (optional)' }), {
      target: { value: 'Cancelled' },
    });
    tick('Send a notification');
    fireEvent.click(deleteButton()!);
    const sent = lastOperation(environment);
    const followUpPath = `/people/1/daysOff/confirm_cancel/belgium_only/unemployment?firstDayInRequest=2026-07-06`;
    await resolveMostRecentOperation(
      environment,
      removePayload({
        removedCount: 2,
        followUp: { kind: 'CONFIRM_CANCEL', employeeInternalId: 1, firstDay: '2026-07-06' },
      }),
    );
    expect((await screen.findByRole('status')).textContent).toEqual('The slots were removed.');
    expect([sent, onRemoved.mock.calls]).toEqual([
      {
        name: 'useRemoveDaysOffMutation',
        variables: {
          year: YEAR,
          input: {
            employeeId: EMPLOYEE_ID,
            entryIds: [101, 103],
            sendNotification: false,
            optionalMessage: 'Cancelled',
            firstDay: '2026-07-06',
          },
        },
      },
      [[{ removedCount: 2, followUpPath, dates: ['2026-07-06', '2026-07-07'] }]],
    ]);
  });

  it('part 1 §7: a company day off is removed for the person by its day', async () => {
    const environment = open(['2026-12-25']);
    tick('Company day off: Christmas, all day');
    fireEvent.click(deleteButton()!);
    const sent = lastOperation(environment);
    await resolveMostRecentOperation(environment, removePayload({ removedCount: 1 }));
    await waitFor(() =>
      expect(onRemoved.mock.calls).toEqual([[{ removedCount: 1, followUpPath: null, dates: ['2026-12-25'] }]]),
    );
    expect(sent).toEqual({
      name: 'useRemoveCompanyDayOffMutation',
      variables: { year: YEAR, input: { employeeId: EMPLOYEE_ID, date: '2026-12-25' } },
    });
  });

  it('part 1 §8: a removal failure clears the busy state and shows nothing', async () => {
    const environment = open(['2026-07-06']);
    tick('Holiday, all day, pending');
    fireEvent.click(deleteButton()!);
    const busy = deleteButton()?.hasAttribute('disabled');
    await resolveMostRecentOperation(
      environment,
      removePayload({ userErrors: [{ code: 'NOT_FOUND', message: 'Not found', field: null }] }),
    );
    await waitFor(() => expect(deleteButton()?.hasAttribute('disabled')).toEqual(false));
    fireEvent.click(deleteButton()!);
    await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Network down')));
    await waitFor(() => expect(deleteButton()?.hasAttribute('disabled')).toEqual(false));
    expect([
      busy,
      within(dialog()).queryAllByRole('alert'),
      screen.queryByRole('status'),
      onRemoved.mock.calls,
    ]).toEqual([true, [], null, []]);
  });

  it('part 1 §8: when a later call fails after entries were removed, the removed count is reported (the calendar refreshes) and the failure is said', async () => {
    days.push({ date: '2026-12-24', scheduledMinutes: 480, items: [{ ...christmas, name: 'Christmas Eve' }] });
    try {
      const environment = open(['2026-12-24', '2026-12-25']);
      tick('Company day off: Christmas Eve, all day');
      tick('Company day off: Christmas, all day');
      fireEvent.click(deleteButton()!);
      await resolveMostRecentOperation(environment, removePayload({ removedCount: 1 }));
      await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
      const second = lastOperation(environment);
      await resolveMostRecentOperation(
        environment,
        removePayload({ userErrors: [{ code: 'NOT_FOUND', message: 'Not found', field: null }] }),
      );
      expect((await screen.findByRole('alert')).textContent).toEqual(
        '1 slots were removed; the others could not be removed.',
      );
      expect([second.variables.input.date, onRemoved.mock.calls]).toEqual([
        '2026-12-25',
        [[{ removedCount: 1, followUpPath: null, dates: ['2026-12-24'] }]],
      ]);
    } finally {
      days.pop();
    }
  });

  it('part 1 §5: removal is blocked when only some of the selected days are company days off', () => {
    open(['2026-07-06', '2026-12-25']);
    expect([
      within(dialog()).getByText(/These days cannot be removed together/) !== null,
      deleteButton(),
      slots(),
    ]).toEqual([true, null, []]);
  });
});
