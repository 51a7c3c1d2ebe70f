import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import type { Language } from '../../../i18n/I18nProvider';
import { hasSession, SESSION_KEY, startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { SignInForm } from '../components/SignInForm';

function renderForm(language: Language = 'en') {
  const environment = createMockEnvironment();
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<SignInForm />} />
      <Route path="/people" element={<p>people page</p>} />
    </Routes>,
    { environment, path: '/login', language },
  );
  return environment;
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^(Email|E-mail)/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^(Password|Wachtwoord)/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: /^(Sign in|Aanmelden)$/ }));
}

describe('SignInForm', () => {
  afterEach(() => window.localStorage.clear());

  it('sends the email and password in the signIn mutation, asking for the HttpOnly session cookie', () => {
    const environment = renderForm();
    submit(' admin@demo.be ', 'demo');
    const operation = environment.mock.getMostRecentOperation();
    expect([operation.request.node.operation.name, operation.request.variables]).toEqual([
      'useSignInMutation',
      { input: { email: 'admin@demo.be', password: 'demo', cookie: true } },
    ]);
  });

  it('shows the message of a userError and stays on the form', async () => {
    const environment = renderForm();
    submit('admin@demo.be', 'wrong');
    await resolveMostRecentOperation(environment, {
      SignInPayload: () => ({
        token: null,
        userErrors: [{ code: 'ACCOUNT_LOCKED', message: 'This account is locked.' }],
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toEqual('This account is locked.');
    expect(hasSession()).toBe(false);
    expect(screen.queryByText('people page')).toBeNull();
  });

  it('shows a wrong password in the viewer’s language by its spec code', async () => {
    const environment = renderForm('nl');
    submit('admin@demo.be', 'wrong');
    await resolveMostRecentOperation(environment, {
      SignInPayload: () => ({
        token: null,
        userErrors: [{ code: 'INVALID_CREDENTIALS', message: 'The email or password is wrong.' }],
      }),
    });
    expect((await screen.findByRole('alert')).textContent).toEqual('Het e-mailadres of het wachtwoord is fout.');
  });

  it('keeps only when the session ends, never a token, and opens /people', async () => {
    const environment = renderForm();
    submit('admin@demo.be', 'demo');
    const expiresAt = '2999-01-01T00:00:00.000Z';
    await resolveMostRecentOperation(environment, {
      SignInPayload: () => ({ token: null, expiresAt, userErrors: [] }),
    });
    expect(await screen.findByText('people page')).toBeTruthy();
    expect(hasSession()).toBe(true);
    expect({ ...window.localStorage }).toEqual({ [SESSION_KEY]: expiresAt });
  });

  it('counts a session whose end has passed as none', () => {
    startSession('2000-01-01T00:00:00.000Z');
    expect(hasSession()).toBe(false);
  });

  it('Says in words that the server could not be reached, not the browser’s "Failed to fetch"', async () => {
    const environment = renderForm();
    submit('admin@demo.be', 'demo');
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toEqual(
      'The server could not be reached. Check your connection and try again.',
    );
  });
});
