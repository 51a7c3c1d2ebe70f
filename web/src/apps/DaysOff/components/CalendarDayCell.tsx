import { formatDuration } from '@people/domain/dates';
import { dimonaContractTypeLabel } from '../../../i18n/enumLabel';
import { formatDate } from '../../../i18n/formatDate';
import { getContrastRatio } from '@mui/material/styles';
import { memo, type CSSProperties } from 'react';
import { specValue } from '../../../graphqlEnums';
import type { Translator } from '../../../i18n/I18nProvider';
import { useT } from '../../../i18n/I18nProvider';
import { filterKey, type CalendarDayData, type CalendarItemData } from '../calendarDays';

type CellProps = {
  day: CalendarDayData;
  selected: boolean;
  /** The calendar's one tab stop (roving tabindex): the day the arrow keys move from. */
  tabbable: boolean;
  /** Type-filter keys the user hid (part 1 §7): their items are not drawn. */
  hidden: ReadonlySet<string>;
  onDayClick(date: string, shiftKey: boolean): void;
};

/**
 * One day of the yearly calendar (part 1 §2): the planned hours, the company days off (name, colour),
 * the personal days off (pending hatched, approved solid), activity and working-time slots, and the
 * cell flags of part 1 §4 as classes. Memoized: a selection change re-renders only the cells whose
 * `selected` changed (the day objects are the store's and stay the same), a focus move the two cells
 * whose `tabbable` changed. A gridcell of its month's grid (CalendarYear handles the keys).
 */
export const CalendarDayCell = memo(function CalendarDayCell({
  day,
  selected,
  tabbable,
  hidden,
  onDayClick,
}: CellProps) {
  const t = useT();
  const items = hidden.size === 0 ? day.items : day.items.filter((item) => !hidden.has(filterKey(item)));
  const label = cellLabel(t, day, items);
  const minutes = day.scheduledMinutes;
  return (
    <button
      type="button"
      role="gridcell"
      tabIndex={tabbable ? 0 : -1}
      className={cellClassName(day, selected)}
      aria-selected={selected}
      aria-current={day.flags.today ? 'date' : undefined}
      aria-label={label}
      title={label}
      data-date={day.date}
      onClick={(event) => onDayClick(day.date, event.shiftKey)}
    >
      <span className="dc-head">
        <span className="dc-num">{Number(day.date.slice(8, 10))}</span>
        {minutes != null && minutes > 0 && <span className="dc-hours">{compactDuration(minutes)}</span>}
      </span>
      {items.length > 0 && (
        <span className="dc-items">
          {items.map((item, index) => (
            <span
              key={item.entryId ?? `c${index}`}
              className={itemClassName(item)}
              data-status={item.company ? 'company' : specValue(item.status)}
              style={
                {
                  '--dc-color': `#${item.color}`,
                  color: item.company ? readableOn(`#${item.color}`) : undefined,
                } as CSSProperties
              }
            >
              {item.company ? item.name : null}
            </span>
          ))}
        </span>
      )}
    </button>
  );
});

/** Black or white, whichever reads better on a company's own colour (axe color-contrast on light colours). */
function readableOn(background: string): string {
  try {
    return getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000';
  } catch {
    return '#fff'; // not a colour MUI can read: the old white
  }
}

// part 1 §9 writes time in h and min; a cell is ~36px wide, so it shows 7h36 (the label says 7h 36min).
function compactDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}min`;
  return rest === 0 ? `${hours}h` : `${hours}h${String(rest).padStart(2, '0')}`;
}

function cellClassName(day: CalendarDayData, selected: boolean): string {
  const { flags } = day;
  let name = 'dc-cell';
  if (selected) name += ' dc-cell--selected';
  if (flags.today) name += ' dc-cell--today';
  if (flags.zeroSchedule) name += ' dc-cell--zero';
  if (flags.noSchedule) name += ' dc-cell--no-schedule';
  if (flags.oneDayContract) name += ' dc-cell--contract';
  if (flags.empty) name += ' dc-cell--empty';
  if (flags.halfDay === 'morning' || flags.halfDay === 'afternoon') name += ` dc-cell--${flags.halfDay}`;
  return name;
}

function itemClassName(item: CalendarItemData): string {
  if (item.company) return 'dc-item dc-item--company';
  let name = `dc-item dc-item--${item.status === 'PENDING' ? 'pending' : 'approved'}`;
  // part 1 §2: activity and working-time slots are drawn apart from time off.
  if (item.interpretation === 'ACTIVITY' || item.interpretation === 'WORKING_TIME')
    name += ` dc-item--${specValue(item.interpretation)}`;
  return name;
}

function itemLabel(t: Translator, item: CalendarItemData): string {
  if (item.company) return t('CALENDAR_COMPANY_DAY_OFF', { name: item.name ?? '' });
  const parts = [item.name ?? item.type, t(item.status === 'PENDING' ? 'CALENDAR_PENDING' : 'CALENDAR_APPROVED')];
  if (item.interpretation === 'ACTIVITY') parts.push(t('CALENDAR_ACTIVITY'));
  if (item.interpretation === 'WORKING_TIME') parts.push(t('CALENDAR_WORKING_TIME'));
  if (item.durationMinutes != null && item.amPmHint !== 'ALL_DAY') parts.push(formatDuration(item.durationMinutes));
  // part 1 §9: a short absence is labelled with its part of the day.
  if (item.shortAbsenceLabel === 'morning') parts.push(t('CALENDAR_MORNING'));
  if (item.shortAbsenceLabel === 'afternoon') parts.push(t('CALENDAR_AFTERNOON'));
  return parts.join(', ');
}

/** What the cell says to a screen reader and in its tooltip: the date, the hours, the flags and the items. */
function cellLabel(t: Translator, day: CalendarDayData, items: ReadonlyArray<CalendarItemData>): string {
  const parts = [formatDate(t, day.date)];
  if (day.flags.today) parts.push(t('CALENDAR_TODAY'));
  if (day.flags.noSchedule) parts.push(t('CALENDAR_NO_SCHEDULE'));
  else if (day.flags.zeroSchedule) parts.push(t('CALENDAR_ZERO_SCHEDULE'));
  else if (day.scheduledMinutes != null)
    parts.push(t('CALENDAR_PLANNED', { duration: formatDuration(day.scheduledMinutes) }));
  if (day.oneDayContract)
    parts.push(t('CALENDAR_ONE_DAY_CONTRACT', { type: dimonaContractTypeLabel(t, day.oneDayContract) }));
  for (const item of items) parts.push(itemLabel(t, item));
  return parts.join(' · ');
}
