import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { EMPLOYEE_ID, lastOperation } from '../../Profile/test/profileMocks';
import { DayContractDialog } from '../components/DayContractDialog';

// The dialog's form renders some forty MUI fields; on a loaded machine that takes longer than jest's 5 s default.
jest.setTimeout(30_000);

describe('DayContractDialog (part 1 §2 modal "edit day contract")', () => {
  it('loads the Dimona status of the day and shows its form', async () => {
    const environment = createMockEnvironment();
    const onClose = jest.fn();
    renderWithProviders(<DayContractDialog employeeId={EMPLOYEE_ID} date="2026-06-18" onClose={onClose} />, {
      environment,
    });
    const dialog = screen.getByRole('dialog', { name: 'Day contract of 18/06/2026' });
    expect(lastOperation(environment)).toEqual({
      name: 'DayContractDialogQuery',
      variables: { id: EMPLOYEE_ID, date: '2026-06-18' },
    });
    await resolveMostRecentOperation(environment, {
      Employee: () => ({ id: EMPLOYEE_ID, permissions: { actions: ['editDayContract'] } }),
      DimonaStatus: () => ({
        contractStartDate: '2026-06-18',
        parCom: '302',
        plannedHoursNbr: null,
        contractType: 'FLEX',
        startingHour: 1080,
        endingHour: 1320,
        pauseMinutes: 0,
        editBlock: null,
        extraShifts: [],
        now: { date: '2026-06-15', minutes: 600 },
        declaration: null,
        functionCode: null,
      }),
      DimonaDetails: () => ({
        employmentStatus: 'Workman',
        riskClass: '001',
        durationType: 'singleDay',
        rszCategory: null,
        divisionId: null,
      }),
      Integration: () => ({
        parcoms: ['302'],
        rszCategories: [],
        divisions: [],
        features: ['dimona-edit/push'],
        flexiJointCommittees: [],
      }),
    });
    const form = await within(dialog).findByRole('form', { name: 'Edit day contract' });
    expect((within(form).getByLabelText(/End hour/) as HTMLInputElement).value).toEqual('22:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
