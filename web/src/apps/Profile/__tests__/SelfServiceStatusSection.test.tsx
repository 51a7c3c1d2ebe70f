import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { SelfServiceStatusSectionTestQuery } from '../../../__generated__/SelfServiceStatusSectionTestQuery.graphql';
import { invitePath } from '../../../paths';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { SelfServiceStatusSection } from '../components/SelfServiceStatusSection';
import { EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, lastOperation, permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<SelfServiceStatusSectionTestQuery>({
  Component: ({ employee }) => (employee ? <SelfServiceStatusSection employee={employee} /> : null),
  query: graphql`
    query SelfServiceStatusSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...SelfServiceStatusSection_employee
      }
    }
  `,
});

const blocked = { pincodeSet: true, blocked: true, onboardingFinished: true, state: 'BLOCKED', invitedAt: null };
const invite = { pincodeSet: false, blocked: false, onboardingFinished: false, state: 'INVITE', invitedAt: null };
const editor = permissions(['edit', 'resetPincode', 'inviteSelfService']);

async function openResetModal() {
  const button = screen.getByRole('button', { name: 'Reset PIN' });
  fireEvent.click(button);
  return screen.findByRole('dialog', { name: 'Reset the PIN?' });
}

describe('SelfServiceStatusSection', () => {
  it('shows a blocked pincode with the red Reset PIN button', () => {
    renderWithRelay(personResolvers({ selfServiceStatus: blocked, permissions: editor }));
    const region = screen.getByRole('region', { name: 'Self-service' });
    expect(within(region).getByText('The pincode is blocked after a wrong social security number.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Reset PIN' }).className).toContain('MuiButton-colorError');
  });

  it('Cancel closes the reset modal and sends nothing', async () => {
    const { environment } = renderWithRelay(personResolvers({ selfServiceStatus: blocked, permissions: editor }));
    const dialog = await openResetModal();
    expect(within(dialog).getByText(/Ann Peeters is blocked from self-service/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('Reset PIN sends resetPincode, then shows the pincode unblocked and a toast', async () => {
    const { environment } = renderWithRelay(personResolvers({ selfServiceStatus: blocked, permissions: editor }));
    const dialog = await openResetModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset PIN' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useResetPincodeMutation',
      variables: { input: { employeeId: EMPLOYEE_ID } },
    });

    await resolveMostRecentOperation(environment, {
      EmployeePayload: () => ({
        employee: {
          id: EMPLOYEE_ID,
          selfServiceStatus: { pincodeSet: false, blocked: false, onboardingFinished: true, invitedAt: null },
          permissions: editor,
        },
        userErrors: [],
      }),
    });
    expect((await screen.findByRole('status')).textContent).toEqual('The PIN was reset.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Self-service is active.')).toBeTruthy();
    expect(screen.getByText('No pincode is set yet.')).toBeTruthy();
  });

  it('keeps the modal open with the reason when the reset is refused', async () => {
    const { environment } = renderWithRelay(personResolvers({ selfServiceStatus: blocked, permissions: editor }));
    const dialog = await openResetModal();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset PIN' }));
    await resolveMostRecentOperation(environment, {
      EmployeePayload: () => ({
        employee: null,
        userErrors: [{ code: 'PINCODE_NOT_BLOCKED', message: 'The pincode is not blocked.' }],
      }),
    });
    expect(within(screen.getByRole('dialog')).getByText('The pincode is not blocked.')).toBeTruthy();
  });

  it('offers the invitation while onboarding is not finished', () => {
    renderWithRelay(personResolvers({ selfServiceStatus: invite, permissions: editor }));
    expect(screen.getByText('This person has not finished the self-service onboarding.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Invite to self-service' }).getAttribute('href')).toEqual(
      invitePath(EMPLOYEE_INTERNAL_ID),
    );
    expect(screen.queryByText(/^Invited on/)).toBeNull();
  });

  it('says when the latest invitation was sent, DD/MM/YYYY (part 1 §9)', () => {
    renderWithRelay(
      personResolvers({ selfServiceStatus: { ...invite, invitedAt: '2026-06-14T08:30:00Z' }, permissions: editor }),
      { language: 'nl' },
    );
    expect(screen.getByText('Uitgenodigd op 14/06/2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Uitnodigen voor selfservice' })).toBeTruthy();
  });

  it('offers the reset only with the resetPincode action, the invite only with inviteSelfService', () => {
    const first = renderWithRelay(
      personResolvers({ selfServiceStatus: blocked, permissions: permissions(['edit', 'inviteSelfService']) }),
    );
    expect(screen.queryByRole('button')).toBeNull();
    first.unmount();
    renderWithRelay(personResolvers({ selfServiceStatus: invite, permissions: permissions(['edit']) }));
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is left out when selfServiceStatus is not in the permissions', () => {
    renderWithRelay(personResolvers({ selfServiceStatus: blocked, permissions: permissions(['edit'], ['contact']) }));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
