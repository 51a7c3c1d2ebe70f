// Archive (open contract refused, confirmation codes round trip), unarchive, permanent delete (admins,
// archived people only), the sensitive flag (admins; invisible to others afterwards), and every change writing its
// activity item in the same transaction (part 1 §2, §4, §6).
import { addConfirmationCode } from '@people/domain/profile';
import { engines } from '../support/databases';
import { activityOf, failOn, gid, person, people } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const ARCHIVE = `mutation ($input: ArchiveEmployeeInput!) {
  archiveEmployee(input: $input) { employee { id deleted } confirmationNeeded userErrors { code message field } }
}`;
const UNARCHIVE = `mutation ($id: ID!) { unarchiveEmployee(input: { employeeId: $id }) { employee { deleted } userErrors { code field } } }`;
const HARD_DELETE = `mutation ($id: ID!) { deleteEmployeePermanently(input: { employeeId: $id }) { deletedEmployeeId userErrors { code } } }`;
const SENSITIVE = `mutation ($id: ID!, $sensitive: Boolean!) {
  setSensitiveProfile(input: { employeeId: $id, sensitive: $sensitive }) { employee { sensitiveProfile } userErrors { code } }
}`;

describe.each(engines())('person lifecycle on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let manager: string;
  beforeAll(async () => {
    stack = await startStack(await open());
    [admin, manager] = await Promise.all([signIn(stack, 'admin@demo.be'), signIn(stack, 'manager@demo.be')]);
  });
  afterAll(() => stack.close());

  const archive = (id: number, confirmations: string, token = admin, confirmed = true) =>
    graphql(stack, ARCHIVE, { input: { employeeId: gid(id), confirmed, confirmations } }, token);

  describe('archive (part 1 §4)', () => {
    it('is refused with OPEN_CONTRACT while a contract is open, through REST and GraphQL, and nothing changes', async () => {
      const id = await person(stack.db, ['openContract']);
      const before = await activityOf(stack.db, id);
      const direct = await rest(stack, 'POST', '/api/employees/delete', {
        token: admin,
        body: { id, confirmations: '' },
      });
      expect([direct.status, direct.body.code]).toEqual([409, 'OPEN_CONTRACT']);
      const answer = await archive(
        id,
        'PERSON_IS_MANAGER,PERSON_HAS_SELFSERVICE_ACCESS,PERSON_HAS_FUTURE_ONE_DAY_CONTRACTS',
      );
      expect(answer.data.archiveEmployee).toEqual({
        employee: { id: gid(id), deleted: false },
        confirmationNeeded: [],
        userErrors: [{ code: 'OPEN_CONTRACT', message: direct.body.message, field: null }],
      });
      expect(await activityOf(stack.db, id)).toEqual(before);
    });

    it('does nothing without the ticked confirm box (part 1 §5)', async () => {
      const id = await person(stack.db, ['noOpenContract']);
      const answer = await archive(id, '', admin, false);
      expect(answer.data.archiveEmployee.userErrors).toEqual([
        { code: 'FIELD_IS_REQUIRED', message: 'confirmed is required', field: ['input', 'confirmed'] },
      ]);
      expect(answer.data.archiveEmployee.employee.deleted).toBe(false);
    });

    it('asks the confirmation codes, accepts them accumulated comma-joined, then archives and writes employee_archived', async () => {
      const id = await person(stack.db, ['noOpenContract', 'manager', 'pincode', 'noFutureOneDay', 'started']);
      const first = await archive(id, '');
      expect(first.data.archiveEmployee).toEqual({
        employee: { id: gid(id), deleted: false },
        confirmationNeeded: ['PERSON_IS_MANAGER', 'PERSON_HAS_SELFSERVICE_ACCESS'],
        userErrors: [],
      });
      // The user confirms one code at a time; the web accumulates them with the domain rule.
      let confirmations = addConfirmationCode('', 'PERSON_IS_MANAGER');
      const second = await archive(id, confirmations);
      expect(second.data.archiveEmployee.confirmationNeeded).toEqual(['PERSON_HAS_SELFSERVICE_ACCESS']);
      expect(second.data.archiveEmployee.employee.deleted).toBe(false);
      confirmations = addConfirmationCode(confirmations, 'PERSON_HAS_SELFSERVICE_ACCESS');
      expect(confirmations).toBe('PERSON_IS_MANAGER,PERSON_HAS_SELFSERVICE_ACCESS');
      const third = await archive(id, confirmations);
      expect(third.data.archiveEmployee).toEqual({
        employee: { id: gid(id), deleted: true },
        confirmationNeeded: [],
        userErrors: [],
      });
      const [item] = await activityOf(stack.db, id);
      expect(item).toMatchObject({
        event_type: 'employee_archived',
        event_info_json: { person_name: expect.any(String) },
      });
      const again = await rest(stack, 'POST', '/api/employees/delete', { token: admin, body: { id, confirmations } });
      expect([again.status, again.body.code]).toEqual([409, 'ALREADY_ARCHIVED']);
    });

    it('archives a person with nothing to confirm in one call, and the REST answer says so', async () => {
      const id = await person(stack.db, ['noOpenContract', 'notManager', 'noPincode', 'noFutureOneDay', 'started']);
      const answer = await rest(stack, 'POST', '/api/employees/delete', { token: admin, body: { id } });
      expect(answer).toMatchObject({ status: 200, body: { deleted: 1, confirmation_needed: [] } });
      await rest(stack, 'POST', '/api/employees/reactivate', { token: admin, body: { id } });
    });

    it('asks PERSON_HAS_FUTURE_ONE_DAY_CONTRACTS for a person with one-day contracts ahead', async () => {
      const id = await person(stack.db, ['noOpenContract', 'futureOneDay']);
      const answer = await rest(stack, 'POST', '/api/employees/delete', {
        token: admin,
        body: { id, confirmations: ' ' },
      });
      expect(answer.body.confirmation_needed).toContain('PERSON_HAS_FUTURE_ONE_DAY_CONTRACTS');
    });

    it('is refused for light group access with FORBIDDEN (domain mayDo archive)', async () => {
      const id = await person(stack.db, ['noOpenContract']);
      const answer = await archive(id, '', await signIn(stack, 'light@demo.be'));
      expect(answer.data.archiveEmployee.userErrors.map((e: { code: string }) => e.code)).toEqual(['FORBIDDEN']);
    });
  });

  describe('unarchive and permanent delete (part 1 §2, §4, §6)', () => {
    it('unarchives an archived person and writes employee_unarchived', async () => {
      const [id] = await people(stack.db, [], { archived: true });
      const answer = await graphql(stack, UNARCHIVE, { id: gid(id) }, admin);
      expect(answer.data.unarchiveEmployee).toEqual({ employee: { deleted: false }, userErrors: [] });
      expect((await activityOf(stack.db, id))[0].event_type).toBe('employee_unarchived');
      const again = await graphql(stack, UNARCHIVE, { id: gid(id) }, admin);
      expect(again.data.unarchiveEmployee.userErrors).toEqual([{ code: 'NOT_ARCHIVED', field: null }]);
      await rest(stack, 'POST', '/api/employees/delete', {
        token: admin,
        body: {
          id,
          confirmations: 'PERSON_IS_MANAGER,PERSON_HAS_SELFSERVICE_ACCESS,PERSON_HAS_FUTURE_ONE_DAY_CONTRACTS',
        },
      });
    });

    it('deletes an archived person for admins only, and an active person for nobody', async () => {
      const [id] = await people(stack.db, [], { archived: true });
      const byManager = await graphql(stack, HARD_DELETE, { id: gid(id) }, manager);
      expect(byManager.data.deleteEmployeePermanently).toEqual({
        deletedEmployeeId: null,
        userErrors: [{ code: 'FORBIDDEN' }],
      });
      const active = await person(stack.db, ['noOpenContract']);
      const notArchived = await rest(stack, 'POST', '/api/employees/hardDelete', {
        token: admin,
        body: { id: active },
      });
      expect([notArchived.status, notArchived.body.code]).toEqual([409, 'NOT_ARCHIVED']);
      const byAdmin = await graphql(stack, HARD_DELETE, { id: gid(id) }, admin);
      expect(byAdmin.data.deleteEmployeePermanently).toEqual({ deletedEmployeeId: gid(id), userErrors: [] });
      expect((await rest(stack, 'GET', `/api/employees/${id}`, { token: admin })).status).toBe(404);
      expect(await activityOf(stack.db, id)).toEqual([]);
      const gone = await graphql(stack, HARD_DELETE, { id: gid(id) }, admin);
      expect(gone.data.deleteEmployeePermanently.userErrors).toEqual([{ code: 'NOT_FOUND' }]);
    });
  });

  describe('sensitive profile (part 1 §4, §6)', () => {
    it('is set by admins only, hides the person from non-admins, and is undone', async () => {
      const id = await person(stack.db, ['started']);
      const byManager = await graphql(stack, SENSITIVE, { id: gid(id), sensitive: true }, manager);
      expect(byManager.data.setSensitiveProfile.userErrors).toEqual([{ code: 'FORBIDDEN' }]);
      const set = await graphql(stack, SENSITIVE, { id: gid(id), sensitive: true }, admin);
      expect(set.data.setSensitiveProfile).toEqual({ employee: { sensitiveProfile: true }, userErrors: [] });
      expect((await activityOf(stack.db, id))[0]).toMatchObject({
        event_type: 'sensitive_profile_updated',
        event_info_json: { old_type: '0', new_type: '1' },
      });
      // Invisible to the manager everywhere: detail, list, GraphQL, a profile section.
      expect((await rest(stack, 'GET', `/api/employees/${id}`, { token: manager })).status).toBe(404);
      expect(
        (await rest(stack, 'GET', `/api/files/list?relatedObject=employee&relatedObjectId=${id}`, { token: manager }))
          .status,
      ).toBe(404);
      const list = await rest(stack, 'GET', '/api/employees?limit=100', { token: manager });
      expect(list.body.data.map((e: { id: number }) => e.id)).not.toContain(id);
      expect(
        (await graphql(stack, 'query ($id: ID!) { employee(id: $id) { id } }', { id: gid(id) }, manager)).data,
      ).toEqual({ employee: null });
      expect(
        (await graphql(stack, 'query ($id: ID!) { employee(id: $id) { sensitiveProfile } }', { id: gid(id) }, admin))
          .data,
      ).toEqual({ employee: { sensitiveProfile: true } });
      const unset = await graphql(stack, SENSITIVE, { id: gid(id), sensitive: false }, admin);
      expect(unset.data.setSensitiveProfile.employee).toEqual({ sensitiveProfile: false });
      expect((await rest(stack, 'GET', `/api/employees/${id}`, { token: manager })).status).toBe(200);
    });
  });

  describe('the activity item is written in the same transaction as the change (part 1 §2)', () => {
    it('a failing activity item rolls the change back', async () => {
      const id = await person(stack.db, ['started']);
      const before = await activityOf(stack.db, id);
      const restore = await failOn(
        stack.db,
        'INSERT',
        'activity_items',
        `NEW.event_type = 'sensitive_profile_updated'`,
      );
      try {
        const answer = await rest(stack, 'POST', '/api/employees/setSensitive', {
          token: admin,
          body: { id, sensitive: 1 },
        });
        expect(answer.status).toBe(500);
        expect(answer.body).toEqual({ code: 'INTERNAL_ERROR', message: 'Something went wrong on our side.' });
      } finally {
        await restore();
      }
      const [row] = await stack.db.query<{ sensitive_profile: number }>(
        'SELECT sensitive_profile FROM employees WHERE id = $1',
        [id],
      );
      expect(row.sensitive_profile).toBe(0);
      expect(await activityOf(stack.db, id)).toEqual(before);
    });

    it('a failing change writes no activity item', async () => {
      const id = await person(stack.db, ['noOpenContract', 'notManager', 'noPincode', 'noFutureOneDay', 'started']);
      const before = await activityOf(stack.db, id);
      const restore = await failOn(stack.db, 'UPDATE', 'employees', `NEW.deleted = 1 AND OLD.deleted = 0`);
      const masked = jest.spyOn(console, 'error').mockImplementation(() => undefined); // the gateway logs what it masks
      try {
        const answer = await graphql(stack, ARCHIVE, { input: { employeeId: gid(id), confirmed: true } }, admin);
        // A REST 5xx is the REST API's failure, named as such (its own log has the details).
        expect(answer.errors?.[0].extensions?.code).toBe('REST_UNAVAILABLE');
      } finally {
        masked.mockRestore();
        await restore();
      }
      expect(await activityOf(stack.db, id)).toEqual(before);
      const [row] = await stack.db.query<{ deleted: number }>('SELECT deleted FROM employees WHERE id = $1', [id]);
      expect(row.deleted).toBe(0);
    });
  });
});
