// Review fixes, days-off settings and requests (part 1 §3, §5, §6, §7): a maximum in days is whole or half days
// whatever the limitation, a leave-accrual exception needs a type with an accrual rate, concurrent adds of a name give
// one type and 409s, people's exceptions and corrections are read by admins only, a plain add takes only a type the
// person's for_who list offers, and a database constraint a route did not check answers 4xx, never 500.
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { errorHandler } from '@people/rest/core/errors';
import { engines } from '../support/databases';
import { call, dayFields, freeWorkdays, signIn, startRest, typeId, type RestStack } from '../support/daysOff';
import { BELGIUM } from '../support/profile';

const TYPES = '/api/days_off/day_off_types';
const ADD = '/api/days_off/personal_days_off/add';

describe.each(engines({ both: true }))('days-off safety on %s', (_engine, open) => {
  let stack: RestStack;
  let admin: string;
  let manager: string;
  let light: string;
  beforeAll(async () => {
    stack = await startRest(await open());
    [admin, manager, light] = await Promise.all([
      signIn(stack, 'admin@demo.be'),
      signIn(stack, 'manager@demo.be'),
      signIn(stack, 'light@demo.be'),
    ]);
  });
  afterAll(() => stack.close());

  const count = async (table: string) =>
    Number((await stack.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
  const addType = async (fields: Record<string, unknown>) => {
    const answer = await call(stack, 'POST', TYPES, { token: admin, json: { year: 2026, type: 'custom', ...fields } });
    expect(answer.status).toEqual(200);
    return answer.body.data.id as number;
  };

  describe('part 1 §3: whole or half days for every limitation', () => {
    it.each([
      ['an unlimited type', { name: 'Onbeperkt', limitation: 'unlimited', max_yearly_amount_days: 0.3 }],
      [
        'a type limited in minutes',
        {
          name: 'In minuten',
          limitation: 'limit_in_minutes',
          max_yearly_amount_minutes: 600,
          max_yearly_amount_days: 0.25,
        },
      ],
    ])(
      'part 1 §3: %s with 0.3 days is 400 INVALID_INPUT on max_yearly_amount_days, and nothing is stored',
      async (_title, fields) => {
        const before = await count('day_off_types');
        const answer = await call(stack, 'POST', TYPES, {
          token: admin,
          json: { year: 2026, type: 'custom', ...fields },
        });
        expect([answer.status, answer.body.code, answer.body.field, await count('day_off_types')]).toEqual([
          400,
          'INVALID_INPUT',
          'max_yearly_amount_days',
          before,
        ]);
      },
    );

    it('part 1 §3: editing an unlimited type to 0.3 days is 400; an exception of 0.3 days is 400 and stores nothing', async () => {
      const adv = await typeId(stack.db, BELGIUM, 2026, 'ADV');
      const edit = await call(stack, 'POST', `${TYPES}/${adv}`, {
        token: admin,
        json: { limitation: 'unlimited', max_yearly_amount_days: 0.3 },
      });
      expect([edit.status, edit.body.code, edit.body.field]).toEqual([400, 'INVALID_INPUT', 'max_yearly_amount_days']);
      const before = await count('day_off_type_exceptions');
      const exception = await call(stack, 'POST', `${TYPES}/${adv}/exceptions`, {
        token: admin,
        json: { employee_id: 42, limitation: 'unlimited', max_yearly_amount_days: 0.3 },
      });
      expect([
        exception.status,
        exception.body.code,
        exception.body.field,
        await count('day_off_type_exceptions'),
      ]).toEqual([400, 'INVALID_INPUT', 'max_yearly_amount_days', before]);
    });
  });

  describe('part 1 §5: leave-accrual exceptions need the type’s accrual rate', () => {
    it('part 1 §5: on a type without rate 422 DAY_OFF_TYPE_HAS_NO_ACCRUAL_RATE and nothing stored; with a rate it is added, and the rate then stays', async () => {
      const extralegal = await typeId(stack.db, BELGIUM, 2026, 'Extralegaal verlof');
      const before = await count('day_off_type_exceptions');
      const refused = await call(stack, 'POST', `${TYPES}/${extralegal}/exceptions`, {
        token: admin,
        json: { employee_id: 42, limitation: 'leave_accrual' },
      });
      expect([refused.status, refused.body.code, refused.body.field, await count('day_off_type_exceptions')]).toEqual([
        422,
        'DAY_OFF_TYPE_HAS_NO_ACCRUAL_RATE',
        'limitation',
        before,
      ]);

      const withRate = await addType({
        name: 'Inhaalrust',
        limitation: 'limit_in_days',
        max_yearly_amount_days: 5,
        accrual_minutes_per_month: 300,
      });
      const added = await call(stack, 'POST', `${TYPES}/${withRate}/exceptions`, {
        token: admin,
        json: { employee_id: 42, limitation: 'leave_accrual' },
      });
      expect([added.status, added.body.data.limitation]).toEqual([200, 'leave_accrual']);
      const cleared = await call(stack, 'POST', `${TYPES}/${withRate}`, {
        token: admin,
        json: { accrual_minutes_per_month: null },
      });
      expect([cleared.status, cleared.body.code]).toEqual([422, 'DAY_OFF_TYPE_HAS_NO_ACCRUAL_RATE']);
      const [stored] = await stack.db.query<{ accrual_minutes_per_month: number }>(
        'SELECT accrual_minutes_per_month FROM day_off_types WHERE id = $1',
        [withRate],
      );
      expect(stored.accrual_minutes_per_month).toEqual(300);
    });
  });

  describe('part 1 §6: concurrent adds of one name', () => {
    it('Choice: six concurrent adds of a name give one type and five 409 DAY_OFF_TYPE_EXISTS, never a 500', async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          call(stack, 'POST', TYPES, {
            token: admin,
            json: {
              year: 2026,
              type: 'custom',
              name: 'Rouwverlof',
              limitation: 'limit_in_days',
              max_yearly_amount_days: 3,
            },
          }),
        ),
      );
      const outcomes = answers.map((a) => `${a.status} ${a.status === 200 ? '' : a.body.code}`.trim()).sort();
      expect(outcomes).toEqual([
        '200',
        '409 DAY_OFF_TYPE_EXISTS',
        '409 DAY_OFF_TYPE_EXISTS',
        '409 DAY_OFF_TYPE_EXISTS',
        '409 DAY_OFF_TYPE_EXISTS',
        '409 DAY_OFF_TYPE_EXISTS',
      ]);
      expect(
        await stack.db.query(
          "SELECT id FROM day_off_types WHERE company_id = $1 AND year = 2026 AND lower(name) = 'rouwverlof'",
          [BELGIUM],
        ),
      ).toHaveLength(1);
    });

    it('part 1 §7: two concurrent copies of the missing types copy each once between them, never a 500', async () => {
      const missing = (await call(stack, 'GET', `${TYPES}/missing?year=2027`, { token: admin })).body
        .missing_types_count;
      expect(missing).toBeGreaterThan(0);
      const answers = await Promise.all(
        [0, 1].map(() => call(stack, 'POST', `${TYPES}/copy_missing`, { token: admin, json: { year: 2027 } })),
      );
      expect([answers.map((a) => a.status), answers[0].body.copied + answers[1].body.copied]).toEqual([
        [200, 200],
        missing,
      ]);
      expect(
        (await call(stack, 'GET', `${TYPES}/missing?year=2027`, { token: admin })).body.missing_types_count,
      ).toEqual(0);
    });
  });

  describe('part 1 §5, §6: people’s exceptions and corrections are for admins', () => {
    it('part 1 §6: manager@demo.be (wage access, no admin) and light@demo.be read no exceptions and no corrections; admin@demo.be reads them', async () => {
      const legal = await typeId(stack.db, BELGIUM, 2026, 'Wettelijk verlof');
      const accrual = await addType({
        name: 'Tijdskrediet-uren',
        limitation: 'leave_accrual',
        accrual_minutes_per_month: 600,
      });
      const correction = await call(stack, 'POST', `${TYPES}/${accrual}/accrual/corrections`, {
        token: admin,
        json: { employee_id: 41, date: '2026-03-01', minutes: 120 },
      });
      expect(correction.status).toEqual(200);
      const [seeded] = await stack.db.query<{ id: number }>(
        'SELECT id FROM day_off_type_exceptions WHERE day_off_type_id = $1 ORDER BY id LIMIT 1',
        [legal],
      );
      const reads = (token: string) =>
        Promise.all([
          call(stack, 'GET', `${TYPES}/exceptions?type_ids=${legal}`, { token }),
          call(stack, 'GET', `${TYPES}/exceptions/batch?ids=${seeded.id}`, { token }),
          call(stack, 'GET', `/api/days_off/accrual/corrections?type_ids=${accrual}`, { token }),
        ]).then((answers) => answers.map((a) => [a.status, a.body.data.length]));
      expect((await reads(admin)).map(([status, rows]) => [status, rows > 0])).toEqual([
        [200, true],
        [200, true],
        [200, true],
      ]);
      expect(await reads(manager)).toEqual([
        [200, 0],
        [200, 0],
        [200, 0],
      ]);
      expect(await reads(light)).toEqual([
        [200, 0],
        [200, 0],
        [200, 0],
      ]);
    });
  });

  describe('part 1 §7: a plain add takes the types the for_who list offers', () => {
    it('part 1 §7: a type of another ruleset is 422 DAY_OFF_TYPE_NOT_ALLOWED for a person of the BE ruleset and stores nothing; it is planned for a person of its ruleset', async () => {
      const other = await addType({
        name: 'Anciënniteitsverlof',
        limitation: 'limit_in_days',
        max_yearly_amount_days: 2,
      });
      const [ruleset] = await stack.db.query<{ id: number }>(
        "INSERT INTO day_off_rulesets (company_id, name) VALUES ($1, 'Verlof bedienden') RETURNING id",
        [BELGIUM],
      );
      await stack.db.query(
        'INSERT INTO day_off_ruleset_types (ruleset_id, day_off_type_id, company_id, priority) VALUES ($1, $2, $3, 1)',
        [ruleset.id, other, BELGIUM],
      );
      await stack.db.query('UPDATE employee_day_off_rulesets SET ruleset_id = $1 WHERE employee_id = 48', [ruleset.id]);
      const listed = async (employeeId: number) =>
        (await call(stack, 'GET', `${TYPES}?year=2026&for_who=${employeeId}`, { token: admin })).body.data.some(
          (t: { id: number }) => t.id === other,
        );
      expect([await listed(41), await listed(48)]).toEqual([false, true]);

      const request = async (employeeId: number) => {
        const [date] = await freeWorkdays(stack, admin, employeeId, '2026-09-01', '2026-09-30');
        return call(stack, 'POST', ADD, {
          token: admin,
          json: {
            employee_id: employeeId,
            type: 'custom',
            custom_day_off_type_id: other,
            am_pm_hint: 'all_day',
            ...dayFields([date]),
          },
        });
      };
      const before = await count('personal_days_off');
      const refused = await request(41);
      expect([refused.status, refused.body.code, refused.body.field, await count('personal_days_off')]).toEqual([
        422,
        'DAY_OFF_TYPE_NOT_ALLOWED',
        'custom_day_off_type_id',
        before,
      ]);
      const planned = await request(48);
      expect([planned.status, await count('personal_days_off')]).toEqual([200, before + 1]);
    });

    it('part 1 §7: adding by a ruleset that is not the person’s is 422 DAY_OFF_TYPE_NOT_ALLOWED and stores nothing', async () => {
      const [ruleset] = await stack.db.query<{ id: number }>(
        "INSERT INTO day_off_rulesets (company_id, name) VALUES ($1, 'Verlof arbeiders') RETURNING id",
        [BELGIUM],
      );
      const legal = await typeId(stack.db, BELGIUM, 2026, 'Wettelijk verlof');
      await stack.db.query(
        'INSERT INTO day_off_ruleset_types (ruleset_id, day_off_type_id, company_id, priority) VALUES ($1, $2, $3, 1)',
        [ruleset.id, legal, BELGIUM],
      );
      const [date] = await freeWorkdays(stack, admin, 42, '2026-09-01', '2026-09-30');
      const before = await count('personal_days_off');
      const refused = await call(stack, 'POST', `${ADD}_by_ruleset`, {
        token: admin,
        json: { employee_id: 42, type: 'custom', ruleset_id: ruleset.id, am_pm_hint: 'all_day', ...dayFields([date]) },
      });
      expect([refused.status, refused.body.code, refused.body.field, await count('personal_days_off')]).toEqual([
        422,
        'DAY_OFF_TYPE_NOT_ALLOWED',
        'ruleset_id',
        before,
      ]);
    });
  });

  describe('ARCHITECTURE.md: no input gives a 500', () => {
    it('Review: a constraint a route did not check answers 409 CONFLICT or 400 INVALID_INPUT; other database errors stay 500', async () => {
      const app = Fastify();
      app.setErrorHandler(errorHandler);
      const failing: Record<string, string> = {
        unique: `INSERT INTO day_off_rulesets (company_id, name) VALUES (${BELGIUM}, 'Dubbel'), (${BELGIUM}, 'dubbel')`,
        check: `INSERT INTO day_off_rulesets (company_id, name) VALUES (${BELGIUM}, ' spaties ')`,
        notNull: `INSERT INTO day_off_rulesets (company_id, name) VALUES (${BELGIUM}, NULL)`,
        text: "SELECT 'abc'::int",
        range: 'SELECT 2147483647::int + 1',
        division: 'SELECT 1 / 0',
      };
      for (const [path, sql] of Object.entries(failing))
        app.get(`/${path}`, async () => stack.db.transaction((tx) => tx.query(sql)));
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const before = await count('day_off_rulesets');
      const answers: Record<string, [number, string]> = {};
      try {
        for (const path of Object.keys(failing)) {
          const answer = await fetch(`http://127.0.0.1:${port}/${path}`);
          answers[path] = [answer.status, (await answer.json()).code];
        }
      } finally {
        await app.close();
      }
      expect(answers).toEqual({
        unique: [409, 'CONFLICT'],
        check: [400, 'INVALID_INPUT'],
        notNull: [400, 'INVALID_INPUT'],
        text: [400, 'INVALID_INPUT'],
        range: [400, 'INVALID_INPUT'],
        division: [500, 'INTERNAL_ERROR'],
      });
      expect(await count('day_off_rulesets')).toEqual(before);
    });
  });
});
