// Renders DaysOffCalendar from mock data for the calendar tests, inside a router whose location the
// tests can read. Not under __tests__/, which jest would run as a suite.
import { screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { MockResolvers } from 'relay-test-utils';
import type { DaysOffCalendarTestQuery } from '../../../__generated__/DaysOffCalendarTestQuery.graphql';
import { daysOffPath } from '../../../paths';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { DaysOffCalendar } from '../components/DaysOffCalendar';
import { calendarDays, EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, permissions, viewer, YEAR } from './daysOffMocks';

function LocationProbe() {
  const location = useLocation();
  return <output aria-label="location">{`${location.pathname}${location.search}`}</output>;
}

const { renderWithRelay } = setupTestWrapper<DaysOffCalendarTestQuery>({
  Component: ({ employee, viewer: viewerKey }) =>
    employee ? (
      <MemoryRouter initialEntries={[daysOffPath(EMPLOYEE_INTERNAL_ID, YEAR)]}>
        <Routes>
          <Route
            path="/people/:id/daysOff"
            element={
              <>
                <DaysOffCalendar employee={employee} viewer={viewerKey ?? null} year={YEAR} />
                <LocationProbe />
              </>
            }
          />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    ) : null,
  query: graphql`
    query DaysOffCalendarTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...DaysOffCalendar_employee @arguments(year: 2026)
      }
      viewer {
        ...DaysOffCalendar_viewer
      }
    }
  `,
});

export type CalendarMock = {
  days?: ReturnType<typeof calendarDays>;
  actions?: Parameters<typeof permissions>[0];
  integrationFeatures?: readonly string[];
  showHolidaysWarning?: boolean;
  holidaysCountry?: string;
  usageTypes?: unknown[];
};

export function calendarResolvers(mock: CalendarMock = {}): MockResolvers {
  return {
    Employee: () => ({
      id: EMPLOYEE_ID,
      internalId: EMPLOYEE_INTERNAL_ID,
      name: 'Ann Peeters',
      permissions: permissions(mock.actions ?? []),
    }),
    EmployeeCalendar: () => ({
      year: YEAR,
      showHolidaysWarning: mock.showHolidaysWarning ?? false,
      holidaysCountry: mock.holidaysCountry ?? 'BE',
      days: mock.days ?? calendarDays(),
    }),
    DaysOffUsage: () => ({ year: YEAR, types: mock.usageTypes ?? [], rulesets: [] }),
    Viewer: () => viewer(mock.integrationFeatures ?? []),
  };
}

export function renderCalendar(mock: CalendarMock = {}) {
  return renderWithRelay(calendarResolvers(mock), { path: null });
}

/** A day's cell, by its ISO date (a role query over 365 buttons is slow in jsdom). */
export function cell(date: string): HTMLButtonElement {
  const found = document.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`);
  if (!found) throw new Error(`no cell for ${date}`);
  return found;
}

export function selectedDates(): string[] {
  return [...document.querySelectorAll<HTMLButtonElement>('button[data-date][aria-selected="true"]')].map(
    (button) => button.dataset.date ?? '',
  );
}

export const location = () => screen.getByRole('status', { name: 'location' }).textContent;
