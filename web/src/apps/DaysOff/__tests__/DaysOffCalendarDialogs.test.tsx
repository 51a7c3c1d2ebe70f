// How the calendar opens the request and delete dialogs and follows them (part 1 §2 "a confirm sidebar
// follows add or delete", §4 the Belgium-only follow-up). The dialogs themselves are tested beside their
// own files: here they are stand-ins that show what they were given and answer like the real ones.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { SelectedDay } from '@people/domain/calendar';
import { lastOperation } from '../../Profile/test/profileMocks';
import { calendarDays, EMPLOYEE_ID, personalDayOff } from '../test/daysOffMocks';
import { cell, location, renderCalendar, selectedDates } from '../test/renderCalendar';

type DialogProps = { open: boolean; selection: readonly SelectedDay[]; year: number; onClose(): void };

jest.mock('../components/DayOffRequestDialog', () => ({
  DayOffRequestDialog: (props: DialogProps & { bulk?: boolean; onAdded(result: unknown): void }) =>
    props.open ? (
      <div role="dialog" aria-label="request stand-in">
        {JSON.stringify({
          year: props.year,
          bulk: props.bulk,
          days: props.selection.map((day) => [day.date, day.mode, day.employeeId]),
        })}
        <button
          type="button"
          onClick={() =>
            props.onAdded({
              entryIds: [41, 42],
              followUpPath: '/people/x/daysOff/confirm/belgium_only/unemployment?firstDayInRequest=13/07/2026',
              dates: ['2026-07-13', '2026-07-14'],
            })
          }
        >
          stand-in add
        </button>
      </div>
    ) : null,
}));

jest.mock('../components/DeleteDaysOffDialog', () => ({
  DeleteDaysOffDialog: (props: DialogProps & { onRemoved(result: unknown): void }) =>
    props.open ? (
      <div role="dialog" aria-label="delete stand-in">
        {JSON.stringify(
          props.selection.map((day) => [
            day.date,
            day.mode,
            day.items.map((item) => (item as { entryId?: number }).entryId),
          ]),
        )}
        <button
          type="button"
          onClick={() => props.onRemoved({ removedCount: 1, followUpPath: null, dates: ['2026-07-06'] })}
        >
          stand-in remove
        </button>
      </div>
    ) : null,
}));

jest.mock('../components/DaysOffConfirmSidebar', () => ({
  DaysOffConfirmSidebar: (props: { open: boolean; result: unknown; onClose(): void }) =>
    props.open ? (
      <aside aria-label="confirm stand-in">
        {JSON.stringify(props.result)}
        <button type="button" onClick={props.onClose}>
          stand-in close
        </button>
      </aside>
    ) : null,
}));

const bar = () => screen.getByRole('toolbar', { name: 'Selected days' });

describe('DaysOffCalendar: the dialogs', () => {
  afterEach(() => window.localStorage.clear());

  it('part 1 §2, §4: add X days opens the request with the days to add; then the confirm sidebar, the year read again, the follow-up', async () => {
    const days = calendarDays(2026, { '2026-07-06': { items: [personalDayOff(11, 'Holiday')] } });
    const { environment } = renderCalendar({ days, actions: ['planDaysOff'] });
    fireEvent.click(cell('2026-07-06'));
    fireEvent.click(cell('2026-07-13'));
    fireEvent.click(cell('2026-07-14'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Add 2 days' }));
    const dialog = screen.getByRole('dialog', { name: 'request stand-in' });
    expect(JSON.parse(dialog.firstChild?.textContent ?? '')).toEqual({
      year: 2026,
      bulk: false,
      days: [
        ['2026-07-13', 'add', 1],
        ['2026-07-14', 'add', 1],
      ],
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'stand-in add' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(selectedDates()).toEqual([]);
    const sidebar = screen.getByRole('complementary', { name: 'confirm stand-in' });
    expect(JSON.parse(sidebar.firstChild?.textContent ?? '')).toEqual({
      kind: 'added',
      count: 2,
      dates: ['2026-07-13', '2026-07-14'],
    });
    expect(lastOperation(environment)).toEqual({
      name: 'DaysOffCalendarRefetchQuery',
      variables: { id: EMPLOYEE_ID, year: 2026 },
    });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'stand-in close' }));
    expect(location()).toEqual('/people/x/daysOff/confirm/belgium_only/unemployment?firstDayInRequest=13/07/2026');
  });

  it('part 1 §2: delete X days opens the delete form with the days holding items; without a follow-up the calendar stays', async () => {
    const days = calendarDays(2026, { '2026-07-06': { items: [personalDayOff(11, 'Holiday')] } });
    renderCalendar({ days, actions: ['planDaysOff'] });
    fireEvent.click(cell('2026-07-06'));
    fireEvent.click(cell('2026-07-13'));
    fireEvent.click(within(bar()).getByRole('button', { name: 'Delete 1 day' }));
    const dialog = screen.getByRole('dialog', { name: 'delete stand-in' });
    expect(JSON.parse(dialog.firstChild?.textContent ?? '')).toEqual([['2026-07-06', 'delete', [11]]]);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'stand-in remove' })));
    const sidebar = screen.getByRole('complementary', { name: 'confirm stand-in' });
    expect(JSON.parse(sidebar.firstChild?.textContent ?? '')).toEqual({
      kind: 'removed',
      count: 1,
      dates: ['2026-07-06'],
    });
    fireEvent.click(within(sidebar).getByRole('button', { name: 'stand-in close' }));
    expect([location(), screen.queryByRole('complementary', { name: 'confirm stand-in' })]).toEqual([
      `/people/1/daysOff?year=2026`,
      null,
    ]);
  });
});
