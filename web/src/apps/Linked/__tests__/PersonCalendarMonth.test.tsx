import { act, fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import { useLocation } from 'react-router';
import type { PersonCalendarMonthTestQuery } from '../../../__generated__/PersonCalendarMonthTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { PersonCalendarMonth } from '../components/PersonCalendarMonth';

// The person calendar month (part 1 §2 /calendar/person/{id}/{year}/{month}?highlight=) is usable with the
// keyboard and named for screen readers: the month is a grid named by its month, each day a cell named by its date
// and contents, one tab stop; the arrows move between days and Enter highlights the day as a click does.

const testQuery = graphql`
  query PersonCalendarMonthTestQuery @relay_test_operation {
    employee(id: "RW1wbG95ZWU6MzQ=") {
      ...PersonCalendarMonth_employee @arguments(year: 2026, month: 6)
    }
  }
`;

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.pathname + location.search}</output>;
}

const { renderWithRelay } = setupTestWrapper<PersonCalendarMonthTestQuery>({
  Component: ({ employee }) =>
    employee ? (
      <>
        <PersonCalendarMonth
          employee={employee}
          addressId={34}
          address={{ year: 2026, month: 6 }}
          highlight="2026-06-15"
        />
        <Address />
      </>
    ) : null,
  query: testQuery,
});

const june = Array.from({ length: 30 }, (_, i) => `2026-06-${String(i + 1).padStart(2, '0')}`);
const flags = {
  today: false,
  zeroSchedule: false,
  noSchedule: false,
  oneDayContract: false,
  empty: false,
  halfDay: false,
};
const resolvers = {
  Employee: () => ({ id: 'RW1wbG95ZWU6MzQ=', internalId: 34 }),
  EmployeeCalendar: () => ({
    year: 2026,
    month: 6,
    days: june.map((date) => ({
      date,
      scheduledMinutes: 480,
      oneDayContract: date === '2026-06-12' ? 'Flex' : null,
      items:
        date === '2026-06-16'
          ? [
              {
                entryId: 1,
                company: false,
                type: 'vacation',
                dayOffTypeId: 1,
                name: 'Vacation',
                color: '#00f',
                status: 'APPROVED',
                amPmHint: 'ALL_DAY',
                startMinutes: null,
                durationMinutes: 480,
                interpretation: 'TIME_OFF',
                shortAbsenceLabel: null,
              },
            ]
          : [],
      flags: { ...flags, oneDayContract: date === '2026-06-12' },
    })),
  }),
};

const cell = (date: string) =>
  document.querySelector<HTMLElement>(`[data-date="${date}"][role="gridcell"], button[data-date="${date}"]`)!;
const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date;
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });

describe('PersonCalendarMonth: the keyboard and screen readers', () => {
  it('names the month’s grid and each day by its date and contents', () => {
    renderWithRelay(resolvers, { path: '/calendar/person/34/2026/6?highlight=2026-06-15' });
    expect(screen.getByRole('grid', { name: 'June 2026' })).toBeTruthy();
    expect([cell('2026-06-12').getAttribute('aria-label'), cell('2026-06-16').getAttribute('aria-label')]).toEqual([
      '12/06/2026 · 8h planned · one-day contract Flex',
      '16/06/2026 · 8h planned · Vacation, approved',
    ]);
    expect(cell('2026-06-15').getAttribute('aria-selected')).toEqual('true');
  });

  it('moves with the arrows and highlights the day with Enter, as a click does', () => {
    renderWithRelay(resolvers, { path: '/calendar/person/34/2026/6?highlight=2026-06-15' });
    act(() => cell('2026-06-15').focus());
    press('ArrowRight');
    press('ArrowDown');
    expect(focusedDate()).toEqual('2026-06-23');
    press('Enter');
    expect(screen.getByRole('status', { name: 'address' }).textContent).toEqual(
      '/calendar/person/34/2026/6?highlight=2026-06-23',
    );
  });
});
