import { styled } from '@mui/material/styles';
import { addDays, addMonths, daysInMonth, monthOf, weekdayMondayFirst, yearOf } from '@people/domain/dates';
import { memo, useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { formatDateWith, formatMonth } from '../../../i18n/formatDate';
import { useT, type Translator } from '../../../i18n/I18nProvider';
import { calendarMonths, type CalendarDayData, type CalendarMonthData } from '../calendarDays';
import { CalendarDayCell } from './CalendarDayCell';

type YearProps = {
  year: number;
  /** Every day of the year, 1 January first (EmployeeCalendar.days). */
  days: ReadonlyArray<CalendarDayData>;
  /** ISO dates of the selected days. */
  selectedDates: ReadonlyArray<string>;
  hidden: ReadonlySet<string>;
  /** Must keep its identity across renders, or every cell renders again. */
  onDayClick(date: string, shiftKey: boolean): void;
};

// 1 January 2024 was a Monday: the weekday names from there, Monday first (part 1 §2).
const A_MONDAY = Date.UTC(2024, 0, 1);

/** The month and weekday names in the viewer's language, through Intl. */
function calendarNames(t: Translator, year: number) {
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const date = A_MONDAY + i * 86_400_000;
    return {
      short: formatDateWith(t, date, { weekday: 'short', timeZone: 'UTC' }),
      long: formatDateWith(t, date, { weekday: 'long', timeZone: 'UTC' }),
    };
  });
  return { months: Array.from({ length: 12 }, (_, i) => formatMonth(t, year, i + 1)), weekdays };
}

/**
 * The yearly calendar of part 1 §2: 12 months, weeks starting on Monday. Pure and Relay-free: the
 * parent reads the year with one fragment and hands the days down, so a selection change costs a
 * comparison per month and a render of the changed cells only (bench/calendarRender.ts).
 * One tab stop for the year (roving tabindex): the arrow keys, Home/End and PageUp/PageDown move it,
 * Enter and Space toggle the day as a click does, with Shift as a shift-click (part 1 §4).
 */
export const CalendarYear = memo(function CalendarYear({ year, days, selectedDates, hidden, onDayClick }: YearProps) {
  const t = useT();
  const months = useMemo(() => calendarMonths(days), [days]);
  const names = useMemo(() => calendarNames(t, year), [t, year]);
  // One string per month, so a month whose selection did not change gets equal props.
  const selectedByMonth = useMemo(() => {
    const byMonth: string[][] = Array.from({ length: 12 }, () => []);
    for (const date of selectedDates) byMonth[Number(date.slice(5, 7)) - 1]?.push(date);
    return byMonth.map((dates) => dates.sort().join(','));
  }, [selectedDates]);
  const dates = useMemo(() => new Set(days.map((day) => day.date)), [days]);
  // The tab stop is the day last focused, clicked or moved to; before that today, or 1 January.
  const [active, setActive] = useState<string | null>(null);
  const focused =
    active !== null && dates.has(active) ? active : (days.find((day) => day.flags.today) ?? days[0])?.date;
  const rootRef = useRef<HTMLDivElement>(null);
  // A key moved the tab stop: the day gets the focus once its cell has rendered with tabIndex 0.
  const moved = useRef<string | null>(null);
  useEffect(() => {
    const date = moved.current;
    if (date === null) return;
    moved.current = null;
    rootRef.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
  });
  const clickDay = useCallback(
    (date: string, shiftKey: boolean) => {
      setActive(date);
      onDayClick(date, shiftKey);
    },
    [onDayClick],
  );
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const date = (event.target as HTMLElement).dataset.date;
    if (date) setActive(date);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const date = (event.target as HTMLElement).dataset.date;
    if (!date || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      // Instead of the button's own click, which would lose the Shift of Shift+Space.
      event.preventDefault();
      if (!event.repeat) clickDay(date, event.shiftKey);
      return;
    }
    const next = keyTarget(date, event.key);
    if (next === null) return;
    event.preventDefault();
    // part 1 §4: the selection is of one year; the keys stay within the year shown.
    if (!dates.has(next)) return;
    if (next === active) {
      rootRef.current?.querySelector<HTMLElement>(`[data-date="${next}"]`)?.focus();
    } else {
      moved.current = next;
      setActive(next);
    }
  };
  return (
    <CalendarRoot ref={rootRef} onFocus={onFocus} onKeyDown={onKeyDown}>
      {months.map((month) => (
        <CalendarMonth
          key={month.month}
          month={month}
          title={names.months[month.month - 1]}
          weekdays={names.weekdays}
          selected={selectedByMonth[month.month - 1]}
          focused={focused !== undefined && Number(focused.slice(5, 7)) === month.month ? focused : null}
          hidden={hidden}
          onDayClick={clickDay}
        />
      ))}
    </CalendarRoot>
  );
});

type MonthProps = {
  month: CalendarMonthData;
  title: string;
  weekdays: ReadonlyArray<{ short: string; long: string }>;
  /** The month's selected dates, comma-joined. */
  selected: string;
  /** The year's tab stop, when it is in this month. */
  focused: string | null;
  hidden: ReadonlySet<string>;
  onDayClick(date: string, shiftKey: boolean): void;
};

const CalendarMonth = memo(function CalendarMonth({
  month,
  title,
  weekdays,
  selected,
  focused,
  hidden,
  onDayClick,
}: MonthProps) {
  const selectedSet = useMemo(() => new Set(selected === '' ? [] : selected.split(',')), [selected]);
  return (
    <table role="grid" aria-multiselectable="true" className="dc-month" aria-label={title}>
      <caption className="dc-month-title">{title}</caption>
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday.long} scope="col" abbr={weekday.long}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {month.weeks.map((week, index) => (
          <tr key={index}>
            {week.map((day, weekday) =>
              // The day's button is the gridcell; a place outside the month is an empty one, so the columns stay the weekdays.
              day ? (
                <td key={weekday} role="presentation">
                  <CalendarDayCell
                    day={day}
                    selected={selectedSet.has(day.date)}
                    tabbable={day.date === focused}
                    hidden={hidden}
                    onDayClick={onDayClick}
                  />
                </td>
              ) : (
                <td key={weekday} role="gridcell" />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
});

/** Where a key moves the tab stop from `date`; null for a key that does not move it. */
function keyTarget(date: string, key: string): string | null {
  const weekday = weekdayMondayFirst(date);
  const month = monthOf(date);
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    // Each month is its own grid: Home and End stop at the first and last day of the week row shown.
    case 'Home': {
      const start = addDays(date, -weekday);
      return monthOf(start) === month ? start : `${month}-01`;
    }
    case 'End': {
      const end = addDays(date, 6 - weekday);
      return monthOf(end) === month ? end : `${month}-${daysInMonth(yearOf(date), Number(date.slice(5, 7)))}`;
    }
    // The same day of the month before or after, or that month's last day (31 January → 28 February).
    case 'PageUp':
      return addMonths(date, -1);
    case 'PageDown':
      return addMonths(date, 1);
    default:
      return null;
  }
}

// One class for the whole year (emotion styles once), plain class names per cell: no per-cell styling work.
const CalendarRoot = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  '.dc-month': { width: '100%', borderCollapse: 'separate', borderSpacing: 2, tableLayout: 'fixed' },
  '.dc-month-title': {
    ...theme.typography.subtitle2,
    textAlign: 'left',
    textTransform: 'capitalize',
    paddingBottom: 4,
  },
  '.dc-month th': { ...theme.typography.caption, color: theme.palette.text.secondary, fontWeight: 500 },
  '.dc-month td': { padding: 0, height: 46, verticalAlign: 'top' },
  '.dc-cell': {
    position: 'relative',
    display: 'block',
    width: '100%',
    height: '100%',
    padding: 2,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 4,
    background: theme.palette.background.paper,
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    overflow: 'hidden',
  },
  '.dc-cell:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  '.dc-cell--zero': { background: theme.palette.grey[100] },
  '.dc-cell--no-schedule': {
    background: `repeating-linear-gradient(45deg, ${theme.palette.grey[100]} 0 4px, ${theme.palette.grey[200]} 4px 8px)`,
  },
  '.dc-cell--today': {
    borderColor: theme.palette.secondary.main,
    boxShadow: `inset 0 0 0 1px ${theme.palette.secondary.main}`,
  },
  '.dc-cell--contract::after': {
    content: '""',
    position: 'absolute',
    top: 0,
    right: 0,
    borderStyle: 'solid',
    borderWidth: '0 8px 8px 0',
    borderColor: `transparent ${theme.palette.secondary.main} transparent transparent`,
  },
  '.dc-cell--selected': {
    borderColor: theme.palette.primary.main,
    boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}`,
  },
  // The hours go under the day number when the cell is too narrow for both.
  '.dc-head': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    columnGap: 2,
  },
  '.dc-num': { fontSize: 11, lineHeight: '12px', fontWeight: 600 },
  '.dc-hours': { fontSize: 9, lineHeight: '12px', whiteSpace: 'nowrap', color: theme.palette.text.secondary },
  '.dc-items': { position: 'absolute', left: 2, right: 2, bottom: 2, display: 'flex', flexDirection: 'column', gap: 1 },
  // part 1 §4 morning/afternoon: the items take the left or the right half of the cell.
  '.dc-cell--morning .dc-items': { right: '50%' },
  '.dc-cell--afternoon .dc-items': { left: '50%' },
  '.dc-item': {
    display: 'block',
    minHeight: 6,
    borderRadius: 2,
    background: 'var(--dc-color)',
    color: theme.palette.common.white,
    fontSize: 8,
    lineHeight: '10px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  // A pending day off is hatched in its colour; an approved one is solid (part 1 §4 day-off item).
  '.dc-item--pending': {
    background: 'repeating-linear-gradient(135deg, var(--dc-color) 0 2px, transparent 2px 5px)',
    boxShadow: 'inset 0 0 0 1px var(--dc-color)',
  },
  '.dc-item--activity': { background: 'transparent', border: '1px dashed var(--dc-color)' },
  '.dc-item--working_time': { background: 'transparent', border: '1px dotted var(--dc-color)' },
  '.dc-item--company': { padding: '0 2px', minHeight: 10 },
}));
