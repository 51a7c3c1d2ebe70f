import { fireEvent, screen, within } from '@testing-library/react';
import { daysOffPath } from '../../../paths';
import { calendarDays, companyDayOff, EMPLOYEE_INTERNAL_ID, personalDayOff } from '../test/daysOffMocks';
import { cell, location, renderCalendar, selectedDates } from '../test/renderCalendar';

const calendarRegion = () => screen.getByRole('region', { name: 'Calendar 2026' });
const itemsOf = (date: string) =>
  [...cell(date).querySelectorAll<HTMLElement>('.dc-item')].map((item) => [
    item.dataset.status,
    item.className,
    item.textContent,
  ]);

describe('DaysOffCalendar: the year', () => {
  afterEach(() => window.localStorage.clear());

  it('part 1 §2: shows 12 months whose weeks start on Monday', () => {
    renderCalendar();
    const months = within(calendarRegion()).getAllByRole('grid');
    expect(months.map((month) => month.getAttribute('aria-label'))).toEqual([
      'January 2026',
      'February 2026',
      'March 2026',
      'April 2026',
      'May 2026',
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
      'December 2026',
    ]);
    const january = months[0];
    expect(
      within(january)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    // 1 January 2026 is a Thursday: the first week starts with three empty places.
    const firstWeek = within(january).getAllByRole('row')[1];
    expect(
      within(firstWeek)
        .getAllByRole('gridcell')
        .map((place) => place.querySelector('.dc-num')?.textContent ?? ''),
    ).toEqual(['', '', '', '1', '2', '3', '4']);
    expect(document.querySelectorAll('button[data-date]')).toHaveLength(365);
  });

  it('part 1 §2, §4: a cell shows planned hours, company and personal days off (pending hatched, approved solid), slots and flags', () => {
    const days = calendarDays(2026, {
      '2026-01-01': { items: [companyDayOff('New Year')], scheduledMinutes: 0 },
      '2026-07-06': { items: [personalDayOff(11, 'Holiday', { status: 'PENDING' })] },
      '2026-07-07': { items: [personalDayOff(12, 'Holiday')] },
      '2026-07-08': {
        items: [
          personalDayOff(13, 'Training', { interpretation: 'ACTIVITY', amPmHint: 'CUSTOM', durationMinutes: 120 }),
        ],
      },
      '2026-07-09': {
        items: [
          personalDayOff(14, 'Doctor', {
            amPmHint: 'AM',
            durationMinutes: 180,
            shortAbsenceLabel: 'morning',
            status: 'PENDING',
          }),
        ],
        halfDay: 'morning',
      },
      '2026-03-02': { scheduledMinutes: null },
      '2026-08-03': { oneDayContract: 'Flex' },
      '2026-07-10': { scheduledMinutes: 456 },
    });
    renderCalendar({ days });
    expect(cell('2026-01-01').getAttribute('aria-label')).toEqual(
      '01/01/2026 · no working day · New Year (company day off)',
    );
    expect(itemsOf('2026-01-01')).toEqual([['company', 'dc-item dc-item--company', 'New Year']]);
    expect(cell('2026-07-06').getAttribute('aria-label')).toEqual('06/07/2026 · 8h planned · Holiday, pending');
    expect(itemsOf('2026-07-06')).toEqual([['pending', 'dc-item dc-item--pending', '']]);
    expect(itemsOf('2026-07-07')).toEqual([['approved', 'dc-item dc-item--approved', '']]);
    expect(cell('2026-07-08').getAttribute('aria-label')).toEqual(
      '08/07/2026 · 8h planned · Training, approved, activity, 2h',
    );
    expect(itemsOf('2026-07-08')).toEqual([['approved', 'dc-item dc-item--approved dc-item--activity', '']]);
    expect(cell('2026-07-09').getAttribute('aria-label')).toEqual(
      '09/07/2026 · 8h planned · Doctor, pending, 3h, morning',
    );
    expect(cell('2026-07-09').className).toEqual('dc-cell dc-cell--morning');
    expect(cell('2026-07-06').textContent).toEqual('68h');
    // part 1 §9: time in h and min, compact in the cell and whole in its label.
    expect([
      cell('2026-07-10').querySelector('.dc-hours')?.textContent,
      cell('2026-07-10').getAttribute('aria-label'),
    ]).toEqual(['7h36', '10/07/2026 · 7h 36min planned']);
    expect([cell('2026-03-02').className, cell('2026-03-02').getAttribute('aria-label')]).toEqual([
      'dc-cell dc-cell--no-schedule dc-cell--empty',
      '02/03/2026 · no schedule',
    ]);
    expect([cell('2026-08-03').className, cell('2026-08-03').getAttribute('aria-label')]).toEqual([
      'dc-cell dc-cell--contract dc-cell--empty',
      '03/08/2026 · 8h planned · one-day contract Flex',
    ]);
    expect([cell('2026-06-15').getAttribute('aria-current'), cell('2026-06-15').className]).toEqual([
      'date',
      'dc-cell dc-cell--today dc-cell--empty',
    ]);
    expect(cell('2026-06-13').className).toEqual('dc-cell dc-cell--zero dc-cell--empty');
  });

  it('part 1 §4: a click toggles a day, a shift-click selects the range from the last clicked day', () => {
    renderCalendar({ actions: ['planDaysOff'] });
    fireEvent.click(cell('2026-07-13'));
    fireEvent.click(cell('2026-07-17'), { shiftKey: true });
    expect(selectedDates()).toEqual(['2026-07-13', '2026-07-14', '2026-07-15', '2026-07-16', '2026-07-17']);
    expect(
      within(screen.getByRole('toolbar', { name: 'Selected days' })).getByRole('button', { name: 'Add 5 days' }),
    ).toBeTruthy();
    fireEvent.click(cell('2026-07-15'));
    expect(selectedDates()).toEqual(['2026-07-13', '2026-07-14', '2026-07-16', '2026-07-17']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('part 1 §4, §8: a shift-click into another month selects nothing and says one month only, in red', () => {
    renderCalendar({ actions: ['planDaysOff'] });
    fireEvent.click(cell('2026-07-30'));
    fireEvent.click(cell('2026-08-04'), { shiftKey: true });
    expect(selectedDates()).toEqual(['2026-07-30']);
    const toast = screen.getByRole('alert');
    expect([toast.textContent, toast.classList.contains('MuiAlert-colorError')]).toEqual([
      'Shift-click selects days within one month only.',
      true,
    ]);
  });

  it('part 1 §8: changing the year clears the selection with a message, remembers the year and opens it', () => {
    renderCalendar({ actions: ['planDaysOff'] });
    fireEvent.click(cell('2026-07-13'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Year' }));
    fireEvent.click(screen.getByRole('option', { name: '2027' }));
    expect(selectedDates()).toEqual([]);
    expect(screen.getByRole('status', { name: '' }).textContent).toEqual(
      'The selection was cleared because the year changed.',
    );
    expect(window.localStorage.getItem(`people.daysOff.year.${EMPLOYEE_INTERNAL_ID}`)).toEqual('2027');
    expect(location()).toEqual(daysOffPath(EMPLOYEE_INTERNAL_ID, 2027));
  });

  it('part 1 §4: a day with items is selected for deletion, an empty one for adding', () => {
    const days = calendarDays(2026, { '2026-07-06': { items: [personalDayOff(11, 'Holiday')] } });
    renderCalendar({ days, actions: ['planDaysOff'] });
    fireEvent.click(cell('2026-07-06'));
    fireEvent.click(cell('2026-07-07'));
    fireEvent.click(cell('2026-07-08'));
    const bar = screen.getByRole('toolbar', { name: 'Selected days' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((button) => [button.textContent, button.hasAttribute('disabled')]),
    ).toEqual([
      ['Add 2 days', false],
      ['Delete 1 day', false],
      ['Cancel', false],
    ]);
    fireEvent.click(within(bar).getByRole('button', { name: 'Cancel' }));
    expect([selectedDates(), screen.queryByRole('toolbar', { name: 'Selected days' })]).toEqual([[], null]);
  });
});
