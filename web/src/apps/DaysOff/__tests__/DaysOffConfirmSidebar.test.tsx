import { fireEvent, screen, within } from '@testing-library/react';
import { createMockEnvironment } from 'relay-test-utils';
import { renderWithProviders } from '../../../test/relayTestUtils';
import { DaysOffConfirmSidebar, type DaysOffConfirmResult } from '../components/DaysOffConfirmSidebar';

function show(result: DaysOffConfirmResult | null, open = true) {
  const onClose = jest.fn();
  renderWithProviders(<DaysOffConfirmSidebar open={open} result={result} onClose={onClose} />, {
    environment: createMockEnvironment(),
  });
  return onClose;
}

describe('DaysOffConfirmSidebar', () => {
  it('part 1 §2, §9: after adding, sums up what was added on which days, DD/MM/YYYY', () => {
    show({ kind: 'added', count: 3, dates: ['2026-07-08', '2026-07-06', '2026-07-07'] });
    const sidebar = screen.getByRole('dialog', { name: 'Days off added' });
    expect([
      within(sidebar).getByText('Added: 3. On:') !== null,
      within(sidebar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ]).toEqual([true, ['06/07/2026', '07/07/2026', '08/07/2026']]);
  });

  it('part 1 §2: after removing, says what was removed, and closes with its button', () => {
    const onClose = show({ kind: 'removed', count: 1, dates: ['2026-12-25'] });
    const sidebar = screen.getByRole('dialog', { name: 'Days off removed' });
    const text = within(sidebar).getByText('Removed: 1. On:') !== null;
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Close' }));
    expect([
      text,
      within(sidebar)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      onClose.mock.calls.length,
    ]).toEqual([true, ['25/12/2026'], 1]);
  });

  it('stays closed without a result', () => {
    show(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
