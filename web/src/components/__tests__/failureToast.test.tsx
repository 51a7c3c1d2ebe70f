import { fireEvent, screen } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { useT } from '../../i18n/I18nProvider';
import { renderWithProviders } from '../../test/relayTestUtils';
import { errorText, failureToast } from '../errorText';
import { useToast } from '../ToastProvider';

// A request that failed on the network or the server reads as a human sentence with a button that tries
// again, never the browser's 'Failed to fetch' or the gateway's 'Internal server error'.

function SyncButton({ attempt }: { attempt: () => Promise<void> }) {
  const t = useT();
  const toast = useToast();
  const run = async () => {
    try {
      await attempt();
      toast({ severity: 'success', message: 'Synced' });
    } catch (error) {
      toast(failureToast(t, error, () => void run()));
    }
  };
  return <button onClick={() => void run()}>Sync</button>;
}

describe('failureToast', () => {
  it('says the server could not be reached and tries again from the toast', async () => {
    const attempt = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(undefined);
    renderWithProviders(<SyncButton attempt={attempt} />, { environment: createMockEnvironment() });
    fireEvent.click(screen.getByRole('button', { name: 'Sync' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toEqual(
      'ErrorThe server could not be reached. Check your connection and try again.Try again',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('status')).textContent).toEqual('Synced');
    expect(attempt).toHaveBeenCalledTimes(2);
    // The first test renders MUI's snackbar cold: more than the default 5 s on a busy machine.
  }, 30_000);

  it('keeps a refusal’s own reason and offers no retry for it', async () => {
    const attempt = jest.fn<Promise<void>, []>().mockRejectedValue(new Error('This person is archived'));
    renderWithProviders(<SyncButton attempt={attempt} />, { environment: createMockEnvironment() });
    fireEvent.click(screen.getByRole('button', { name: 'Sync' }));
    expect((await screen.findByRole('alert')).textContent).toEqual('ErrorThis person is archived');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('reads a masked server error as a human sentence', () => {
    const t = (key: string) => key;
    const masked = Object.assign(new Error('Internal server error'), {
      source: { errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
    });
    expect([
      errorText(Object.assign(t, {}) as never, masked),
      errorText(t as never, new TypeError('Failed to fetch')),
    ]).toEqual(['SERVER_ERROR', 'NETWORK_ERROR']);
  });
});
