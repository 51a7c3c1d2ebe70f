// Verzuim through the REST contract (part 1 §3 Verzuim, §4 states, §6 access, §7 the seven calls): report,
// partial recovery, edit, end date and delete with their rules and codes, the sick days in the calendar and the usage
// agreeing with the list, the activity items, the Poortwachter timeline, and who sees nothing (a Belgian company,
// another company's ids).
import { engines } from '../support/databases';
import { activityTypes, call, signIn, startRest, usageOf, type RestStack } from '../support/daysOff';

const BASE = '/api/days_off/personal_days_off';
const V = `${BASE}/verzuim`;
// Demo Nederland positions 20–29 have no demo verzuim (seed/verzuim.ts); ids follow the 60 Belgian people.
const PERSON = 81;
const OTHER = 82;
const SICK_TYPE = 'Ziek';

describe.each(engines())('verzuim on %s', (_engine, open) => {
  let stack: RestStack;
  let nl: string;
  let be: string;
  beforeAll(async () => {
    stack = await startRest(await open());
    [nl, be] = await Promise.all([signIn(stack, 'admin@demo.nl'), signIn(stack, 'admin@demo.be')]);
  });
  afterAll(() => stack.close());

  const list = async (employeeId: number, year = 2026, token = nl) =>
    call(stack, 'GET', `${BASE}/${employeeId}/verzuim/list?year=${year}&select_usage=1`, { token });
  const calendarSickDays = async (employeeId: number, year = 2026) => {
    const answer = await call(stack, 'GET', `${BASE}?employee_id=${employeeId}&year=${year}`, { token: nl });
    return Object.values(
      answer.body.personal_days_off as Record<
        string,
        { id: number; date: string; type: string; verzuim_id: number | null; duration_minutes: number | null }[]
      >,
    )
      .flat()
      .filter((d) => d.verzuim_id !== null);
  };
  const schedule = async (employeeId: number) =>
    (await call(stack, 'GET', `/api/weekly_schedule/${employeeId}?year=2026`, { token: nl })).body
      .weekly_schedule as Record<string, number>;
  const countItems = async (employeeId: number) =>
    (
      await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM verzuim_items WHERE employee_id = $1', [
        employeeId,
      ])
    )[0].n;

  it('part 1 §7 reportVerzuimStart answers id; the list, the calendar, the usage and the activity feed agree', async () => {
    const before = await usageOf(stack, nl, PERSON, 2026, SICK_TYPE);
    const report = await call(stack, 'POST', `${V}/reportVerzuimStart`, {
      token: nl,
      json: {
        employee_id: PERSON,
        start_date: '01/06/2026',
        expected_recovery_date: '2026-06-22',
        notification_date: '01/06/2026',
        notification_time: '08:30',
      },
    });
    expect(report.status).toEqual(200);
    expect(report.body).toEqual({ id: expect.any(Number) });
    const answer = await list(PERSON);
    expect(answer.status).toEqual(200);
    const [item] = answer.body.verzuim_items;
    expect(item).toMatchObject({
      id: report.body.id,
      employee_id: PERSON,
      start_date: '2026-06-01',
      end_date: null,
      end_date_dmy: null,
      status: 'REPORTED_SICK',
      duration_type: 'all_day',
      expected_recovery_date: '2026-06-22',
      notification_date: '2026-06-01',
      notification_time: '08:30',
      ongoing: 1,
      future: 0,
      previous_verzuim_id: null,
    });
    // Every scheduled day up to the day before the expected recovery is a sick day of the item.
    const scheduled = await schedule(PERSON);
    const sickDates = item.days.map((d: { date: string }) => d.date);
    expect(sickDates.length).toBeGreaterThan(0);
    expect(sickDates.every((d: string) => d >= '2026-06-01' && d <= '2026-06-21' && scheduled[d] > 0)).toEqual(true);
    const calendar = await calendarSickDays(PERSON);
    expect(calendar.map((d) => [d.id, d.date, d.type])).toEqual(
      item.days.map((d: { id: number; date: string }) => [d.id, d.date, 'sick_day']),
    );
    expect(answer.body.usage).toEqual({ days: sickDates.length });
    const after = await usageOf(stack, nl, PERSON, 2026, SICK_TYPE);
    expect(after.days_approved - before.days_approved).toEqual(sickDates.length);
    // part 1 §7 getVerzuimItemByDayOffId: from a calendar day to its item.
    const byDay = await call(stack, 'GET', `${BASE}/${calendar[0].id}/getVerzuimItemByDayOffId`, { token: nl });
    expect(byDay.body.verzuim.id).toEqual(item.id);
    const one = await call(stack, 'GET', `${V}/${item.id}`, { token: nl });
    expect(one.body.verzuim).toEqual(item);
    // The Poortwachter timeline of an open item: week 1 done (a notification is recorded), the next deadline highlighted.
    expect(item.poortwachter[0]).toEqual({
      step: 'SICK_REPORT_OCCUPATIONAL_HEALTH',
      week: 1,
      date: '2026-06-08',
      state: 'DONE',
      next: false,
    });
    expect(item.poortwachter.find((m: { next: boolean }) => m.next)).toEqual({
      step: 'PROBLEM_ANALYSIS',
      week: 6,
      date: '2026-07-13',
      state: 'DUE',
      next: true,
    });
    expect((await activityTypes(stack.db, PERSON))[0]).toEqual({
      event_type: 'verzuim_added',
      event_info_json: { note: '01/06/2026' },
    });
  });

  it('part 1 §4: a second open item is 409 VERZUIM_ALREADY_OPEN and nothing is stored', async () => {
    const count = await countItems(PERSON);
    const again = await call(stack, 'POST', `${V}/reportVerzuimStart`, {
      token: nl,
      json: { employee_id: PERSON, start_date: '2026-07-01' },
    });
    expect([again.status, again.body.code, again.body.field]).toEqual([409, 'VERZUIM_ALREADY_OPEN', 'start_date']);
    expect(await countItems(PERSON)).toEqual(count);
  });

  it('part 1 §3 minutes_verzuim_on_first_day above the schedule is 422 and nothing is stored', async () => {
    const answer = await call(stack, 'POST', `${V}/reportVerzuimStart`, {
      token: nl,
      json: { employee_id: OTHER, start_date: '2026-06-03', minutes_verzuim_on_first_day: 1440 },
    });
    expect([answer.status, answer.body.code]).toEqual([422, 'VERZUIM_MINUTES_ABOVE_SCHEDULE']);
    expect(await countItems(OTHER)).toEqual(0);
  });

  it('part 1 §7 reportVerzuimPartialRecovery: 50% from a later day continues the open item; the rules answer their codes', async () => {
    const [open] = (await list(PERSON)).body.verzuim_items;
    const bad = await Promise.all([
      call(stack, 'POST', `${V}/reportVerzuimPartialRecovery`, {
        token: nl,
        json: { employee_id: PERSON, start_date: '2026-06-08', recovery_percentage: 100, previous_verzuim_id: open.id },
      }),
      call(stack, 'POST', `${V}/reportVerzuimPartialRecovery`, {
        token: nl,
        json: { employee_id: PERSON, start_date: '2026-06-08', recovery_percentage: 0, previous_verzuim_id: open.id },
      }),
      call(stack, 'POST', `${V}/reportVerzuimPartialRecovery`, {
        token: nl,
        json: { employee_id: PERSON, start_date: '2026-06-01', recovery_percentage: 50, previous_verzuim_id: open.id },
      }),
    ]);
    expect(bad.map((a) => [a.status, a.body.code])).toEqual([
      [422, 'VERZUIM_RECOVERY_PERCENTAGE'],
      [422, 'VERZUIM_RECOVERY_PERCENTAGE'],
      [422, 'VERZUIM_RECOVERY_BEFORE_START'],
    ]);
    const partial = await call(stack, 'POST', `${V}/reportVerzuimPartialRecovery`, {
      token: nl,
      form: { employee_id: PERSON, start_date: '08/06/2026', recovery_percentage: 50, previous_verzuim_id: open.id },
    });
    expect(partial.status).toEqual(200);
    const [newest, first] = (await list(PERSON)).body.verzuim_items;
    expect(newest).toMatchObject({
      id: partial.body.id,
      status: 'PARTIALLY_RECOVERED',
      recovery_percentage: 50,
      previous_verzuim_id: open.id,
      initial_verzuim_id: open.id,
      ongoing: 1,
    });
    // The item a recovery continues ends the day before and keeps its status; the timeline moves to the open item.
    expect(first).toMatchObject({
      id: open.id,
      end_date: '2026-06-07',
      status: 'REPORTED_SICK',
      next_verzuim_id: partial.body.id,
      poortwachter: [],
    });
    expect(newest.poortwachter[0]).toMatchObject({ week: 1, date: '2026-06-08', state: 'DONE' });
    const scheduled = await schedule(PERSON);
    expect(
      newest.days.every(
        (d: { date: string; duration_minutes: number }) => d.duration_minutes === Math.round(scheduled[d.date] / 2),
      ),
    ).toEqual(true);
    const onClosed = await call(stack, 'POST', `${V}/reportVerzuimPartialRecovery`, {
      token: nl,
      json: { employee_id: PERSON, start_date: '2026-06-10', recovery_percentage: 20, previous_verzuim_id: open.id },
    });
    expect([onClosed.status, onClosed.body.code]).toEqual([422, 'VERZUIM_NOT_OPEN']);
    expect((await activityTypes(stack.db, PERSON))[0]).toEqual({
      event_type: 'verzuim_updated',
      event_info_json: { new_type: '50%', note: '08/06/2026' },
    });
  });

  it('part 1 §7 editVerzuimItem: flags and dates change, the sick days follow; a percentage on a report is refused', async () => {
    const [partial, first] = (await list(PERSON)).body.verzuim_items;
    const edited = await call(stack, 'POST', `${V}/editVerzuimItem`, {
      token: nl,
      json: { verzuim_id: first.id, work_accident: 1, vangnetbepaling: 1, notification_time: '09:15' },
    });
    expect(edited.status).toEqual(200);
    expect(edited.body.verzuim).toMatchObject({
      work_accident: 1,
      vangnetbepaling: 1,
      traffic_accident: 0,
      notification_time: '09:15',
      end_date: '2026-06-07',
    });
    const refused = await call(stack, 'POST', `${V}/editVerzuimItem`, {
      token: nl,
      json: { verzuim_id: first.id, recovery_percentage: 40 },
    });
    expect([refused.status, refused.body.code]).toEqual([422, 'VERZUIM_RECOVERY_PERCENTAGE']);
    const moved = await call(stack, 'POST', `${V}/editVerzuimItem`, {
      token: nl,
      json: { verzuim_id: partial.id, start_date: '2026-06-10', recovery_percentage: 40 },
    });
    expect(moved.body.verzuim).toMatchObject({ start_date: '2026-06-10', recovery_percentage: 40 });
    const [, again] = (await list(PERSON)).body.verzuim_items;
    expect(again.end_date).toEqual('2026-06-09');
    const calendar = await calendarSickDays(PERSON);
    const items = (await list(PERSON)).body.verzuim_items;
    expect(calendar.map((d) => d.id).sort()).toEqual(
      items.flatMap((i: { days: { id: number }[] }) => i.days.map((d) => d.id)).sort(),
    );
  });

  it('part 1 §7 setVerzuimEndDate: healthy when an end date exists; before the start is 422; the sick days stop', async () => {
    const [partial, first] = (await list(PERSON)).body.verzuim_items;
    const onContinued = await call(stack, 'POST', `${V}/setVerzuimEndDate`, {
      token: nl,
      json: { verzuim_id: first.id, end_date: '2026-06-12' },
    });
    expect([onContinued.status, onContinued.body.code]).toEqual([409, 'VERZUIM_HAS_CONTINUATION']);
    const early = await call(stack, 'POST', `${V}/setVerzuimEndDate`, {
      token: nl,
      json: { verzuim_id: partial.id, end_date: '2026-06-09' },
    });
    expect([early.status, early.body.code, early.body.field]).toEqual([422, 'VERZUIM_END_BEFORE_START', 'end_date']);
    const ended = await call(stack, 'POST', `${V}/setVerzuimEndDate`, {
      token: nl,
      json: { verzuim_id: partial.id, end_date: '12/06/2026' },
    });
    expect(ended.status).toEqual(200);
    expect(ended.body.verzuim).toMatchObject({
      status: 'REPORTED_HEALTHY',
      end_date: '2026-06-12',
      end_date_dmy: '12/06/2026',
      ongoing: 0,
      poortwachter: [],
    });
    expect(ended.body.verzuim.days.every((d: { date: string }) => d.date <= '2026-06-12')).toEqual(true);
    expect((await calendarSickDays(PERSON)).every((d) => d.date <= '2026-06-12')).toEqual(true);
    expect((await activityTypes(stack.db, PERSON))[0]).toEqual({
      event_type: 'verzuim_ended',
      event_info_json: { note: '12/06/2026' },
    });
    // A new report overlapping the ended leave is refused; one after it is fine.
    const overlap = await call(stack, 'POST', `${V}/reportVerzuimStart`, {
      token: nl,
      json: { employee_id: PERSON, start_date: '2026-06-12' },
    });
    expect([overlap.status, overlap.body.code]).toEqual([409, 'VERZUIM_OVERLAPS']);
  });

  it('a sick day of a verzuim is changed through the verzuim, not removed as a day off', async () => {
    const [day] = await calendarSickDays(PERSON);
    const removed = await call(stack, 'POST', `${BASE}/remove`, {
      token: nl,
      json: { employee_id: PERSON, entry_id_0: day.id },
    });
    expect([removed.status, removed.body.code]).toEqual([409, 'VERZUIM_DAY']);
  });

  it('part 1 §7 deleteVerzuimItem: a continued item first refuses; deleting the recovery re-ends the report; then the report goes with its days', async () => {
    const [partial, first] = (await list(PERSON)).body.verzuim_items;
    const refused = await call(stack, 'POST', `${V}/deleteVerzuimItem`, { token: nl, json: { verzuim_id: first.id } });
    expect([refused.status, refused.body.code]).toEqual([409, 'VERZUIM_HAS_CONTINUATION']);
    expect(
      (await call(stack, 'POST', `${V}/deleteVerzuimItem`, { token: nl, json: { verzuim_id: partial.id } })).body,
    ).toEqual({ success: 1, employee_id: PERSON });
    const [only] = (await list(PERSON)).body.verzuim_items;
    expect(only).toMatchObject({
      id: first.id,
      end_date: '2026-06-12',
      status: 'REPORTED_HEALTHY',
      next_verzuim_id: null,
    });
    await call(stack, 'POST', `${V}/deleteVerzuimItem`, { token: nl, json: { verzuim_id: first.id } });
    expect((await list(PERSON)).body.verzuim_items).toEqual([]);
    expect(await calendarSickDays(PERSON)).toEqual([]);
  });

  it('demo: the long sick leave in its tenth week with a 50% partial recovery, one next week, a work accident', async () => {
    const long = (await list(65)).body.verzuim_items;
    expect(
      long.map((i: { status: string; recovery_percentage: number | null }) => [i.status, i.recovery_percentage]),
    ).toEqual([
      ['PARTIALLY_RECOVERED', 50],
      ['REPORTED_SICK', null],
    ]);
    expect(long[0].poortwachter.find((m: { next: boolean }) => m.next)).toMatchObject({
      step: 'PLAN_EVALUATION',
      week: 14,
    });
    const next = (await list(67)).body.verzuim_items[0];
    expect(next).toMatchObject({ future: 1, ongoing: 1 });
    expect(next.days.length).toBeGreaterThan(0);
    expect((await list(71)).body.verzuim_items[0]).toMatchObject({
      work_accident: 1,
      status: 'REPORTED_HEALTHY',
      duration_minutes_on_first_day: 240,
    });
  });

  it('part 1 §6: a Belgian company (no daysoff/verzuim) is refused; another company’s ids answer 404', async () => {
    const belgian = await call(stack, 'GET', `${BASE}/5/verzuim/list?year=2026`, { token: be });
    expect([belgian.status, belgian.body.code]).toEqual([403, 'FORBIDDEN']);
    const report = await call(stack, 'POST', `${V}/reportVerzuimStart`, {
      token: be,
      json: { employee_id: 5, start_date: '2026-06-01' },
    });
    expect(report.status).toEqual(403);
    const [dutch] = (await list(65)).body.verzuim_items;
    const answers = await Promise.all([
      call(stack, 'GET', `${V}/${dutch.id}`, { token: be }),
      call(stack, 'GET', `${BASE}/65/verzuim/list?year=2026`, { token: be }),
      call(stack, 'POST', `${V}/setVerzuimEndDate`, {
        token: be,
        json: { verzuim_id: dutch.id, end_date: '2026-06-30' },
      }),
      call(stack, 'POST', `${V}/deleteVerzuimItem`, { token: be, json: { verzuim_id: dutch.id } }),
      call(stack, 'GET', `${BASE}/${dutch.days[0].id}/getVerzuimItemByDayOffId`, { token: be }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect((await call(stack, 'GET', `${V}/batch?ids=${dutch.id}`, { token: be })).body).toEqual({ data: [] });
    expect(
      (await call(stack, 'GET', `${V}/by_employees?employee_ids=65,67&year=2026`, { token: nl })).body.data.map(
        (p: { employee_id: number; verzuim_items: unknown[] }) => [p.employee_id, p.verzuim_items.length],
      ),
    ).toEqual([
      [65, 2],
      [67, 1],
    ]);
  });
});
