// The balance ledger through the REST API (part 1 §4 transferred balance, §7 by ruleset and replan, §8
// limits): transferred minutes usable only before their expiry and expiring unused, removal restoring the balance,
// the ruleset's priority order, replanning, and 50 concurrent requests against a limit of 10 days leaving exactly 10.
import { engines, TEST_TODAY } from '../support/databases';
import {
  activityTypes,
  call,
  dayFields,
  freeWorkdays,
  signIn,
  startRest,
  typeId,
  usageOf,
  type RestStack,
} from '../support/daysOff';
import { BELGIUM } from '../support/profile';

const ADD = '/api/days_off/personal_days_off/add';

describe.each(engines())('days-off balances on %s', (_engine, open) => {
  let stack: RestStack;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    stack = await startRest(await open());
    [admin, manager] = await Promise.all([signIn(stack, 'admin@demo.be'), signIn(stack, 'manager@demo.be')]);
  });
  afterAll(() => stack.close());

  const createType = async (year: number, fields: Record<string, unknown>) => {
    const answer = await call(stack, 'POST', '/api/days_off/day_off_types', {
      token: admin,
      json: { year, ...fields },
    });
    expect(answer.status).toEqual(200);
    return answer.body.data.id as number;
  };
  const custom = (
    employeeId: number,
    type: number,
    dates: string[],
    minutes: number,
    extra: Record<string, unknown> = {},
  ) => ({
    employee_id: employeeId,
    type: 'custom',
    custom_day_off_type_id: type,
    am_pm_hint: 'custom',
    ...dayFields(
      dates,
      dates.map(() => minutes),
    ),
    ...extra,
  });

  describe('transferred minutes (part 1 §4)', () => {
    const NAME = 'Compensatieverlof';
    const pick = (u: Record<string, number>) => [
      u.transferred_minutes,
      u.used_before_expiry_minutes,
      u.expired_minutes,
      u.remaining_transferred_minutes_from_last_year,
    ];

    it('part 1 §4: last year’s unused minutes transfer, count only before their expiry, expire unused, and removal restores the balance', async () => {
      const fields = {
        type: 'custom',
        name: NAME,
        limitation: 'limit_in_minutes',
        max_yearly_amount_minutes: 1000,
        transfer_unused_amounts: 1,
        transfer_amounts_expiry_months: 6,
      };
      const [lastYear, thisYear] = [await createType(2025, fields), await createType(2026, fields)];
      const [day2025] = await freeWorkdays(stack, admin, 46, '2025-05-01', '2025-05-31');
      expect(
        (await call(stack, 'POST', ADD, { token: admin, json: custom(46, lastYear, [day2025], 400) })).status,
      ).toEqual(200);
      const start = await usageOf(stack, admin, 46, 2026, NAME);
      expect(pick(start)).toEqual([600, 0, 0, 600]);

      // 3 × 400 after the expiry on 01/07/2026: the transfer does not count there, 1200 > 1000.
      const september = (await freeWorkdays(stack, admin, 46, '2026-09-01', '2026-09-14')).slice(0, 3);
      const late = await call(stack, 'POST', ADD, { token: admin, json: custom(46, thisYear, september, 400) });
      expect([late.status, late.body.code]).toEqual([422, 'DAY_OFF_CREATE_LIMIT_ERR']);
      // … before it, 1200 ≤ 1000 + 600.
      const march = (await freeWorkdays(stack, admin, 46, '2026-03-02', '2026-03-31')).slice(0, 3);
      const early = await call(stack, 'POST', ADD, { token: admin, json: custom(46, thisYear, march, 400) });
      expect(early.status).toEqual(200);
      expect(pick(await usageOf(stack, admin, 46, 2026, NAME))).toEqual([600, 600, 0, 0]);

      const [first, second, third] = early.body.ids;
      await call(stack, 'POST', '/api/days_off/personal_days_off/remove', {
        token: admin,
        json: { employee_id: 46, entry_id_0: second, entry_id_1: third },
      });
      expect(pick(await usageOf(stack, admin, 46, 2026, NAME))).toEqual([600, 400, 0, 200]);
      process.env.PEOPLE_TODAY = '2026-07-01';
      try {
        // On the expiry date the 200 minutes nobody used expire.
        expect(pick(await usageOf(stack, admin, 46, 2026, NAME))).toEqual([600, 400, 200, 0]);
      } finally {
        process.env.PEOPLE_TODAY = TEST_TODAY;
      }
      await call(stack, 'POST', '/api/days_off/personal_days_off/remove', {
        token: admin,
        json: { employee_id: 46, entry_id_0: first },
      });
      expect(await usageOf(stack, admin, 46, 2026, NAME)).toEqual(start);
    });
  });

  describe('by ruleset and replan (part 1 §7)', () => {
    const LEGAL = 'Wettelijk verlof';
    const EXTRALEGAL = 'Extralegaal verlof';
    const byRuleset = async (employeeId: number, dates: string[], extra: Record<string, unknown> = {}) => {
      const [ruleset] = (
        await call(stack, 'GET', '/api/days_off/day_off_types?year=2026&include_rulesets=1', { token: admin })
      ).body.rulesets;
      return call(stack, 'POST', '/api/days_off/personal_days_off/add_by_ruleset', {
        token: admin,
        json: {
          employee_id: employeeId,
          type: 'custom',
          ruleset_id: ruleset.id,
          am_pm_hint: 'all_day',
          ...dayFields(dates),
          ...extra,
        },
      });
    };
    const typeOn = async (employeeId: number, date: string) => {
      const answer = await call(stack, 'GET', `/api/days_off/personal_days_off?employee_id=${employeeId}&year=2026`, {
        token: admin,
      });
      return answer.body.personal_days_off[date].map((d: { day_off_type_name: string }) => d.day_off_type_name);
    };

    it('part 1 §7: each day goes to the first type of the ruleset with balance left (2 legal days left, then extralegal)', async () => {
      const answer = await byRuleset(43, ['2026-07-06', '2026-07-07', '2026-07-08']);
      expect([answer.status, answer.body.ids.length]).toEqual([200, 3]);
      expect([await typeOn(43, '2026-07-06'), await typeOn(43, '2026-07-07'), await typeOn(43, '2026-07-08')]).toEqual([
        [LEGAL],
        [LEGAL],
        [EXTRALEGAL],
      ]);
    });

    it('part 1 §7: without ruleset_id FIELD_IS_REQUIRED; an unknown ruleset 404', async () => {
      const missing = await call(stack, 'POST', '/api/days_off/personal_days_off/add_by_ruleset', {
        token: admin,
        json: { employee_id: 43, ...dayFields(['2026-07-09']) },
      });
      expect([missing.status, missing.body.code, missing.body.field]).toEqual([400, 'FIELD_IS_REQUIRED', 'ruleset_id']);
      const unknown = await byRuleset(43, ['2026-07-09'], { ruleset_id: 999999 });
      expect([unknown.status, unknown.body.code]).toEqual([404, 'NOT_FOUND']);
    });

    it('part 1 §6: replanning needs its own permission', async () => {
      const answer = await call(stack, 'POST', '/api/days_off/replan_all_rulesets', {
        token: manager,
        json: { employee_id: 43 },
      });
      expect([answer.status, answer.body.code]).toEqual([403, 'FORBIDDEN']);
    });

    it('part 1 §7: replan redistributes the year’s ruleset days by priority once a legal day is freed, and writes days_off_replanned', async () => {
      const [freed] = (
        await call(stack, 'GET', '/api/days_off/personal_days_off?employee_id=43&year=2026', { token: admin })
      ).body.personal_days_off['2026-07-06'];
      await call(stack, 'POST', '/api/days_off/personal_days_off/remove', {
        token: admin,
        json: { employee_id: 43, entry_id_0: freed.id },
      });
      const answer = await call(stack, 'POST', '/api/days_off/replan_all_rulesets', {
        token: admin,
        json: { employee_id: 43 },
      });
      expect(answer.body).toEqual({ success: 1 });
      // In date order 07/07, 08/07 and the 18 days planned later fill the 20 legal days: 08/07 moves from extralegal.
      expect(await typeOn(43, '2026-07-08')).toEqual([LEGAL]);
      const [legal, extralegal] = [
        await usageOf(stack, admin, 43, 2026, LEGAL),
        await usageOf(stack, admin, 43, 2026, EXTRALEGAL),
      ];
      expect([
        legal.days_approved + legal.days_not_approved,
        extralegal.days_approved + extralegal.days_not_approved,
      ]).toEqual([20, 0]);
      expect((await activityTypes(stack.db, 43))[0]).toEqual({
        event_type: 'days_off_replanned',
        event_info_json: { new_type: '1', note: '2026' },
      });
      // A day more by ruleset goes to extralegal (the legal days are full); a replan gives it the legal day of the
      // latest planned day, which moves to extralegal: 2 moves.
      await byRuleset(43, ['2026-07-09']);
      expect(await typeOn(43, '2026-07-09')).toEqual([EXTRALEGAL]);
      await call(stack, 'POST', '/api/days_off/replan_all_rulesets', {
        token: admin,
        json: { employee_id: 43, year: 2026 },
      });
      expect(await typeOn(43, '2026-07-09')).toEqual([LEGAL]);
      expect((await activityTypes(stack.db, 43))[0].event_info_json).toEqual({ new_type: '2', note: '2026' });
    });
  });

  describe('concurrency (limits cannot be raced)', () => {
    it('part 1 §8: 50 concurrent add requests against a limit of 10 days leave exactly 10 days stored', async () => {
      const type = await createType(2026, {
        type: 'custom',
        name: 'Bijzonder verlof',
        limitation: 'limit_in_days',
        max_yearly_amount_days: 10,
      });
      const days = (await freeWorkdays(stack, admin, 47, '2026-01-01', '2026-12-31')).slice(0, 50);
      expect(days.length).toEqual(50);
      const answers = await Promise.all(
        days.map((date) =>
          call(stack, 'POST', ADD, {
            token: admin,
            json: {
              employee_id: 47,
              type: 'custom',
              custom_day_off_type_id: type,
              am_pm_hint: 'all_day',
              ...dayFields([date]),
            },
          }),
        ),
      );
      const statuses = answers.map((a) => a.status).sort();
      expect([statuses.filter((s) => s === 200).length, statuses.filter((s) => s === 422).length]).toEqual([10, 40]);
      const [{ count }] = await stack.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM personal_days_off WHERE employee_id = 47 AND day_off_type_id = $1',
        [type],
      );
      expect(count).toEqual(10);
      expect(
        (await activityTypes(stack.db, 47)).filter(
          (a) => a.event_type === 'days_off_added' && a.event_info_json.new_type === 'Bijzonder verlof',
        ).length,
      ).toEqual(10);
    });
  });

  it('the demo’s legal-holiday type of 2026 is the one the ruleset tries first', async () => {
    const [ruleset] = (
      await call(stack, 'GET', '/api/days_off/day_off_types?year=2026&include_rulesets=1', { token: admin })
    ).body.rulesets;
    expect(ruleset.day_off_type_ids[0]).toEqual(await typeId(stack.db, BELGIUM, 2026, 'Wettelijk verlof'));
  });
});
