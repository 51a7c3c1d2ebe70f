import { fireEvent, screen, within } from '@testing-library/react';
import { graphql } from 'react-relay';
import type { DimonaEditFormTestQuery } from '../../../__generated__/DimonaEditFormTestQuery.graphql';
import { resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { EMPLOYEE_ID, lastOperation } from '../../Profile/test/profileMocks';
import type { CompanyFeature } from '@people/domain/companyFlags';
import { DimonaEditForm } from '../components/DimonaEditForm';

// The form renders some forty MUI fields; on a loaded machine a test takes longer than jest's 5 s default.
jest.setTimeout(30_000);

let features: CompanyFeature[] = [];
const { renderWithRelay } = setupTestWrapper<DimonaEditFormTestQuery>({
  Component: ({ employee }) =>
    employee?.dimona ? (
      <DimonaEditForm employeeId={EMPLOYEE_ID} version={7} status={employee.dimona} features={features} mayEdit />
    ) : null,
  query: graphql`
    query DimonaEditFormTestQuery @relay_test_operation {
      employee(id: "RW1wbG95ZWU6MQ==") {
        dimona(startDate: "2026-06-18") {
          ...DimonaEditForm_status
        }
      }
    }
  `,
});

// The stored fields past the §7 payload: PC 302 presets no status, the demo's Flex workers are Workmen of risk class 001.
const DETAILS = {
  rszCategory: null,
  employmentStatus: 'Workman',
  divisionId: null,
  durationType: 'singleDay',
  forfaitType: null,
  numberCurrentMonth: null,
  numberNextMonth: null,
  pensioner: false,
  pensionDate: null,
  pensionType: null,
  workerStatus: null,
  riskClass: '001',
  sportsContractType: null,
  isRecognizedForeignSportsPerson: false,
  isOpportunityContract: false,
  apprentice: false,
  replacementContract: false,
  experienceSince: null,
};

// A one-day Flex in PC 302 from 18:00 to 22:00, three days after "now" (part 2 §3 Dimona status).
const status = (overrides: Record<string, unknown> = {}, details: Record<string, unknown> = {}) => ({
  DimonaStatus: () => ({
    contractStartDate: '2026-06-18',
    contractType: 'FLEX',
    student: false,
    plannedHoursNbr: null,
    startingHour: 1080,
    endingHour: 1320,
    pauseMinutes: 0,
    parCom: '302',
    isServiceCoupe: false,
    extraShifts: [],
    editBlock: null,
    nationalNumberEmpty: false,
    nationalityCountryCode: 'BE',
    now: { date: '2026-06-15', minutes: 600 },
    declaration: null,
    functionCode: null,
    ...overrides,
  }),
  DimonaDetails: () => ({ ...DETAILS, ...details }),
  Integration: () => ({
    features: ['dimona-edit/push'],
    parcoms: ['302', '200', '124'],
    rszCategories: ['015', '058'],
    divisions: [],
    flexiJointCommittees: [],
    flexiJointCommitteesWithDates: [],
    maxExtraShifts: 3,
  }),
});

const form = () => screen.getByRole('form', { name: 'Edit day contract' });

describe('DimonaEditForm', () => {
  beforeEach(() => {
    features = [];
  });

  it('part 2 §4, §5: an end hour past midnight under 720 worked minutes warns with the hours and the next deadline', () => {
    renderWithRelay(status());
    fireEvent.change(within(form()).getByLabelText(/End hour/), { target: { value: '02:00' } });
    expect(screen.getByTestId('dimona-warning-DIMONA_HOURS_TO_NEXT_DAY').textContent).toEqual(
      'This shift runs into the next day, until 2 h.',
    );
    expect(screen.getByTestId('dimona-warning-DIMONA_NEXT_DEADLINE').textContent).toEqual(
      'Declare this change before 19/06/2026 06:00 to be on time.',
    );
  });

  it('part 2 §5, §8: hours of 720 minutes into the next day are refused with a red toast and nothing is sent', async () => {
    const { environment } = renderWithRelay(status());
    fireEvent.change(within(form()).getByLabelText(/End hour/), { target: { value: '06:00' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save and send Dimona' }));
    expect(
      (
        await screen.findAllByText(
          'These hours are not allowed: a one-day contract may run at most 12 hours into the next day.',
        )
      ).length,
    ).toBeGreaterThan(0);
    // The query was answered; no mutation is pending.
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('part 1 §5: extra shifts are added up to the integration maximum minus 1 (3 → 2), then the button is disabled', () => {
    renderWithRelay(status());
    const add = within(form()).getByRole('button', { name: 'Add extra shift' });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(within(form()).getAllByRole('group', { name: /Extra shift/ }).length).toEqual(2);
    expect((add as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(form()).getAllByRole('button', { name: 'Remove extra shift' })[0]);
    expect(within(form()).getAllByRole('group', { name: /Extra shift/ }).length).toEqual(1);
  });

  it('part 2 §7: saves the edit and shows the command id', async () => {
    const { environment } = renderWithRelay(status());
    fireEvent.change(within(form()).getByLabelText(/End hour/), { target: { value: '02:00' } });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save and send Dimona' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useEditDayContractMutation',
      variables: {
        input: {
          employeeId: EMPLOYEE_ID,
          contractStartDate: '2026-06-18',
          startingHour: 1080,
          endingHour: 120,
          pauseMinutes: 0,
          plannedHoursNbr: null,
          extraShifts: [],
          contractType: 'FLEX',
          parcom: '302',
          ...DETAILS,
          // The person's version as read, for the conflict check.
          version: 7,
        },
      },
    });
    await resolveMostRecentOperation(environment, {
      EditDayContractPayload: () => ({ commandId: 'c0ffee', lateCodes: [], employee: null, userErrors: [] }),
    });
    expect((await screen.findByTestId('dimona-sent')).textContent).toEqual('Dimona sent. Command id: c0ffee');
  });

  it('A stale form gets the conflict message and shows nothing sent', async () => {
    const { environment } = renderWithRelay(status());
    fireEvent.click(within(form()).getByRole('button', { name: 'Save and send Dimona' }));
    await resolveMostRecentOperation(environment, {
      EditDayContractPayload: () => ({
        commandId: null,
        lateCodes: [],
        employee: null,
        userErrors: [{ code: 'EDIT_CONFLICT', message: 'The person changed.', field: null }],
      }),
    });
    expect(await screen.findByText(/Someone else changed this person since you opened the form/)).toBeTruthy();
    expect(screen.queryByTestId('dimona-sent')).toBeNull();
  });

  it('part 2 §8: an edit block replaces the form with its message', () => {
    renderWithRelay(status({ contractType: 'STUDENT', editBlock: 'EXPLAIN_DIMONA_EDIT_NOT_POSSIBLE' }));
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByTestId('dimona-edit-block').textContent).toContain('only Flex and Extra one-day contracts can');
  });

  it('part 2 §5: PC 200 presets Employee, so the risk class (401–412) is asked and required; unfilled, a red toast and nothing is sent', async () => {
    const { environment } = renderWithRelay(status({ parCom: '200' }, { employmentStatus: null, riskClass: null }));
    const risk = within(form()).getByRole('combobox', { name: /Activity with risk/ });
    fireEvent.mouseDown(risk);
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['401', '402', '403', '404', '405', '406', '407', '408', '409', '410', '411', '412']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(within(form()).getByRole('button', { name: 'Save and send Dimona' }));
    expect((await screen.findAllByText('Activity with risk (risk class) is required')).length).toBeGreaterThan(0);
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('part 2 §5: an integration that skips the risk class asks none; PC 302 presets no status and asks none', () => {
    renderWithRelay({
      ...status({ parCom: '200' }, { employmentStatus: null, riskClass: null }),
      Integration: () => ({ ...status().Integration(), skipsRiskClass: true }),
    });
    expect(within(form()).queryByRole('combobox', { name: /Activity with risk/ })).toBeNull();
  });

  it('part 2 §2, §5, §9: pensioner shows the pension date and type (required), with the four pension types', () => {
    renderWithRelay(status());
    expect(within(form()).queryByLabelText(/Pension date/)).toBeNull();
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Pensioner' }));
    expect((within(form()).getByLabelText(/Pension date/) as HTMLInputElement).required).toEqual(true);
    fireEvent.mouseDown(within(form()).getByRole('combobox', { name: /Pension type/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pension, private sector', 'Survival pension', 'Pension, self-employed', 'Pension, public sector']);
  });

  const choose = (name: RegExp, option: string) => {
    fireEvent.mouseDown(within(form()).getByRole('combobox', { name }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
  };
  const options = (name: RegExp) => {
    fireEvent.mouseDown(within(form()).getByRole('combobox', { name }));
    const found = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    return found;
  };

  it('part 2 §4, §5: the employment status is chosen; a Workman class (001–006) is emptied once Employee, whose classes are 401–412', () => {
    renderWithRelay(status());
    expect(options(/Employment status/)).toEqual(['Workman', 'Employee', 'Director']);
    choose(/Employment status/, 'Employee');
    expect(within(form()).getByRole('combobox', { name: /Activity with risk/ }).textContent).not.toContain('001');
    expect(options(/Activity with risk/)).toEqual([
      '401',
      '402',
      '403',
      '404',
      '405',
      '406',
      '407',
      '408',
      '409',
      '410',
      '411',
      '412',
    ]);
  });

  it('part 2 §5: "a Director" needs no risk class (part 2 §5 "only for Workman or Employee")', () => {
    renderWithRelay(status());
    choose(/Employment status/, 'Director');
    expect(within(form()).queryByRole('combobox', { name: /Activity with risk/ })).toBeNull();
  });

  it('part 2 §5, §6: with enable_rsz_categories and two categories the RSZ category is asked and required; unfilled, a red toast', async () => {
    features = ['enable_rsz_categories'];
    const { environment } = renderWithRelay(status());
    expect(options(/RSZ category/)).toEqual(['015', '058']);
    fireEvent.click(within(form()).getByRole('button', { name: 'Save and send Dimona' }));
    expect((await screen.findAllByText('RSZ category is required')).length).toBeGreaterThan(0);
    expect(environment.mock.getAllOperations()).toEqual([]);
  });

  it('part 2 §6: without enable_rsz_categories no RSZ category; part 1 §5: the duration is the one day, shown and fixed', () => {
    renderWithRelay(status());
    expect(within(form()).queryByRole('combobox', { name: /RSZ category/ })).toBeNull();
    const duration = within(form()).getByRole('combobox', { name: /Duration/ });
    expect(duration.textContent).toEqual('Single day');
    expect(duration.getAttribute('aria-disabled')).toEqual('true');
  });

  it('part 2 §2: PC 124 shows the two number fields; they, apprentice and replacement contract are sent with the edit', async () => {
    // part 2 §5: Flex in PC 124 comes from the integration's list.
    const { environment } = renderWithRelay({
      ...status({ parCom: '124' }),
      Integration: () => ({ ...status().Integration(), flexiJointCommittees: ['124'] }),
    });
    fireEvent.change(within(form()).getByLabelText('Number this month'), { target: { value: '3' } });
    fireEvent.change(within(form()).getByLabelText('Number next month'), { target: { value: '4' } });
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Apprentice' }));
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Replacement contract' }));
    fireEvent.click(within(form()).getByRole('button', { name: 'Save and send Dimona' }));
    expect(lastOperation(environment).variables.input).toMatchObject({
      parcom: '124',
      numberCurrentMonth: 3,
      numberNextMonth: 4,
      apprentice: true,
      replacementContract: true,
    });
  });

  it('part 2 §5, §6: the sports contract type (with enable_sports_person_contracts) shows its two flags and takes classes 409–412', () => {
    features = ['enable_sports_person_contracts'];
    renderWithRelay(status({}, { employmentStatus: 'Employee', riskClass: null }));
    expect(within(form()).queryByRole('checkbox', { name: 'Opportunity contract' })).toBeNull();
    choose(/Sports contract type/, 'Sports person');
    expect(within(form()).getByRole('checkbox', { name: 'Opportunity contract' })).toBeTruthy();
    expect(within(form()).getByRole('checkbox', { name: 'Recognised foreign sports person' })).toBeTruthy();
    expect(options(/Activity with risk/)).toEqual(['409', '410', '411', '412']);
  });

  it('part 2 §5: with a function code, experience-since is required for Flex', () => {
    renderWithRelay(status({ functionCode: 'HORECA-1' }));
    expect((within(form()).getByLabelText(/Experience since/) as HTMLInputElement).required).toEqual(true);
  });
});
