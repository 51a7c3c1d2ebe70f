import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMockEnvironment } from 'relay-test-utils';
import { TestProviders } from '../../../test/relayTestUtils';
import { useCalendarSelection } from '../hooks/useCalendarSelection';
import { calendarDays } from '../test/daysOffMocks';

const wrapper = ({ children }: { children: ReactNode }) => (
  <TestProviders environment={createMockEnvironment()}>{children}</TestProviders>
);
const options = { bulk: false, sickLeaveSupport: false };

describe('useCalendarSelection', () => {
  it('part 1 §4, §8: a day of another year starts the selection over and says one year only, in red', () => {
    const days = [...calendarDays(2025).slice(-2), ...calendarDays(2026).slice(0, 2)];
    const { result } = renderHook(() => useCalendarSelection({ days, employeeId: 1, options }), { wrapper });
    act(() => result.current.onDayClick('2025-12-30', false));
    act(() => result.current.onDayClick('2025-12-31', false));
    act(() => result.current.onDayClick('2026-01-01', false));
    expect(result.current.selectedDates).toEqual(['2026-01-01']);
    const toast = screen.getByRole('alert');
    expect([toast.textContent, toast.classList.contains('MuiAlert-colorError')]).toEqual([
      'You can only select days of one year.',
      true,
    ]);
  });

  it('part 1 §8: the year-change reset says so only when days were selected', () => {
    const { result } = renderHook(() => useCalendarSelection({ days: calendarDays(2026), employeeId: 1, options }), {
      wrapper,
    });
    act(() => result.current.resetForYearChange());
    expect(screen.queryByRole('status')).toBeNull();
    act(() => result.current.onDayClick('2026-03-02', false));
    act(() => result.current.resetForYearChange());
    expect([result.current.selectedDates, screen.getByRole('status').textContent]).toEqual([
      [],
      'The selection was cleared because the year changed.',
    ]);
  });

  it('part 1 §4: the selected days carry the mode and the items the dialogs need', () => {
    const days = calendarDays(2026);
    const { result } = renderHook(() => useCalendarSelection({ days, employeeId: 7, options }), { wrapper });
    const click = result.current.onDayClick;
    act(() => click('2026-03-02', false));
    act(() => click('2026-03-04', true));
    expect(result.current.selection.map((day) => [day.date, day.mode, day.employeeId, day.items])).toEqual([
      ['2026-03-02', 'add', 7, []],
      ['2026-03-03', 'add', 7, []],
      ['2026-03-04', 'add', 7, []],
    ]);
    // The handler keeps its identity, so the memoized cells are not rendered again for it.
    expect(result.current.onDayClick).toBe(click);
  });
});
