import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { DeleteOneDayContractDialog } from '../components/DeleteOneDayContractDialog';
import { EMPLOYEE_ID, lastOperation } from '../test/profileMocks';

function Opener() {
  const [date, setDate] = useState<string | null>(null);
  return (
    <>
      <button onClick={() => setDate('2024-06-14')}>open</button>
      <DeleteOneDayContractDialog contractStartDate={date} onClose={() => setDate(null)} employeeId={EMPLOYEE_ID} />
    </>
  );
}

function open() {
  const environment = createMockEnvironment();
  renderWithProviders(<Opener />, { environment });
  fireEvent.click(screen.getByRole('button', { name: 'open' }));
  return environment;
}

describe('DeleteOneDayContractDialog', () => {
  it('deletes the one-day contract of the day after confirmation', async () => {
    const environment = open();
    const dialog = screen.getByRole('dialog', { name: 'Delete one-day contract' });
    expect(within(dialog).getByText('The one-day contract of 14/06/2024 will be deleted.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useDeleteOneDayContractMutation',
      variables: { input: { employeeId: EMPLOYEE_ID, contractStartDate: '2024-06-14' } },
    });
    await resolveMostRecentOperation(environment, { EmployeePayload: () => ({ employee: null, userErrors: [] }) });
    expect((await screen.findByRole('status')).textContent).toEqual('The one-day contract was deleted.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('sends nothing when cancelled', async () => {
    const environment = open();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(environment.mock.getAllOperations()).toEqual([]);
  });
});
