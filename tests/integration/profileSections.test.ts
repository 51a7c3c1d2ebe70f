// The activity feed and its notes, the pincode, the seniority date, one-day contracts, parallel contracts
// and the payroll-integration link, through REST and GraphQL (part 1 §2, §4, §5, §7, §9).
import { ACTIVITY_PAGE_SIZE } from '@people/domain/profile';
import { engines } from '../support/databases';
import { activityOf, gid, person } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const NOTE = `mutation ($id: ID!, $note: String!) {
  addActivityNote(input: { employeeId: $id, note: $note }) {
    activityEdge { cursor node { eventType eventInfo { note } realName date } }
    employee { id }
    userErrors { code message field }
  }
}`;
const FEED = `query ($id: ID!, $first: Int, $after: String) {
  employee(id: $id) { activity(first: $first, after: $after) { edges { cursor node { internalId eventType } } pageInfo { hasNextPage hasPreviousPage endCursor } } }
}`;
const EMPLOYEE_PAYLOAD = 'employee { id } userErrors { code field }';

describe.each(engines())('profile sections on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    admin = await signIn(stack, 'admin@demo.be');
  });
  afterAll(() => stack.close());

  describe('activity notes (part 1 §5: at most 400 characters)', () => {
    it('accepts 400 characters and writes note_added; refuses 401 with NOTE_TOO_LONG and stores nothing', async () => {
      const id = await person(stack.db, ['started']);
      const accepted = await graphql(stack, NOTE, { id: gid(id), note: 'é'.repeat(400) }, admin);
      expect(accepted.data.addActivityNote).toEqual({
        activityEdge: {
          cursor: expect.any(String),
          node: {
            eventType: 'note_added',
            eventInfo: { note: 'é'.repeat(400) },
            realName: 'Anna Admin',
            date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          },
        },
        employee: { id: gid(id) },
        userErrors: [],
      });
      const before = await activityOf(stack.db, id);
      expect(before[0]).toMatchObject({ event_type: 'note_added', event_info_json: { note: 'é'.repeat(400) } });
      const refused = await graphql(stack, NOTE, { id: gid(id), note: 'x'.repeat(401) }, admin);
      expect(refused.data.addActivityNote).toEqual({
        activityEdge: null,
        employee: { id: gid(id) },
        userErrors: [
          { code: 'NOTE_TOO_LONG', message: 'Your note has to be less than 400 characters', field: ['input', 'note'] },
        ],
      });
      const direct = await rest(stack, 'POST', '/api/activity/addNote', {
        token: admin,
        body: { relatedObject: 'employee', relatedObjectId: id, note: 'x'.repeat(401) },
      });
      expect([direct.status, direct.body.code, direct.headers.i18n_code]).toEqual([
        400,
        'NOTE_TOO_LONG',
        'NOTE_TOO_LONG',
      ]);
      const blank = await rest(stack, 'POST', '/api/activity/addNote', {
        token: admin,
        body: { relatedObject: 'employee', relatedObjectId: id, note: '  ' },
      });
      expect([blank.status, blank.body.code]).toEqual([400, 'FIELD_IS_REQUIRED']);
      expect(await activityOf(stack.db, id)).toEqual(before);
    });

    it('refuses a note from a viewer without the activity feed (part 1 §6)', async () => {
      const id = await person(stack.db, ['started']);
      const answer = await graphql(stack, NOTE, { id: gid(id), note: 'hello' }, await signIn(stack, 'nowage@demo.be'));
      expect(answer.data.addActivityNote.userErrors.map((e: { code: string }) => e.code)).toEqual(['FORBIDDEN']);
    });
  });

  describe('activity feed (part 1 §4, §9: pages of 50 until one returns fewer)', () => {
    it('pages a long feed through the connection, newest first, as the REST pages answer it', async () => {
      const [{ id }] = await stack.db.query<{ id: number }>(
        'SELECT employee_id AS id FROM activity_items WHERE company_id = 1 GROUP BY employee_id HAVING count(*) > $1 ORDER BY employee_id LIMIT 1',
        [ACTIVITY_PAGE_SIZE],
      );
      const all = await activityOf(stack.db, id);
      const page0 = await rest(stack, 'GET', `/api/activity/get?relatedObject=employee&relatedObjectId=${id}&page=0`, {
        token: admin,
      });
      const page1 = await rest(stack, 'GET', `/api/activity/get?relatedObject=employee&relatedObjectId=${id}&page=1`, {
        token: admin,
      });
      expect(page0.body.items).toHaveLength(ACTIVITY_PAGE_SIZE);
      expect([...page0.body.items, ...page1.body.items].map((i: { id: number }) => i.id)).toEqual(
        all.map((i) => i.id).slice(0, 100),
      );
      expect(page0.body.relatedObjectData).toEqual({ type: 'employee', id, name: expect.any(String), avatar: null });
      expect(page0.body.items[0]).toEqual(
        expect.objectContaining({ date_formatted: expect.stringMatching(/^\d\d\/\d\d\/\d{4}$/) }),
      );

      const seen: number[] = [];
      let after: string | null = null;
      let pages = 0;
      let hasNextPage = true;
      while (hasNextPage) {
        const answer: {
          data: {
            employee: {
              activity: {
                edges: { node: { internalId: number } }[];
                pageInfo: { hasNextPage: boolean; endCursor: string };
              };
            };
          };
        } = (await graphql(stack, FEED, { id: gid(id), first: ACTIVITY_PAGE_SIZE, after }, admin)) as never;
        const connection = answer.data.employee.activity;
        seen.push(...connection.edges.map((e) => e.node.internalId));
        ({ hasNextPage } = connection.pageInfo);
        after = connection.pageInfo.endCursor;
        pages += 1;
      }
      expect(seen).toEqual(all.map((i) => i.id));
      expect(pages).toBe(Math.ceil(all.length / ACTIVITY_PAGE_SIZE));
      // A window across two REST pages.
      const middle = await graphql(stack, FEED, { id: gid(id), first: 20 }, admin);
      const across = await graphql(
        stack,
        FEED,
        { id: gid(id), first: 40, after: middle.data.employee.activity.pageInfo.endCursor },
        admin,
      );
      expect(
        across.data.employee.activity.edges.map((e: { node: { internalId: number } }) => e.node.internalId),
      ).toEqual(all.slice(20, 60).map((i) => i.id));
      expect(across.data.employee.activity.pageInfo).toMatchObject({
        hasNextPage: all.length > 60,
        hasPreviousPage: true,
      });
    });

    it('refuses first above 100 with BAD_USER_INPUT', async () => {
      const id = await person(stack.db, ['started']);
      const answer = await graphql(stack, FEED, { id: gid(id), first: 101 }, admin);
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('self-service pincode (part 1 §4, §7)', () => {
    const STATUS =
      'query ($id: ID!) { employee(id: $id) { selfServiceStatus { pincodeSet blocked onboardingFinished state } } }';

    it('shows the blocked pincode, resets it for a full-access viewer only, and writes selfservice_pincode_removed', async () => {
      const [{ id }] = await stack.db.query<{ id: number }>(
        'SELECT employee_id AS id FROM selfservice_pincodes WHERE company_id = 1 AND blocked = 1',
      );
      expect((await rest(stack, 'GET', `/api/selfservice_pincodes/${id}/status`, { token: admin })).body).toEqual({
        set: 1,
        blocked: 1,
        invited_at: null,
      });
      expect((await graphql(stack, STATUS, { id: gid(id) }, admin)).data.employee.selfServiceStatus).toEqual({
        pincodeSet: true,
        blocked: true,
        onboardingFinished: true,
        state: 'BLOCKED',
      });
      const byLight = await graphql(
        stack,
        `mutation ($id: ID!) { resetPincode(input: { employeeId: $id }) { ${EMPLOYEE_PAYLOAD} } }`,
        { id: gid(id) },
        await signIn(stack, 'light@demo.be'),
      );
      expect(byLight.data.resetPincode.userErrors).toEqual([{ code: 'FORBIDDEN', field: null }]);
      const reset = await graphql(
        stack,
        `
          mutation ($id: ID!) {
            resetPincode(input: { employeeId: $id }) {
              employee {
                selfServiceStatus {
                  state
                  pincodeSet
                }
              }
              userErrors {
                code
              }
            }
          }
        `,
        { id: gid(id) },
        admin,
      );
      expect(reset.data.resetPincode).toEqual({
        employee: { selfServiceStatus: { state: 'ACTIVE', pincodeSet: false } },
        userErrors: [],
      });
      expect(
        (
          await rest(stack, 'POST', '/api/selfservice_pincodes/removePincode', {
            token: admin,
            body: { employee_id: id },
          })
        ).body,
      ).toEqual({ set: 0, blocked: 0, invited_at: null });
      expect(
        (await activityOf(stack.db, id)).filter((i) => i.event_type === 'selfservice_pincode_removed'),
      ).toHaveLength(1);
    });

    it('offers the invite to a person who has not finished onboarding', async () => {
      const id = await person(stack.db, ['notOnboarded', 'noPincode', 'started']);
      expect((await graphql(stack, STATUS, { id: gid(id) }, admin)).data.employee.selfServiceStatus).toEqual({
        pincodeSet: false,
        blocked: false,
        onboardingFinished: false,
        state: 'INVITE',
      });
    });
  });

  describe('seniority date (part 1 §2 more info, §7)', () => {
    const UPDATE = `mutation ($id: ID!, $date: String) {
      updateSeniorityDate(input: { employeeId: $id, seniorityDate: $date }) { employee { seniority { seniorityDate integrationId joinDate joinDateSource } } userErrors { code field } }
    }`;

    it('updates, refuses a bad date, clears, and writes seniority_date_updated each time it changes', async () => {
      const id = await person(stack.db, ['linked', 'started']);
      const before = (await rest(stack, 'GET', `/api/seniority_dates/${id}`, { token: admin })).body;
      expect(before).toEqual({
        employee_id: id,
        seniority_date: expect.any(String),
        integration_id: 1,
        source_app_internal_id: expect.any(String),
        join_date: expect.any(String),
        join_date_source: expect.any(String),
      });
      const updated = await graphql(stack, UPDATE, { id: gid(id), date: '2015-03-01' }, admin);
      expect(updated.data.updateSeniorityDate).toEqual({
        employee: {
          seniority: {
            seniorityDate: '2015-03-01',
            integrationId: null,
            joinDate: before.join_date,
            joinDateSource: before.join_date_source,
          },
        },
        userErrors: [],
      });
      expect((await activityOf(stack.db, id))[0]).toMatchObject({
        event_type: 'seniority_date_updated',
        event_info_json: { old_type: before.seniority_date, new_type: '2015-03-01' },
      });
      const bad = await graphql(stack, UPDATE, { id: gid(id), date: '2015-02-30' }, admin);
      expect(bad.data.updateSeniorityDate.userErrors).toEqual([
        { code: 'INVALID_DATE', field: ['input', 'seniorityDate'] },
      ]);
      const cleared = await graphql(stack, UPDATE, { id: gid(id), date: null }, admin);
      expect(cleared.data.updateSeniorityDate.employee.seniority.seniorityDate).toBeNull();
      expect((await activityOf(stack.db, id)).filter((i) => i.event_type === 'seniority_date_updated')).toHaveLength(2);
    });
  });

  describe('one-day contracts (part 1 §5, §7: employee_id, contract_start_date DD/MM/YYYY)', () => {
    const LIST = 'query ($id: ID!) { employee(id: $id) { oneDayContracts { date contractType } } }';

    it("lists a person's one-day contracts, the latest day first, behind the contracts rule (part 1 §6)", async () => {
      const id = await person(stack.db, ['futureOneDay']);
      const rows = await stack.db.query<{ date: string; contract_type: string }>(
        'SELECT date, contract_type FROM one_day_contracts WHERE employee_id = $1 ORDER BY date DESC',
        [id],
      );
      expect(rows.length).toBeGreaterThan(0);
      const answer = await graphql(stack, LIST, { id: gid(id) }, admin);
      expect(answer.data.employee.oneDayContracts).toEqual(
        rows.map((r) => ({ date: r.date, contractType: r.contract_type })),
      );
      const direct = await rest(stack, 'GET', `/api/contracts/oneDayContracts?employee_id=${id}`, { token: admin });
      expect(direct.body.data[0]).toEqual({
        employee_id: id,
        date: rows[0].date,
        date_formatted: `${rows[0].date.slice(8, 10)}/${rows[0].date.slice(5, 7)}/${rows[0].date.slice(0, 4)}`,
        contract_type: rows[0].contract_type,
      });
      const nowage = await signIn(stack, 'nowage@demo.be');
      const hidden = await graphql(stack, LIST, { id: gid(id) }, nowage);
      expect([
        hidden.data.employee.oneDayContracts,
        hidden.errors?.map((e) => [e.path?.join('.'), e.extensions?.code]),
      ]).toEqual([null, [['employee.oneDayContracts', 'FORBIDDEN']]]);
      expect(
        (await rest(stack, 'GET', `/api/contracts/oneDayContracts?employee_id=${id}`, { token: nowage })).status,
      ).toBe(403);
    });

    it('deletes one by its day, refuses without wage access, answers NOT_FOUND the second time', async () => {
      const id = await person(stack.db, ['futureOneDay']);
      const [contract] = await stack.db.query<{ date: string; contract_type: string }>(
        'SELECT date, contract_type FROM one_day_contracts WHERE employee_id = $1 ORDER BY date DESC LIMIT 1',
        [id],
      );
      const DELETE = `mutation ($id: ID!, $date: String!) { deleteOneDayContract(input: { employeeId: $id, contractStartDate: $date }) { ${EMPLOYEE_PAYLOAD} } }`;
      const byNowage = await graphql(
        stack,
        DELETE,
        { id: gid(id), date: contract.date },
        await signIn(stack, 'nowage@demo.be'),
      );
      expect(byNowage.data.deleteOneDayContract.userErrors).toEqual([{ code: 'FORBIDDEN', field: null }]);
      const deleted = await graphql(stack, DELETE, { id: gid(id), date: contract.date }, admin);
      expect(deleted.data.deleteOneDayContract).toEqual({ employee: { id: gid(id) }, userErrors: [] });
      expect((await activityOf(stack.db, id))[0]).toMatchObject({
        event_type: 'one_day_contract_deleted',
        event_info_json: { old_type: contract.contract_type, new_type: contract.date },
      });
      const remaining = await graphql(
        stack,
        'query ($id: ID!) { employee(id: $id) { oneDayContracts { date } } }',
        { id: gid(id) },
        admin,
      );
      expect(remaining.data.employee.oneDayContracts.map((c: { date: string }) => c.date)).not.toContain(contract.date);
      const again = await graphql(stack, DELETE, { id: gid(id), date: contract.date }, admin);
      expect(again.data.deleteOneDayContract.userErrors).toEqual([{ code: 'NOT_FOUND', field: null }]);
      const iso = await rest(stack, 'POST', '/api/contracts/deleteOneDayContract', {
        token: admin,
        body: { employee_id: id, contract_start_date: contract.date },
      });
      expect([iso.status, iso.body.code]).toEqual([400, 'INVALID_DATE']);
    });
  });

  describe('parallel contracts (part 1 §1)', () => {
    it("answers 'parallel contract N/M' with previous and next, and null for a single contract", async () => {
      const rows = await stack.db.query<{ id: number }>(
        'SELECT id FROM employees WHERE company_id = 1 AND parallel_group_id IS NOT NULL ORDER BY id',
      );
      expect(rows.length).toBeGreaterThanOrEqual(3);
      const QUERY =
        'query ($id: ID!) { employee(id: $id) { parallelContracts { index count previous { internalId name } next { internalId name } } } }';
      const middle = await graphql(stack, QUERY, { id: gid(rows[1].id) }, admin);
      expect(middle.data.employee.parallelContracts).toEqual({
        index: 2,
        count: rows.length,
        previous: { internalId: rows[0].id, name: expect.any(String) },
        next: { internalId: rows[2].id, name: expect.any(String) },
      });
      expect(middle.data.employee.parallelContracts.previous.name).toBe(
        middle.data.employee.parallelContracts.next.name,
      );
      expect(
        (await rest(stack, 'GET', `/api/employees/${rows[0].id}/parallel_employee_ids`, { token: admin })).body,
      ).toEqual({ data: rows.map((r) => r.id) });
      const single = await person(stack.db, ['notParallel']);
      expect((await graphql(stack, QUERY, { id: gid(single) }, admin)).data.employee.parallelContracts).toBeNull();
    });
  });

  describe('payroll-integration link (part 1 §4, §6: support users only)', () => {
    const LINK = (name: string) =>
      `mutation ($id: ID!) { ${name}(input: { employeeId: $id }) { employee { linkIntegrationId } userErrors { code } } }`;

    it('unlinks and relinks for support users, refuses admins, and checks can-relink', async () => {
      const id = await person(stack.db, ['linked', 'started']);
      const support = await signIn(stack, 'support@demo.be');
      expect((await graphql(stack, LINK('unlinkPerson'), { id: gid(id) }, admin)).data.unlinkPerson.userErrors).toEqual(
        [{ code: 'FORBIDDEN' }],
      );
      const unlinked = await graphql(stack, LINK('unlinkPerson'), { id: gid(id) }, support);
      expect(unlinked.data.unlinkPerson).toEqual({ employee: { linkIntegrationId: null }, userErrors: [] });
      expect(
        (
          await rest(stack, 'GET', `/api/integrations/canRelinkPerson?integration_id=1&person_id=${id}`, {
            token: support,
          })
        ).body,
      ).toEqual({ can_relink: 1, reason: null });
      expect(
        (
          await rest(stack, 'GET', `/api/integrations/canRelinkPerson?integration_id=1&person_id=${id}`, {
            token: admin,
          })
        ).status,
      ).toBe(403);
      const relinked = await graphql(stack, LINK('relinkPerson'), { id: gid(id) }, support);
      expect(relinked.data.relinkPerson).toEqual({ employee: { linkIntegrationId: 1 }, userErrors: [] });
      expect((await activityOf(stack.db, id)).slice(0, 2).map((i) => i.event_type)).toEqual([
        'person_relinked',
        'person_unlinked',
      ]);
      const again = await rest(stack, 'POST', '/api/integrations/relinkPerson', {
        token: support,
        body: { integration_id: 1, person_id: id },
      });
      expect([again.status, again.body.code]).toEqual([409, 'PERSON_ALREADY_LINKED']);
    });

    it('starts a person sync in an impersonating support session with person/sync (part 1 §6)', async () => {
      const id = await person(stack.db, ['linked', 'started']);
      expect((await graphql(stack, LINK('syncPerson'), { id: gid(id) }, admin)).data.syncPerson.userErrors).toEqual([
        { code: 'FORBIDDEN' },
      ]);
      const synced = await graphql(stack, LINK('syncPerson'), { id: gid(id) }, await signIn(stack, 'support@demo.be'));
      expect(synced.data.syncPerson.userErrors).toEqual([]);
      expect((await activityOf(stack.db, id))[0].event_type).toBe('person_import_started');
    });
  });

  describe('section answers (part 1 §3, §9)', () => {
    it('answers documents with their page URL, 4 trainings at most, assets and vehicles', async () => {
      const [{ id }] = await stack.db.query<{ id: number }>(
        'SELECT employee_id AS id FROM training_participations WHERE company_id = 1 GROUP BY employee_id HAVING count(*) > 4 ORDER BY employee_id LIMIT 1',
      );
      const answer = await graphql(
        stack,
        'query ($id: ID!) { employee(id: $id) { documents { internalId url dateUploaded realName } trainings { name status result } assets { assetName price } vehicles { type brand } reportsTo { personName person { id } } } }',
        { id: gid(id) },
        admin,
      );
      const e = answer.data.employee;
      expect(answer.errors).toBeUndefined();
      expect(e.trainings).toHaveLength(4);
      for (const d of e.documents) expect(d.url).toBe(`/employee/${id}/documents/${d.internalId}`);
      expect(e.assets.every((a: { price: number }) => typeof a.price === 'number')).toBe(true);
      expect(e.reportsTo[0]).toEqual({ personName: expect.any(String), person: { id: expect.any(String) } });
    });
  });

  it('documents every profile path in the OpenAPI document generated from the route schemas', async () => {
    const { body } = await rest(stack, 'GET', '/api/openapi.json');
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/api/employees/delete',
        '/api/employees/reactivate',
        '/api/employees/hardDelete',
        '/api/employees/setSensitive',
        '/api/employees/permissions/batch',
        '/api/employees/{id}/reports_to',
        '/api/employees/{id}/parallel_employee_ids',
        '/api/employees/{id}/cars',
        '/api/employees/{id}/avatar',
        '/api/avatars/{file}',
        '/api/activity/get',
        '/api/activity/addNote',
        '/api/activity/batch',
        '/api/files/list',
        '/api/files/batch',
        '/api/contracts/list',
        '/api/contracts/batch',
        '/api/contracts/deleteOneDayContract',
        '/api/contracts/oneDayContracts',
        '/api/selfservice/invite',
        '/api/trainings/participations',
        '/api/assets/list',
        '/api/assets/batch',
        '/api/vehicles/batch',
        '/api/seniority_dates/{employee_id}',
        '/api/seniority_dates/update',
        '/api/selfservice_pincodes/{employee_id}/status',
        '/api/selfservice_pincodes/removePincode',
        '/api/integrations/unlinkPerson',
        '/api/integrations/relinkPerson',
        '/api/integrations/canRelinkPerson',
        '/api/integrations/startImportPerson',
      ]),
    );
  });
});
