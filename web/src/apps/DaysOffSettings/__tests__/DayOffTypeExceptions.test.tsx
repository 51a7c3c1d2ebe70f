import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { AccrualCorrectionsTestQuery } from '../../../__generated__/AccrualCorrectionsTestQuery.graphql';
import { startSession } from '../../../session';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { AccrualCorrections } from '../components/AccrualCorrections';
import {
  ANN_ID,
  BART_ID,
  dayOffType,
  employeesConnection,
  exception,
  lastOperation,
  openSettings,
  settings,
  viewer,
} from '../test/settingsMocks';

// The date picker and the route transitions are slow in jsdom on a shared machine.
jest.setTimeout(20_000);

const exceptions = [
  exception(0, 1, 'Ann Peeters'),
  exception(12, 2, 'Bart Claes', { limitation: 'LIMIT_IN_HALF_DAYS', maxYearlyAmountDays: 3 }),
];
const holiday = dayOffType(7, { exceptions });
const EDIT_BACK = '%2Fsettings%2FdaysOffTypes%2F7%2F2026%2Fedit';

describe('exceptions on the edit page (part 1 §2, §5)', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §5 exception links: each exception (id 0 or more) offers Edit exception, and Add exception (id −1) is offered once', async () => {
    const { environment } = await openSettings('/settings/daysOffTypes/7/2026/edit');
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer(),
      DayOffTypeSettings: () => settings({ types: [holiday] }),
    });
    const section = await screen.findByRole('region', { name: 'Exceptions' });
    expect(
      within(section)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Ann Peeters', 'Limited in days: 25 days', 'Edit exception'],
      ['Bart Claes', 'Limited in half days: 6 half days', 'Edit exception'],
    ]);
    expect([
      within(section).getByRole('link', { name: 'Edit the exception of Ann Peeters' }).getAttribute('href'),
      within(section).getByRole('link', { name: 'Edit the exception of Bart Claes' }).getAttribute('href'),
      within(section).getByRole('link', { name: 'Add exception' }).getAttribute('href'),
    ]).toEqual([
      `/settings/daysOffTypes/7/2026/exceptions/0/edit?employee_id=1&back=${EDIT_BACK}`,
      `/settings/daysOffTypes/7/2026/exceptions/12/edit?employee_id=2&back=${EDIT_BACK}`,
      `/settings/daysOffTypes/7/2026/exceptions/add?back=${EDIT_BACK}`,
    ]);
    // Not an accrual type: no corrections section.
    expect(screen.queryByRole('region', { name: 'Leave accrual corrections' })).toBeNull();
  });

  it('part 1 §2: a leave-accrual type edits its exceptions through the accrual route and lists its corrections', async () => {
    const accrual = dayOffType(9, {
      name: 'Accrued leave',
      limitation: 'LEAVE_ACCRUAL',
      maxYearlyAmountDays: null,
      exceptions: [
        exception(4, 1, 'Ann Peeters', {
          limitation: 'LEAVE_ACCRUAL',
          maxYearlyAmountDays: null,
          maxYearlyAmountMinutes: 9120,
        }),
      ],
      accrualCorrections: [
        {
          internalId: 1,
          employeeId: 1,
          employeeName: 'Ann Peeters',
          date: '2026-03-02',
          minutes: -450,
          note: 'Double booking',
        },
        { internalId: 2, employeeId: 2, employeeName: 'Bart Claes', date: '2026-04-01', minutes: 120, note: null },
      ],
    });
    const { environment } = await openSettings('/settings/daysOffTypes/9/2026/edit');
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer(),
      DayOffTypeSettings: () => settings({ types: [accrual] }),
    });
    expect(
      (await screen.findByRole('link', { name: 'Edit the exception of Ann Peeters' })).getAttribute('href'),
    ).toEqual(
      '/settings/daysOffTypes/9/2026/accrual/exceptions/4/edit?back=%2Fsettings%2FdaysOffTypes%2F9%2F2026%2Fedit',
    );
    const corrections = screen.getByRole('region', { name: 'Leave accrual corrections' });
    expect(
      within(corrections)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Ann Peeters', '02/03/2026', '-7h 30min', 'Double booking'],
      ['Bart Claes', '01/04/2026', '+2h', ''],
    ]);
    expect(within(corrections).getByRole('link', { name: 'Apply correction' }).getAttribute('href')).toEqual(
      '/settings/daysOffTypes/9/2026/accrual/corrections/add?back=%2Fsettings%2FdaysOffTypes%2F9%2F2026%2Fedit',
    );
  });
});

const { renderWithRelay } = setupTestWrapper<AccrualCorrectionsTestQuery>({
  Component: ({ dayOffTypes }) => (
    <>
      {dayOffTypes?.types.map((type) => (
        <AccrualCorrections
          key={type.internalId}
          dayOffType={type}
          viewer={currentViewer}
          back="/settings/daysOffTypes?year=2026"
        />
      ))}
    </>
  ),
  query: graphql`
    query AccrualCorrectionsTestQuery @relay_test_operation {
      dayOffTypes(year: 2026) {
        types {
          internalId
          ...AccrualCorrections_dayOffType
        }
      }
    }
  `,
});
let currentViewer = {
  ...viewer(),
  groupAccess: 'full',
  role: 'all',
  impersonating: false,
  readOnly: false,
} as Parameters<typeof AccrualCorrections>[0]['viewer'];

describe('AccrualCorrections (part 1 §5 apply correction)', () => {
  it.each([
    ['an admin', { admin: true, accessWages: false }, 'leave_accrual', true],
    ['a viewer with wage access', { admin: false, accessWages: true }, 'leave_accrual', true],
    ['a viewer without wage access', { admin: false, accessWages: false }, 'leave_accrual', false],
  ])(
    'part 1 §5: apply correction for accrual types needs wage access: %s sees it: %p',
    (_, flags, limitation, shown) => {
      currentViewer = { ...currentViewer, ...flags };
      renderWithRelay({ DayOffTypeSettings: () => settings({ types: [dayOffType(9, { limitation })] }) });
      expect(screen.getByRole('region', { name: 'Leave accrual corrections' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Apply correction' }) !== null).toEqual(shown);
    },
  );

  it('part 1 §5: a type that is not leave_accrual has no corrections and no apply correction, whoever looks', () => {
    currentViewer = { ...currentViewer, admin: true, accessWages: true };
    renderWithRelay({
      DayOffTypeSettings: () => settings({ types: [dayOffType(1, { limitation: 'LIMIT_IN_MINUTES' })] }),
    });
    expect([
      screen.queryByRole('region', { name: 'Leave accrual corrections' }),
      screen.queryByRole('link', { name: 'Apply correction' }),
    ]).toEqual([null, null]);
  });
});

async function openException(path: string, types = [holiday], withPeople = true) {
  const opened = await openSettings(path);
  await resolveMostRecentOperation(opened.environment, {
    Viewer: () => viewer(),
    DayOffTypeSettings: () => settings({ types }),
    // The person of employee_id (the root field); the people in the picker come with the connection.
    Employee: (context) =>
      context.path && context.path.length > 1 ? undefined : { id: ANN_ID, internalId: 1, name: 'Ann Peeters' },
    EmployeeConnection: () =>
      employeesConnection(
        withPeople
          ? [
              [ANN_ID, 1, 'Ann Peeters'],
              [BART_ID, 2, 'Bart Claes'],
              [btoa('Employee:3'), 3, 'Chris Dierckx'],
            ]
          : [],
      ),
  });
  await screen.findByRole('form', { name: 'Exception' });
  return opened;
}

const person = () => screen.getByRole('combobox', { name: 'Person' }) as HTMLInputElement;
// Required fields carry ' *' in their accessible name.
const maximum = (label: string) =>
  screen.getByRole('textbox', { name: (name) => name.replace(/\s\*$/, '') === label }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('the exception form (part 1 §2 exceptions/add and /{exceptionId}/edit)', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §2: employee_id preselects the person; saving adds the exception and goes back to `back`', async () => {
    const back = '/people/RW1wbG95ZWU6Mw==/daysOff?year=2026';
    const { environment, router } = await openException(
      `/settings/daysOffTypes/7/2026/exceptions/add?employee_id=3&back=${encodeURIComponent(back)}`,
      [dayOffType(7)],
    );
    expect(environment.mock.getAllOperations()).toEqual([]);
    expect(person().value).toEqual('Ann Peeters');
    // The type's own limit is where an exception starts.
    expect([
      (screen.getByRole('combobox', { name: 'Limitation' }) as HTMLSelectElement).value,
      maximum('Yearly maximum (days)').value,
    ]).toEqual(['limit_in_days', '20']);
    fireEvent.change(maximum('Yearly maximum (days)'), { target: { value: '22.5' } });
    save();
    expect(lastOperation(environment)).toEqual({
      name: 'useSaveDayOffTypeExceptionMutation',
      variables: {
        input: {
          dayOffTypeId: dayOffType(7).id,
          year: 2026,
          exceptionId: null,
          employeeId: ANN_ID,
          limitation: 'LIMIT_IN_DAYS',
          maxYearlyAmountDays: 22.5,
          maxYearlyAmountMinutes: null,
        },
      },
    });
    await resolveMostRecentOperation(environment, {
      DayOffTypePayload: () => ({ dayOffType: dayOffType(7), userErrors: [] }),
    });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toEqual(back));
  });

  it('part 1 §2: the route query fetches the person of employee_id', async () => {
    const { environment } = await openSettings('/settings/daysOffTypes/7/2026/exceptions/add?employee_id=3');
    expect(lastOperation(environment)).toEqual({
      name: 'DayOffTypeExceptionRouteQuery',
      variables: { year: 2026, employeeId: 3, withEmployee: true, count: 20 },
    });
  });

  it('part 1 §5: editing an exception keeps its person, starts from its limit and sends its id', async () => {
    const { environment, router } = await openException(
      '/settings/daysOffTypes/7/2026/exceptions/12/edit?employee_id=2',
    );
    expect([person().value, person().disabled, maximum('Yearly maximum (days)').value]).toEqual([
      'Bart Claes',
      true,
      '3',
    ]);
    fireEvent.change(screen.getByRole('combobox', { name: 'Limitation' }), { target: { value: 'limit_in_minutes' } });
    fireEvent.change(maximum('Yearly maximum (hours:minutes)'), { target: { value: '24:00' } });
    save();
    expect(lastOperation(environment).variables).toEqual({
      input: {
        dayOffTypeId: holiday.id,
        year: 2026,
        exceptionId: exceptions[1].id,
        employeeId: BART_ID,
        limitation: 'LIMIT_IN_MINUTES',
        maxYearlyAmountDays: null,
        maxYearlyAmountMinutes: 1440,
      },
    });
    await resolveMostRecentOperation(environment, {
      DayOffTypePayload: () => ({ dayOffType: holiday, userErrors: [] }),
    });
    // Without back: the type's edit page.
    await waitFor(() => expect(router.state.location.pathname).toEqual('/settings/daysOffTypes/7/2026/edit'));
  });

  it('part 1 §5: a person and a valid maximum are required before anything is sent', async () => {
    const { environment } = await openException('/settings/daysOffTypes/7/2026/exceptions/add', [dayOffType(7)]);
    fireEvent.change(maximum('Yearly maximum (days)'), { target: { value: 'lots' } });
    save();
    expect([
      screen.getByText('Person is required.').textContent,
      screen.getByText('Yearly maximum is not valid.').textContent,
    ]).toEqual(['Person is required.', 'Yearly maximum is not valid.']);
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('part 1 §2: the person is picked in an autocomplete over the company’s people; one with an exception already gets theirs edited', async () => {
    const { environment } = await openException('/settings/daysOffTypes/7/2026/exceptions/add');
    fireEvent.mouseDown(person());
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Ann Peeters', 'Bart Claes', 'Chris Dierckx']);
    fireEvent.click(options[1]);
    expect(person().value).toEqual('Bart Claes');
    fireEvent.change(maximum('Yearly maximum (days)'), { target: { value: '4' } });
    save();
    expect(lastOperation(environment).variables.input).toEqual({
      dayOffTypeId: holiday.id,
      year: 2026,
      exceptionId: exceptions[1].id,
      employeeId: BART_ID,
      limitation: 'LIMIT_IN_DAYS',
      maxYearlyAmountDays: 4,
      maxYearlyAmountMinutes: null,
    });
  });

  it('part 1 §2: typing a name searches the company’s people on the server', async () => {
    const { environment } = await openException('/settings/daysOffTypes/7/2026/exceptions/add');
    fireEvent.change(person(), { target: { value: 'Chr' } });
    await waitFor(() =>
      expect(lastOperation(environment)).toEqual({
        name: 'EmployeeAutocompleteRefetchQuery',
        variables: { count: 20, search: 'Chr' },
      }),
    );
    await resolveMostRecentOperation(environment, {
      EmployeeConnection: () => employeesConnection([[btoa('Employee:3'), 3, 'Chris Dierckx']]),
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Chris Dierckx']),
    );
  });

  it('part 1 §2: the leave-accrual routes open the same form', async () => {
    const accrual = dayOffType(9, {
      limitation: 'LEAVE_ACCRUAL',
      maxYearlyAmountDays: null,
      exceptions: [
        exception(4, 1, 'Ann Peeters', {
          limitation: 'LEAVE_ACCRUAL',
          maxYearlyAmountDays: null,
          maxYearlyAmountMinutes: 9120,
        }),
      ],
    });
    await openException('/settings/daysOffTypes/9/2026/accrual/exceptions/4/edit', [accrual]);
    expect([
      person().value,
      (screen.getByRole('textbox', { name: 'Yearly maximum (hours:minutes)' }) as HTMLInputElement).value,
    ]).toEqual(['Ann Peeters', '152:00']);
  });

  it('part 1 §2: the accrual add route (by accrual version) adds an exception to the type', async () => {
    await openException('/settings/daysOffTypes/9/2026/accrual/31/exceptions/add', [
      dayOffType(9, { limitation: 'LEAVE_ACCRUAL', maxYearlyAmountDays: null }),
    ]);
    expect(person().value).toEqual('');
  });

  it('an exception id the type does not have says so', async () => {
    const { environment } = await openSettings('/settings/daysOffTypes/7/2026/exceptions/99/edit');
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer(),
      DayOffTypeSettings: () => settings({ types: [holiday] }),
    });
    expect(await screen.findByText('This exception does not exist.')).toBeTruthy();
  });

  it('part 1 §6: a non-admin is told only admins manage day-off types instead of the form', async () => {
    const { environment } = await openSettings('/settings/daysOffTypes/7/2026/exceptions/add');
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer({ admin: false }),
      DayOffTypeSettings: () => settings({ types: [holiday] }),
    });
    expect(await screen.findByText('Only admins manage day-off types and company holidays.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
