import type { PermissionContext } from '@people/domain/permissions';
import { offsetToCursor, toGlobalId } from 'graphql-relay';
import { RestFailure } from '../../core/restClient';
import { employeeRow, viewerAnswer } from '../../test/fixtures';
import { runQuery } from '../../test/runQuery';
import { plainViewer } from '@people/domain/test/viewers';

const ID = toGlobalId('Employee', '2');

function context(viewer: Partial<PermissionContext['viewer']> = {}): PermissionContext {
  return {
    viewer: {
      ...plainViewer,
      accessEmployeeDetails: true,
      accessCalendar: true,
      ...viewer,
    },
    company: { features: ['enable_trainings'], integrationFeatures: [] },
    person: {
      deleted: false,
      hasWage: true,
      wageHasEndDate: false,
      hasPendingWage: false,
      hasTermination: false,
      contractUid: null,
      linkedToIntegration: false,
      sameGroup: true,
      hasPendingDimona: false,
    },
  };
}

const detail = { employee: employeeRow(2), team: null, current_department: null };
const activityItem = (id: number) => ({
  id,
  employee_id: 2,
  event_type: 'note_added',
  event_info_json: { note: `note ${id}` },
  related_user_id: 1,
  real_name: 'Anna Admin',
  user_avatar: null,
  created_at: '2026-06-01T10:00:00Z',
  date_formatted: '01/06/2026',
});

describe('profile sections (what a viewer may not see is not sent)', () => {
  const PROFILE = `query ($id: ID!) { employee(id: $id) {
    name
    permissions { sections }
    contracts { contractName }
    documents { filename url }
    activity { edges { node { eventType } } }
    customFields { cfName }
  } }`;

  it('answers null with a FORBIDDEN error on each hidden section, lists included, whatever the REST API answered', async () => {
    // The look-ahead asks every section beside the detail, before the permission context is known: the REST API
    // refuses the hidden ones, and even an answer it gave would not be read.
    const refused = new RestFailure(403, { code: 'FORBIDDEN', message: 'You may not see it.' });
    const light = context({ groupAccess: 'light', accessEmployeeDetails: false });
    const result = await runQuery(
      PROFILE,
      { id: ID },
      {
        '/api/employees/2': {
          ...detail,
          custom_fields: [{ cf_name: 'Shoe size', type: 'textfield', priority: 1, value: '42', value_name: null }],
          embedded: { permission_context: light },
        },
        '/api/contracts/list': refused,
        '/api/files/list': { data: [{ filename: 'secret.pdf' }] },
        '/api/activity/get': refused,
      },
    );
    // A light viewer sees a colleague's directory card only.
    expect(result.data).toEqual({
      employee: {
        name: 'Person 2',
        permissions: { sections: ['header', 'contact', 'reportingTo'] },
        contracts: null,
        documents: null,
        activity: null,
        customFields: null,
      },
    });
    // Sorted by path: the order the fields settle in is not part of the answer.
    const errors = result.errors?.map((e) => [e.path, e.extensions?.code, e.extensions?.section]);
    expect(errors?.sort((a, b) => String(a[0]).localeCompare(String(b[0])))).toEqual([
      [['employee', 'activity'], 'FORBIDDEN', 'activityFeed'],
      [['employee', 'contracts'], 'FORBIDDEN', 'contracts'],
      [['employee', 'customFields'], 'FORBIDDEN', 'customFields'],
      [['employee', 'documents'], 'FORBIDDEN', 'documents'],
    ]);
    // The permission context comes with the detail: no permission read of its own.
    expect(result.calls.filter((call) => call.startsWith('GET /api/employees/'))).toEqual([
      'GET /api/employees/2?embed=permission_context',
    ]);
  });

  it('answers the custom fields to a viewer who may see them', async () => {
    const result = await runQuery(
      PROFILE,
      { id: ID },
      {
        '/api/employees/2': {
          ...detail,
          custom_fields: [{ cf_name: 'Shoe size', type: 'textfield', priority: 1, value: '42', value_name: null }],
        },
        '/api/employees/permissions/batch': { data: [{ id: 2, context: context({ accessWages: true }) }] },
        '/api/files/list': { data: [] },
        '/api/contracts/list': { data: [] },
        '/api/activity/get': {
          items: [],
          relatedObjectData: { type: 'employee', id: 2, name: 'Person 2', avatar: null },
        },
      },
    );
    expect((result.data as any).employee.customFields).toEqual([{ cfName: 'Shoe size' }]);
  });

  it('computes the permission context once per person for a whole page of people', async () => {
    const result = await runQuery(
      '{ employees(first: 3) { edges { node { permissions { actions } } } } }',
      {},
      {
        '/api/employees': { data: [employeeRow(1), employeeRow(2), employeeRow(3)], total: 3 },
        '/api/employees/permissions/batch': (query: Record<string, string>) => ({
          data: query.ids.split(',').map((id: string) => ({ id: Number(id), context: context({ admin: true }) })),
        }),
      },
    );
    expect(result.calls).toEqual([
      'GET /api/employees?offset=0&limit=3&include_archived=0',
      'GET /api/employees/permissions/batch?ids=1%2C2%2C3',
    ]);
    expect((result.data as any).employees.edges[0].node.permissions.actions).toContain('setSensitive');
  });

  it('pages the activity feed over REST pages of 50', async () => {
    const pages: Record<string, unknown> = {
      '0': {
        items: Array.from({ length: 50 }, (_, i) => activityItem(100 - i)),
        relatedObjectData: { type: 'employee', id: 2, name: 'Person 2', avatar: null },
      },
      '1': {
        items: Array.from({ length: 10 }, (_, i) => activityItem(50 - i)),
        relatedObjectData: { type: 'employee', id: 2, name: 'Person 2', avatar: null },
      },
    };
    const routes = {
      '/api/employees/batch': { data: [employeeRow(2)] },
      '/api/employees/permissions/batch': { data: [{ id: 2, context: context({ accessWages: true }) }] },
      '/api/activity/get': (query: Record<string, string>) => pages[query.page],
    };
    const FEED = `query ($id: ID!, $first: Int, $after: String) { node(id: $id) { ... on Employee {
      activity(first: $first, after: $after) { edges { cursor node { internalId } } pageInfo { hasNextPage endCursor } } } } }`;
    const first = await runQuery(FEED, { id: ID, first: 50 }, routes);
    const feed = (first.data as any).node.activity;
    expect(feed.edges).toHaveLength(50);
    // The window ends on a page boundary: a full page may have more (part 1 §4), without asking page 1.
    expect(feed.pageInfo.hasNextPage).toBe(true);
    expect(first.calls.filter((c) => c.startsWith('GET /api/activity'))).toEqual([
      'GET /api/activity/get?relatedObject=employee&relatedObjectId=2&page=0',
    ]);
    const second = await runQuery(FEED, { id: ID, first: 50, after: feed.pageInfo.endCursor }, routes);
    expect((second.data as any).node.activity.edges.map((e: any) => e.node.internalId)).toEqual(
      Array.from({ length: 10 }, (_, i) => 50 - i),
    );
    expect((second.data as any).node.activity.pageInfo.hasNextPage).toBe(false);
    // A window across both pages: items 40 to 59 of 60.
    const across = await runQuery(FEED, { id: ID, first: 20, after: offsetToCursor(39) }, routes);
    expect((across.data as any).node.activity.edges.map((e: any) => e.node.internalId)).toEqual(
      Array.from({ length: 20 }, (_, i) => 60 - i),
    );
    expect((across.data as any).node.activity.pageInfo.hasNextPage).toBe(false);
  });
});

describe('contracts, self-service and termination (part 1 §2, §4, §6)', () => {
  const wageViewer = context({ accessWages: true });
  const routes = (ctx: PermissionContext) => ({
    '/api/employees/batch': { data: [employeeRow(2, { onboarding_finished: 0 })] },
    '/api/employees/permissions/batch': { data: [{ id: 2, context: ctx }] },
  });
  const QUERY = `query ($id: ID!) { node(id: $id) { ... on Employee {
    oneDayContracts { date contractType }
    selfServiceStatus { state invitedAt }
    permissions { terminationBlockedReason }
  } } }`;

  it('answers the one-day contracts behind the contracts rule, the latest invitation, and no blocked termination', async () => {
    const result = await runQuery(
      QUERY,
      { id: ID },
      {
        ...routes(wageViewer),
        '/api/contracts/oneDayContracts': {
          data: [{ employee_id: 2, date: '2026-06-25', date_formatted: '25/06/2026', contract_type: 'Student' }],
        },
        '/api/selfservice_pincodes/2/status': { set: 0, blocked: 0, invited_at: '2026-06-14T08:30:00Z' },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      node: {
        oneDayContracts: [{ date: '2026-06-25', contractType: 'Student' }],
        selfServiceStatus: { state: 'INVITE', invitedAt: '2026-06-14T08:30:00Z' },
        permissions: { terminationBlockedReason: null },
      },
    });
    expect(result.calls).toContain('GET /api/contracts/oneDayContracts?employee_id=2');
  });

  it('answers null with FORBIDDEN for one-day contracts without contract access, without calling the REST API for them', async () => {
    const result = await runQuery(
      'query ($id: ID!) { node(id: $id) { ... on Employee { oneDayContracts { date } } } }',
      { id: ID },
      routes(context()),
    );
    expect(result.data).toEqual({ node: { oneDayContracts: null } });
    expect(result.errors?.map((e) => [e.path, e.extensions?.code, e.extensions?.section])).toEqual([
      [['node', 'oneDayContracts'], 'FORBIDDEN', 'contracts'],
    ]);
    expect(result.calls.some((c) => c.includes('oneDayContracts'))).toBe(false);
  });

  it('part 2 §6: enable_dimona_restricted_account answers DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED, terminate stays listed', async () => {
    const restricted: PermissionContext = {
      ...wageViewer,
      company: { ...wageViewer.company, features: ['enable_dimona_restricted_account'] },
    };
    const result = await runQuery(
      'query ($id: ID!) { node(id: $id) { ... on Employee { permissions { actions terminationBlockedReason } } } }',
      { id: ID },
      routes(restricted),
    );
    expect((result.data as any).node.permissions.terminationBlockedReason).toEqual(
      'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED',
    );
    expect((result.data as any).node.permissions.actions).toContain('terminate');
  });
});

describe('profile mutations: REST codes become userErrors', () => {
  const ARCHIVE = `mutation ($input: ArchiveEmployeeInput!) { archiveEmployee(input: $input) { employee { internalId } confirmationNeeded userErrors { code message field } } }`;
  const employee = { '/api/employees/batch': { data: [employeeRow(2)] }, '/api/auth/viewer': viewerAnswer };

  it('OPEN_CONTRACT refuses the archive', async () => {
    const result = await runQuery(
      ARCHIVE,
      { input: { employeeId: ID, confirmed: true } },
      {
        ...employee,
        '/api/employees/delete': new RestFailure(409, {
          code: 'OPEN_CONTRACT',
          message: 'This person has an open contract.',
        }),
      },
    );
    expect((result.data as any).archiveEmployee).toEqual({
      employee: { internalId: 2 },
      confirmationNeeded: [],
      userErrors: [{ code: 'OPEN_CONTRACT', message: 'This person has an open contract.', field: null }],
    });
  });

  it('confirmation_needed becomes confirmationNeeded, with the confirmations sent on', async () => {
    let sent: unknown;
    const result = await runQuery(
      ARCHIVE,
      { input: { employeeId: ID, confirmed: true, confirmations: 'PERSON_IS_MANAGER' } },
      {
        ...employee,
        '/api/employees/delete': (body: Record<string, string>) => {
          sent = body;
          return { deleted: 0, confirmation_needed: ['PERSON_HAS_SELFSERVICE_ACCESS'] };
        },
      },
    );
    expect(sent).toEqual({ id: 2, confirmations: 'PERSON_IS_MANAGER' });
    expect((result.data as any).archiveEmployee).toEqual({
      employee: { internalId: 2 },
      confirmationNeeded: ['PERSON_HAS_SELFSERVICE_ACCESS'],
      userErrors: [],
    });
  });

  it('an unticked confirm box changes nothing and calls no change (part 1 §5)', async () => {
    const result = await runQuery(ARCHIVE, { input: { employeeId: ID, confirmed: false } }, employee);
    expect((result.data as any).archiveEmployee.userErrors).toEqual([
      { code: 'FIELD_IS_REQUIRED', message: 'confirmed is required', field: ['input', 'confirmed'] },
    ]);
    expect(result.calls.filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('NOTE_TOO_LONG names the note input field; FORBIDDEN is a userError too', async () => {
    const note = await runQuery(
      'mutation ($id: ID!) { addActivityNote(input: { employeeId: $id, note: "x" }) { activityEdge { cursor } userErrors { code message field } } }',
      { id: ID },
      {
        ...employee,
        '/api/activity/addNote': new RestFailure(400, {
          code: 'NOTE_TOO_LONG',
          message: 'Your note has to be less than 400 characters',
          field: 'note',
        }),
      },
    );
    expect((note.data as any).addActivityNote).toEqual({
      activityEdge: null,
      userErrors: [
        { code: 'NOTE_TOO_LONG', message: 'Your note has to be less than 400 characters', field: ['input', 'note'] },
      ],
    });
    const sensitive = await runQuery(
      'mutation ($id: ID!) { setSensitiveProfile(input: { employeeId: $id, sensitive: true }) { userErrors { code } } }',
      { id: ID },
      {
        ...employee,
        '/api/employees/setSensitive': new RestFailure(403, {
          code: 'FORBIDDEN',
          message: 'You may not do setSensitive for this person.',
        }),
      },
    );
    expect((sensitive.data as any).setSensitiveProfile.userErrors).toEqual([{ code: 'FORBIDDEN' }]);
  });

  it('inviteToSelfService sends no email (the REST API takes the one on file) and names the input field of a refusal', async () => {
    const INVITE = `mutation ($input: InviteToSelfServiceInput!) { inviteToSelfService(input: $input) { employee { internalId } userErrors { code message field } } }`;
    let sent: unknown;
    const accepted = await runQuery(
      INVITE,
      { input: { employeeId: ID, optionalMessage: 'Welcome!' } },
      {
        ...employee,
        '/api/selfservice/invite': (body: Record<string, string>) => {
          sent = body;
          return {
            id: 1,
            employee_id: 2,
            email: 'person.2@demo.be',
            optional_message: 'Welcome!',
            invited_by: 1,
            created_at: '2026-06-15T09:00:00Z',
          };
        },
      },
    );
    expect(JSON.parse(JSON.stringify(sent))).toEqual({ employee_id: 2, optional_message: 'Welcome!' });
    expect((accepted.data as any).inviteToSelfService).toEqual({ employee: { internalId: 2 }, userErrors: [] });
    const refused = await runQuery(
      INVITE,
      { input: { employeeId: ID } },
      {
        ...employee,
        '/api/selfservice/invite': new RestFailure(400, {
          code: 'INVALID_EMAIL',
          message: 'This is not a valid email address',
          field: 'email',
        }),
      },
    );
    expect((refused.data as any).inviteToSelfService.userErrors).toEqual([
      { code: 'INVALID_EMAIL', message: 'This is not a valid email address', field: ['input', 'email'] },
    ]);
  });

  it('a malformed id is NOT_FOUND without a REST call; a missing token is an UNAUTHENTICATED error, not a userError', async () => {
    const malformed = await runQuery(
      'mutation { resetPincode(input: { employeeId: "nope" }) { userErrors { code field } } }',
      {},
      {},
    );
    expect((malformed.data as any).resetPincode.userErrors).toEqual([{ code: 'NOT_FOUND', field: null }]);
    expect(malformed.calls).toEqual([]);
    const anonymous = await runQuery(
      'mutation ($id: ID!) { resetPincode(input: { employeeId: $id }) { userErrors { code } } }',
      { id: ID },
      {
        '/api/selfservice_pincodes/removePincode': new RestFailure(401, {
          code: 'UNAUTHENTICATED',
          message: 'Sign in first.',
        }),
      },
      null,
    );
    expect(anonymous.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });
});
