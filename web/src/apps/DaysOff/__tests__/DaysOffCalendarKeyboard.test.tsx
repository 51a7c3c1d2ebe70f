import { act, fireEvent, screen, within } from '@testing-library/react';
import { cell, renderCalendar, selectedDates } from '../test/renderCalendar';

// The spec is silent on the keyboard: the calendar follows the WAI-ARIA grid pattern, one tab stop per
// year, and the keys select as the mouse does (part 1 §4).

/** The days that are tab stops (tabIndex 0), in document order. */
const dayTabStops = () =>
  [...document.querySelectorAll<HTMLElement>('[data-date]')]
    .filter((day) => day.tabIndex === 0)
    .map((day) => day.dataset.date);
/** What Tab visits, in document order (no positive tabindex in the app). */
const tabStops = () =>
  [...document.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [tabindex]')].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled,
  );
const focusDay = (date: string) => act(() => cell(date).focus());
const focusedDate = () => (document.activeElement as HTMLElement | null)?.dataset.date;
const press = (key: string, shiftKey = false) => fireEvent.keyDown(document.activeElement!, { key, shiftKey });
const liveRegion = () => document.querySelector('[aria-live="polite"][aria-atomic="true"]')!;

describe('DaysOffCalendar: the keyboard', () => {
  afterEach(() => window.localStorage.clear());

  it('part 1 §2: the year is one tab stop, today first, then the day last focused', () => {
    renderCalendar();
    expect(dayTabStops()).toEqual(['2026-06-15']);
    focusDay('2026-03-10');
    expect(dayTabStops()).toEqual(['2026-03-10']);
    fireEvent.click(cell('2026-04-02'));
    expect(dayTabStops()).toEqual(['2026-04-02']);
  });

  it('part 1 §2: each month is a grid of gridcells labelled with the date and its contents', () => {
    renderCalendar();
    const january = screen.getByRole('grid', { name: 'January 2026' });
    const firstWeek = within(january).getAllByRole('row')[1];
    expect(
      within(firstWeek)
        .getAllByRole('gridcell')
        .map((place) => place.getAttribute('aria-label')),
    ).toEqual([
      null,
      null,
      null,
      '01/01/2026 · 8h planned',
      '02/01/2026 · 8h planned',
      '03/01/2026 · no working day',
      '04/01/2026 · no working day',
    ]);
    expect([january.getAttribute('aria-multiselectable'), cell('2026-01-01').getAttribute('aria-selected')]).toEqual([
      'true',
      'false',
    ]);
  });

  it('part 1 §2: the arrows move a day or a week, PageUp/PageDown a month, across months and within the year', () => {
    renderCalendar();
    focusDay('2026-01-31');
    press('ArrowRight');
    expect([focusedDate(), dayTabStops()]).toEqual(['2026-02-01', ['2026-02-01']]);
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    press('ArrowDown');
    expect(focusedDate()).toEqual('2026-03-01');
    press('ArrowUp');
    press('ArrowLeft');
    expect(focusedDate()).toEqual('2026-02-21');
    focusDay('2026-01-31');
    press('PageDown');
    // No 31 February: the month's last day.
    expect([focusedDate(), dayTabStops()]).toEqual(['2026-02-28', ['2026-02-28']]);
    press('PageUp');
    expect(focusedDate()).toEqual('2026-01-28');
    focusDay('2026-01-01');
    press('ArrowLeft');
    press('PageUp');
    expect(focusedDate()).toEqual('2026-01-01');
    focusDay('2026-12-31');
    press('ArrowRight');
    press('PageDown');
    expect(focusedDate()).toEqual('2026-12-31');
  });

  it('part 1 §2: Home and End go to the start and the end of the week row in the month', () => {
    renderCalendar();
    focusDay('2026-01-07');
    press('Home');
    expect(focusedDate()).toEqual('2026-01-05');
    press('End');
    expect(focusedDate()).toEqual('2026-01-11');
    // 1 January 2026 is a Thursday: its row starts with it; 31 January is a Saturday.
    focusDay('2026-01-02');
    press('Home');
    expect(focusedDate()).toEqual('2026-01-01');
    focusDay('2026-01-28');
    press('End');
    expect(focusedDate()).toEqual('2026-01-31');
  });

  it('part 1 §4: Enter and Space toggle the focused day as a click does, and aria-selected says so', () => {
    renderCalendar({ actions: ['planDaysOff'] });
    focusDay('2026-07-13');
    press('Enter');
    expect([selectedDates(), cell('2026-07-13').getAttribute('aria-selected')]).toEqual([['2026-07-13'], 'true']);
    press('ArrowRight');
    press(' ');
    expect(selectedDates()).toEqual(['2026-07-13', '2026-07-14']);
    press('Enter');
    expect([selectedDates(), cell('2026-07-14').getAttribute('aria-selected')]).toEqual([['2026-07-13'], 'false']);
  });

  it('part 1 §4: Shift+Enter selects the range from the last toggled day, as a shift-click does', () => {
    renderCalendar({ actions: ['planDaysOff'] });
    focusDay('2026-07-13');
    press('Enter');
    press('End');
    press('Enter', true);
    expect(selectedDates()).toEqual([
      '2026-07-13',
      '2026-07-14',
      '2026-07-15',
      '2026-07-16',
      '2026-07-17',
      '2026-07-18',
      '2026-07-19',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('part 1 §4, §8: Shift+Space into another month selects nothing and says one month only, in red, as a shift-click does', () => {
    renderCalendar({ actions: ['planDaysOff'] });
    focusDay('2026-07-30');
    press(' ');
    press('ArrowDown');
    press(' ', true);
    expect(selectedDates()).toEqual(['2026-07-30']);
    const toast = screen.getByRole('alert');
    expect([toast.textContent, toast.classList.contains('MuiAlert-colorError')]).toEqual([
      'Shift-click selects days within one month only.',
      true,
    ]);
  });

  it('part 1 §4: the selection count is announced politely', () => {
    renderCalendar({ actions: ['planDaysOff'] });
    expect(liveRegion().textContent).toEqual('');
    focusDay('2026-07-13');
    press('Enter');
    expect(liveRegion().textContent).toEqual('1 day selected');
    press('End');
    press('Enter', true);
    expect(liveRegion().textContent).toEqual('7 days selected');
    fireEvent.click(
      within(screen.getByRole('toolbar', { name: 'Selected days' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(liveRegion().textContent).toEqual('');
  });

  it('part 1 §2: Tab goes from the selected day straight to the selection bar', () => {
    renderCalendar({ actions: ['planDaysOff'] });
    focusDay('2026-01-03');
    press('Enter');
    const stops = tabStops();
    const daysInTabOrder = stops.filter((stop) => stop.dataset.date).map((stop) => stop.dataset.date);
    const afterTheDay = stops[stops.indexOf(cell('2026-01-03')) + 1];
    expect([
      daysInTabOrder,
      afterTheDay?.textContent,
      afterTheDay?.closest('[role="toolbar"]')?.getAttribute('aria-label'),
    ]).toEqual([['2026-01-03'], 'Add 1 day', 'Selected days']);
  });
});
