// Invite to self-service (part 1 §2 /people/{id}/invite, §4 "a person who has not finished onboarding can
// be invited") through REST and GraphQL: the address on file (never a typed one), the checks, the refusal once onboarded, who may invite,
// the invitation and its activity item stored in one transaction, and the profile's 'invited on'.
import { engines } from '../support/databases';
import { activityOf, failOn, gid, people, person } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const INVITE = `mutation ($input: InviteToSelfServiceInput!) {
  inviteToSelfService(input: $input) {
    employee { id selfServiceStatus { state invitedAt } }
    userErrors { code message field }
  }
}`;

interface InviteRow {
  employee_id: number;
  company_id: number;
  email: string;
  optional_message: string | null;
  invited_by: number | null;
}

describe.each(engines())('invite to self-service on %s', (_engine, open) => {
  let stack: Stack;
  let admin: string;
  let adminId: number;
  // People who may be invited (part 1 §4: onboarding not finished); each test that changes one takes its own.
  let invitable: number[];
  beforeAll(async () => {
    stack = await startStack(await open());
    admin = await signIn(stack, 'admin@demo.be');
    [{ id: adminId }] = await stack.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@demo.be'");
    invitable = await people(stack.db, ['notOnboarded', 'noPincode', 'started']);
    expect(invitable.length).toBeGreaterThanOrEqual(5);
  });
  afterAll(() => stack.close());

  const invites = (employeeId: number) =>
    stack.db.query<InviteRow>(
      'SELECT employee_id, company_id, email, optional_message, invited_by FROM selfservice_invites WHERE employee_id = $1 ORDER BY id',
      [employeeId],
    );
  const invite = (input: Record<string, unknown>, token = admin) => graphql(stack, INVITE, { input }, token);

  it('sends the invitation to the work email by default, stores it, writes selfservice_invited and shows invited on', async () => {
    const id = invitable[0];
    const [{ email }] = await stack.db.query<{ email: string }>('SELECT email FROM employees WHERE id = $1', [id]);
    expect((await rest(stack, 'GET', `/api/selfservice_pincodes/${id}/status`, { token: admin })).body).toEqual({
      set: 0,
      blocked: 0,
      invited_at: null,
    });
    const answer = await invite({ employeeId: gid(id), optionalMessage: 'Welcome aboard!' });
    expect(answer.data.inviteToSelfService).toEqual({
      employee: {
        id: gid(id),
        selfServiceStatus: { state: 'INVITE', invitedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) },
      },
      userErrors: [],
    });
    expect(await invites(id)).toEqual([
      { employee_id: id, company_id: 1, email, optional_message: 'Welcome aboard!', invited_by: adminId },
    ]);
    const [item] = await activityOf(stack.db, id);
    expect(item).toMatchObject({
      event_type: 'selfservice_invited',
      event_info_json: { new_type: email },
      related_user_id: adminId,
    });
    const status = await rest(stack, 'GET', `/api/selfservice_pincodes/${id}/status`, { token: admin });
    expect(status.body.invited_at).toEqual(answer.data.inviteToSelfService.employee.selfServiceStatus.invitedAt);
  });

  it('never sends to a typed address, and again: invitedAt is the latest invitation', async () => {
    const id = invitable[1];
    const [{ email }] = await stack.db.query<{ email: string }>('SELECT email FROM employees WHERE id = $1', [id]);
    const typed = await rest(stack, 'POST', '/api/selfservice/invite', {
      token: admin,
      body: { employee_id: id, email: 'ann.other@example.com' },
    });
    expect([typed.status, typed.body.code, typed.body.field]).toEqual([400, 'INVALID_INPUT', 'email']);
    expect(
      (await invite({ employeeId: gid(id), email: 'ann.other@example.com' })).errors?.[0].extensions?.code,
    ).toEqual('BAD_USER_INPUT');
    const direct = await rest(stack, 'POST', '/api/selfservice/invite', { token: admin, body: { employee_id: id } });
    expect(direct).toMatchObject({
      status: 200,
      body: { employee_id: id, email, optional_message: null, invited_by: adminId },
    });
    await stack.db.query(
      "UPDATE selfservice_invites SET created_at = created_at - interval '2 days' WHERE employee_id = $1",
      [id],
    );
    const again = await invite({ employeeId: gid(id) });
    expect(again.data.inviteToSelfService.userErrors).toEqual([]);
    expect((await invites(id)).map((r) => r.email)).toEqual([email, email]);
    const [latest] = await stack.db.query<{ at: string }>(
      `SELECT to_char(max(created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at FROM selfservice_invites WHERE employee_id = $1`,
      [id],
    );
    expect(again.data.inviteToSelfService.employee.selfServiceStatus.invitedAt).toEqual(latest.at);
  });

  it('checks the address and the message, names the input field, and stores nothing', async () => {
    const id = invitable[2];
    const before = { invites: await invites(id), activity: await activityOf(stack.db, id) };
    const [{ email }] = await stack.db.query<{ email: string }>('SELECT email FROM employees WHERE id = $1', [id]);
    await stack.db.query("UPDATE employees SET email = 'ann@localhost' WHERE id = $1", [id]);
    const bad = await invite({ employeeId: gid(id) });
    await stack.db.query('UPDATE employees SET email = $2 WHERE id = $1', [id, email]);
    expect(bad.data.inviteToSelfService.userErrors).toEqual([
      { code: 'INVALID_EMAIL', message: 'This is not a valid email address', field: ['input', 'email'] },
    ]);
    const long = await invite({ employeeId: gid(id), optionalMessage: 'é'.repeat(401) });
    expect(long.data.inviteToSelfService.userErrors).toEqual([
      {
        code: 'MESSAGE_TOO_LONG',
        message: 'The message has to be at most 400 characters',
        field: ['input', 'optionalMessage'],
      },
    ]);
    const direct = await rest(stack, 'POST', '/api/selfservice/invite', {
      token: admin,
      body: { employee_id: id, optional_message: 'x'.repeat(401) },
    });
    expect([direct.status, direct.body, direct.headers.i18n_code]).toEqual([
      400,
      { code: 'MESSAGE_TOO_LONG', message: 'The message has to be at most 400 characters', field: 'optional_message' },
      'MESSAGE_TOO_LONG',
    ]);
    expect({ invites: await invites(id), activity: await activityOf(stack.db, id) }).toEqual(before);
  });

  it('answers FIELD_IS_REQUIRED for a person without any email until the profile has one', async () => {
    const id = invitable[3];
    await stack.db.query('UPDATE employees SET email = NULL, personal_email = NULL WHERE id = $1', [id]);
    const missing = await invite({ employeeId: gid(id) });
    expect(missing.data.inviteToSelfService.userErrors).toEqual([
      { code: 'FIELD_IS_REQUIRED', message: 'email is required', field: ['input', 'email'] },
    ]);
    await stack.db.query("UPDATE employees SET personal_email = 'private@example.com' WHERE id = $1", [id]);
    expect((await invite({ employeeId: gid(id) })).data.inviteToSelfService.userErrors).toEqual([]);
    expect((await invites(id)).at(-1)?.email).toBe('private@example.com');
  });

  it('refuses a person who has finished onboarding with ONBOARDING_FINISHED (part 1 §4)', async () => {
    const id = await person(stack.db, ['onboarded', 'started']);
    const answer = await invite({ employeeId: gid(id) });
    expect(answer.data.inviteToSelfService.userErrors.map((e: { code: string }) => e.code)).toEqual([
      'ONBOARDING_FINISHED',
    ]);
    const direct = await rest(stack, 'POST', '/api/selfservice/invite', { token: admin, body: { employee_id: id } });
    expect([direct.status, direct.body.code]).toEqual([409, 'ONBOARDING_FINISHED']);
    expect(await invites(id)).toEqual([]);
  });

  it('lets whoever sees the self-service status and may edit invite: light access, read-only mode and archived people are refused', async () => {
    const id = invitable[4];
    // A light account never changes another person (it sent a colleague's invitation before).
    const light = await signIn(stack, 'light@demo.be');
    expect(
      (await invite({ employeeId: gid(id) }, light)).data.inviteToSelfService.userErrors.map(
        (e: { code: string }) => e.code,
      ),
    ).toEqual(['FORBIDDEN']);
    await stack.db.query("UPDATE users SET read_only = 1 WHERE email = 'manager@demo.be'");
    try {
      const manager = await signIn(stack, 'manager@demo.be');
      const actions = (
        await graphql(
          stack,
          'query ($id: ID!) { employee(id: $id) { permissions { actions } } }',
          { id: gid(id) },
          manager,
        )
      ).data.employee.permissions.actions;
      expect(actions).not.toContain('inviteSelfService');
      expect(
        (await invite({ employeeId: gid(id) }, manager)).data.inviteToSelfService.userErrors.map(
          (e: { code: string }) => e.code,
        ),
      ).toEqual(['READ_ONLY']);
    } finally {
      await stack.db.query("UPDATE users SET read_only = 0 WHERE email = 'manager@demo.be'");
    }
    await stack.db.query('UPDATE employees SET deleted = 1 WHERE id = $1', [id]);
    try {
      const refused = await rest(stack, 'POST', '/api/selfservice/invite', { token: admin, body: { employee_id: id } });
      expect([refused.status, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    } finally {
      await stack.db.query('UPDATE employees SET deleted = 0 WHERE id = $1', [id]);
    }
  });

  it('stores the invitation and its activity item in one transaction: a failing activity write stores neither', async () => {
    const id = invitable[0];
    const before = { invites: await invites(id), activity: await activityOf(stack.db, id) };
    const restore = await failOn(stack.db, 'INSERT', 'activity_items', "NEW.event_type = 'selfservice_invited'");
    try {
      const answer = await rest(stack, 'POST', '/api/selfservice/invite', { token: admin, body: { employee_id: id } });
      expect([answer.status, answer.body.code]).toEqual([500, 'INTERNAL_ERROR']);
    } finally {
      await restore();
    }
    expect({ invites: await invites(id), activity: await activityOf(stack.db, id) }).toEqual(before);
  });
});
