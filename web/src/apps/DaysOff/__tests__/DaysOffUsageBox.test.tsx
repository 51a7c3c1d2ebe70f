import { act, fireEvent, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import type { DaysOffUsageBoxTestQuery } from '../../../__generated__/DaysOffUsageBoxTestQuery.graphql';
import { renderWithProviders, resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { DaysOffUsageBox } from '../components/DaysOffUsageBox';
import { EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, permissions, usageItem } from '../test/daysOffMocks';

const testQuery = graphql`
  query DaysOffUsageBoxTestQuery @relay_test_operation {
    employee(id: "RW1wbG95ZWU6MQ==") {
      ...DaysOffUsageBox_employee @arguments(year: 2026)
    }
  }
`;

const { renderWithRelay } = setupTestWrapper<DaysOffUsageBoxTestQuery>({
  Component: ({ employee }) => (employee ? <DaysOffUsageBox employee={employee} /> : null),
  query: testQuery,
});

type Usage = { types?: unknown[]; rulesets?: unknown[] };

function resolvers(usage: Usage, sections = permissions().sections) {
  return {
    Employee: () => ({ id: EMPLOYEE_ID, internalId: EMPLOYEE_INTERNAL_ID, permissions: permissions([], sections) }),
    DaysOffUsage: () => ({ year: 2026, types: usage.types ?? [], rulesets: usage.rulesets ?? [] }),
  };
}

const box = () => screen.getByRole('region', { name: 'Days-off usage' });
const usageList = () => within(box()).getByRole('list', { name: 'Days-off usage' });
/** Each top-level row's first line: a type's name and balance, or a ruleset's name and its types. */
function rows(): string[] {
  return within(usageList())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === usageList())
    .map((item) => (item.firstElementChild?.textContent ?? '').trim());
}

const holiday = usageItem(1, 'Holiday', {
  balance: { kind: 'left', unit: 'days', amount: 12.5 },
  daysApproved: 5,
  daysNotApproved: 2.5,
});
const overtime = usageItem(2, 'Overtime', {
  limitation: 'LIMIT_BY_OVERTIME',
  maxYearlyAmountDays: null,
  maxYearlyAmountMinutes: 600,
  minutesApproved: 450,
  minutesNotApproved: 240,
  balance: { kind: 'over', unit: 'minutes', amount: 90 },
  budgetBarMaxed: true,
});
const training = usageItem(3, 'Training', {
  allowedSelfservice: false,
  limitation: 'UNLIMITED',
  defaultLimitation: 'LIMIT_IN_MINUTES',
  maxYearlyAmountDays: null,
  minutesApproved: 120,
  balance: { kind: 'used', unit: 'minutes', amount: 120 },
});
const adv = usageItem(4, 'ADV', {
  limitation: 'LIMIT_IN_HALF_DAYS',
  maxYearlyAmountDays: 6,
  daysApproved: 6,
  balance: { kind: 'left', unit: 'half_days', amount: 0 },
  budgetBarMaxed: true,
});
const accrual = usageItem(5, 'Accrued leave', {
  limitation: 'LEAVE_ACCRUAL',
  maxYearlyAmountDays: null,
  maxYearlyAmountMinutes: 0,
  accrualApprovedMinutes: 960,
  accrualStartingMinutesThisYear: 480,
  minutesApproved: 480,
  balance: { kind: 'end_of_year_balance', unit: 'minutes', amount: 960 },
});
const legal = usageItem(11, 'Legal holidays', { balance: { kind: 'left', unit: 'days', amount: 20 } });
const extra = usageItem(12, 'Extra holidays', {
  balance: { kind: 'left', unit: 'days', amount: 2 },
  maxYearlyAmountDays: 2,
});
const ruleset = { rulesetId: 7, name: 'Belgian holidays', dayOffTypes: [legal, extra] };

describe('DaysOffUsageBox', () => {
  beforeEach(() => {
    // part 1 §9 counts the year selector from the current year: the tests' today.
    jest.useFakeTimers({
      now: new Date('2026-06-15T10:00:00Z'),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
        'hrtime',
      ],
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.clear();
  });

  it('part 1 §2, §9: shows 3 rows collapsed (self-service types first, then by name), all after show more', () => {
    renderWithRelay(resolvers({ types: [training, overtime, holiday, adv], rulesets: [ruleset] }));
    expect(rows()).toEqual(['ADV0 half days left', 'Holiday12.5 days left', 'Overtime1h 30min over the limit']);
    fireEvent.click(within(box()).getByRole('button', { name: 'Show more' }));
    expect(rows()).toEqual([
      'ADV0 half days left',
      'Holiday12.5 days left',
      'Overtime1h 30min over the limit',
      'Training2h used',
      'Belgian holidaysExtra holidays, Legal holidaysShow detail',
    ]);
    fireEvent.click(within(box()).getByRole('button', { name: 'Show less' }));
    expect(rows()).toHaveLength(3);
  });

  it('part 1 §4: words the balance by limitation, the end-of-year balance for leave accrual', () => {
    renderWithRelay(resolvers({ types: [accrual, training] }));
    expect(rows()).toEqual(['Accrued leave16h at the end of the year', 'Training2h used']);
  });

  it('part 1 §2: a ruleset row lists its types and shows or hides their detail rows', () => {
    renderWithRelay(resolvers({ rulesets: [ruleset] }));
    const row = within(usageList()).getByRole('listitem', { name: 'Belgian holidays' });
    expect(within(row).getByText('Extra holidays, Legal holidays')).toBeTruthy();
    expect(within(row).queryByRole('list')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Show detail' }));
    const detail = within(row).getByRole('list', { name: 'Types of Belgian holidays' });
    expect(
      within(detail)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent),
    ).toEqual(['Extra holidays2 days left', 'Legal holidays20 days left']);
    fireEvent.click(within(row).getByRole('button', { name: 'Hide detail' }));
    expect(within(row).queryByRole('list')).toBeNull();
  });

  it('part 1 §4: the bar is red above the maximum, maxed when reached, absent for unlimited types', () => {
    renderWithRelay(resolvers({ types: [holiday, overtime, adv, training] }));
    const bar = (name: string) => within(box()).queryByRole('progressbar', { name: `Usage of ${name}` });
    expect(
      [bar('Holiday'), bar('Overtime'), bar('ADV')].map((b) => [
        b?.getAttribute('data-state'),
        b?.getAttribute('aria-valuenow'),
      ]),
    ).toEqual([
      ['normal', '37.5'],
      ['red', '100'],
      ['maxed', '100'],
    ]);
    expect(bar('Training')).toBeNull();
  });

  it('part 1 §4: a valid transfer adds to the bar’s maximum, so 21 of 20 days plus 4 transferred is not red', () => {
    const transferred = usageItem(8, 'Legal leave', {
      daysApproved: 21,
      transferredAvailable: 4,
      balance: { kind: 'left', unit: 'days', amount: 3 },
    });
    renderWithRelay(resolvers({ types: [transferred] }));
    const bar = within(box()).getByRole('progressbar', { name: 'Usage of Legal leave' });
    // 21 used of 20 + 4 = 24 days.
    expect([bar.getAttribute('data-state'), bar.getAttribute('aria-valuenow'), rows()]).toEqual([
      'normal',
      '87.5',
      ['Legal leave3 days left'],
    ]);
  });

  it('part 1 §9: the tooltip shows approved and pending, half days as twice the days, time in h and min, transfers', async () => {
    const transferring = usageItem(6, 'Time credit', {
      limitation: 'LIMIT_IN_MINUTES',
      maxYearlyAmountDays: null,
      maxYearlyAmountMinutes: 2400,
      minutesApproved: 450,
      minutesNotApproved: 45,
      balance: { kind: 'left', unit: 'minutes', amount: 1905 },
      transferUnusedAmounts: true,
      transferredMinutes: 720,
      transferExpiryDate: '2026-04-01',
      showTransferExpiryLabel: true,
      expiredMinutes: 90,
    });
    const halfDays = usageItem(7, 'Half days', {
      limitation: 'LIMIT_IN_HALF_DAYS',
      daysApproved: 1.5,
      daysNotApproved: 0.5,
      balance: { kind: 'left', unit: 'half_days', amount: 36 },
      transferUnusedAmounts: true,
      transferredMinutes: 480,
      transferExpiryDate: '2027-01-01',
      // part 1 §4: the expiry label is hidden at 12 months or more.
      showTransferExpiryLabel: false,
    });
    renderWithRelay(resolvers({ types: [transferring, halfDays] }));
    const tooltipOf = async (name: string) => {
      fireEvent.mouseOver(within(box()).getByText(name));
      const tooltip = await screen.findByRole('tooltip');
      const lines = [...tooltip.querySelectorAll('span > span')].map((line) => line.textContent);
      fireEvent.mouseLeave(within(box()).getByText(name));
      await waitForElementToBeRemoved(() => screen.queryByRole('tooltip'));
      return lines;
    };
    expect(await tooltipOf('Time credit')).toEqual([
      'Time credit',
      'Approved: 7h 30min',
      'Pending: 45min',
      'Transferred from last year: 12h, expires on 01/04/2026',
      'Expired: 1h 30min',
    ]);
    expect(await tooltipOf('Half days')).toEqual([
      'Half days',
      'Approved: 3 half days',
      'Pending: 1 half day',
      'Transferred from last year: 8h',
      'Expired: 0min',
    ]);
  });

  it('part 1 §2, §9: the year selector offers the current year ± 9, remembers the choice per person and reads that year', async () => {
    const { environment } = renderWithRelay(resolvers({ types: [holiday] }));
    expect(within(box()).getByRole('link', { name: 'Open the calendar' }).getAttribute('href')).toEqual(
      '/people/1/daysOff?year=2026',
    );
    fireEvent.mouseDown(within(box()).getByRole('combobox', { name: 'Year' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => Number(option.textContent));
    expect([options.length, options[0], options[18]]).toEqual([19, 2017, 2035]);
    fireEvent.click(screen.getByRole('option', { name: '2024' }));
    expect(window.localStorage.getItem(`people.daysOff.year.${EMPLOYEE_INTERNAL_ID}`)).toEqual('2024');
    expect(lastOperation(environment)).toEqual({
      name: 'DaysOffUsageBoxRefetchQuery',
      variables: { id: EMPLOYEE_ID, year: 2024 },
    });
    await resolveMostRecentOperation(environment, {
      ...resolvers({ types: [usageItem(9, 'Holiday 2024', { balance: { kind: 'left', unit: 'days', amount: 3 } })] }),
      DaysOffUsage: () => ({
        year: 2024,
        types: [usageItem(9, 'Holiday 2024', { balance: { kind: 'left', unit: 'days', amount: 3 } })],
        rulesets: [],
      }),
    });
    expect(rows()).toEqual(['Holiday 20243 days left']);
    expect(within(box()).getByRole('link', { name: 'Open the calendar' }).getAttribute('href')).toEqual(
      '/people/1/daysOff?year=2024',
    );
  });

  it('part 1 §6: is left out without the daysOffUsage section; shows its own error when the usage failed', async () => {
    const first = renderWithRelay(resolvers({ types: [holiday] }, ['contact']));
    expect(screen.queryByRole('region')).toBeNull();
    first.unmount();
    const environment = createMockEnvironment();
    function Probe() {
      const data = useLazyLoadQuery<DaysOffUsageBoxTestQuery>(testQuery, {});
      return data.employee ? <DaysOffUsageBox employee={data.employee} /> : null;
    }
    renderWithProviders(<Probe />, { environment });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          employee: {
            id: EMPLOYEE_ID,
            internalId: EMPLOYEE_INTERNAL_ID,
            permissions: { sections: ['daysOffUsage'] },
            daysOffUsage: null,
          },
        },
        errors: [{ message: 'FORBIDDEN', path: ['employee', 'daysOffUsage'] }],
      });
    });
    expect(within(box()).getByRole('alert').textContent).toEqual('This part of the profile could not be loaded.');
  });
});
