import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { ProfileActionsMenuTestQuery } from '../../../__generated__/ProfileActionsMenuTestQuery.graphql';
import { terminatePath } from '../../../paths';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { ProfileActionsMenu } from '../components/ProfileActionsMenu';
import { EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, lastOperation, permissions, personResolvers } from '../test/profileMocks';
import { currentYear } from '../../DaysOff/daysOffStorage';

const { renderWithRelay } = setupTestWrapper<ProfileActionsMenuTestQuery>({
  Component: ({ employee }) => (employee ? <ProfileActionsMenu employee={employee} /> : null),
  query: graphql`
    query ProfileActionsMenuTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...ProfileActionsMenu_employee
      }
    }
  `,
});

// The menu's code loads when it is first opened.
async function openMenu(): Promise<string[]> {
  fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
}

async function choose(item: string) {
  fireEvent.click(screen.getByRole('menuitem', { name: item }));
  return screen.findByRole('dialog');
}

describe('ProfileActionsMenu', () => {
  it('offers exactly the actions the permissions allow, in the spec’s order', async () => {
    renderWithRelay(
      personResolvers({
        permissions: permissions(['setSensitive', 'archive', 'terminate', 'relink', 'sync', 'unlink']),
      }),
    );
    expect(await openMenu()).toEqual([
      'Terminate',
      'Archive person',
      'Sync person data',
      'Unlink person',
      'Relink person',
      'Set sensitive profile',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Terminate' }).getAttribute('href')).toEqual(
      terminatePath(EMPLOYEE_INTERNAL_ID),
    );
  });

  describe('terminate under a restricted Dimona account (part 1 §6, part 2 §6)', () => {
    // The gateway answers terminationBlockedReason for a company with enable_dimona_restricted_account.
    const restricted = permissions(['terminate', 'archive'], undefined, 'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED');

    it('keeps Terminate in the menu but shows the warning toast instead of opening the termination page', async () => {
      const { environment } = renderWithRelay(personResolvers({ permissions: restricted }));
      expect(await openMenu()).toEqual(['Terminate', 'Archive person']);
      const terminate = screen.getByRole('menuitem', { name: 'Terminate' });
      expect(terminate.getAttribute('href')).toBeNull();
      fireEvent.click(terminate);
      expect((await screen.findByRole('alert')).textContent).toEqual(
        'Your company has a restricted Dimona account: this action is blocked.',
      );
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      expect(environment.mock.getAllOperations()).toEqual([]);
    });

    it('says so in the viewer’s language', async () => {
      renderWithRelay(personResolvers({ permissions: restricted }), { language: 'fr' });
      fireEvent.click(screen.getByRole('button', { name: 'Actions' }));
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Mettre fin au contrat' }));
      expect((await screen.findByRole('alert')).textContent).toEqual(
        'Votre entreprise a un compte Dimona restreint : cette action est bloquée.',
      );
    });
  });

  it('leaves out what is not allowed, and the whole menu when nothing is', async () => {
    const first = renderWithRelay(personResolvers({ permissions: permissions(['archive', 'historyLink']) }));
    expect(await openMenu()).toEqual(['Archive person']);
    first.unmount();
    renderWithRelay(personResolvers({ permissions: permissions(['historyLink', 'edit']) }));
    expect(screen.queryByRole('button', { name: 'Actions' })).toBeNull();
  });

  describe('archive', () => {
    it('does nothing until the confirmation box is ticked', async () => {
      const { environment } = renderWithRelay(personResolvers({ permissions: permissions(['archive']) }));
      await openMenu();
      const dialog = await choose('Archive person');
      expect(within(dialog).getByRole('heading').textContent).toEqual('Archive Ann Peeters?');
      const archive = within(dialog).getByRole('button', { name: 'Archive' });
      expect((archive as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(archive);
      expect(environment.mock.getAllOperations()).toEqual([]);
    });

    it('repeats the call with the accumulated confirmation codes until none is requested', async () => {
      const { environment } = renderWithRelay(personResolvers({ permissions: permissions(['archive']) }));
      await openMenu();
      const dialog = await choose('Archive person');
      fireEvent.click(within(dialog).getByRole('checkbox', { name: 'I confirm that I want to archive Ann Peeters' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
      expect(lastOperation(environment)).toEqual({
        name: 'useArchiveEmployeeMutation',
        variables: { input: { employeeId: EMPLOYEE_ID, confirmed: true, confirmations: null } },
      });

      // Round 1: two codes to confirm.
      await resolveMostRecentOperation(environment, {
        ArchiveEmployeePayload: () => ({
          employee: null,
          confirmationNeeded: ['PERSON_IS_MANAGER', 'PERSON_HAS_SELFSERVICE_ACCESS'],
          userErrors: [],
        }),
      });
      const codes = () =>
        within(
          within(screen.getByRole('dialog', { name: 'Are you sure?' })).getByRole('list', {
            name: 'Confirmations needed',
          }),
        )
          .getAllByRole('listitem')
          .map((item) => item.textContent);
      expect(codes()).toEqual([
        'Others report to this person: they will have no manager any more.',
        'This person will lose their self-service access.',
      ]);
      fireEvent.click(screen.getByRole('button', { name: 'I am sure' }));
      expect(lastOperation(environment).variables).toEqual({
        input: {
          employeeId: EMPLOYEE_ID,
          confirmed: true,
          confirmations: 'PERSON_IS_MANAGER,PERSON_HAS_SELFSERVICE_ACCESS',
        },
      });

      // Round 2: more codes (one already accepted is not repeated; an unknown code is shown as is).
      await resolveMostRecentOperation(environment, {
        ArchiveEmployeePayload: () => ({
          employee: null,
          confirmationNeeded: ['PERSON_HAS_SELFSERVICE_ACCESS', 'PERSON_HAS_FUTURE_ONE_DAY_CONTRACTS', 'SOMETHING_NEW'],
          userErrors: [],
        }),
      });
      expect(codes()).toEqual([
        'This person will lose their self-service access.',
        'One-day contracts are planned for this person from today on.',
        'SOMETHING_NEW',
      ]);
      fireEvent.click(screen.getByRole('button', { name: 'I am sure' }));
      expect(lastOperation(environment).variables).toEqual({
        input: {
          employeeId: EMPLOYEE_ID,
          confirmed: true,
          confirmations:
            'PERSON_IS_MANAGER,PERSON_HAS_SELFSERVICE_ACCESS,PERSON_HAS_FUTURE_ONE_DAY_CONTRACTS,SOMETHING_NEW',
        },
      });

      // Done: archived.
      await resolveMostRecentOperation(environment, {
        ArchiveEmployeePayload: () => ({
          employee: { id: EMPLOYEE_ID, deleted: true, permissions: permissions(['unarchive']) },
          confirmationNeeded: [],
          userErrors: [],
        }),
      });
      expect((await screen.findByRole('status')).textContent).toEqual('The person was archived.');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(environment.mock.getAllOperations()).toEqual([]);
    });

    it('shows a refusal (open contract) in the dialog', async () => {
      const { environment } = renderWithRelay(personResolvers({ permissions: permissions(['archive']) }), {
        language: 'nl',
      });
      fireEvent.click(screen.getByRole('button', { name: 'Acties' }));
      const dialog = await choose('Persoon archiveren');
      fireEvent.click(within(dialog).getByRole('checkbox'));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Archiveren' }));
      await resolveMostRecentOperation(environment, {
        ArchiveEmployeePayload: () => ({
          employee: null,
          confirmationNeeded: [],
          userErrors: [{ code: 'OPEN_CONTRACT', message: 'The person has an open contract.' }],
        }),
      });
      expect(
        within(screen.getByRole('dialog')).getByText(
          /Een persoon met een lopend contract kan niet gearchiveerd worden/,
        ),
      ).toBeTruthy();
      expect(screen.queryByRole('status')).toBeNull();
    });
  });

  it('sets the profile sensitive after its confirmation dialog', async () => {
    const { environment } = renderWithRelay(personResolvers({ permissions: permissions(['setSensitive']) }));
    await openMenu();
    const dialog = await choose('Set sensitive profile');
    expect(within(dialog).getByRole('heading').textContent).toEqual('Make this profile sensitive?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make sensitive' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useSetSensitiveProfileMutation',
      variables: { input: { employeeId: EMPLOYEE_ID, sensitive: true } },
    });
    await resolveMostRecentOperation(environment, {
      EmployeePayload: () => ({
        employee: { id: EMPLOYEE_ID, sensitiveProfile: true, permissions: permissions(['setSensitive']) },
        userErrors: [],
      }),
    });
    expect((await screen.findByRole('status')).textContent).toEqual('The profile is now sensitive.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await openMenu()).toEqual(['Remove sensitive profile']);
  });

  it('cancelling the sensitive dialog sends nothing; a sensitive profile is made visible again', async () => {
    const { environment } = renderWithRelay(
      personResolvers({ sensitiveProfile: true, permissions: permissions(['setSensitive']) }),
    );
    await openMenu();
    const dialog = await choose('Remove sensitive profile');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(environment.mock.getAllOperations()).toEqual([]);
    await openMenu();
    fireEvent.click(within(await choose('Remove sensitive profile')).getByRole('button', { name: 'Make visible' }));
    expect(lastOperation(environment).variables).toEqual({ input: { employeeId: EMPLOYEE_ID, sensitive: false } });
  });

  it('unlinks and relinks through the relink/unlink modal', async () => {
    const { environment } = renderWithRelay(personResolvers({ permissions: permissions(['unlink']) }));
    await openMenu();
    const dialog = await choose('Unlink person');
    expect(within(dialog).getByRole('heading').textContent).toEqual('Unlink Ann Peeters?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink person' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useUnlinkPersonMutation',
      variables: { input: { employeeId: EMPLOYEE_ID } },
    });
    await resolveMostRecentOperation(environment, {
      EmployeePayload: () => ({ employee: { id: EMPLOYEE_ID, permissions: permissions(['relink']) }, userErrors: [] }),
    });
    expect((await screen.findByRole('status')).textContent).toEqual('The person was unlinked.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await openMenu()).toEqual(['Relink person']);
    fireEvent.click(within(await choose('Relink person')).getByRole('button', { name: 'Relink person' }));
    expect(lastOperation(environment).name).toEqual('useRelinkPersonMutation');
  });

  it('syncs the person data and says whether it worked', async () => {
    const { environment } = renderWithRelay(personResolvers({ permissions: permissions(['sync']) }));
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Sync person data' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useSyncPersonMutation',
      variables: { input: { employeeId: EMPLOYEE_ID }, daysOffYear: currentYear(), budgetsYear: currentYear() },
    });
    await resolveMostRecentOperation(environment, {
      EmployeePayload: () => ({
        employee: null,
        userErrors: [{ code: 'SYNC_FAILED', message: 'The payroll provider did not answer.' }],
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toEqual('ErrorThe payroll provider did not answer.');
  });
});
