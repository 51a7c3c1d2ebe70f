import { act, fireEvent, screen, within } from '@testing-library/react';
import { companyHolidaysPath } from '../../DaysOffSettings/settingsPaths';
import { lastOperation } from '../../Profile/test/profileMocks';
import { dayContractPath, daysOffPath, newWagePath, verzuimEditPath, verzuimReportPath } from '../../../paths';
import { resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { calendarDays, companyDayOff, EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, personalDayOff } from '../test/daysOffMocks';
import { cell, renderCalendar, selectedDates } from '../test/renderCalendar';

const ALL_ACTIONS = ['planDaysOff', 'editDayContract', 'setNewWage', 'reportVerzuim'] as const;
const options = () => screen.getByRole('toolbar', { name: 'Calendar options' });
const bar = () => screen.getByRole('toolbar', { name: 'Selected days' });
/** Each control of the bottom bar: its text, whether it is enabled, and where a link goes. */
function controls(): Array<[string, boolean, string | null]> {
  return [...bar().querySelectorAll<HTMLElement>('button, a')].map((control) => [
    control.textContent ?? '',
    !(control.hasAttribute('disabled') || control.getAttribute('aria-disabled') === 'true'),
    control.tagName === 'A' ? control.getAttribute('href') : null,
  ]);
}

describe('DaysOffCalendar: bottom buttons', () => {
  afterEach(() => window.localStorage.clear());

  it('part 1 §2, §5: one day with a one-day contract enables every button the viewer may use, with the day in the links', () => {
    const days = calendarDays(2026, { '2026-08-03': { oneDayContract: 'Flex' } });
    renderCalendar({ days, actions: [...ALL_ACTIONS], integrationFeatures: ['dimona-edit/push', 'daysoff/verzuim'] });
    fireEvent.click(cell('2026-08-03'));
    expect(controls()).toEqual([
      ['Add 1 day', true, null],
      ['Delete 0 days', false, null],
      ['Edit day contract', true, dayContractPath(EMPLOYEE_INTERNAL_ID, '2026-08-03')],
      ['Set new wage', true, newWagePath(EMPLOYEE_INTERNAL_ID, '2026-08-03')],
      ['Report sick leave', true, verzuimReportPath(EMPLOYEE_INTERNAL_ID, '2026-08-03')],
      ['Cancel', true, null],
    ]);
  });

  it('part 1 §5: more than one day disables the day contract, the new wage and verzuim', () => {
    const days = calendarDays(2026, { '2026-08-03': { oneDayContract: 'Flex' } });
    renderCalendar({ days, actions: [...ALL_ACTIONS], integrationFeatures: ['dimona-edit/push'] });
    fireEvent.click(cell('2026-08-03'));
    fireEvent.click(cell('2026-08-04'));
    expect(controls().map(([text, enabled]) => [text, enabled])).toEqual([
      ['Add 2 days', true],
      ['Delete 0 days', false],
      ['Edit day contract', false],
      ['Set new wage', false],
      ['Report sick leave', false],
      ['Cancel', true],
    ]);
  });

  it('part 1 §5: editing a day contract needs the dimona-edit/push integration feature', () => {
    const days = calendarDays(2026, { '2026-08-03': { oneDayContract: 'Flex' } });
    renderCalendar({ days, actions: [...ALL_ACTIONS] });
    fireEvent.click(cell('2026-08-03'));
    expect(within(bar()).getByRole('link', { name: 'Edit day contract' }).getAttribute('aria-disabled')).toEqual(
      'true',
    );
  });

  it('part 1 §5: removal is blocked when only some selected days are company days off', () => {
    const days = calendarDays(2026, {
      '2026-01-01': { items: [companyDayOff('New Year')] },
      '2026-01-02': { items: [personalDayOff(3, 'Holiday')] },
    });
    renderCalendar({ days, actions: ['planDaysOff'] });
    fireEvent.click(cell('2026-01-02'));
    expect(controls()[1]).toEqual(['Delete 1 day', true, null]);
    fireEvent.click(cell('2026-01-01'));
    expect(controls()[1]).toEqual(['Delete 2 days', false, null]);
  });

  it('part 1 §4: with sick-leave support a sick-only day counts as add; a sick day with its verzuim offers edit', () => {
    const days = calendarDays(2026, {
      '2026-02-02': { items: [personalDayOff(5, 'Sick', { type: 'sick_day', verzuimId: 9 })] },
    });
    renderCalendar({ days, actions: [...ALL_ACTIONS], integrationFeatures: ['daysoff/verzuim'] });
    fireEvent.click(cell('2026-02-02'));
    expect(controls().filter(([text]) => text !== 'Edit day contract')).toEqual([
      ['Add 1 day', true, null],
      ['Delete 0 days', false, null],
      ['Set new wage', true, newWagePath(EMPLOYEE_INTERNAL_ID, '2026-02-02')],
      ['Edit sick leave', true, verzuimEditPath(EMPLOYEE_INTERNAL_ID, 9)],
      ['Cancel', true, null],
    ]);
  });

  it('part 1 §6: a viewer without the actions gets only Cancel', () => {
    renderCalendar({ actions: [] });
    fireEvent.click(cell('2026-08-03'));
    expect(controls()).toEqual([['Cancel', true, null]]);
  });
});

describe('DaysOffCalendar: type filter, holidays warning, replanning', () => {
  afterEach(() => {
    window.localStorage.clear();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  const filteredDays = () =>
    calendarDays(2026, {
      '2026-01-01': { items: [companyDayOff('New Year')] },
      '2026-07-06': {
        items: [personalDayOff(11, 'Holiday'), personalDayOff(12, 'Training', { interpretation: 'ACTIVITY' })],
      },
    });

  it('part 1 §7: the type filter hides types from the cells and is stored as a semicolon-joined list', () => {
    const first = renderCalendar({ days: filteredDays() });
    const filter = screen.getByRole('group', { name: 'Types shown' });
    expect(
      within(filter)
        .getAllByRole('checkbox')
        .map((box) => [box.closest('label')?.textContent, (box as HTMLInputElement).checked]),
    ).toEqual([
      ['Company days off', true],
      ['Holiday', true],
      ['Training', true],
    ]);
    fireEvent.click(within(filter).getByRole('checkbox', { name: 'Company days off' }));
    fireEvent.click(within(filter).getByRole('checkbox', { name: 'Training' }));
    expect(window.localStorage.getItem('people.daysOff.calendarTypeFilter')).toEqual('company_day_off;Training');
    expect([cell('2026-01-01').getAttribute('aria-label'), cell('2026-07-06').getAttribute('aria-label')]).toEqual([
      '01/01/2026 · 8h planned',
      '06/07/2026 · 8h planned · Holiday, approved',
    ]);
    first.unmount();
    renderCalendar({ days: filteredDays() });
    expect(
      within(screen.getByRole('group', { name: 'Types shown' })).getByRole('checkbox', { name: 'Training' }),
    ).toHaveProperty('checked', false);
    expect(cell('2026-07-06').querySelectorAll('.dc-item')).toHaveLength(1);
  });

  it('part 1 §7: below the 600px breakpoint the filter is a compact select', () => {
    window.matchMedia = (query: string) => ({
      matches: query.includes('max-width:599.95px'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      onchange: null,
      dispatchEvent: () => false,
    });
    renderCalendar({ days: filteredDays() });
    expect(screen.queryByRole('group', { name: 'Types shown' })).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Types shown' });
    expect(select.textContent).toEqual('3 of 3 types');
    fireEvent.mouseDown(select);
    fireEvent.click(screen.getByRole('option', { name: 'Holiday' }));
    expect(window.localStorage.getItem('people.daysOff.calendarTypeFilter')).toEqual('Holiday');
  });

  it('part 1 §5: the holidays warning links to the company-holiday settings of the year and country, back to the calendar', () => {
    const first = renderCalendar({ showHolidaysWarning: true, holidaysCountry: 'NL', actions: ['manageDayOffTypes'] });
    const warning = screen.getByText(/There are no company holidays for 2026 in/);
    expect(warning.textContent).toEqual(
      'There are no company holidays for 2026 in Netherlands. Set the company holidays',
    );
    expect(within(warning).getByRole('link', { name: 'Set the company holidays' }).getAttribute('href')).toEqual(
      companyHolidaysPath(2026, 'NL', daysOffPath(EMPLOYEE_INTERNAL_ID, 2026)),
    );
    expect(companyHolidaysPath(2026, 'NL', '/x')).toEqual('/settings/companyHolidays?year=2026&country=NL&back=%2Fx');
    first.unmount();
    const second = renderCalendar({ showHolidaysWarning: true, holidaysCountry: 'NL' });
    expect(within(screen.getByText(/There are no company holidays/)).queryByRole('link')).toBeNull();
    second.unmount();
    renderCalendar({ showHolidaysWarning: false });
    expect(screen.queryByText(/There are no company holidays/)).toBeNull();
  });

  it('part 1 §7, §8: replanning asks first, says REPLANNING_SUCCESS and reads the year again', async () => {
    const { environment } = renderCalendar({ actions: ['replanDaysOff'] });
    fireEvent.click(within(options()).getByRole('button', { name: 'Replan with the priority rules' }));
    const dialog = screen.getByRole('dialog', { name: 'Replan days off?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Replan' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useReplanDaysOffMutation',
      variables: { input: { employeeId: EMPLOYEE_ID } },
    });
    await resolveMostRecentOperation(environment, { ReplanDaysOffPayload: () => ({ success: true, userErrors: [] }) });
    const toast = await screen.findByRole('status', { name: '' });
    expect(toast.textContent).toEqual('The days off were replanned.');
    expect(lastOperation(environment)).toEqual({
      name: 'DaysOffCalendarRefetchQuery',
      variables: { id: EMPLOYEE_ID, year: 2026 },
    });
  });

  it('part 1 §8: REPLANNING_FAILED is a red toast, on a userError and on a failed request', async () => {
    const { environment } = renderCalendar({ actions: ['replanDaysOff'] });
    const replan = async () => {
      fireEvent.click(within(options()).getByRole('button', { name: 'Replan with the priority rules' }));
      fireEvent.click(
        within(screen.getByRole('dialog', { name: 'Replan days off?' })).getByRole('button', { name: 'Replan' }),
      );
    };
    await replan();
    await resolveMostRecentOperation(environment, {
      ReplanDaysOffPayload: () => ({
        success: false,
        userErrors: [{ code: 'FORBIDDEN', message: 'Forbidden', field: null }],
      }),
    });
    const toast = await screen.findByRole('alert');
    expect([toast.textContent, toast.classList.contains('MuiAlert-colorError')]).toEqual([
      'Replanning the days off failed.',
      true,
    ]);
    await replan();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('network down')));
    expect((await screen.findByRole('alert')).textContent).toEqual('Replanning the days off failed.');
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('part 1 §6: there is no replan button without the replanDaysOff action', () => {
    renderCalendar({ actions: ['planDaysOff'] });
    expect(within(options()).queryByRole('button', { name: 'Replan with the priority rules' })).toBeNull();
    expect(selectedDates()).toEqual([]);
  });
});
