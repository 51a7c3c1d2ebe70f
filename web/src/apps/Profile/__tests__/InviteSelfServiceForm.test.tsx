import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { InviteSelfServiceFormTestQuery } from '../../../__generated__/InviteSelfServiceFormTestQuery.graphql';
import { profilePath } from '../../../paths';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { InviteSelfServiceForm } from '../components/InviteSelfServiceForm';
import { EMPLOYEE_ID, lastOperation, permissions, personResolvers } from '../test/profileMocks';

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

const sendTo = () => screen.getByRole('combobox', { name: 'Send the invitation to' });
const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const messageField = () => screen.getByRole('textbox', { name: 'Personal message (optional)' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

describe('InviteSelfServiceForm (part 1 §2 /people/{id}/invite, §4)', () => {
  it('offers the work and personal email, the work one first, and sends it with the message', () => {
    const { environment } = renderWithRelay(personResolvers(notOnboarded));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toEqual('Invite Ann Peeters to self-service');
    expect(within(sendTo()).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Work email: ann.peeters@demo.be',
      'Personal email: ann@example.com',
      'Another email address',
    ]);
    expect((sendTo() as HTMLSelectElement).value).toEqual('work');
    expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    fireEvent.change(messageField(), { target: { value: 'Welcome to the team!' } });
    expect(screen.getByText('20 / 400')).toBeTruthy();
    send();
    expect(lastOperation(environment)).toEqual({
      name: 'useInviteToSelfServiceMutation',
      variables: { input: { employeeId: EMPLOYEE_ID, email: 'ann.peeters@demo.be', optionalMessage: 'Welcome to the team!' } },
    });
  });

  it('sends to the personal email when chosen, without a message', () => {
    const { environment } = renderWithRelay(personResolvers(notOnboarded));
    fireEvent.change(sendTo(), { target: { value: 'personal' } });
    send();
    expect(lastOperation(environment).variables).toEqual({ input: { employeeId: EMPLOYEE_ID, email: 'ann@example.com', optionalMessage: null } });
  });

  it('checks another address before sending: required, then valid', () => {
    const { environment } = renderWithRelay(personResolvers(notOnboarded));
    fireEvent.change(sendTo(), { target: { value: 'other' } });
    send();
    expect(screen.getByText('Fill in the email address the invitation goes to.')).toBeTruthy();
    fireEvent.change(emailField(), { target: { value: 'ann@localhost' } });
    expect(screen.getByText('This is not a valid email address.')).toBeTruthy();
    expect(emailField().getAttribute('aria-invalid')).toEqual('true');
    send();
    expect(environment.mock.getAllOperations()).toEqual([]);
    fireEvent.change(emailField(), { target: { value: ' ann.peeters@gmail.com ' } });
    send();
    expect(lastOperation(environment).variables).toEqual({ input: { employeeId: EMPLOYEE_ID, email: 'ann.peeters@gmail.com', optionalMessage: null } });
  });

  it('asks for an address right away when the person has no email at all', () => {
    renderWithRelay(personResolvers({ ...notOnboarded, email: null, personalEmail: null }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(emailField()).toBeTruthy();
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
      EmployeePayload: () => ({ employee: null, userErrors: [{ code: 'ONBOARDING_FINISHED', message: 'finished', field: null }] }),
    });
    expect(screen.getByRole('alert').textContent).toEqual('Deze persoon heeft de onboarding afgerond: selfservice is al actief.');
    expect(screen.getByRole('button', { name: 'Uitnodiging versturen' })).toBeTruthy();
  });

  it('offers no form once onboarding is finished, nor without inviteSelfService; Cancel and Go back lead to the profile', () => {
    const first = renderWithRelay(personResolvers({ ...notOnboarded, onboardingFinished: true, selfServiceStatus: { state: 'ACTIVE', invitedAt: '2026-06-01T10:00:00Z' } }));
    expect(screen.getByText('This person has finished onboarding: self-service is active already.')).toBeTruthy();
    expect(screen.getByText('Invited on 01/06/2026')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toEqual(profilePath(EMPLOYEE_ID));
    first.unmount();
    const second = renderWithRelay(personResolvers({ ...notOnboarded, permissions: permissions(['edit']) }));
    expect(screen.getByText('You may not invite this person to self-service.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    second.unmount();
    renderWithRelay(personResolvers(notOnboarded));
    expect(screen.getByRole('form', { name: 'Invite to self-service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toEqual(profilePath(EMPLOYEE_ID));
  });
});
