import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ArchivedBannerTestQuery } from '../../../__generated__/ArchivedBannerTestQuery.graphql';
import { profilePath } from '../../../paths';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { ArchivedBanner } from '../components/ArchivedBanner';
import { EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, lastOperation, permissions, personResolvers } from '../test/profileMocks';

// Its own router, to see the navigation to /people after a permanent delete.
const { renderWithRelay } = setupTestWrapper<ArchivedBannerTestQuery>({
  Component: ({ employee }) =>
    employee ? (
      <MemoryRouter initialEntries={[profilePath(EMPLOYEE_INTERNAL_ID)]}>
        <Routes>
          <Route path="/people/:id" element={<ArchivedBanner employee={employee} />} />
          <Route path="/people" element={<p>people list</p>} />
        </Routes>
      </MemoryRouter>
    ) : null,
  query: graphql`
    query ArchivedBannerTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ArchivedBanner_employee
      }
    }
  `,
});

const archived = (actions: Parameters<typeof permissions>[0]) =>
  personResolvers({ deleted: true, permissions: permissions(actions) });
const banner = () => screen.queryByRole('region', { name: 'Archived person' });

describe('ArchivedBanner', () => {
  it('is shown only for an archived person', () => {
    const first = renderWithRelay(
      personResolvers({ deleted: false, permissions: permissions(['unarchive', 'hardDelete']) }),
      { path: null },
    );
    expect(banner()).toBeNull();
    first.unmount();
    renderWithRelay(archived([]), { path: null });
    expect(banner()?.textContent).toEqual('Archived personAnn Peeters is archived.');
    expect(within(banner()!).queryAllByRole('button')).toEqual([]);
  });

  it('unarchives without confirmation and says PERSON_REACTIVATED', async () => {
    const { environment } = renderWithRelay(archived(['unarchive']), { path: null });
    expect(within(banner()!).queryByRole('button', { name: 'Delete permanently' })).toBeNull();
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Unarchive' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useUnarchiveEmployeeMutation',
      variables: { input: { employeeId: EMPLOYEE_ID } },
    });
    await resolveMostRecentOperation(environment, {
      EmployeePayload: () => ({
        employee: { id: EMPLOYEE_ID, deleted: false, permissions: permissions(['archive']) },
        userErrors: [],
      }),
    });
    expect((await screen.findByRole('status')).textContent).toEqual('ReactivatedThe person was reactivated.');
    expect(banner()).toBeNull();
  });

  it('deletes permanently after the dialog and the extra confirmation, then returns to /people with PERSON_DELETED', async () => {
    const { environment } = renderWithRelay(archived(['unarchive', 'hardDelete']), { path: null });
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Delete permanently' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ann Peeters permanently?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    // The first confirmation only leads to the extra one.
    expect(environment.mock.getAllOperations()).toEqual([]);
    const extra = screen.getByRole('dialog', { name: 'Are you sure?' });
    fireEvent.click(within(extra).getByRole('button', { name: 'Yes, delete permanently' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useDeleteEmployeePermanentlyMutation',
      variables: { input: { employeeId: EMPLOYEE_ID } },
    });
    await resolveMostRecentOperation(environment, {
      DeleteEmployeePayload: () => ({ deletedEmployeeId: EMPLOYEE_ID, userErrors: [] }),
    });
    expect(await screen.findByText('people list')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toEqual('DeletedThe person was deleted.');
  });

  it('stays on the profile when the extra confirmation is cancelled', async () => {
    const { environment } = renderWithRelay(archived(['hardDelete']), { path: null });
    fireEvent.click(within(banner()!).getByRole('button', { name: 'Delete permanently' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete permanently' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await act(async () => {});
    expect(environment.mock.getAllOperations()).toEqual([]);
    expect(banner()).toBeTruthy();
  });
});
