// Issue 21, changes on the pages the profile links to (part 1 §2): a training participation's status and result
// (part 1 §3 Training participation; activity participant_status_changed, participant_result_changed), each with its
// permission rule, the spec's codes on bad input and nothing stored.
import { engines } from '../support/databases';
import { gid, people } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const UPDATE_PARTICIPATION = `mutation ($input: UpdateTrainingParticipationInput!, $training: Int!) {
  updateTrainingParticipation(input: $input) {
    trainingParticipation { trainingId status result }
    employee { trainingParticipation(trainingId: $training) { status result } }
    userErrors { code field }
  }
}`;

describe.each(engines())('changes on the linked pages on %s (issue 21)', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let dutchAdmin: string;
  let light: string;
  // People with trainings: the first has its participation changed, the others are refused changes.
  let trained: number[];
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, dutchAdmin, light] = await Promise.all(['admin@demo.be', 'admin@demo.nl', 'light@demo.be'].map((email) => signIn(stack, email)));
    trained = await people(stack.db, ['started', 'trainings'], { skip: [14, 15] });
  });
  afterAll(() => stack.close());

  // The person's activity items written after `since` (the demo data has training items of its own).
  const lastItem = async () => (await stack.db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM activity_items'))[0].id;
  const activity = async (id: number, since: number) =>
    stack.db.query<{ event_type: string; event_info_json: Record<string, unknown> }>(
      'SELECT event_type, event_info_json FROM activity_items WHERE employee_id = $1 AND id > $2 ORDER BY id',
      [id, since],
    );
  const participationOf = async (id: number) =>
    (await stack.db.query<{ training_id: number; status: string; result: string | null }>(
      'SELECT training_id, status, result FROM training_participations WHERE employee_id = $1 ORDER BY id LIMIT 1',
      [id],
    ))[0];

  describe('part 1 §3 Training participation: status and result', () => {
    it('an admin changes both through the gateway: each change writes its activity item with the old and the new value', async () => {
      const id = trained[0];
      const before = await participationOf(id);
      await stack.db.query("UPDATE training_participations SET status = 'reserved', result = NULL WHERE employee_id = $1 AND training_id = $2", [id, before.training_id]);
      const since = await lastItem();
      const input = { employeeId: gid(id), trainingId: before.training_id, status: 'FOLLOWED', result: 'PASSED' };
      const answer = await graphql(stack, UPDATE_PARTICIPATION, { input, training: before.training_id }, admin);
      expect(answer.data.updateTrainingParticipation).toEqual({
        trainingParticipation: { trainingId: before.training_id, status: 'FOLLOWED', result: 'PASSED' },
        employee: { trainingParticipation: { status: 'FOLLOWED', result: 'PASSED' } },
        userErrors: [],
      });
      expect(await activity(id, since)).toEqual([
        { event_type: 'participant_status_changed', event_info_json: { old_type: 'reserved', new_type: 'followed', training_id: before.training_id } },
        { event_type: 'participant_result_changed', event_info_json: { old_type: null, new_type: 'passed', training_id: before.training_id } },
      ]);
      // The same values again change nothing, so no item.
      await graphql(stack, UPDATE_PARTICIPATION, { input, training: before.training_id }, admin);
      expect((await activity(id, since)).length).toBe(2);
      const feed = await graphql(stack, 'query ($id: ID!) { employee(id: $id) { activity(first: 5) { edges { node { eventType eventInfo { oldType newType } } } } } }', { id: gid(id) }, admin);
      expect(feed.data.employee.activity.edges.slice(0, 2).map((e: { node: unknown }) => e.node)).toEqual([
        { eventType: 'participant_result_changed', eventInfo: { oldType: null, newType: 'passed' } },
        { eventType: 'participant_status_changed', eventInfo: { oldType: 'reserved', newType: 'followed' } },
      ]);
    });

    it.each([
      ['an unknown status', { status: 'finished', result: null }, 'status'],
      ['an unknown result', { status: 'followed', result: 'failed' }, 'result'],
      ['a status in capitals', { status: 'FOLLOWED', result: null }, 'status'],
    ])('part 1 §3: %s is INVALID_ENUM_VALUE on its field (400), and nothing is stored', async (_label, values, field) => {
      const id = trained[1];
      const before = await participationOf(id);
      const since = await lastItem();
      const answer = await rest(stack, 'POST', '/api/trainings/participations/update', { token: admin, body: { employee_id: id, training_id: before.training_id, ...values } });
      expect([answer.status, answer.body.code, answer.body.field, answer.headers.i18n_code]).toEqual([400, 'INVALID_ENUM_VALUE', field, 'INVALID_ENUM_VALUE']);
      expect([await participationOf(id), await activity(id, since)]).toEqual([before, []]);
    });

    it('issue 21 permissions: light access may not change it (403, FORBIDDEN), another company and a training not followed answer 404', async () => {
      const id = trained[1];
      const before = await participationOf(id);
      const since = await lastItem();
      const change = { employee_id: id, training_id: before.training_id, status: 'not_fitting', result: 'no_result' };
      const byLight = await rest(stack, 'POST', '/api/trainings/participations/update', { token: light, body: change });
      expect([byLight.status, byLight.body.code]).toEqual([403, 'FORBIDDEN']);
      const input = { employeeId: gid(id), trainingId: before.training_id, status: 'NOT_FITTING', result: 'NO_RESULT' };
      const viaGateway = await graphql(stack, UPDATE_PARTICIPATION, { input, training: before.training_id }, light);
      expect(viaGateway.data.updateTrainingParticipation.userErrors).toEqual([{ code: 'FORBIDDEN', field: null }]);
      const foreign = await rest(stack, 'POST', '/api/trainings/participations/update', { token: dutchAdmin, body: change });
      expect(foreign.status).toBe(404);
      const notFollowed = await rest(stack, 'POST', '/api/trainings/participations/update', { token: admin, body: { ...change, training_id: 999999 } });
      expect([notFollowed.status, notFollowed.body.code]).toEqual([404, 'NOT_FOUND']);
      expect([await participationOf(id), await activity(id, since)]).toEqual([before, []]);
    });
  });
});
