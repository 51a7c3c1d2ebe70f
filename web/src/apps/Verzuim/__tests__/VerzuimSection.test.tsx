import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { VerzuimSectionTestQuery } from '../../../__generated__/VerzuimSectionTestQuery.graphql';
import { verzuimEditPath } from '../../../paths';
import { setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_INTERNAL_ID, permissions, personResolvers } from '../../Profile/test/profileMocks';
import { VerzuimSection } from '../components/VerzuimSection';

const { renderWithRelay } = setupTestWrapper<VerzuimSectionTestQuery>({
  Component: ({ employee }) => (employee ? <VerzuimSection employee={employee} /> : null),
  query: graphql`
    query VerzuimSectionTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        ...VerzuimSection_employee @arguments(year: 2026)
      }
    }
  `,
});

const milestone = (step: string, week: number, date: string, state: string, next = false) => ({
  step,
  week,
  date,
  state,
  next,
});
const item = (internalId: number, extra: Record<string, unknown> = {}) => ({
  id: `V${internalId}`,
  internalId,
  status: 'REPORTED_HEALTHY',
  startDate: '2026-01-05',
  endDate: '2026-01-07',
  recoveryPercentage: null,
  ongoing: false,
  future: false,
  vangnetbepaling: false,
  workAccident: false,
  trafficAccident: false,
  poortwachter: [],
  ...extra,
});

const open = item(9, {
  status: 'PARTIALLY_RECOVERED',
  startDate: '2026-06-08',
  endDate: null,
  recoveryPercentage: 50,
  ongoing: true,
  workAccident: true,
  poortwachter: [
    milestone('SICK_REPORT_OCCUPATIONAL_HEALTH', 1, '2026-04-13', 'OVERDUE'),
    milestone('PROBLEM_ANALYSIS', 6, '2026-05-18', 'DONE'),
    milestone('PLAN_OF_APPROACH', 8, '2026-06-01', 'DONE'),
    milestone('PLAN_EVALUATION', 14, '2026-07-13', 'DUE', true),
    milestone('PLAN_EVALUATION', 20, '2026-08-24', 'DUE'),
  ],
});

const rows = () => within(screen.getByRole('list', { name: 'Sick leave' })).getAllByTestId('verzuim-row');

describe('VerzuimSection (part 1 §2 sick-leave section)', () => {
  it('part 1 §9: 5 rows collapsed, all after show all', () => {
    renderWithRelay(
      personResolvers({
        permissions: permissions(['reportVerzuim']),
        verzuim: [1, 2, 3, 4, 5, 6, 7].map((n) => item(n)),
      }),
    );
    expect(rows()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Show all (7)' }));
    expect(rows()).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy();
  });

  it('part 1 §3, §4: status, dates, percentage, flags and the ongoing label; the edit link at the spec route', () => {
    renderWithRelay(personResolvers({ permissions: permissions(['reportVerzuim']), verzuim: [open, item(2)] }));
    const [first, second] = rows();
    expect(within(first).getByText('Partially recovered')).toBeTruthy();
    expect(within(first).getByText('from 08/06/2026')).toBeTruthy();
    expect(within(first).getByText('50% recovered')).toBeTruthy();
    expect(within(first).getByText('Ongoing')).toBeTruthy();
    expect(within(first).getByText('Work accident')).toBeTruthy();
    expect(within(second).getByText('05/01/2026 – 07/01/2026')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Edit' }).getAttribute('href')).toEqual(
      verzuimEditPath(EMPLOYEE_INTERNAL_ID, 9),
    );
  });

  it('the Poortwachter timeline: the next deadline highlighted, the overdue one marked', () => {
    renderWithRelay(personResolvers({ permissions: permissions(['reportVerzuim']), verzuim: [open] }));
    const timeline = screen.getByRole('region', { name: 'Poortwachter timeline' });
    const current = within(timeline)
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('aria-current') === 'step')!;
    expect(current.textContent).toContain('Evaluation of the plan of approach');
    expect(current.textContent).toContain('Next deadline');
    expect(current.textContent).toContain('13/07/2026');
    const overdue = within(timeline)
      .getAllByRole('listitem')
      .filter((li) => li.getAttribute('data-state') === 'OVERDUE');
    expect(overdue.map((li) => li.textContent)).toEqual([expect.stringContaining('Overdue')]);
  });

  it('a future sick leave is labelled future; Dutch texts', () => {
    renderWithRelay(
      personResolvers({
        permissions: permissions([]),
        verzuim: [item(3, { status: 'REPORTED_SICK', endDate: null, ongoing: true, future: true })],
      }),
      { language: 'nl' },
    );
    const [row] = within(screen.getByRole('list', { name: 'Verzuim' })).getAllByTestId('verzuim-row');
    expect(within(row).getByText('Toekomstig')).toBeTruthy();
    expect(within(row).queryByText('Lopend')).toBeNull();
    expect(within(row).queryByRole('link')).toBeNull();
  });

  it('part 1 §6: hidden without the verzuim section', () => {
    renderWithRelay(personResolvers({ permissions: permissions([], ['header']), verzuim: null }));
    expect(screen.queryByRole('region', { name: 'Sick leave' })).toBeNull();
  });
});
