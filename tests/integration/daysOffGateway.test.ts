// Across the tiers: the days-off calendar and usage of a demo person through the gateway over the real REST
// API (exactly the REST calls 1 and 2 for a calendar), adding days that show pending, a limit refusal with
// limitReached, an admin's override, removal restoring the balance, the Belgium-only unemployment follow-ups, and
// FORBIDDEN for a viewer who may not see days off (part 1 §2, §4, §5, §6, §7, §8).
import { engines } from '../support/databases';
import { BELGIUM, gid } from '../support/profile';
import { graphql, signIn, startStack, type Stack } from '../support/stack';

const YEAR = 2026;

const CALENDAR = `query ($id: ID!, $year: Int!) { employee(id: $id) {
  name
  calendar(year: $year) {
    year holidaysCountry showHolidaysWarning
    days { date scheduledMinutes flags { today noSchedule empty } items { entryId company type name status amPmHint durationMinutes } }
  }
} }`;
const USAGE = `query ($id: ID!, $year: Int!) { employee(id: $id) {
  daysOffUsage(year: $year) {
    types { typeId name balance { kind unit amount } }
    rulesets { name dayOffTypes { typeId name daysApproved daysNotApproved maxYearlyAmountDays balance { kind unit amount } budgetBarMaxed } }
  }
} }`;
const ADD = `mutation ($input: AddDaysOffInput!) { addDaysOff(input: $input) {
  entryIds limitReached followUp { kind employeeInternalId firstDay } userErrors { code message field }
  employee { daysOffUsage(year: 2026) { rulesets { dayOffTypes { name daysNotApproved } } } }
} }`;
const REMOVE = `mutation ($input: RemoveDaysOffInput!) { removeDaysOff(input: $input) { removedCount followUp { kind employeeInternalId firstDay } userErrors { code field } } }`;

describe.each(engines())('days off through the gateway on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let manager: string;
  let person: number;
  let types: Record<string, number>;

  // Demo Belgium keeps positions 40–48 for the days-off tests (rest/src/seed/daysOff.ts): the ruleset 'Verlof België',
  // a Monday–Friday week, 18 of the 20 'Wettelijk verlof' days of this year planned, no 'Extralegaal verlof', and
  // nothing planned in the first two weeks of July.
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, manager] = await Promise.all([signIn(stack, 'admin@demo.be'), signIn(stack, 'manager@demo.be')]);
    const [row] = await stack.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE company_id = $1 ORDER BY id LIMIT 1 OFFSET 40',
      [BELGIUM],
    );
    person = row.id;
    const settings = await graphql(stack, `{ dayOffTypes(year: ${YEAR}) { types { internalId name } } }`, {}, admin);
    types = Object.fromEntries(
      settings.data.dayOffTypes.types.map((t: { internalId: number; name: string }) => [t.name, t.internalId]),
    );
  });
  afterAll(() => stack.close());

  const calendar = async (token = admin) => graphql(stack, CALENDAR, { id: gid(person), year: YEAR }, token);
  const usage = async () =>
    (await graphql(stack, USAGE, { id: gid(person), year: YEAR }, admin)).data.employee.daysOffUsage;
  const rulesetType = async (name: string) =>
    (await usage()).rulesets.flatMap((r: any) => r.dayOffTypes).find((t: any) => t.name === name);
  const add = (token: string, typeName: string, dates: string[], extra: Record<string, unknown> = {}) =>
    graphql(
      stack,
      ADD,
      {
        input: {
          employeeId: gid(person),
          type: 'CUSTOM',
          customDayOffTypeId: types[typeName],
          amPmHint: 'ALL_DAY',
          days: dates.map((date) => ({ date })),
          ...extra,
        },
      },
      token,
    );
  const itemsOn = (answer: any, dates: string[]) =>
    answer.data.employee.calendar.days
      .filter((d: any) => dates.includes(d.date))
      .map((d: any) => d.items.filter((i: any) => !i.company));

  it('part 1 §3, §4: the calendar of a demo person is every day of the year, from exactly the REST calls 1 and 2', async () => {
    const answer = await calendar();
    expect(answer.errors).toBeUndefined();
    const c = answer.data.employee.calendar;
    expect([c.year, c.holidaysCountry, c.showHolidaysWarning, c.days.length]).toEqual([YEAR, 'BE', false, 365]);
    expect(c.days.find((d: any) => d.date === '2026-06-15').flags.today).toEqual(true);
    // Monday to Friday, no schedule gap: a Saturday has 0 minutes; Christmas is a company day off.
    expect(c.days.find((d: any) => d.date === '2026-07-04').scheduledMinutes).toEqual(0);
    expect(
      c.days
        .find((d: any) => d.date === '2026-12-25')
        .items.filter((i: any) => i.company)
        .map((i: any) => [i.type, i.status, i.amPmHint]),
    ).toEqual([['company_day_off', 'APPROVED', 'ALL_DAY']]);
    // The person's detail, the permission read, then calls 1 and 2.
    expect(answer.extensions?.restCalls).toEqual(4);
  });

  it('part 1 §4, §7: the usage rows of the ruleset show the balance of the demo year', async () => {
    expect(await rulesetType('Wettelijk verlof')).toEqual({
      typeId: types['Wettelijk verlof'],
      name: 'Wettelijk verlof',
      daysApproved: expect.any(Number),
      daysNotApproved: expect.any(Number),
      maxYearlyAmountDays: 20,
      balance: { kind: 'left', unit: 'days', amount: 2 },
      budgetBarMaxed: false,
    });
    expect((await rulesetType('Extralegaal verlof')).balance).toEqual({ kind: 'left', unit: 'half_days', amount: 12 });
  });

  it('part 1 §4: three days added by a manager show pending on the calendar and in the usage', async () => {
    const dates = ['2026-07-06', '2026-07-07', '2026-07-08'];
    const answer = await add(manager, 'Extralegaal verlof', dates, { sendNotification: false });
    expect(answer.errors).toBeUndefined();
    const payload = answer.data.addDaysOff;
    expect([payload.entryIds.length, payload.limitReached, payload.followUp, payload.userErrors]).toEqual([
      3,
      false,
      null,
      [],
    ]);
    // The payload's person is read afresh, so the web app's usage box shows the new days at once.
    expect(
      payload.employee.daysOffUsage.rulesets[0].dayOffTypes.find((t: any) => t.name === 'Extralegaal verlof')
        .daysNotApproved,
    ).toEqual(3);
    expect(itemsOn(await calendar(manager), dates)).toEqual(
      payload.entryIds.map((entryId: number) => [
        {
          entryId,
          company: false,
          type: 'custom',
          name: 'Extralegaal verlof',
          status: 'PENDING',
          amPmHint: 'ALL_DAY',
          durationMinutes: null,
        },
      ]),
    );
    expect((await rulesetType('Extralegaal verlof')).balance).toEqual({ kind: 'left', unit: 'half_days', amount: 6 });
  });

  it('part 1 §5, §8: over the limit is a userError with limitReached; a manager may not override it; nothing is stored', async () => {
    const dates = ['2026-07-01', '2026-07-02', '2026-07-03'];
    const refused = await add(manager, 'Wettelijk verlof', dates);
    expect(refused.data.addDaysOff).toMatchObject({
      entryIds: [],
      limitReached: true,
      followUp: null,
      userErrors: [
        {
          code: 'DAY_OFF_CREATE_LIMIT_ERR',
          message: 'You have reached the maximum days off for this type.',
          field: null,
        },
      ],
    });
    const override = await add(manager, 'Wettelijk verlof', dates, { ignoreDayOffLimits: true });
    expect([
      override.data.addDaysOff.limitReached,
      override.data.addDaysOff.userErrors.map((e: any) => e.code),
    ]).toEqual([false, ['FORBIDDEN']]);
    expect(itemsOn(await calendar(), dates)).toEqual([[], [], []]);
    expect((await rulesetType('Wettelijk verlof')).balance).toEqual({ kind: 'left', unit: 'days', amount: 2 });
  });

  it('part 1 §5, §8: an admin retries ignoring the limits, then removing the days restores the balance', async () => {
    const dates = ['2026-07-01', '2026-07-02', '2026-07-03'];
    expect((await add(admin, 'Wettelijk verlof', dates)).data.addDaysOff.limitReached).toEqual(true);
    const added = (await add(admin, 'Wettelijk verlof', dates, { ignoreDayOffLimits: true })).data.addDaysOff;
    expect([added.entryIds.length, added.limitReached, added.userErrors]).toEqual([3, false, []]);
    // Part 1 §4: 18 + 3 of 20 days: one over; an admin's days need no approval (approved).
    const over = await rulesetType('Wettelijk verlof');
    expect([over.balance, over.budgetBarMaxed]).toEqual([{ kind: 'over', unit: 'days', amount: 1 }, true]);
    expect(itemsOn(await calendar(), dates).map((items: any[]) => items.map((i) => i.status))).toEqual([
      ['APPROVED'],
      ['APPROVED'],
      ['APPROVED'],
    ]);
    const removed = await graphql(
      stack,
      REMOVE,
      { input: { employeeId: gid(person), entryIds: added.entryIds } },
      admin,
    );
    expect(removed.data.removeDaysOff).toEqual({ removedCount: 3, followUp: null, userErrors: [] });
    expect((await rulesetType('Wettelijk verlof')).balance).toEqual({ kind: 'left', unit: 'days', amount: 2 });
    expect(itemsOn(await calendar(), dates)).toEqual([[], [], []]);
  });

  it('part 1 §2, §4: temporary unemployment leads to the Belgium-only follow-up, and its removal to confirm_cancel', async () => {
    const added = (await add(admin, 'Tijdelijke werkloosheid', ['2026-07-10', '2026-07-09'])).data.addDaysOff;
    expect([added.userErrors, added.followUp]).toEqual([
      [],
      { kind: 'CONFIRM', employeeInternalId: person, firstDay: '2026-07-09' },
    ]);
    const removed = await graphql(
      stack,
      REMOVE,
      { input: { employeeId: gid(person), entryIds: added.entryIds, firstDay: '2026-07-09' } },
      admin,
    );
    expect(removed.data.removeDaysOff).toEqual({
      removedCount: 2,
      followUp: { kind: 'CONFIRM_CANCEL', employeeInternalId: person, firstDay: '2026-07-09' },
      userErrors: [],
    });
  });

  it('part 1 §4: with a valid transfer, days the limit allows above the yearly maximum show as left, not over', async () => {
    // Demo Belgians outside the test positions left 1 to 5 of last year's legal days, transferred until 1 July.
    const LEGAL = `query ($id: ID!) { employee(id: $id) { daysOffUsage(year: ${YEAR}) { rulesets { dayOffTypes {
      name daysApproved daysNotApproved maxYearlyAmountDays transferredAvailable balance { kind unit amount } budgetBarMaxed } } } } }`;
    const legalOf = async (id: number) =>
      (await graphql(stack, LEGAL, { id: gid(id) }, admin)).data.employee.daysOffUsage.rulesets
        .flatMap((r: any) => r.dayOffTypes)
        .find((t: any) => t.name === 'Wettelijk verlof');
    const candidates = await stack.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE company_id = $1 ORDER BY id LIMIT 20 OFFSET 10',
      [BELGIUM],
    );
    let found: { id: number; legal: any } | null = null;
    for (const { id } of candidates) {
      const legal = await legalOf(id);
      if (legal && legal.transferredAvailable >= 2) {
        found = { id, legal };
        break;
      }
    }
    if (!found) throw new Error('no demo Belgian with 2 or more transferred legal days');
    const { id, legal } = found;
    const used = legal.daysApproved + legal.daysNotApproved;
    expect(legal.balance).toEqual({
      kind: 'left',
      unit: 'days',
      amount: legal.maxYearlyAmountDays + legal.transferredAvailable - used,
    });
    // Whole days before the transfer expires on 1 July, enough to go over the yearly maximum but not over maximum + transfer.
    const count = Math.floor(legal.maxYearlyAmountDays - used) + 1;
    const days = (await graphql(stack, CALENDAR, { id: gid(id), year: YEAR }, admin)).data.employee.calendar.days;
    const free = days
      .filter(
        (d: any) => d.date > '2026-06-15' && d.date < '2026-07-01' && d.scheduledMinutes > 0 && d.items.length === 0,
      )
      .map((d: any) => d.date)
      .slice(0, count);
    expect(free).toHaveLength(count);
    const added = await graphql(
      stack,
      ADD,
      {
        input: {
          employeeId: gid(id),
          type: 'CUSTOM',
          customDayOffTypeId: types['Wettelijk verlof'],
          amPmHint: 'ALL_DAY',
          days: free.map((date: string) => ({ date })),
        },
      },
      admin,
    );
    // The server's limit allows the maximum plus the valid transfer …
    expect([added.data.addDaysOff.limitReached, added.data.addDaysOff.userErrors]).toEqual([false, []]);
    const after = await legalOf(id);
    expect(after.daysApproved + after.daysNotApproved).toBeGreaterThan(after.maxYearlyAmountDays);
    // … and the usage row says what is left of it, with a budget bar that is not maxed.
    expect([after.balance, after.budgetBarMaxed]).toEqual([
      {
        kind: 'left',
        unit: 'days',
        amount: after.maxYearlyAmountDays + after.transferredAvailable - (after.daysApproved + after.daysNotApproved),
      },
      false,
    ]);
    expect(after.balance.amount).toBeGreaterThanOrEqual(0);
  });

  it('part 1 §6: without days off for the company, calendar and usage are null with FORBIDDEN and the profile still answers', async () => {
    await stack.db.query("UPDATE companies SET features = array_append(features, 'disable_days_off') WHERE id = $1", [
      BELGIUM,
    ]);
    try {
      const answer = await graphql(
        stack,
        `query ($id: ID!) { employee(id: $id) { name daysOffUsage(year: ${YEAR}) { year } calendar(year: ${YEAR}) { year } } }`,
        { id: gid(person) },
        admin,
      );
      expect(answer.data.employee).toEqual({ name: expect.any(String), daysOffUsage: null, calendar: null });
      // In the order the fields settle, which the profile's look-ahead makes no promise about.
      expect((answer.errors ?? []).map((e) => [e.path?.join('.'), e.extensions?.code]).sort()).toEqual([
        ['employee.calendar', 'FORBIDDEN'],
        ['employee.daysOffUsage', 'FORBIDDEN'],
      ]);
      // The detail and the permission read only: no days-off call.
      expect(answer.extensions?.restCalls).toEqual(2);
    } finally {
      await stack.db.query("UPDATE companies SET features = array_remove(features, 'disable_days_off') WHERE id = $1", [
        BELGIUM,
      ]);
    }
  });
});
