import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SelectedDay } from '@people/domain/calendar';
import { LIMIT_REACHED_MESSAGE } from '@people/domain/daysOff';
import { useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { DayOffRequestDialogTestQuery } from '../../../__generated__/DayOffRequestDialogTestQuery.graphql';
import type { MockEnvironment } from '../../../test/relayTestUtils';
import { renderWithProviders, resolveMostRecentOperation, setupTestWrapper } from '../../../test/relayTestUtils';
import { lastOperation } from '../../Profile/test/profileMocks';
import { DayOffRequestDialog } from '../components/DayOffRequestDialog';
import { company, EMPLOYEE_ID, requestPerson, selected, usageType, YEAR } from '../test/requestMocks';

let selection: readonly SelectedDay[] = [];
let bulk = false;
const onAdded = jest.fn();
const onClose = jest.fn();

type Response = DayOffRequestDialogTestQuery['response'];

// As the calendar page does: the dialog closes when the days were added or on cancel.
function Harness({ employee, viewer }: { employee: NonNullable<Response['employee']>; viewer: Response['viewer'] }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    onClose();
    setOpen(false);
  };
  const added = (result: unknown) => {
    onAdded(result);
    setOpen(false);
  };
  return (
    <DayOffRequestDialog
      employee={employee}
      viewer={viewer}
      year={YEAR}
      selection={selection}
      bulk={bulk}
      open={open}
      onClose={close}
      onAdded={added}
    />
  );
}

const testQuery = graphql`
  query DayOffRequestDialogTestQuery($year: Int!) @relay_test_operation {
    employee(id: "RW1wbG95ZWU6MQ==") {
      ...DayOffRequestDialog_employee @arguments(year: $year)
    }
    viewer {
      ...DayOffRequestDialog_viewer
    }
  }
`;
const { renderWithRelay } = setupTestWrapper<DayOffRequestDialogTestQuery>({
  Component: ({ employee, viewer }) => (employee ? <Harness employee={employee} viewer={viewer} /> : null),
  query: testQuery,
  variables: { year: YEAR },
});

type Options = {
  days?: string[];
  bulk?: boolean;
  actions?: Parameters<typeof requestPerson>[0];
  features?: string[];
  integrationFeatures?: string[];
  person?: Record<string, unknown>;
};

function open({
  days = ['2026-07-06'],
  bulk: inBulk = false,
  actions = [],
  features = [],
  integrationFeatures = [],
  person = {},
}: Options = {}) {
  selection = days.map((date) => selected(date));
  bulk = inBulk;
  onAdded.mockReset();
  onClose.mockReset();
  const { environment } = renderWithRelay({
    Employee: () => requestPerson(actions, person),
    Company: () => company(features, integrationFeatures),
  });
  return environment;
}

const dialog = () => screen.getByRole('dialog', { name: 'Add days off' });
const typeSelect = () => within(dialog()).getByRole('combobox', { name: 'Day-off type' }) as HTMLSelectElement;
const chooseType = (label: string) => {
  const option = within(typeSelect()).getByRole('option', { name: label }) as HTMLOptionElement;
  fireEvent.change(typeSelect(), { target: { value: option.value } });
};
const whenOptions = () =>
  within(dialog())
    .queryAllByRole('radio')
    .map((radio) => radio.closest('label')?.textContent);
const confirmButton = () => within(dialog()).queryByRole('button', { name: 'Add days off' });
const submit = () => fireEvent.click(confirmButton()!);
const operations = (environment: MockEnvironment) =>
  environment.mock.getAllOperations().map((op) => op.request.node.operation.name);

function addPayload(extra: Record<string, unknown> = {}) {
  return {
    AddDaysOffPayload: () => ({
      employee: null,
      entryIds: [],
      limitReached: false,
      followUp: null,
      userErrors: [],
      ...extra,
    }),
  };
}

const limitError = { code: 'DAY_OFF_CREATE_LIMIT_ERR', message: LIMIT_REACHED_MESSAGE, field: null };

describe('DayOffRequestDialog', () => {
  it('part 1 §5: offers the active types, self-service ones first then by name, and each ruleset by priority rules', () => {
    open();
    const labels = within(typeSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual([
      '—',
      'Extra legal',
      'Holiday',
      'Sick day',
      'Overtime recovery',
      'Training',
      'Legal leave (by priority rules)',
    ]);
  });

  it('part 1 §6: disable_days_off_education_type leaves the education type out', () => {
    open({ features: ['disable_days_off_education_type'] });
    const labels = within(typeSelect())
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels.includes('Training')).toEqual(false);
  });

  it('part 1 §5: without a type it says SELECT_DAY_OFF_TYPE_FIRST and sends nothing', () => {
    const environment = open();
    submit();
    expect(within(dialog()).getByText('Choose a day-off type first.')).toBeTruthy();
    expect(operations(environment)).toEqual([]);
  });

  it('part 1 §5: morning and afternoon only for a single day scheduled over 5 hours, outside bulk', () => {
    const seen: unknown[] = [];
    for (const options of [
      { days: ['2026-07-06'] },
      { days: ['2026-07-08'] },
      { days: ['2026-07-06', '2026-07-07'] },
      { days: ['2026-07-06'], bulk: true },
    ]) {
      open(options);
      chooseType('Sick day');
      seen.push(whenOptions());
      cleanup();
    }
    expect(seen).toEqual([
      ['All day', 'Morning', 'Afternoon', 'Custom hours'],
      ['All day', 'Custom hours'],
      ['All day', 'Custom hours'],
      ['All day', 'Custom hours'],
    ]);
  });

  it('part 1 §5: custom hours are hidden for a type limited in days; all day needs a working day but not in bulk', () => {
    open({ days: ['2026-07-06'] });
    chooseType('Holiday');
    const dayLimited = whenOptions();
    cleanup();
    open({ days: ['2026-07-11'] });
    chooseType('Sick day');
    const nonWorking = whenOptions();
    cleanup();
    open({ days: ['2026-07-11'], bulk: true });
    chooseType('Sick day');
    expect([dayLimited, nonWorking, whenOptions()]).toEqual([
      ['All day', 'Morning', 'Afternoon'],
      ['Custom hours'],
      ['All day', 'Custom hours'],
    ]);
  });

  it("part 1 §3, §5: only the options of the type's allowed_request_options are offered; a type that allows none for the days says so", () => {
    const daysOffUsage = {
      types: [
        usageType(21, 'Half days', { allowedRequestOptions: ['morning', 'afternoon'] }),
        usageType(22, 'Whole days', { allowedRequestOptions: ['allDay'] }),
      ],
      rulesets: [],
    };
    open({ person: { daysOffUsage } });
    chooseType('Half days');
    const halves = whenOptions();
    chooseType('Whole days');
    const whole = whenOptions();
    cleanup();
    open({ days: ['2026-07-06', '2026-07-07'], person: { daysOffUsage } });
    chooseType('Half days');
    expect([
      halves,
      whole,
      whenOptions(),
      within(dialog()).getByText('This day-off type cannot be asked for the selected days.') !== null,
      confirmButton()?.hasAttribute('disabled'),
    ]).toEqual([['Morning', 'Afternoon'], ['All day'], [], true, true]);
  });

  it('part 1 §5, §6: with no active type in the year it says so, with the link to the type settings for who may manage them', () => {
    const daysOffUsage = { types: [usageType(14, 'Old leave', { active: false })], rulesets: [] };
    open({ person: { daysOffUsage } });
    const plain = [
      within(dialog()).getByText(/^No day-off types for 2026\./) !== null,
      within(dialog()).queryByRole('link'),
      within(dialog()).queryByRole('combobox'),
      confirmButton()?.hasAttribute('disabled'),
    ];
    cleanup();
    open({ person: { daysOffUsage }, actions: ['manageDayOffTypes'] });
    expect([
      plain,
      within(dialog()).getByRole('link', { name: 'Set up the day-off types' }).getAttribute('href'),
    ]).toEqual([[true, null, null, true], '/settings/daysOffTypes?year=2026']);
  });

  it('part 1 §6, §8: when the usage could not be read (FORBIDDEN or a failure) it says the types could not be loaded, not that there are none', async () => {
    selection = [selected('2026-07-06')];
    bulk = false;
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) => {
      const payload = MockPayloadGenerator.generate(operation, {
        Employee: () => requestPerson(),
        Company: () => company(),
      }) as { data: { employee: Record<string, unknown> } };
      payload.data.employee.daysOffUsage = null;
      return {
        ...payload,
        errors: [{ message: 'FORBIDDEN', path: ['employee', 'daysOffUsage'] }],
      };
    });
    function Probe() {
      const data = useLazyLoadQuery<DayOffRequestDialogTestQuery>(testQuery, { year: YEAR });
      return data.employee ? <Harness employee={data.employee} viewer={data.viewer} /> : null;
    }
    renderWithProviders(<Probe />, { environment });
    const alert = await within(await screen.findByRole('dialog', { name: 'Add days off' })).findByText(
      /could not be loaded/,
    );
    expect([
      alert.textContent,
      screen.queryByText(/No day-off types/),
      confirmButton()?.hasAttribute('disabled'),
    ]).toEqual(['The day-off types could not be loaded, so no days off can be added now.', null, true]);
  });

  it('part 1 §5: the custom range starts at 09:00–12:00; an end not after the start shows END_TIME_GT_START_TIME and hides confirm', () => {
    open();
    chooseType('Sick day');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Custom hours' }));
    const from = within(dialog()).getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    const until = within(dialog()).getByRole('textbox', { name: 'Until' }) as HTMLInputElement;
    const defaults = [from.value, until.value];
    fireEvent.change(until, { target: { value: '09:00' } });
    const notice = within(dialog()).getByRole('alert').textContent;
    const hidden = confirmButton();
    fireEvent.change(until, { target: { value: '09:05' } });
    expect([defaults, notice, hidden, within(dialog()).queryByRole('alert'), confirmButton() !== null]).toEqual([
      ['09:00', '12:00'],
      'The end time must be later than the start time.',
      null,
      null,
      true,
    ]);
  });

  it('part 1 §5: the non-working-day full-day box needs an integration with recurring days and all day', () => {
    open();
    chooseType('Sick day');
    const without = within(dialog()).queryByRole('checkbox', { name: 'Also plan a full day on days without work' });
    cleanup();
    open({ integrationFeatures: ['recurring-days/a1b2'] });
    chooseType('Sick day');
    const allDay =
      within(dialog()).queryByRole('checkbox', { name: 'Also plan a full day on days without work' }) !== null;
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Morning' }));
    const morning = within(dialog()).queryByRole('checkbox', { name: 'Also plan a full day on days without work' });
    expect([without, allDay, morning]).toEqual([null, true, null]);
  });

  it('part 1 §3, §4: sends the request payload: all day as all_day (null) from 540, custom hours as start and duration', async () => {
    const environment = open({ days: ['2026-07-07', '2026-07-06'], integrationFeatures: ['recurring-days/x'] });
    chooseType('Sick day');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Also plan a full day on days without work' }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Message (optional)' }), {
      target: { value: 'Flu' },
    });
    submit();
    const first = lastOperation(environment);
    await resolveMostRecentOperation(
      environment,
      addPayload({ userErrors: [{ code: 'INVALID_INPUT', message: 'Bad', field: null }] }),
    );
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Custom hours' }));
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'Send a notification' }));
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'From' }), { target: { value: '13h30' } });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Until' }), { target: { value: '17u00' } });
    submit();
    expect([first, lastOperation(environment).variables.input]).toEqual([
      {
        name: 'useAddDaysOffMutation',
        variables: {
          year: YEAR,
          input: {
            employeeId: EMPLOYEE_ID,
            type: 'SICK_DAY',
            customDayOffTypeId: 15,
            rulesetId: null,
            amPmHint: 'ALL_DAY',
            days: [
              { date: '2026-07-06', startMinutes: 540, durationMinutes: null },
              { date: '2026-07-07', startMinutes: 540, durationMinutes: null },
            ],
            sendNotification: true,
            optionalMessage: 'Flu',
            ignoreDayOffLimits: false,
            setFullDayOnNonWorkingDay: true,
          },
        },
      },
      {
        employeeId: EMPLOYEE_ID,
        type: 'SICK_DAY',
        customDayOffTypeId: 15,
        rulesetId: null,
        amPmHint: 'CUSTOM',
        days: [
          { date: '2026-07-06', startMinutes: 810, durationMinutes: 210 },
          { date: '2026-07-07', startMinutes: 810, durationMinutes: 210 },
        ],
        sendNotification: false,
        optionalMessage: 'Flu',
        ignoreDayOffLimits: false,
        setFullDayOnNonWorkingDay: false,
      },
    ]);
  });

  it('part 1 §4, §5: the afternoon starts at 780 for half the scheduled day; a ruleset goes by rulesetId', async () => {
    const environment = open();
    chooseType('Sick day');
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Afternoon' }));
    submit();
    const afternoon = lastOperation(environment).variables.input;
    await resolveMostRecentOperation(
      environment,
      addPayload({ userErrors: [{ code: 'INVALID_INPUT', message: 'Bad', field: null }] }),
    );
    chooseType('Legal leave (by priority rules)');
    submit();
    const ruleset = lastOperation(environment).variables.input;
    expect([
      afternoon.amPmHint,
      afternoon.days,
      ruleset.type,
      ruleset.customDayOffTypeId,
      ruleset.rulesetId,
      ruleset.amPmHint,
    ]).toEqual([
      'PM',
      [{ date: '2026-07-06', startMinutes: 780, durationMinutes: 240 }],
      'CUSTOM',
      null,
      3,
      // The picked afternoon is still offered for the ruleset's day-limited types.
      'PM',
    ]);
  });

  it('part 1 §8: success toasts DAYS_OFF_ADDED and hands back the entries, the follow-up and the dates', async () => {
    const environment = open({ days: ['2026-07-07', '2026-07-06'] });
    chooseType('Holiday');
    submit();
    const followUpPath = `/people/1/daysOff/confirm/belgium_only/unemployment?firstDayInRequest=2026-07-06`;
    await resolveMostRecentOperation(
      environment,
      addPayload({
        entryIds: [101, 102],
        followUp: { kind: 'CONFIRM', employeeInternalId: 1, firstDay: '2026-07-06' },
      }),
    );
    expect((await screen.findByRole('status')).textContent).toEqual('The days off were added.');
    expect(onAdded.mock.calls).toEqual([[{ entryIds: [101, 102], followUpPath, dates: ['2026-07-06', '2026-07-07'] }]]);
  });

  it('part 1 §8: another failure clears the busy state and shows the error by its code', async () => {
    const environment = open();
    chooseType('Holiday');
    submit();
    expect(confirmButton()?.hasAttribute('disabled')).toEqual(true);
    await resolveMostRecentOperation(
      environment,
      addPayload({
        userErrors: [{ code: 'SELECT_DAY_OFF_TYPE_FIRST', message: 'Select a type', field: ['input', 'type'] }],
      }),
    );
    expect([
      within(dialog()).getByText('Choose a day-off type first.') !== null,
      confirmButton()?.hasAttribute('disabled'),
      onAdded.mock.calls,
    ]).toEqual([true, false, []]);
  });

  it('part 1 §8: a request that fails altogether clears the busy state and shows its reason', async () => {
    const environment = open();
    chooseType('Holiday');
    submit();
    await act(async () => environment.mock.rejectMostRecentOperation(new Error('The gateway is unreachable')));
    expect([
      within(dialog()).getByText('The gateway is unreachable') !== null,
      confirmButton()?.hasAttribute('disabled'),
      onAdded.mock.calls,
    ]).toEqual([true, false, []]);
  });

  it('part 1 §5, §8: over the limit an admin sees the warning, ticks the confirmation and sends again ignoring the limits', async () => {
    const environment = open({ actions: ['ignoreDayOffLimits'] });
    chooseType('Holiday');
    submit();
    await resolveMostRecentOperation(environment, addPayload({ limitReached: true, userErrors: [limitError] }));
    const warning = within(dialog()).getByText(LIMIT_REACHED_MESSAGE);
    const disabledBeforeTick = confirmButton()?.hasAttribute('disabled');
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: 'I confirm going over the limit of this type' }));
    submit();
    await waitFor(() => expect(lastOperation(environment).variables.input.ignoreDayOffLimits).toEqual(true));
    expect([warning !== null, disabledBeforeTick, within(dialog()).queryByText(/Ask an admin/)]).toEqual([
      true,
      true,
      null,
    ]);
  });

  it('part 1 §5: a non-admin is told to ask an admin; role default also gets the edit-limits link', async () => {
    const environment = open({ actions: ['editLimitsLink'] });
    chooseType('Holiday');
    submit();
    await resolveMostRecentOperation(
      environment,
      addPayload({
        limitReached: true,
        userErrors: [{ code: 'ERR_TOO_MUCH_DAYS_PLANNED', message: 'Too much', field: null }],
      }),
    );
    const link = within(dialog()).getByRole('link', { name: 'Edit the limits of this type' });
    expect([
      within(dialog()).getByText('More time off is planned on these days than they allow.') !== null,
      within(dialog()).getByText('Only an admin can go over this limit. Ask an admin to plan these days off.') !== null,
      within(dialog()).queryByRole('checkbox', { name: 'I confirm going over the limit of this type' }),
      link.getAttribute('href'),
      confirmButton()?.hasAttribute('disabled'),
    ]).toEqual([true, true, null, '/settings/daysOffTypes/11/2026/edit', true]);
  });

  it('part 1 §5: the limit warning is hidden for priority-scheme input and in bulk mode', async () => {
    let environment = open({ actions: ['ignoreDayOffLimits'] });
    chooseType('Legal leave (by priority rules)');
    submit();
    await resolveMostRecentOperation(environment, addPayload({ limitReached: true, userErrors: [limitError] }));
    const priority = within(dialog()).queryByText(LIMIT_REACHED_MESSAGE);
    cleanup();
    environment = open({ bulk: true, actions: ['ignoreDayOffLimits'] });
    chooseType('Holiday');
    submit();
    await resolveMostRecentOperation(environment, addPayload({ limitReached: true, userErrors: [limitError] }));
    expect([
      priority,
      within(dialog()).queryByText(LIMIT_REACHED_MESSAGE),
      within(dialog()).getByRole('checkbox', { name: 'I confirm going over the limit of this type' }) !== null,
    ]).toEqual([null, null, true]);
  });

  it('part 1 §8: a limit answer is about the form as sent: changing the type asks again without ignoring limits', async () => {
    const environment = open({ actions: ['ignoreDayOffLimits'] });
    chooseType('Holiday');
    submit();
    await resolveMostRecentOperation(environment, addPayload({ limitReached: true, userErrors: [limitError] }));
    chooseType('Sick day');
    const gone = within(dialog()).queryByText(LIMIT_REACHED_MESSAGE);
    submit();
    expect([gone, lastOperation(environment).variables.input.ignoreDayOffLimits]).toEqual([null, false]);
  });
});
