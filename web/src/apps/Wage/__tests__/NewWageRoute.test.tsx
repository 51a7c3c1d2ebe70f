import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createMockEnvironment } from 'relay-test-utils';
import { newWagePath, profilePath } from '../../../paths';
import { startSession } from '../../../session';
import { renderWithProviders, resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { profileRoutes } from '../../Profile/routes';
import { answerVerzuimGate, lastOperation } from '../../Profile/test/profileMocks';
import { rootRoute } from '../../Shell/routes';
import { wageRoutes } from '../routes';
import { EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, viewerResolver, wage, wageResolvers } from '../test/wageMocks';

// The whole form (MUI selects, the date picker) renders slowly in jsdom on a shared machine.
jest.setTimeout(20_000);

async function openPage(search: string, resolvers: ReturnType<typeof wageResolvers>) {
  const environment = createMockEnvironment();
  answerVerzuimGate(environment);
  const router = createMemoryRouter([rootRoute([...wageRoutes(environment), ...profileRoutes(environment)])], {
    initialEntries: [`${newWagePath(EMPLOYEE_INTERNAL_ID)}${search}`],
  });
  renderWithProviders(<RouterProvider router={router} />, { environment, path: null });
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  expect(lastOperation(environment)).toEqual({ name: 'NewWageRouteQuery', variables: { id: EMPLOYEE_INTERNAL_ID } });
  await resolveMostRecentOperation(environment, resolvers);
  return { environment, router };
}

async function openNewWage(search = '', resolvers = { ...wageResolvers(), ...viewerResolver() }) {
  const page = await openPage(search, resolvers);
  return { ...page, form: await screen.findByRole('form', { name: 'Set new wage' }, { timeout: 5_000 }) };
}

const sections = (form: HTMLElement, name: string) =>
  within(within(form).getByRole('group', { name }))
    .getAllByRole('spinbutton')
    .map((section) => section.textContent);
const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name }) as HTMLInputElement;
const submit = (form: HTMLElement) => fireEvent.click(within(form).getByRole('button', { name: 'Set new wage' }));

describe('/people/:id/wage/new', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §2, §9: the date query preselects the start date, shown DD/MM/YYYY; the form starts from the current wage', async () => {
    const { form } = await openNewWage('?date=2026-07-01');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toEqual('New wage for Ann Peeters');
    expect(sections(form, 'Start date')).toEqual(['01', '07', '2026']);
    expect([
      field(form, 'Rate').value,
      field(form, 'Monday, week 1').value,
      field(form, 'Company car, cost per month').value,
    ]).toEqual(['14.5000', '07:36', '350']);
    expect(within(form).getByRole('combobox', { name: 'Wage type' }).textContent).toEqual('Employee, paid hourly');
    expect(within(form).getByRole('combobox', { name: 'Registration country' }).textContent).toEqual('Belgium');
  });

  it('part 1 §5: nothing is sent while a field is wrong; each says what is wrong', async () => {
    const { environment, form } = await openNewWage();
    fireEvent.change(field(form, 'Rate'), { target: { value: '14.12345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add benefit' }));
    submit(form);
    expect(within(form).getByText('Enter a date as DD/MM/YYYY.')).toBeTruthy();
    expect(within(form).getByText('Enter an amount of 0 or more, with at most 4 decimals.')).toBeTruthy();
    const benefit = within(form).getByRole('group', { name: 'Benefit 2' });
    expect(within(benefit).getByText('Description is required.')).toBeTruthy();
    expect(within(benefit).getByText('Monthly value is required.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('part 1 §3: the bonus field shows only when the company has wages_bonus_field', async () => {
    const first = await openNewWage();
    expect(within(first.form).queryByRole('textbox', { name: 'Bonus per month' })).toBeNull();
    document.body.innerHTML = '';
    const { form } = await openNewWage('', { ...wageResolvers(), ...viewerResolver(['wages_bonus_field']) });
    expect(within(form).getByRole('textbox', { name: 'Bonus per month' })).toBeTruthy();
  });

  it('part 1 §5: the schedule takes hours and minutes as 7u30 or 7h30 and shows them HH:MM; weeks are added and removed', async () => {
    const { form } = await openNewWage();
    const monday = field(form, 'Monday, week 1');
    fireEvent.change(monday, { target: { value: '7u30' } });
    fireEvent.blur(monday);
    expect(monday.value).toEqual('07:30');
    fireEvent.change(field(form, 'Saturday, week 1'), { target: { value: 'abc' } });
    fireEvent.blur(field(form, 'Saturday, week 1'));
    expect(field(form, 'Saturday, week 1').value).toEqual('00:00');
    fireEvent.click(within(form).getByRole('button', { name: 'Add week' }));
    expect(field(form, 'Monday, week 2').value).toEqual('07:30');
    fireEvent.click(within(form).getByRole('button', { name: 'Remove week 1' }));
    expect(within(form).queryByRole('group', { name: 'Week 2' })).toBeNull();
    expect(within(form).getByRole('group', { name: 'Week 1' })).toBeTruthy();
  });

  it('part 1 §2: sets the new wage, then goes back to the profile with a toast', async () => {
    const { environment, router, form } = await openNewWage('?date=2026-07-01', {
      ...wageResolvers(),
      ...viewerResolver(['wages_bonus_field']),
    });
    fireEvent.change(field(form, 'Rate'), { target: { value: '15,25' } });
    fireEvent.change(field(form, 'Bonus per month'), { target: { value: '100' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Remove benefit 1' }));
    submit(form);
    expect(lastOperation(environment)).toEqual({
      name: 'useSetNewWageMutation',
      variables: {
        input: {
          employeeId: EMPLOYEE_ID,
          startDate: '2026-07-01',
          currency: 'EUR',
          type: 'EMPLOYEE_PAID_HOURLY',
          rate: 15.25,
          registrationCountryCode: 'BE',
          isDynamicSchedule: false,
          weeklyTimeEngagement: 2280,
          weeklySchedule: [{ weekNr: 1, minutes: [456, 456, 456, 456, 456, 0, 0] }],
          customBenefits: [],
          carMonthlyCost: 350,
          nettovergoeding: null,
          bonusMonthly: 100,
        },
      },
    });
    await resolveMostRecentOperation(environment, {
      WagePayload: () => ({ userErrors: [], wage: wage({ rate: 15.25 }) }),
    });
    expect((await screen.findByRole('status')).textContent).toEqual('The wage was saved.');
    await waitFor(() => expect(router.state.location.pathname).toEqual(profilePath(EMPLOYEE_INTERNAL_ID)));
  });

  it('part 1 §8: shows a refusal by its code in the viewer’s words, else the server’s message', async () => {
    const { environment, form } = await openNewWage('?date=2026-07-01');
    submit(form);
    await resolveMostRecentOperation(environment, {
      WagePayload: () => ({
        employee: null,
        wage: null,
        userErrors: [
          {
            code: 'START_DATE_NOT_AFTER_LATEST_WAGE',
            message: 'The start date has to be after 01/01/2025.',
            field: ['input', 'startDate'],
          },
          { code: 'SOMETHING_NEW', message: 'A wage already starts on this date.', field: null },
        ],
      }),
    });
    expect(
      within(form)
        .getAllByRole('alert')
        .map((alert) => alert.textContent),
    ).toEqual(['The new wage has to start after the start of the latest wage.', 'A wage already starts on this date.']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('part 1 §6: a viewer who may not set a wage is told so', async () => {
    await openPage('', { ...wageResolvers({}, []), ...viewerResolver() });
    expect(await screen.findByText('You may not change the wage of this person.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
