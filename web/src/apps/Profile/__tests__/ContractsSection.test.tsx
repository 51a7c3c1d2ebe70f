import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { ContractsSectionTestQuery } from '../../../__generated__/ContractsSectionTestQuery.graphql';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { startSession } from '../../../session';
import { ContractsSection } from '../components/ContractsSection';
import { EMPLOYEE_ID, lastOperation, permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<ContractsSectionTestQuery>({
  Component: ({ employee }) => (employee ? <ContractsSection employee={employee} /> : null),
  query: graphql`
    query ContractsSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ContractsSection_employee
      }
    }
  `,
});

const contracts = [
  {
    id: 'Q29udHJhY3Q6MQ==',
    contractName: 'Employment contract',
    dateCreated: '2023-01-10',
    status: 'SIGNED',
    dateSigned: '2023-01-12',
  },
  { id: 'Q29udHJhY3Q6Mg==', contractName: 'Car policy', dateCreated: '2024-02-01', status: 'SENT', dateSigned: null },
];

// Part 1 §9: Flex and Extra are editable, Student only deletable; all three are deleted by their day.
const oneDayContracts = [
  { date: '2026-06-25', contractType: 'Student' },
  { date: '2026-06-18', contractType: 'Flex' },
  { date: '2026-06-05', contractType: 'Extra' },
];

describe('ContractsSection', () => {
  it('lists each contract with its creation and signing dates and its status', () => {
    renderWithRelay(personResolvers({ contracts, oneDayContracts: [] }));
    const rows = within(screen.getByRole('list', { name: 'Contracts' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Employment contractCreated on 10/01/2023 · signed on 12/01/2023Signed',
      'Car policyCreated on 01/02/2024 · not signedSent',
    ]);
  });

  it('is left out without contract access, and when the field is null', () => {
    const first = renderWithRelay(personResolvers({ contracts, permissions: permissions([], ['contact']) }));
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();
    renderWithRelay(personResolvers({ contracts: null }));
    expect(screen.queryByRole('region')).toBeNull();
  });

  describe('the contract history export (part 2 §6)', () => {
    const url = '/api/contract/employee/1/list/excel';
    afterEach(() => jest.restoreAllMocks());

    it('is offered only with the URL the gateway answers to who may export', () => {
      const first = renderWithRelay(personResolvers({ contracts, contractHistoryExportUrl: null }));
      expect(screen.queryByRole('button', { name: 'Export history (.xlsx)' })).toBeNull();
      first.unmount();
      renderWithRelay(personResolvers({ contracts, contractHistoryExportUrl: url }));
      expect(screen.getByRole('button', { name: 'Export history (.xlsx)' })).toBeTruthy();
    });

    it('downloads the file at that URL (the session cookie goes along), under the name the server gave', async () => {
      startSession(null);
      const fetched = jest.fn(
        async (_url: string, _init?: RequestInit) =>
          new Response(new Blob(['xlsx']), {
            headers: { 'content-disposition': 'attachment; filename="contracts-1-2026-11-25.xlsx"' },
          }),
      );
      Object.assign(globalThis, { fetch: fetched });
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:1'), revokeObjectURL: jest.fn() });
      const clicked: string[] = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.download);
      });
      renderWithRelay(personResolvers({ contracts, contractHistoryExportUrl: url }));
      fireEvent.click(screen.getByRole('button', { name: 'Export history (.xlsx)' }));
      await waitFor(() => expect(clicked).toEqual(['contracts-1-2026-11-25.xlsx']));
      expect(fetched.mock.calls.map(([u, init]) => [u, init?.headers])).toEqual([[url, undefined]]);
    });
  });

  describe('one-day contracts (part 1 §2 modal: delete a one-day contract)', () => {
    const deleteButtons = () =>
      screen
        .queryAllByRole('button', { name: /^Delete the one-day contract of / })
        .map((b) => b.getAttribute('aria-label'));

    it('lists them by day with their type, each with a delete button when day contracts may be edited', () => {
      renderWithRelay(personResolvers({ contracts, oneDayContracts, permissions: permissions(['editDayContract']) }));
      const rows = within(screen.getByRole('list', { name: 'One-day contracts' })).getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual(['25/06/2026Student', '18/06/2026Flex', '05/06/2026Extra']);
      expect(deleteButtons()).toEqual([
        'Delete the one-day contract of 25/06/2026',
        'Delete the one-day contract of 18/06/2026',
        'Delete the one-day contract of 05/06/2026',
      ]);
    });

    it('offers no delete without editDayContract, and no list when there are none', () => {
      const first = renderWithRelay(
        personResolvers({ contracts, oneDayContracts, permissions: permissions(['edit']) }),
      );
      expect(screen.getByRole('list', { name: 'One-day contracts' })).toBeTruthy();
      expect(deleteButtons()).toEqual([]);
      first.unmount();
      renderWithRelay(
        personResolvers({ contracts, oneDayContracts: [], permissions: permissions(['editDayContract']) }),
      );
      expect(screen.queryByRole('list', { name: 'One-day contracts' })).toBeNull();
      expect(screen.getByRole('list', { name: 'Contracts' })).toBeTruthy();
    });

    it('deletes a Student contract through the dialog and shows the list the server answers', async () => {
      const { environment } = renderWithRelay(
        personResolvers({ contracts: [], oneDayContracts, permissions: permissions(['editDayContract']) }),
      );
      expect(screen.getByText('No contracts yet.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Delete the one-day contract of 25/06/2026' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete one-day contract' });
      expect(within(dialog).getByText('The one-day contract of 25/06/2026 will be deleted.')).toBeTruthy();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(lastOperation(environment)).toEqual({
        name: 'useDeleteOneDayContractMutation',
        variables: { input: { employeeId: EMPLOYEE_ID, contractStartDate: '2026-06-25' } },
      });
      await resolveMostRecentOperation(environment, {
        EmployeePayload: () => ({
          employee: {
            id: EMPLOYEE_ID,
            contracts: [],
            oneDayContracts: oneDayContracts.slice(1),
            permissions: permissions(['editDayContract']),
          },
          userErrors: [],
        }),
      });
      expect((await screen.findByRole('status')).textContent).toEqual('The one-day contract was deleted.');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(deleteButtons()).toEqual([
        'Delete the one-day contract of 18/06/2026',
        'Delete the one-day contract of 05/06/2026',
      ]);
    });

    it('cancelling the dialog sends nothing', async () => {
      const { environment } = renderWithRelay(
        personResolvers({ contracts, oneDayContracts, permissions: permissions(['editDayContract']) }),
      );
      fireEvent.click(screen.getByRole('button', { name: 'Delete the one-day contract of 18/06/2026' }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(environment.mock.getAllOperations()).toEqual([]);
    });
  });
});
