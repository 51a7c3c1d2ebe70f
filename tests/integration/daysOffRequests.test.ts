// Adding and removing days off through the REST contract (part 1 §3 request payload, §5, §7, §8): JSON and
// form-encoded with the indexed fields, the limits with their code, reason phrase and i18n_code header, the admin's
// override and a non-admin's refusal, what a day can hold, removal restoring the balance, a company day off removed
// for one person, the Belgium-only follow-up, activity items, and tenant isolation.
import { LIMIT_REACHED_MESSAGE } from '@people/domain/daysOff';
import { engines } from '../support/databases';
import {
  activityTypes,
  call,
  dayFields,
  dmy,
  signIn,
  startRest,
  typeId,
  usageOf,
  type RestStack,
} from '../support/daysOff';
import { BELGIUM, NETHERLANDS } from '../support/profile';

const ADD = '/api/days_off/personal_days_off/add';
const REMOVE = '/api/days_off/personal_days_off/remove';
const LEGAL = 'Wettelijk verlof';
const EXTRALEGAL = 'Extralegaal verlof';

describe.each(engines())('adding and removing days off on %s', (_engine, open) => {
  let stack: RestStack;
  let admin: string;
  let manager: string;
  let adminNl: string;
  let types: Record<string, number>;
  beforeAll(async () => {
    stack = await startRest(await open());
    [admin, manager, adminNl] = await Promise.all([
      signIn(stack, 'admin@demo.be'),
      signIn(stack, 'manager@demo.be'),
      signIn(stack, 'admin@demo.nl'),
    ]);
    types = Object.fromEntries(
      await Promise.all(
        [LEGAL, EXTRALEGAL, 'ADV', 'Tijdelijke werkloosheid', 'Ziekte'].map(async (name) => [
          name,
          await typeId(stack.db, BELGIUM, 2026, name),
        ]),
      ),
    );
  });
  afterAll(() => stack.close());

  const request = (
    employeeId: number,
    name: string,
    dates: string[],
    extra: Record<string, string | number> = {},
    durations: (number | 'all_day')[] = [],
  ) => ({
    employee_id: employeeId,
    type: 'custom',
    custom_day_off_type_id: types[name],
    send_notification: 0,
    optional_message: '',
    am_pm_hint: 'all_day',
    ...dayFields(dates, durations),
    ...extra,
  });
  const entriesOf = (employeeId: number) =>
    stack.db.query<{ id: number; date: string; approved: number; day_off_type_id: number }>(
      'SELECT id, date, approved, day_off_type_id FROM personal_days_off WHERE employee_id = $1 ORDER BY id',
      [employeeId],
    );

  describe('add (part 1 §7)', () => {
    it('part 1 §3: JSON with indexed fields stores the days, answers their ids and writes days_off_added; removal restores the balance exactly', async () => {
      const before = await usageOf(stack, admin, 41, 2026, EXTRALEGAL);
      const answer = await call(stack, 'POST', ADD, {
        token: admin,
        json: request(41, EXTRALEGAL, ['2026-07-06', '2026-07-07', '2026-07-08']),
      });
      expect(answer.status).toEqual(200);
      expect(answer.body).toEqual({
        ids: [expect.any(Number), expect.any(Number), expect.any(Number)],
        unemployment_check: 0,
        // An admin plans another person's days approved: no leave request (domain leaveRequests plannedState).
        leave_request_id: null,
      });
      // part 1 §4 (choice): an admin's planning is approved.
      expect(await usageOf(stack, admin, 41, 2026, EXTRALEGAL)).toMatchObject({
        days_approved: 3,
        days_not_approved: 0,
        minutes_approved: 3 * 456,
      });
      const [added] = await activityTypes(stack.db, 41);
      expect(added).toEqual({
        event_type: 'days_off_added',
        event_info_json: { new_type: EXTRALEGAL, note: '06/07/2026 – 08/07/2026' },
      });

      const removed = await call(stack, 'POST', REMOVE, {
        token: admin,
        json: {
          employee_id: 41,
          send_notification: 0,
          optional_message: '',
          entry_id_0: answer.body.ids[0],
          entry_id_1: answer.body.ids[1],
          entry_id_2: answer.body.ids[2],
        },
      });
      expect(removed.body).toEqual({ removed: 3, unemployment_cancellation: 0 });
      expect(await usageOf(stack, admin, 41, 2026, EXTRALEGAL)).toEqual(before);
      expect((await activityTypes(stack.db, 41))[0]).toEqual({
        event_type: 'days_off_removed',
        event_info_json: { old_type: EXTRALEGAL, note: '06/07/2026 – 08/07/2026' },
      });
    });

    it('part 1 §3: form-encoded with the indexed fields works alike; a morning counts half a day of half the day’s minutes', async () => {
      const answer = await call(stack, 'POST', ADD, {
        token: admin,
        form: request(41, EXTRALEGAL, ['2026-09-01', '2026-09-02']),
      });
      expect([answer.status, answer.body.ids.length]).toEqual([200, 2]);
      const half = await call(stack, 'POST', ADD, {
        token: admin,
        form: request(41, EXTRALEGAL, ['2026-09-03'], { am_pm_hint: 'am' }, [228]),
      });
      expect(half.status).toEqual(200);
      expect(await usageOf(stack, admin, 41, 2026, EXTRALEGAL)).toMatchObject({
        days_approved: 2.5,
        minutes_approved: 2 * 456 + 228,
      });
      const days = await call(stack, 'GET', '/api/days_off/personal_days_off?employee_id=41&year=2026', {
        token: admin,
      });
      expect(days.body.personal_days_off['2026-09-03']).toEqual([
        expect.objectContaining({ am_pm_hint: 'am', start_minutes: 540, duration_minutes: 228 }),
      ]);
    });

    it('part 1 §4 (choice): a non-admin’s request of a type needing approval is pending', async () => {
      const answer = await call(stack, 'POST', ADD, { token: manager, json: request(41, EXTRALEGAL, ['2026-09-07']) });
      expect(answer.status).toEqual(200);
      const [entry] = (await entriesOf(41)).filter((e) => e.id === answer.body.ids[0]);
      expect(entry.approved).toEqual(0);
    });

    it('part 1 §3: a sick day needs no type id: the year’s sick-day type takes it', async () => {
      const answer = await call(stack, 'POST', ADD, {
        token: admin,
        json: { employee_id: 41, type: 'sick_day', am_pm_hint: 'all_day', ...dayFields(['2026-07-09']) },
      });
      expect(answer.status).toEqual(200);
      expect((await entriesOf(41)).find((e) => e.id === answer.body.ids[0])?.day_off_type_id).toEqual(types.Ziekte);
    });
  });

  describe('limits (part 1 §5, §8)', () => {
    it('part 1 §8: over the limit is 422 DAY_OFF_CREATE_LIMIT_ERR with the reason phrase and i18n_code header, and nothing is stored', async () => {
      const [entries, activity] = [await entriesOf(42), await activityTypes(stack.db, 42)];
      // The test people have 2 of their 20 legal days left.
      const answer = await call(stack, 'POST', ADD, {
        token: admin,
        json: request(42, LEGAL, ['2026-07-06', '2026-07-07', '2026-07-08']),
      });
      expect([answer.status, answer.statusText, answer.headers.get('i18n_code'), answer.body]).toEqual([
        422,
        LIMIT_REACHED_MESSAGE,
        'limit_reached_for_type',
        { code: 'DAY_OFF_CREATE_LIMIT_ERR', message: LIMIT_REACHED_MESSAGE },
      ]);
      expect([await entriesOf(42), await activityTypes(stack.db, 42)]).toEqual([entries, activity]);
    });

    it('part 1 §8: reaching the maximum exactly is allowed, one more day is not', async () => {
      const reach = await call(stack, 'POST', ADD, {
        token: admin,
        json: request(42, LEGAL, ['2026-07-06', '2026-07-07']),
      });
      expect(reach.status).toEqual(200);
      const more = await call(stack, 'POST', ADD, { token: admin, form: request(42, LEGAL, ['2026-07-08']) });
      expect([more.status, more.body.code]).toEqual([422, 'DAY_OFF_CREATE_LIMIT_ERR']);
    });

    it('part 1 §5: a non-admin may not override the limit (403), and without override is refused like anyone', async () => {
      const forced = await call(stack, 'POST', ADD, {
        token: manager,
        json: request(42, LEGAL, ['2026-07-08'], { ignore_day_off_limits: 1 }),
      });
      expect([forced.status, forced.body.code]).toEqual([403, 'FORBIDDEN']);
      const plain = await call(stack, 'POST', ADD, { token: manager, json: request(42, LEGAL, ['2026-07-08']) });
      expect([plain.status, plain.body.code]).toEqual([422, 'DAY_OFF_CREATE_LIMIT_ERR']);
    });

    it('part 1 §5: an admin retrying with ignore_day_off_limits = 1 goes over the limit', async () => {
      const answer = await call(stack, 'POST', ADD, {
        token: admin,
        json: request(42, LEGAL, ['2026-07-08'], { ignore_day_off_limits: 1 }),
      });
      expect(answer.status).toEqual(200);
      expect(await usageOf(stack, admin, 42, 2026, LEGAL)).toMatchObject({
        days_approved: 3,
        days_not_approved: 18,
        max_yearly_amount_days: 20,
      });
    });
  });

  describe('what a day holds (part 1 §8, our rules)', () => {
    it('part 1 §8: an all-day time off on a Saturday is ERR_TIME_OFF_ON_NON_WORK_DAY, accepted with set_full_day_on_non_working_day = 1', async () => {
      const refused = await call(stack, 'POST', ADD, { token: admin, json: request(45, EXTRALEGAL, ['2026-07-04']) });
      expect([refused.status, refused.body]).toEqual([
        422,
        { code: 'ERR_TIME_OFF_ON_NON_WORK_DAY', message: '04/07/2026 is not a working day.', field: 'date_0' },
      ]);
      const accepted = await call(stack, 'POST', ADD, {
        token: admin,
        json: request(45, EXTRALEGAL, ['2026-07-04'], { set_full_day_on_non_working_day: 1 }),
      });
      expect(accepted.status).toEqual(200);
      const again = await call(stack, 'POST', ADD, {
        token: admin,
        json: request(45, EXTRALEGAL, ['2026-07-04'], { set_full_day_on_non_working_day: 1 }),
      });
      expect([again.status, again.body.code]).toEqual([422, 'ERR_TOO_MUCH_DAYS_PLANNED']);
    });

    it('part 1 §8: more time off than the day’s 456 minutes is ERR_TOO_MUCH_DAYS_PLANNED; an admin may override it', async () => {
      expect(
        (
          await call(stack, 'POST', ADD, {
            token: admin,
            json: request(45, EXTRALEGAL, ['2026-07-06'], { am_pm_hint: 'am' }, [228]),
          })
        ).status,
      ).toEqual(200);
      const fits = await call(stack, 'POST', ADD, {
        token: admin,
        json: request(45, 'ADV', ['2026-07-06'], { am_pm_hint: 'custom' }, [228]),
      });
      expect(fits.status).toEqual(200);
      const over = await call(stack, 'POST', ADD, {
        token: admin,
        json: request(45, 'ADV', ['2026-07-06'], { am_pm_hint: 'custom' }, [30]),
      });
      expect([over.status, over.body.code, over.body.field]).toEqual([422, 'ERR_TOO_MUCH_DAYS_PLANNED', 'date_0']);
      const forced = await call(stack, 'POST', ADD, {
        token: admin,
        json: request(45, 'ADV', ['2026-07-06'], { am_pm_hint: 'custom', ignore_day_off_limits: 1 }, [30]),
      });
      expect(forced.status).toEqual(200);
    });
  });

  describe('bad input (part 1 §5; 4xx, nothing stored)', () => {
    it.each([
      [
        'part 1 §5: without a type, SELECT_DAY_OFF_TYPE_FIRST',
        { custom_day_off_type_id: 0 },
        400,
        'SELECT_DAY_OFF_TYPE_FIRST',
        'custom_day_off_type_id',
      ],
      ['part 1 §3: a date that does not exist', { date_0: '31/02/2026' }, 400, 'INVALID_DATE', 'date_0'],
      [
        'part 1 §3: custom minutes are needed for a custom slot',
        { am_pm_hint: 'custom', duration_minutes_0: '' },
        400,
        'FIELD_IS_REQUIRED',
        'duration_minutes_0',
      ],
      [
        'part 1 §5: a type limited in days takes no custom slot',
        { custom_day_off_type_id: 'legal', am_pm_hint: 'custom', duration_minutes_0: 120 },
        400,
        'INVALID_INPUT',
        'am_pm_hint',
      ],
      ['part 1 §4: the days of a request lie in one year', { date_1: '04/01/2027' }, 400, 'INVALID_INPUT', 'date_1'],
      ['part 1 §3: an unknown field', { colour: 'red' }, 400, 'INVALID_INPUT', 'colour'],
    ])('%s', async (_title, over, status, code, field) => {
      const body: Record<string, unknown> = { ...request(41, EXTRALEGAL, ['2026-10-05']), ...over };
      if (body.custom_day_off_type_id === 'legal') body.custom_day_off_type_id = types[LEGAL];
      if (body.duration_minutes_0 === '') delete body.duration_minutes_0;
      const before = await entriesOf(41);
      const answer = await call(stack, 'POST', ADD, { token: admin, json: body });
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([status, code, field]);
      expect(await entriesOf(41)).toEqual(before);
    });

    it('part 1 §5: a form’s empty type field is no type chosen: SELECT_DAY_OFF_TYPE_FIRST', async () => {
      const answer = await call(stack, 'POST', ADD, {
        token: admin,
        form: { ...request(41, EXTRALEGAL, ['2026-10-05']), custom_day_off_type_id: '' },
      });
      expect([answer.status, answer.body.code]).toEqual([400, 'SELECT_DAY_OFF_TYPE_FIRST']);
    });

    it('part 1 §3: without any day, date_0 is required', async () => {
      const answer = await call(stack, 'POST', ADD, {
        token: admin,
        json: { employee_id: 41, type: 'custom', custom_day_off_type_id: types[EXTRALEGAL] },
      });
      expect([answer.status, answer.body.code, answer.body.field]).toEqual([400, 'FIELD_IS_REQUIRED', 'date_0']);
    });

    it('part 1 §5: a type requiring a note needs optional_message', async () => {
      const activity = await typeId(stack.db, NETHERLANDS, 2026, 'Teamuitje');
      const body = {
        employee_id: 62,
        type: 'custom',
        custom_day_off_type_id: activity,
        am_pm_hint: 'custom',
        ...dayFields(['2026-10-05'], [180]),
      };
      const refused = await call(stack, 'POST', ADD, { token: adminNl, json: body });
      expect([refused.status, refused.body.code, refused.body.field]).toEqual([
        400,
        'FIELD_IS_REQUIRED',
        'optional_message',
      ]);
      const accepted = await call(stack, 'POST', ADD, {
        token: adminNl,
        json: { ...body, optional_message: 'Bowlen met het team' },
      });
      expect(accepted.status).toEqual(200);
    });
  });

  describe('remove (part 1 §7)', () => {
    it('part 1 §5: without entries, 400 NOTHING_TO_DELETE', async () => {
      const answer = await call(stack, 'POST', REMOVE, {
        token: admin,
        form: { employee_id: 41, send_notification: 0, optional_message: '' },
      });
      expect([answer.status, answer.body.code]).toEqual([400, 'NOTHING_TO_DELETE']);
    });

    it('ARCHITECTURE.md: an entry of another person answers 404 and nothing is removed', async () => {
      const [own] = await entriesOf(41);
      const [other] = await entriesOf(43);
      const answer = await call(stack, 'POST', REMOVE, {
        token: admin,
        form: { employee_id: 41, entry_id_0: own.id, entry_id_1: other.id },
      });
      expect([answer.status, answer.body.code]).toEqual([404, 'NOT_FOUND']);
      expect((await entriesOf(41))[0]).toEqual(own);
    });
  });

  describe('company day off removed for one person (part 1 §7)', () => {
    it('removes the national holiday for this person only, writes company_day_off_removed, and frees the day', async () => {
      const answer = await call(stack, 'POST', '/api/days_off/company_days_off/remove_for_employee', {
        token: admin,
        form: { employee_id: 44, date: '21/07/2026' },
      });
      expect(answer.body).toEqual({ success: 1 });
      const [mine, theirs] = await Promise.all(
        [44, 45].map((id) =>
          call(stack, 'GET', `/api/days_off/personal_days_off?employee_id=${id}&year=2026`, { token: admin }),
        ),
      );
      expect([mine.body.company_days_off['2026-07-21'], theirs.body.company_days_off['2026-07-21'].length]).toEqual([
        undefined,
        1,
      ]);
      expect((await activityTypes(stack.db, 44))[0]).toEqual({
        event_type: 'company_day_off_removed',
        event_info_json: { old_type: 'Nationale feestdag', note: '21/07/2026' },
      });
      const again = await call(stack, 'POST', '/api/days_off/company_days_off/remove_for_employee', {
        token: admin,
        json: { employee_id: 44, date: '21/07/2026' },
      });
      expect([again.status, again.body.code]).toEqual([404, 'NOT_FOUND']);
      const none = await call(stack, 'POST', '/api/days_off/company_days_off/remove_for_employee', {
        token: admin,
        json: { employee_id: 44, date: '06/07/2026' },
      });
      expect(none.status).toEqual(404);
    });
  });

  describe('the Belgium-only unemployment follow-up (our choice: types with belgian_unemployment)', () => {
    it('part 1 §4: adding temporary unemployment for a Belgian person asks the follow-up, removing it asks the cancellation', async () => {
      const added = await call(stack, 'POST', ADD, {
        token: admin,
        json: request(48, 'Tijdelijke werkloosheid', ['2026-07-06']),
      });
      expect(added.body.unemployment_check).toEqual(1);
      const removed = await call(stack, 'POST', REMOVE, {
        token: admin,
        json: { employee_id: 48, entry_id_0: added.body.ids[0] },
      });
      expect(removed.body).toEqual({ removed: 1, unemployment_cancellation: 1 });
    });
  });

  describe('tenant isolation (ARCHITECTURE.md)', () => {
    it('another company’s person, type, entries and company days off answer 404 and change nothing', async () => {
      const [entry] = await entriesOf(41);
      const nlType = await typeId(stack.db, NETHERLANDS, 2026, 'Ziek');
      const answers = await Promise.all([
        call(stack, 'POST', ADD, { token: adminNl, json: request(41, EXTRALEGAL, ['2026-10-06']) }),
        call(stack, 'POST', ADD, {
          token: admin,
          json: { ...request(41, EXTRALEGAL, ['2026-10-06']), type: 'sick_day', custom_day_off_type_id: nlType },
        }),
        call(stack, 'POST', REMOVE, { token: adminNl, json: { employee_id: 62, entry_id_0: entry.id } }),
        call(stack, 'POST', REMOVE, { token: adminNl, json: { employee_id: 41, entry_id_0: entry.id } }),
        call(stack, 'POST', '/api/days_off/company_days_off/remove_for_employee', {
          token: adminNl,
          json: { employee_id: 41, date: dmy('2026-11-11') },
        }),
        call(stack, 'POST', '/api/days_off/replan_all_rulesets', { token: adminNl, json: { employee_id: 41 } }),
      ]);
      expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array(6).fill([404, 'NOT_FOUND']));
      expect((await entriesOf(41))[0]).toEqual(entry);
    });
  });
});
