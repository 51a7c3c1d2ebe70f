import { fireEvent, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { useT } from '../../i18n/I18nProvider';
import { renderWithProviders } from '../../test/relayTestUtils';
import { useToast } from '../ToastProvider';
import { undoToast } from '../undoToast';

type Restore = () => Promise<{ userErrors: { code: string; message: string }[] }>;

function DeleteButton({ restore }: { restore: Restore }) {
  const t = useT();
  const toast = useToast();
  return <button onClick={() => toast(undoToast(t, toast, 'Deleted', restore))}>Delete</button>;
}

describe('undoToast', () => {
  it('offers Undo as a real button in the tab order', async () => {
    renderWithProviders(<DeleteButton restore={jest.fn()} />, { environment: createMockEnvironment() });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const undo = within(await screen.findByRole('status')).getByRole('button', { name: 'Undo' });
    expect([undo.tagName, undo.tabIndex, undo.closest('[aria-hidden="true"]')]).toEqual(['BUTTON', 0, null]);
  }, 30_000);

  it('a restore that failed on the network can be tried again from its toast', async () => {
    const restore = jest
      .fn<ReturnType<Restore>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce({ userErrors: [] });
    renderWithProviders(<DeleteButton restore={restore} />, { environment: createMockEnvironment() });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('status')).getByRole('button', { name: 'Undo' }));
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByRole('status')).textContent).toEqual('Restored.');
    expect(restore).toHaveBeenCalledTimes(2);
  });

  it('a refusal without a restore text of its own reads as any userError', async () => {
    const restore = jest
      .fn<ReturnType<Restore>, []>()
      .mockResolvedValue({ userErrors: [{ code: 'READ_ONLY', message: 'This account is read-only.' }] });
    renderWithProviders(<DeleteButton restore={restore} />, { environment: createMockEnvironment() });
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('status')).getByRole('button', { name: 'Undo' }));
    expect((await screen.findByRole('alert')).textContent).toEqual('ErrorThis account is read-only.');
  });
});
