import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { startSession } from '../../../session';
import { resolveMostRecentOperation } from '../../../test/relayTestUtils';
import {
  ANN_ID,
  dayOffType,
  employeesConnection,
  lastOperation,
  openSettings,
  settings,
  viewer,
} from '../test/settingsMocks';

// The date picker and the route transitions are slow in jsdom on a shared machine.
jest.setTimeout(20_000);

const accrual = dayOffType(9, { name: 'Accrued leave', limitation: 'LEAVE_ACCRUAL', maxYearlyAmountDays: null });
const PATH = '/settings/daysOffTypes/9/2026/accrual/corrections/add';

async function openCorrection(path: string, viewerData = viewer(), types = [accrual]) {
  const opened = await openSettings(path);
  await resolveMostRecentOperation(opened.environment, {
    Viewer: () => viewerData,
    DayOffTypeSettings: () => settings({ types }),
    Employee: (context) =>
      context.path && context.path.length > 1 ? undefined : { id: ANN_ID, internalId: 1, name: 'Ann Peeters' },
    EmployeeConnection: () => employeesConnection([[ANN_ID, 1, 'Ann Peeters']]),
  });
  await screen.findByRole('heading', { level: 1 });
  return opened;
}

const amount = () =>
  screen.getByRole('textbox', { name: (name) => name.startsWith('Correction (hours:minutes)') }) as HTMLInputElement;
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply correction' }));

/** Picks the 15th of the month the picker opens on (the current month) and answers it as ISO. */
async function pickThe15th(): Promise<string> {
  fireEvent.click(screen.getByRole('button', { name: /Choose date/ }));
  fireEvent.click(within(await screen.findByRole('grid')).getByRole('gridcell', { name: '15' }));
  return dayjs().date(15).format('YYYY-MM-DD');
}

describe('/settings/daysOffTypes/{typeId}/{year}/accrual/corrections/add (part 1 §2, §5)', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §5: sends the person, the date, the minutes with their sign and the note, then goes back', async () => {
    const back = '/people/RW1wbG95ZWU6MQ==/daysOff?year=2026';
    const { environment, router } = await openCorrection(`${PATH}?employee_id=1&back=${encodeURIComponent(back)}`);
    expect(screen.getByText('Accrued leave, 2026')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Person' }) as HTMLInputElement).value).toEqual('Ann Peeters');
    const date = await pickThe15th();
    fireEvent.change(amount(), { target: { value: '-7:30' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: ' Counted twice ' } });
    apply();
    expect(lastOperation(environment)).toEqual({
      name: 'useAddAccrualCorrectionMutation',
      variables: {
        input: { dayOffTypeId: accrual.id, year: 2026, employeeId: ANN_ID, date, minutes: -450, note: 'Counted twice' },
      },
    });
    await resolveMostRecentOperation(environment, {
      DayOffTypePayload: () => ({ dayOffType: accrual, userErrors: [] }),
    });
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toEqual(back));
    expect(screen.getByRole('status').textContent).toEqual('The correction for Ann Peeters was applied.');
  });

  it('part 1 §5: person, date and a non-zero amount in hours:minutes are required', async () => {
    const { environment } = await openCorrection(PATH);
    const before = environment.mock.getAllOperations().length;
    fireEvent.change(amount(), { target: { value: '0:00' } });
    apply();
    expect([
      screen.getByText('Person is required.').textContent,
      screen.getByText('Date is required.').textContent,
      screen.getByText('Correction is not valid.').textContent,
    ]).toEqual(['Person is required.', 'Date is required.', 'Correction is not valid.']);
    fireEvent.change(amount(), { target: { value: '' } });
    expect(screen.getByText('Correction is required.')).toBeTruthy();
    expect(environment.mock.getAllOperations().length).toEqual(before);
  });

  it('part 1 §5, §8: a refusal of the server is shown by its code', async () => {
    const { environment } = await openCorrection(`${PATH}?employee_id=1`);
    await pickThe15th();
    fireEvent.change(amount(), { target: { value: '+2:00' } });
    apply();
    expect(lastOperation(environment).variables.input.minutes).toEqual(120);
    await resolveMostRecentOperation(environment, {
      DayOffTypePayload: () => ({
        dayOffType: null,
        userErrors: [{ code: 'FORBIDDEN', message: 'Forbidden', field: null }],
      }),
    });
    expect(within(screen.getByRole('form')).getByRole('alert').textContent).toEqual(
      'Only admins manage day-off types and company holidays.',
    );
  });

  it('part 1 §5: corrections are only for leave_accrual types', async () => {
    await openCorrection('/settings/daysOffTypes/1/2026/accrual/corrections/add', viewer(), [dayOffType(1)]);
    expect(screen.getByText('Corrections are only for leave accrual types.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('part 1 §6: a non-admin is told only admins manage day-off types instead of the form', async () => {
    await openCorrection(PATH, viewer({ admin: false, accessWages: true }));
    expect(screen.getByText('Only admins manage day-off types and company holidays.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
