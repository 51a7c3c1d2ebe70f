import { fireEvent, screen } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { InviteSelfServiceFormTestQuery } from '../../../__generated__/InviteSelfServiceFormTestQuery.graphql';
import { profilePath } from '../../../paths';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { InviteSelfServiceForm } from '../components/InviteSelfServiceForm';
import { EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, lastOperation, permissions, personResolvers } from '../test/profileMocks';

const { renderWithRelay } = setupTestWrapper<InviteSelfServiceFormTestQuery>({
  Component: ({ employee }) => (employee ? <InviteSelfServiceForm employee={employee} /> : null),
  query: graphql`
    query InviteSelfServiceFormTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...InviteSelfServiceForm_employee
      }
    }
  `,
});

const notOnboarded = {
  email: 'ann.peeters@demo.be',
  personalEmail: 'ann@example.com',
  onboardingFinished: false,
  selfServiceStatus: { state: 'INVITE', invitedAt: null },
  permissions: permissions(['edit', 'inviteSelfService']),
};

const messageField = () => screen.getByRole('textbox', { name: 'Personal message (optional)' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

describe('InviteSelfServiceForm (part 1 §2 /people/{id}/invite, §4)', () => {
  it('shows the work email on file, offers no address field, and sends only the message', () => {
    const { environment } = renderWithRelay(personResolvers(notOnboarded));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toEqual('Invite Ann Peeters to self-service');
    expect(screen.getByText('The invitation goes to ann.peeters@demo.be, the email on file.')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    fireEvent.change(messageField(), { target: { value: 'Welcome to the team!' } });
    expect(screen.getByText('20 / 400')).toBeTruthy();
    send();
    expect(lastOperation(environment)).toEqual({
      name: 'useInviteToSelfServiceMutation',
      variables: { input: { employeeId: EMPLOYEE_ID, optionalMessage: 'Welcome to the team!' } },
    });
  });

  it('falls back to the personal email, without a message', () => {
    const { environment } = renderWithRelay(personResolvers({ ...notOnboarded, email: null }));
    expect(screen.getByText('The invitation goes to ann@example.com, the email on file.')).toBeTruthy();
    send();
    expect(lastOperation(environment).variables).toEqual({ input: { employeeId: EMPLOYEE_ID, optionalMessage: null } });
  });

  it('says so and sends nothing when the person has no email at all', () => {
    const { environment } = renderWithRelay(personResolvers({ ...notOnboarded, email: null, personalEmail: null }));
    expect(
      screen.getByText('This person has no work or personal email on file: add one to the profile first.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement).disabled).toBe(true);
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('turns the counter red above 400 characters, says so, and sends nothing', () => {
    const { environment } = renderWithRelay(personResolvers(notOnboarded));
    fireEvent.change(messageField(), { target: { value: 'x'.repeat(401) } });
    expect(screen.getByText('401 / 400').className).toContain('Mui-error');
    expect(screen.getByText('Your message has to be at most 400 characters.')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Send invitation' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form')!);
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('shows a refusal of the server in the viewer’s language and stays on the form', async () => {
    const { environment } = renderWithRelay(personResolvers(notOnboarded), { language: 'nl' });
    fireEvent.click(screen.getByRole('button', { name: 'Uitnodiging versturen' }));
    await resolveMostRecentOperation(environment, {
      EmployeePayload: () => ({
        employee: null,
        userErrors: [{ code: 'ONBOARDING_FINISHED', message: 'finished', field: null }],
      }),
    });
    expect(screen.getByRole('alert').textContent).toEqual(
      'Deze persoon heeft de onboarding afgerond: selfservice is al actief.',
    );
    expect(screen.getByRole('button', { name: 'Uitnodiging versturen' })).toBeTruthy();
  });

  it('offers no form once onboarding is finished, nor without inviteSelfService; Cancel and Go back lead to the profile', () => {
    const first = renderWithRelay(
      personResolvers({
        ...notOnboarded,
        onboardingFinished: true,
        selfServiceStatus: { state: 'ACTIVE', invitedAt: '2026-06-01T10:00:00Z' },
      }),
    );
    expect(screen.getByText('This person has finished onboarding: self-service is active already.')).toBeTruthy();
    expect(screen.getByText('Invited on 01/06/2026')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toEqual(
      profilePath(EMPLOYEE_INTERNAL_ID),
    );
    first.unmount();
    const second = renderWithRelay(personResolvers({ ...notOnboarded, permissions: permissions(['edit']) }));
    expect(screen.getByText('You may not invite this person to self-service.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    second.unmount();
    renderWithRelay(personResolvers(notOnboarded));
    expect(screen.getByRole('form', { name: 'Invite to self-service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toEqual(
      profilePath(EMPLOYEE_INTERNAL_ID),
    );
  });
});
