import {
  RED_SELECTION_TOASTS,
  resetOnYearChange,
  selectRange,
  toggleDay,
  type SelectedDay,
  type SelectionOptions,
  type SelectionResult,
  type SelectionToast,
} from '@people/domain/calendar';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { selectableDay, type CalendarDayData } from '../calendarDays';

type SelectionInput = {
  days: ReadonlyArray<CalendarDayData>;
  /** The person's REST id (SelectableDay.employeeId). */
  employeeId: number;
  options: SelectionOptions;
};

/**
 * The calendar selection of part 1 §4 with domain calendar's rules: a click toggles a day, a
 * shift-click selects the range from the last clicked day (one month only), another year starts over.
 * The toasts of part 1 §8 go through the app's ToastProvider, the one-year and one-month ones red.
 * `onDayClick` keeps its identity, so the memoized calendar cells do not render again for it.
 */
export function useCalendarSelection({ days, employeeId, options }: SelectionInput) {
  const t = useT();
  const showToast = useToast();
  const [selection, setSelection] = useState<readonly SelectedDay[]>([]);
  // The handlers read the latest values through refs instead of depending on them.
  const state = useRef({ selection, anchor: null as string | null, days, employeeId, options, t, showToast });
  state.current = { ...state.current, selection, days, employeeId, options, t, showToast };
  const byDate = useMemo(() => new Map(days.map((day) => [day.date, day])), [days]);
  const byDateRef = useRef(byDate);
  byDateRef.current = byDate;

  const apply = useCallback((result: SelectionResult) => {
    state.current.selection = result.selection;
    setSelection(result.selection);
    if (result.toast) toast(state.current, result.toast);
  }, []);

  const onDayClick = useCallback(
    (date: string, shiftKey: boolean) => {
      const { selection: current, anchor, employeeId: person, options: rules } = state.current;
      const day = byDateRef.current.get(date);
      if (!day) return;
      const clicked = selectableDay(day, person);
      const from = anchor ? byDateRef.current.get(anchor) : undefined;
      state.current.anchor = date;
      if (shiftKey && from) {
        const dayAt = (iso: string) => {
          const found = byDateRef.current.get(iso);
          return found
            ? selectableDay(found, person)
            : { date: iso, employeeId: person, items: [], oneDayContract: false };
        };
        apply(selectRange(current, selectableDay(from, person), clicked, dayAt, rules));
      } else {
        apply(toggleDay(current, clicked, rules));
      }
    },
    [apply],
  );

  const clear = useCallback(() => {
    state.current.anchor = null;
    apply({ selection: [], toast: null });
  }, [apply]);

  /** part 1 §8: changing the shown year resets the selection, with a message when there was one. */
  const resetForYearChange = useCallback(() => {
    state.current.anchor = null;
    apply(resetOnYearChange(state.current.selection));
  }, [apply]);

  const selectedDates = useMemo(() => selection.map((day) => day.date), [selection]);
  return { selection, selectedDates, onDayClick, clear, resetForYearChange };
}

function toast(current: { t: ReturnType<typeof useT>; showToast: ReturnType<typeof useToast> }, code: SelectionToast) {
  current.showToast({ severity: RED_SELECTION_TOASTS.includes(code) ? 'error' : 'info', message: current.t(code) });
}
