// Review fix, editing a wage (part 1 §2 /people/:id/wage/:wageId/overview, §3 Activity item): the edit merges
// payroll_data_json keys into the wage as it is inside its transaction, so a concurrent edit's keys and type are not lost
// and the wage_updated item names the type the edit found.
import { USER_COLUMNS, type UserRow } from '@people/rest/core/auth';
import { changeWage } from '@people/rest/wage/changes';
import { wageRecords } from '@people/rest/core/wageRecords';
import { engines } from '../support/databases';
import { call, signIn, startRest, type RestStack } from '../support/daysOff';
import { BELGIUM, activityOf } from '../support/profile';

describe.each(engines({ both: true }))('concurrent wage edits on %s', (_engine, open) => {
  let stack: RestStack;
  let admin: string;
  beforeAll(async () => {
    stack = await startRest(await open());
    admin = await signIn(stack, 'admin@demo.be');
  });
  afterAll(() => stack.close());

  const openWage = async (employeeId: number) =>
    (
      await stack.db.query<{ id: number; type: string }>(
        'SELECT id, type FROM wages WHERE company_id = $1 AND employee_id = $2 AND end_date IS NULL ORDER BY id DESC',
        [BELGIUM, employeeId],
      )
    )[0];
  const payrollOf = async (wageId: number) =>
    (await wageRecords(stack.db, BELGIUM, { ids: [wageId] }))[0].payroll_data_json;

  it('part 1 §2: an edit started from a copy read before another edit keeps that edit’s keys and names its type in wage_updated', async () => {
    const [user] = await stack.db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM users u, (SELECT 0 AS impersonating) s WHERE u.email = 'admin@demo.be'`,
    );
    const wage = await openWage(44);
    const stale = (await wageRecords(stack.db, BELGIUM, { ids: [wage.id] }))[0];
    const newType = stale.type === 'employee_paid_monthly' ? 'employee_paid_hourly' : 'employee_paid_monthly';
    await changeWage(stack.db, user, stale, { type: newType, payroll_data_json: { first_edit: 'a' } });
    await changeWage(stack.db, user, stale, { payroll_data_json: { second_edit: 'b' } });
    expect(await payrollOf(wage.id)).toMatchObject({ first_edit: 'a', second_edit: 'b' });
    expect((await openWage(44)).type).toEqual(newType);
    const [latest] = await activityOf(stack.db, 44);
    expect([latest.event_type, latest.event_info_json.old_type, latest.event_info_json.new_type]).toEqual([
      'wage_updated',
      newType,
      newType,
    ]);
  });

  it('part 1 §2: eight concurrent edits of one wage, each adding its own payroll_data_json key, keep all eight keys', async () => {
    const wage = await openWage(45);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        call(stack, 'POST', `/api/wages/${wage.id}`, {
          token: admin,
          json: { payroll_data_json: { [`key_${n}`]: n } },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    const payroll = await payrollOf(wage.id);
    expect(Array.from({ length: 8 }, (_, n) => payroll[`key_${n}`])).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
