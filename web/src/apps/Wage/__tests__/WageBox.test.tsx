import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { WageBoxTestQuery } from '../../../__generated__/WageBoxTestQuery.graphql';
import { newWagePath, terminatePath, wageDetailsPath } from '../../../paths';
import { renderWithProviders, setupTestWrapper } from '../../../test/relayTestUtils';
import { permissions } from '../../Profile/test/profileMocks';
import { WageBox } from '../components/WageBox';
import { FACET_VISIBILITY_KEY } from '../facetVisibility';
import { EMPLOYEE_INTERNAL_ID, TOTAL_COST, wage, WAGE_ID, wageResolvers, week } from '../test/wageMocks';
import { CUSTOM_BENEFIT_PALETTE, FACET_PALETTE } from '../wageSlices';

const wageBoxTestQuery = graphql`
  query WageBoxTestQuery @relay_test_operation {
    employee(id: "RW1wbG95ZWU6MQ==") {
      ...WageBox_employee
    }
  }
`;

const { renderWithRelay } = setupTestWrapper<WageBoxTestQuery>({
  Component: ({ employee }) => (employee ? <WageBox employee={employee} /> : null),
  query: wageBoxTestQuery,
});

const box = () => screen.getByRole('region', { name: 'Wage' });
/** The slices the lazily loaded ring draws: [key, fill]. */
async function slices(): Promise<string[][]> {
  await screen.findAllByTestId(/^arc\./);
  return Array.from(box().querySelectorAll('path[data-testid^="arc."]')).map((path) => [
    path.getAttribute('data-testid')!.slice('arc.'.length),
    path.getAttribute('fill')!,
  ]);
}
const arc = (key: string) => box().querySelector(`path[data-testid="arc.${key}"]`);

describe('WageBox', () => {
  // The chart is lazy-loaded; loading (and compiling nivo and d3) once up front keeps the first test within
  // the default find timeout on a cold machine.
  beforeAll(() => import('../components/WageChart'), 30_000);
  afterEach(() => window.localStorage.clear());

  it('part 1 §2: draws one slice per monthly cost component, bonus purple and car orange (§9)', async () => {
    const components = [...TOTAL_COST.components, { key: 'bonus', amount: 100, color: 'purple' }];
    renderWithRelay(wageResolvers({ currentWageTotalCosts: { ...TOTAL_COST, components } }));
    expect(await slices()).toEqual([
      ['base', FACET_PALETTE.base],
      ['sociale_lasten', FACET_PALETTE.sociale_lasten],
      ['vakantiegeld', FACET_PALETTE.vakantiegeld],
      ['car', 'orange'],
      ['custom_benefit:Phone', CUSTOM_BENEFIT_PALETTE[0]],
      ['bonus', 'purple'],
    ]);
    const legend = within(box()).getByRole('group', { name: 'Cost components' });
    expect(
      within(legend)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['Base salary', 'Social security contributions', 'Holiday pay', 'Company car', 'Phone', 'Bonus']);
  });

  it('part 1 §2: the ring is 230 wide by default', async () => {
    renderWithRelay(wageResolvers());
    await slices();
    const svg = within(box()).getByRole('figure', { name: 'Monthly total cost by component' }).querySelector('svg')!;
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual(['230', '230']);
  });

  it('part 1 §2: the centre shows the total per month, the average weekly hours, the week cycle and the flag', async () => {
    renderWithRelay(
      wageResolvers({ currentWage: wage({ weeklySchedule: [week(1), week(2, [480, 480, 0, 0, 0, 0, 0])] }) }),
    );
    const figure = within(box()).getByRole('figure');
    expect(Array.from(figure.querySelectorAll('p')).map((p) => p.textContent)).toEqual([
      '€4,120.50',
      'total per month',
      '38h per week',
      'Cycle: 2 wk',
    ]);
    const flag = within(figure).getByRole('img', { name: 'Belgium' });
    expect(flag.getAttribute('src')).toEqual('/flags/be.svg');
  });

  it('part 1 §2: says salary package per month when cost estimations are disabled (TotalCost.centreLabel)', () => {
    renderWithRelay(
      wageResolvers({ currentWageTotalCosts: { ...TOTAL_COST, centreLabel: 'salary_package_per_month' } }),
    );
    expect(within(box()).getByText('salary package per month')).toBeTruthy();
  });

  it('part 1 §8: a flag image that fails leaves an empty span', () => {
    renderWithRelay(wageResolvers({ currentWage: wage({ registrationCountryCode: 'LU' }) }));
    const figure = within(box()).getByRole('figure');
    const flag = within(figure).getByRole('img', { name: 'Luxembourg' });
    const parent = flag.parentElement!;
    fireEvent.error(flag);
    expect(within(figure).queryByRole('img', { name: 'Luxembourg' })).toBeNull();
    expect(parent.lastElementChild!.outerHTML).toEqual('<span></span>');
  });

  it('part 1 §2: the average weekly hours have a tooltip with the schedule per week and weekday and the recurring holidays', async () => {
    const recurringHolidays = [
      { weekNr: 1, days: [{ weekday: 2, entries: [{ startingPoint: 780, hours: 240, interpretation: 'TIME_OFF' }] }] },
      {
        weekNr: 2,
        days: [{ weekday: 0, entries: [{ startingPoint: null, hours: 60, interpretation: 'WORKING_TIME' }] }],
      },
    ];
    const weeklySchedule = [week(1), week(2, [480, 480, 0, 0, 0, 0, 0])];
    renderWithRelay(
      wageResolvers({ currentWage: wage({ weeklySchedule, recurringHolidays }), averageWeeklyMinutes: 1620 }),
    );
    fireEvent.mouseOver(within(box()).getByText('27h per week'));
    const tooltip = await screen.findByRole('tooltip');
    expect(
      within(tooltip)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'Week 1Week 2',
      'Monday7h 36min8h',
      'Tuesday7h 36min8h',
      'Wednesday7h 36min0min',
      'Thursday7h 36min0min',
      'Friday7h 36min0min',
      'Saturday0min0min',
      'Sunday0min0min',
    ]);
    expect(
      within(tooltip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Wednesday, week 1: 4h time off from 13:00', 'Monday, week 2: 1h working time']);
  });

  it('part 1 §2: clicking a slice opens a popup with the component’s name and amount', async () => {
    renderWithRelay(wageResolvers());
    await slices();
    fireEvent.click(arc('car')!, { clientX: 100, clientY: 120 });
    const popup = await screen.findByRole('dialog', { name: 'Company car' });
    expect(popup.textContent).toEqual('Company car€350.00');
    fireEvent.click(arc('custom_benefit:Phone')!, { clientX: 100, clientY: 120 });
    expect((await screen.findByRole('dialog', { name: 'Phone' })).textContent).toEqual('Phone€50.00');
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(arc('base')!, { clientX: 100, clientY: 120 });
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Base salary' })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('The ring is named for screen readers and works with the keyboard: the arrows open each slice in turn, Escape closes', async () => {
    renderWithRelay(wageResolvers());
    await slices();
    const ring = screen.getByRole('figure', { name: 'Monthly total cost by component' });
    const opened = async () => (await screen.findByRole('dialog')).textContent;
    expect(ring.tabIndex).toEqual(0);
    ring.focus();
    fireEvent.keyDown(ring, { key: 'ArrowRight' });
    const first = await opened();
    fireEvent.keyDown(ring, { key: 'ArrowDown' });
    await waitFor(() => expect(screen.getByRole('dialog').textContent).not.toEqual(first));
    const second = await opened();
    fireEvent.keyDown(ring, { key: 'ArrowLeft' });
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toEqual(first));
    // Before the first slice comes the last: the arrows go round the ring.
    fireEvent.keyDown(ring, { key: 'ArrowUp' });
    await waitFor(() => expect(screen.getByRole('dialog').textContent).not.toEqual(first));
    expect([first, second, screen.getByRole('dialog').textContent]).toEqual([
      'Base salary€2,500.00',
      'Social security contributions€1,000.50',
      'Phone€50.00',
    ]);
    // What the keys opened is read out.
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toEqual('Phone');
    fireEvent.keyDown(ring, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('part 1 §7: the legend hides a facet and the choice is remembered in insights_labor_visible', async () => {
    const first = renderWithRelay(wageResolvers());
    await slices();
    fireEvent.click(within(box()).getByRole('checkbox', { name: 'Company car' }));
    await waitFor(() => expect(arc('car')).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(FACET_VISIBILITY_KEY)!)).toEqual({ car: false });
    first.unmount();

    renderWithRelay(wageResolvers());
    expect((await slices()).map(([key]) => key)).toEqual([
      'base',
      'sociale_lasten',
      'vakantiegeld',
      'custom_benefit:Phone',
    ]);
    const car = within(box()).getByRole('checkbox', { name: 'Company car' }) as HTMLInputElement;
    expect(car.checked).toBe(false);
    fireEvent.click(car);
    await waitFor(() => expect(arc('car')).not.toBeNull());
    expect(JSON.parse(window.localStorage.getItem(FACET_VISIBILITY_KEY)!)).toEqual({ car: true });
  });

  it('part 1 §3: the hourly rate shows 4 decimals, a monthly one 2 (Wage.rateDecimals)', () => {
    const first = renderWithRelay(wageResolvers());
    expect(within(box()).getByText('Employee, paid hourly · €14.5000')).toBeTruthy();
    first.unmount();
    renderWithRelay(
      wageResolvers({ currentWage: wage({ type: 'EMPLOYEE_PAID_MONTHLY', rate: 3125, rateDecimals: 2 }) }),
    );
    expect(within(box()).getByText('Employee, paid monthly · €3,125.00')).toBeTruthy();
  });

  it('part 1 §2: links to the wage details and offers set new wage and terminate when allowed', () => {
    renderWithRelay(wageResolvers());
    expect(within(box()).getByRole('link', { name: 'View wage details' }).getAttribute('href')).toEqual(
      wageDetailsPath(EMPLOYEE_INTERNAL_ID),
    );
    expect(within(box()).getByRole('link', { name: 'Set new wage' }).getAttribute('href')).toEqual(
      newWagePath(EMPLOYEE_INTERNAL_ID),
    );
    expect(within(box()).getByRole('link', { name: 'Terminate' }).getAttribute('href')).toEqual(
      terminatePath(EMPLOYEE_INTERNAL_ID),
    );
  });

  it('part 1 §2: under contractless employment continuation, terminate carries wage_id', () => {
    renderWithRelay(
      wageResolvers({ currentWage: wage({ payrollData: { isContractlessEmploymentContinuation: true } }) }),
    );
    expect(within(box()).getByRole('link', { name: 'Terminate' }).getAttribute('href')).toEqual(
      `${terminatePath(EMPLOYEE_INTERNAL_ID)}?wage_id=${encodeURIComponent(WAGE_ID)}`,
    );
  });

  it('part 1 §4: terminate is not offered for a wage with an end date, nor without the permission', () => {
    const first = renderWithRelay(wageResolvers({ currentWage: wage({ endDate: '2026-12-31', mayTerminate: false }) }));
    expect(within(box()).queryByRole('link', { name: 'Terminate' })).toBeNull();
    first.unmount();
    renderWithRelay(wageResolvers({}, ['setNewWage']));
    expect(within(box()).queryByRole('link', { name: 'Terminate' })).toBeNull();
    expect(within(box()).getByRole('link', { name: 'Set new wage' })).toBeTruthy();
  });

  it('part 1 §6: under a restricted Dimona account terminate shows the warning toast instead', async () => {
    const { environment } = renderWithRelay(
      wageResolvers({
        permissions: permissions(['setNewWage', 'terminate'], undefined, 'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED'),
      }),
    );
    const terminate = within(box()).getByRole('button', { name: 'Terminate' });
    expect(terminate.getAttribute('href')).toBeNull();
    fireEvent.click(terminate);
    expect((await screen.findByRole('alert')).textContent).toEqual(
      'Your company has a restricted Dimona account: this action is blocked.',
    );
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  describe('without a wage (part 1 §2, §4)', () => {
    const noWage = {
      wageState: 'NONE',
      currentWage: null,
      wages: [],
      currentWageTotalCosts: null,
      averageWeeklyMinutes: null,
    };
    const notes = () =>
      within(box())
        .queryAllByRole('note')
        .map((note) => note.textContent);

    it('says no wage is set yet, links to the wage details and draws no chart', () => {
      renderWithRelay(wageResolvers(noWage));
      expect(within(box()).getByText('No wage has been set yet.')).toBeTruthy();
      expect(within(box()).queryByRole('figure')).toBeNull();
      expect(within(box()).getByRole('link', { name: 'View wage details' }).getAttribute('href')).toEqual(
        wageDetailsPath(EMPLOYEE_INTERNAL_ID),
      );
      expect(within(box()).queryByRole('link', { name: 'Terminate' })).toBeNull();
    });

    it('part 1 §6: as a warning when the no-wage warning applies', () => {
      renderWithRelay(wageResolvers({ ...noWage, warnings: { pendingDimona: false, notSynced: false, noWage: true } }));
      expect(notes()).toEqual(['No wage has been set yet: the payroll integration is waiting for one.']);
    });

    it('part 1 §4: a pending wage shows "has pending wage" with the contract start date', () => {
      const pending = wage({ status: 'contract_create_pending', state: 'PENDING', startDate: '2026-07-01' });
      renderWithRelay(wageResolvers({ ...noWage, wageState: 'PENDING', wages: [pending] }));
      expect(notes()).toEqual(['Has a pending wage: the contract starts on 01/07/2026.']);
      expect(within(box()).queryByText('No wage has been set yet.')).toBeNull();
    });

    it('part 1 §4: days since termination above 0 says terminated on, 0 or below termination on', () => {
      const first = renderWithRelay(
        wageResolvers({
          ...noWage,
          wageState: 'TERMINATED',
          termination: { date: '2026-05-31', daysSinceTermination: 15, label: 'TERMINATED_ON', reason: null },
        }),
      );
      expect(notes()).toEqual(['Terminated on 31/05/2026']);
      first.unmount();
      renderWithRelay(
        wageResolvers({
          wageState: 'TERMINATED',
          currentWage: wage({ endDate: '2026-06-30', mayTerminate: false }),
          termination: { date: '2026-06-30', daysSinceTermination: -15, label: 'TERMINATION_ON', reason: null },
        }),
      );
      expect(notes()).toEqual(['Termination on 30/06/2026']);
      expect(within(box()).getByRole('figure')).toBeTruthy();
    });
  });

  it('part 1 §6: is absent for a viewer without wage access', () => {
    renderWithRelay(wageResolvers({ permissions: permissions([], ['contact', 'contracts']) }));
    expect(screen.queryByRole('region', { name: 'Wage' })).toBeNull();
  });

  it('says the wage could not be loaded when its field failed; the rest of the profile still answers', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) => {
      const { data } = MockPayloadGenerator.generate(operation, wageResolvers()) as {
        data: { employee: Record<string, unknown> };
      };
      data.employee.currentWage = null;
      return {
        data,
        errors: [{ message: 'The wage service did not answer.', path: ['employee', 'currentWage'] }],
      };
    });
    function Query() {
      const { employee } = useLazyLoadQuery<WageBoxTestQuery>(wageBoxTestQuery, {});
      return employee ? <WageBox employee={employee} /> : null;
    }
    renderWithProviders(<Query />, { environment });
    expect(within(await screen.findByRole('region', { name: 'Wage' })).getByRole('alert').textContent).toEqual(
      'This part of the profile could not be loaded.',
    );
    expect(within(box()).queryByRole('figure')).toBeNull();
  });
});
