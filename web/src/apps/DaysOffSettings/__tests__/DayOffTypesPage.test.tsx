import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { startSession } from '../../../session';
import { resolveMostRecentOperation } from '../../../test/relayTestUtils';
import { dayOffType, lastOperation, openSettings, settings, viewer } from '../test/settingsMocks';

// The date picker and the route transitions are slow in jsdom on a shared machine.
jest.setTimeout(20_000);

const types = [
  dayOffType(1, { name: 'Holiday', color: 'FF0000', transferUnusedAmounts: true, transferAmountsExpiryMonths: 3 }),
  dayOffType(2, {
    name: 'Overtime',
    type: 'CUSTOM',
    limitation: 'LIMIT_BY_OVERTIME',
    maxYearlyAmountDays: null,
    maxYearlyAmountMinutes: 2280,
    interpretation: 'WORKING_TIME',
    approvalNeeded: false,
  }),
  dayOffType(3, {
    name: 'Sick',
    type: 'SICK_DAY',
    limitation: 'UNLIMITED',
    maxYearlyAmountDays: null,
    allowedSelfservice: false,
    active: false,
  }),
  dayOffType(4, {
    name: 'Small leave',
    limitation: 'LIMIT_IN_HALF_DAYS',
    maxYearlyAmountDays: 2.5,
    transferUnusedAmounts: true,
  }),
];

const rows = () =>
  within(screen.getByRole('table', { name: 'Day-off types' }))
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('/settings/daysOffTypes (part 1 §2)', () => {
  beforeEach(() => startSession(null));
  afterEach(() => window.localStorage.clear());

  it('part 1 §2, §3: lists the year’s types: name, kind, limitation with maximum, interpretation, approval, self-service, transfer, active', async () => {
    const { environment } = await openSettings('/settings/daysOffTypes?year=2026');
    expect(lastOperation(environment)).toEqual({ name: 'DayOffTypesRouteQuery', variables: { year: 2026 } });
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer(),
      DayOffTypeSettings: () => settings({ types }),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toEqual('Day-off types 2026');
    expect(rows().slice(1)).toEqual([
      [
        'Holiday',
        'Custom',
        'Limited in days: 20 days',
        'Time off',
        'Yes',
        'Yes',
        'Yes, expires after 3 months',
        'Yes',
        'Edit',
      ],
      ['Overtime', 'Custom', 'Limited by overtime: 38h', 'Working time', 'No', 'Yes', 'No', 'Yes', 'Edit'],
      ['Sick', 'Sick day', 'Unlimited', 'Time off', 'Yes', 'No', 'No', 'No', 'Edit'],
      [
        'Small leave',
        'Custom',
        'Limited in half days: 5 half days',
        'Time off',
        'Yes',
        'Yes',
        'Yes, does not expire',
        'Yes',
        'Edit',
      ],
    ]);
    // part 1 §9: the type's colour is shown next to its name.
    expect(screen.getAllByRole('row')[1].querySelector('[data-color]')?.getAttribute('data-color')).toEqual('FF0000');
  });

  it('part 1 §2: add and edit links carry this list as the way back', async () => {
    const { environment } = await openSettings('/settings/daysOffTypes?year=2026');
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer(),
      DayOffTypeSettings: () => settings({ types }),
    });
    expect((await screen.findByRole('link', { name: 'Add day-off type' })).getAttribute('href')).toEqual(
      '/settings/daysOffTypes/add?year=2026&back=%2Fsettings%2FdaysOffTypes%3Fyear%3D2026',
    );
    expect(screen.getByRole('link', { name: 'Edit Overtime' }).getAttribute('href')).toEqual(
      '/settings/daysOffTypes/2/2026/edit?back=%2Fsettings%2FdaysOffTypes%3Fyear%3D2026',
    );
    expect(screen.getByRole('link', { name: 'Company holidays' }).getAttribute('href')).toEqual(
      '/settings/companyHolidays?year=2026&back=%2Fsettings%2FdaysOffTypes%3Fyear%3D2026',
    );
  });

  it('part 1 §3: each ruleset lists its types in their order', async () => {
    const { environment } = await openSettings('/settings/daysOffTypes?year=2026');
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer(),
      DayOffTypeSettings: () =>
        settings({
          types,
          rulesets: [
            { id: 'UnVsZXNldDox', internalId: 1, name: 'Priority scheme', dayOffTypes: [types[3], types[0], types[1]] },
          ],
        }),
    });
    const ruleset = await screen.findByRole('region', { name: 'Priority scheme' });
    expect(
      within(ruleset)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Small leave', 'Holiday', 'Overtime']);
  });

  it('part 1 §7 missing types: says how many of last year are missing and copies them with copyMissingDayOffTypes', async () => {
    const { environment } = await openSettings('/settings/daysOffTypes?year=2026');
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer(),
      DayOffTypeSettings: () =>
        settings({
          types: [types[0]],
          missingTypes: ['Overtime', 'Sick'],
          missingTypesCount: 2,
          existingTypesCount: 1,
        }),
    });
    const notice = await screen.findByText(/types of last year/);
    expect(notice.closest('[role="alert"]')?.textContent).toEqual(
      '2 types of last year (2025) are missing: Overtime, SickCopy them',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy them' }));
    expect(lastOperation(environment)).toEqual({
      name: 'useCopyMissingDayOffTypesMutation',
      variables: { input: { year: 2026 } },
    });
    await resolveMostRecentOperation(environment, {
      DayOffTypeSettingsPayload: () => ({
        settings: settings({ types: [types[0], types[1], types[2]] }),
        userErrors: [],
      }),
    });
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toEqual('The missing types were copied from last year.');
    expect(screen.queryByText(/types of last year/)).toBeNull();
    expect(
      rows()
        .slice(1)
        .map((row) => row[0]),
    ).toEqual(['Holiday', 'Overtime', 'Sick']);
  });

  it('part 1 §2, §9: the year selector offers the current year ± 9 and loads the chosen year', async () => {
    const { environment, router } = await openSettings('/settings/daysOffTypes?year=2026');
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer(),
      DayOffTypeSettings: () => settings({ types }),
    });
    const select = (await screen.findByRole('combobox', { name: 'Year' })) as HTMLSelectElement;
    const current = new Date().getFullYear();
    const years = within(select)
      .getAllByRole('option')
      .map((option) => Number(option.textContent));
    expect([years.length, years.includes(current - 9), years.includes(current + 9), select.value]).toEqual([
      19,
      true,
      true,
      '2026',
    ]);
    fireEvent.change(select, { target: { value: String(current + 1) } });
    await waitFor(() => expect(router.state.location.search).toEqual(`?year=${current + 1}`));
    await waitFor(() =>
      expect(lastOperation(environment)).toEqual({ name: 'DayOffTypesRouteQuery', variables: { year: current + 1 } }),
    );
  });

  it('part 1 §6: a non-admin reads the list, is told only admins manage types, and gets no add, edit or copy', async () => {
    const { environment } = await openSettings('/settings/daysOffTypes?year=2026');
    await resolveMostRecentOperation(environment, {
      Viewer: () => viewer({ admin: false, accessWages: true }),
      DayOffTypeSettings: () => settings({ types, missingTypes: ['Old'], missingTypesCount: 1 }),
    });
    expect(await screen.findByText('Only admins manage day-off types and company holidays.')).toBeTruthy();
    expect(
      rows()
        .slice(1)
        .map((row) => row.length),
    ).toEqual([8, 8, 8, 8]);
    expect([
      screen.queryByRole('link', { name: 'Add day-off type' }),
      screen.queryByRole('button', { name: 'Copy them' }),
    ]).toEqual([null, null]);
    expect(screen.getByText(/1 type of last year \(2025\) is missing/)).toBeTruthy();
  });

  it('part 1 §2 back: a local back link is offered, another site’s is ignored', async () => {
    const first = await openSettings(
      '/settings/daysOffTypes?year=2026&back=%2Fpeople%2FRW1wbG95ZWU6MQ%3D%3D%2FdaysOff%3Fyear%3D2026',
    );
    await resolveMostRecentOperation(first.environment, {
      Viewer: () => viewer(),
      DayOffTypeSettings: () => settings(),
    });
    expect((await screen.findByRole('link', { name: 'Go back' })).getAttribute('href')).toEqual(
      '/people/RW1wbG95ZWU6MQ==/daysOff?year=2026',
    );
    expect(screen.getByText('There are no day-off types in this year yet.')).toBeTruthy();
  });

  it('part 1 §2 back: an absolute address as back gives no back link', async () => {
    const { environment } = await openSettings('/settings/daysOffTypes?year=2026&back=https%3A%2F%2Fevil.example');
    await resolveMostRecentOperation(environment, { Viewer: () => viewer(), DayOffTypeSettings: () => settings() });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: 'Go back' })).toBeNull();
  });
});
