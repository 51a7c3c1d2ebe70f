import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../session';
import { resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { dayOffType, lastOperation, openSettings, settings, viewer } from '../test/settingsMocks';

// The date picker and the route transitions are slow in jsdom on a shared machine.
jest.setTimeout(20_000);

const BACK = '/people/RW1wbG95ZWU6MQ==/daysOff?year=2027';
// Required fields carry ' *' in their accessible name.
const field = (name: string) =>
  screen.getByRole('textbox', { name: (accessible) => accessible.replace(/ \*$/, '') === name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const checkbox = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

async function openAdd(viewerData = viewer()) {
  const opened = await openSettings(`/settings/daysOffTypes/add?year=2027&back=${encodeURIComponent(BACK)}`);
  expect(lastOperation(opened.environment)).toEqual({ name: 'DayOffTypeAddRouteQuery', variables: {} });
  await resolveMostRecentOperation(opened.environment, { Viewer: () => viewerData });
  await screen.findByRole('heading', { level: 1 });
  return opened;
}

describe('/settings/daysOffTypes/add (part 1 §2, §3, §5)', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §5: an empty form names each required field (FIELD_IS_REQUIRED with the field title) and sends nothing', async () => {
    const { environment } = await openAdd();
    const before = environment.mock.getAllOperations().length;
    fireEvent.click(checkbox('All day'));
    fireEvent.click(checkbox('Morning'));
    fireEvent.click(checkbox('Afternoon'));
    fireEvent.click(checkbox('Custom hours'));
    save();
    expect([
      screen.getByText('Name is required.').textContent,
      screen.getByText('Yearly maximum is required.').textContent,
      screen.getByText('Request options is required.').textContent,
    ]).toEqual(['Name is required.', 'Yearly maximum is required.', 'Request options is required.']);
    expect(field('Name').getAttribute('aria-invalid')).toEqual('true');
    expect(environment.mock.getAllOperations().length).toEqual(before);
  });

  it('part 1 §5: a maximum of the wrong form is INVALID_INPUT (days ≥ 0, half days in steps of 0.5, hours as h:mm)', async () => {
    await openAdd();
    fireEvent.change(field('Name'), { target: { value: 'Holiday' } });
    fireEvent.change(field('Yearly maximum (days)'), { target: { value: '-3' } });
    save();
    expect(screen.getByText('Yearly maximum is not valid.')).toBeTruthy();
    fireEvent.change(select('Limitation'), { target: { value: 'limit_in_half_days' } });
    fireEvent.change(field('Yearly maximum (days)'), { target: { value: '2.25' } });
    expect(screen.getByText('Yearly maximum is not valid.')).toBeTruthy();
    fireEvent.change(select('Limitation'), { target: { value: 'limit_in_minutes' } });
    // Another unit: the amount is typed again.
    expect(field('Yearly maximum (hours:minutes)').value).toEqual('');
    fireEvent.change(field('Yearly maximum (hours:minutes)'), { target: { value: '7:75' } });
    expect(screen.getByText('Yearly maximum is not valid.')).toBeTruthy();
  });

  it('part 1 §3, §6: sends addDayOffType with the year and every field, then goes back to `back`', async () => {
    const { environment, router } = await openAdd();
    fireEvent.change(field('Name'), { target: { value: ' Overtime ' } });
    fireEvent.change(select('Limitation'), { target: { value: 'limit_by_overtime' } });
    fireEvent.change(field('Yearly maximum (hours:minutes)'), { target: { value: '38:30' } });
    fireEvent.change(select('Interpretation'), { target: { value: 'working_time' } });
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '#aa00cc' } });
    fireEvent.click(checkbox('Approval needed'));
    fireEvent.click(checkbox('Morning'));
    fireEvent.click(checkbox('Note required'));
    fireEvent.click(checkbox('Transfer unused amounts'));
    fireEvent.change(field('Expires after (months)'), { target: { value: '3' } });
    save();
    expect(lastOperation(environment)).toEqual({
      name: 'useAddDayOffTypeMutation',
      variables: {
        input: {
          year: 2027,
          fields: {
            type: 'CUSTOM',
            name: 'Overtime',
            color: 'AA00CC',
            limitation: 'LIMIT_BY_OVERTIME',
            interpretation: 'WORKING_TIME',
            approvalNeeded: false,
            allowedSelfservice: true,
            allowedRequestOptions: ['allDay', 'afternoon', 'custom'],
            active: true,
            maxYearlyAmountDays: null,
            maxYearlyAmountMinutes: 2310,
            transferUnusedAmounts: true,
            transferAmountsExpiryMonths: 3,
            noteRequired: true,
            accrualMinutesPerMonth: null,
          },
        },
      },
    });
    await resolveMostRecentOperation(environment, {
      DayOffTypePayload: () => ({ dayOffType: dayOffType(9, { year: 2027 }), userErrors: [] }),
    });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toEqual(BACK));
  });

  it('part 1 §3 accrual fields: a leave_accrual type asks its hours:minutes per month, requires them, and sends them as accrualMinutesPerMonth', async () => {
    const { environment } = await openAdd();
    expect(screen.queryByRole('textbox', { name: /Accrual per month/ })).toBeNull();
    fireEvent.change(field('Name'), { target: { value: 'Accrual' } });
    fireEvent.change(select('Limitation'), { target: { value: 'leave_accrual' } });
    const before = environment.mock.getAllOperations().length;
    save();
    expect(screen.getByText('Accrual per month is required.').textContent).toEqual('Accrual per month is required.');
    expect(field('Accrual per month (hours:minutes)').getAttribute('aria-invalid')).toEqual('true');
    expect(environment.mock.getAllOperations().length).toEqual(before);
    fireEvent.change(field('Accrual per month (hours:minutes)'), { target: { value: '12:40' } });
    save();
    const { name, variables } = lastOperation(environment);
    expect([
      name,
      variables.input.fields.limitation,
      variables.input.fields.accrualMinutesPerMonth,
      variables.input.fields.maxYearlyAmountMinutes,
    ]).toEqual(['useAddDayOffTypeMutation', 'LEAVE_ACCRUAL', 760, null]);
  });

  it('part 1 §5, §8: shows the server’s userErrors by code, naming the field, and stays on the form', async () => {
    const { environment, router } = await openAdd();
    fireEvent.change(field('Name'), { target: { value: 'Holiday' } });
    fireEvent.change(field('Yearly maximum (days)'), { target: { value: '20' } });
    save();
    await resolveMostRecentOperation(environment, {
      DayOffTypePayload: () => ({
        dayOffType: null,
        userErrors: [
          { code: 'FIELD_IS_REQUIRED', message: 'name is required', field: ['fields', 'name'] },
          { code: 'FORBIDDEN', message: 'Forbidden', field: null },
          { code: 'SOMETHING_NEW', message: 'The server says no.', field: null },
        ],
      }),
    });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Name is required.',
      'Only admins manage day-off types and company holidays.',
      'The server says no.',
    ]);
    expect(router.state.location.pathname).toEqual('/settings/daysOffTypes/add');
  });

  it('part 1 §6: education is not offered with disable_days_off_education_type, morning and afternoon not with disable_morning_afternoon_off', async () => {
    await openAdd(viewer({}, { features: ['disable_days_off_education_type', 'disable_morning_afternoon_off'] }));
    expect(
      within(select('Kind'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Custom', 'Sick day']);
    expect(
      within(screen.getByRole('group', { name: 'Request options' }))
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['All day', 'Custom hours']);
  });

  it('part 1 §6: a non-admin is told only admins manage day-off types and gets no form', async () => {
    await openAdd(viewer({ admin: false, accessWages: true }));
    expect(screen.getByText('Only admins manage day-off types and company holidays.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toEqual(BACK);
  });
});

describe('/settings/daysOffTypes/{typeId}/{year}/edit (part 1 §2)', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  const overtime = dayOffType(2, {
    name: 'Overtime',
    limitation: 'LIMIT_IN_MINUTES',
    maxYearlyAmountDays: null,
    maxYearlyAmountMinutes: 2280,
    allowedRequestOptions: ['custom'],
    transferUnusedAmounts: true,
    transferAmountsExpiryMonths: 6,
  });

  it('part 1 §2: fills the form with the type, sends updateDayOffType with its id, then goes back to the year’s list', async () => {
    const { environment, router } = await openSettings('/settings/daysOffTypes/2/2026/edit');
    expect(lastOperation(environment)).toEqual({ name: 'DayOffTypeEditRouteQuery', variables: { year: 2026 } });
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer(),
      DayOffTypeSettings: () => settings({ types: [dayOffType(1), overtime] }),
    });
    await screen.findByRole('form', { name: 'Day-off type' });
    expect([
      field('Name').value,
      select('Limitation').value,
      field('Yearly maximum (hours:minutes)').value,
      field('Expires after (months)').value,
    ]).toEqual(['Overtime', 'limit_in_minutes', '38:00', '6']);
    expect([checkbox('All day').checked, checkbox('Custom hours').checked]).toEqual([false, true]);
    fireEvent.change(field('Yearly maximum (hours:minutes)'), { target: { value: '40' } });
    save();
    const { name, variables } = lastOperation(environment);
    expect([
      name,
      variables.input.dayOffTypeId,
      variables.input.fields.maxYearlyAmountMinutes,
      variables.input.fields.allowedRequestOptions,
    ]).toEqual(['useUpdateDayOffTypeMutation', overtime.id, 2400, ['custom']]);
    await resolveMostRecentOperation(environment, {
      DayOffTypePayload: () => ({ dayOffType: { ...overtime, maxYearlyAmountMinutes: 2400 }, userErrors: [] }),
    });
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toEqual(
        '/settings/daysOffTypes?year=2026',
      ),
    );
  });

  it('part 1 §2: a type that is not in that year says so', async () => {
    const { environment } = await openSettings('/settings/daysOffTypes/99/2026/edit');
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer(),
      DayOffTypeSettings: () => settings({ types: [overtime] }),
    });
    expect(await screen.findByText('This day-off type does not exist in this year.')).toBeTruthy();
  });
});
