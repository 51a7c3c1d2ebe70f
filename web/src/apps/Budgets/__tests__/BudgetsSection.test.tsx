import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { BudgetsSectionTestQuery } from '../../../__generated__/BudgetsSectionTestQuery.graphql';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_ID, EMPLOYEE_INTERNAL_ID, lastOperation, permissions } from '../../Profile/test/profileMocks';
import { BudgetsSection } from '../components/BudgetsSection';
import { rememberedBudgetYear } from '../budgetStorage';

const { renderWithRelay } = setupTestWrapper<BudgetsSectionTestQuery>({
  Component: ({ employee }) => (employee ? <BudgetsSection employee={employee} /> : null),
  query: graphql`
    query BudgetsSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...BudgetsSection_employee @arguments(year: 2026)
      }
    }
  `,
});

const budget = (id: number, budgetType: string, usage: number, maximum: number, overMaximum: boolean) => ({
  id: `QnVkZ2V0Oj${id}`,
  budgetType,
  year: 2026,
  usage,
  maximum,
  usagePercent: Math.min(100, (usage / maximum) * 100),
  overMaximum,
});

function resolvers(
  budgets: unknown[],
  actions: Parameters<typeof permissions>[0] = [],
  sections?: Parameters<typeof permissions>[1],
) {
  return {
    Employee: () => ({
      id: EMPLOYEE_ID,
      internalId: EMPLOYEE_INTERNAL_ID,
      permissions: permissions(actions, sections),
      budgets,
    }),
  };
}

const bars = () => within(screen.getByRole('region', { name: 'Budgets' })).getAllByRole('progressbar');

describe('BudgetsSection', () => {
  beforeEach(() => window.localStorage.clear());

  it('part 1 §3, §4, §9: shows each budget’s usage of its maximum in EUR, red over the maximum', () => {
    renderWithRelay(
      resolvers([budget(1, 'Opleidingsbudget', 539.9, 1500, false), budget(2, 'Fietsleasing', 1170, 1000, true)]),
    );
    expect(bars().map((bar) => [bar.getAttribute('aria-label'), bar.getAttribute('data-over-maximum')])).toEqual([
      ['Opleidingsbudget: €539.90 of €1,500.00', 'false'],
      ['Fietsleasing: €1,170.00 of €1,000.00 (over the maximum)', 'true'],
    ]);
    expect(bars()[1].className).toMatch(/Error/);
  });

  it('part 1 §6: the add-budget link is for admins (addBudget), with the year and the way back', () => {
    const plain = renderWithRelay(resolvers([]));
    expect(screen.queryByRole('link', { name: 'Add budget' })).toBeNull();
    expect(screen.getByText('No budgets for 2026.')).toBeTruthy();
    plain.unmount();
    renderWithRelay(resolvers([], ['addBudget']));
    const href = new URL(
      screen.getByRole('link', { name: 'Add budget' }).getAttribute('href') ?? '',
      'http://localhost',
    );
    expect([href.pathname, ...href.searchParams.entries()]).toEqual([
      '/settings/budgets/add',
      ['employee_id', String(EMPLOYEE_INTERNAL_ID)],
      ['year', String(new Date().getFullYear())],
      ['back', `/people/1`],
    ]);
  });

  it('part 1 §9: a year chosen is remembered for this person and refetched', () => {
    const { environment } = renderWithRelay(resolvers([budget(1, 'Opleidingsbudget', 10, 100, false)]));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Year' }));
    fireEvent.click(screen.getByRole('option', { name: String(new Date().getFullYear() - 1) }));
    expect(rememberedBudgetYear(EMPLOYEE_INTERNAL_ID)).toEqual(new Date().getFullYear() - 1);
    expect(lastOperation(environment)).toEqual({
      name: 'BudgetsSectionRefetchQuery',
      variables: { id: EMPLOYEE_ID, year: new Date().getFullYear() - 1 },
    });
  });

  it('part 1 §6: left out without the budgets section (light group access)', () => {
    renderWithRelay(resolvers([], [], ['contact']));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
