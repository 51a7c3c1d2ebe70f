// "what a viewer may not see is not sent either". The same profile query as admin@demo.be, nowage@demo.be
// and light@demo.be answers exactly the sections domain/permissions allows (part 1 §6), with a FORBIDDEN error on the
// path of each other one; the REST API refuses the same reads with 403.
import { engines } from '../support/databases';
import { BELGIUM, NETHERLANDS, gid, person } from '../support/profile';
import { graphql, rest, signIn, startStack, type Stack } from '../support/stack';

const PROFILE = `query ($id: ID!) {
  employee(id: $id) {
    id name
    permissions { sections actions }
    customFields { cfName }
    seniority { joinDate joinDateSource seniorityDate integrationId sourceAppInternalId }
    documents { id filename url }
    contracts { id contractName status }
    oneDayContracts { date contractType }
    trainings { name status }
    assets { assetName }
    vehicles { type plate }
    reportsTo { personName }
    payrollProvider { title }
    selfServiceStatus { state }
    warnings { pendingDimona notSynced }
    activity(first: 5) { edges { node { eventType } } }
  }
}`;

const SECTION_FIELDS = [
  'seniority',
  'documents',
  'contracts',
  'oneDayContracts',
  'trainings',
  'assets',
  'vehicles',
  'reportsTo',
  'payrollProvider',
  'selfServiceStatus',
  'activity',
] as const;

// Part 1 §6 through domain/permissions, for a Belgian person with an open, synced contract (a contract uid):
// Demo Belgium has enable_trainings, enable_workflows, enable_performance_evaluations; SD Worx has wage/push,
// wage/push-transport and wage/cannot-be-unlinked but not daysoff/verzuim.
const DIRECTORY = ['header', 'contact', 'reportingTo'];
const UNRULED = [...DIRECTORY, 'documents', 'fleet', 'selfServiceStatus', 'personalInformation'];
const EXPECTED = {
  'admin@demo.be': {
    sections: [
      ...UNRULED,
      'customFields',
      'contracts',
      'wage',
      'budgets',
      'daysOffUsage',
      'commute',
      'assets',
      'software',
      'trainings',
      'performanceReviews',
      'performanceReviewHiddenNotes',
      'workflows',
      'payrollProvider',
      'activityFeed',
      'notSyncedWarning',
    ],
    forbidden: [] as string[],
    customFields: true,
    warnings: { pendingDimona: false, notSynced: true },
  },
  // access_wages 0, access_payroll_provider 0, access_performance_reviews 0; budgets and employee details on.
  'nowage@demo.be': {
    sections: [...UNRULED, 'customFields', 'budgets', 'daysOffUsage', 'assets', 'software', 'trainings', 'workflows'],
    forbidden: ['activity', 'contracts', 'oneDayContracts', 'payrollProvider'],
    customFields: true,
    warnings: { pendingDimona: false, notSynced: false },
  },
  // light group access, no permission at all: a colleague's directory card only.
  'light@demo.be': {
    sections: DIRECTORY,
    forbidden: [
      'activity',
      'assets',
      'contracts',
      'customFields',
      'documents',
      'oneDayContracts',
      'payrollProvider',
      'selfServiceStatus',
      'trainings',
      'vehicles',
    ],
    customFields: false,
    warnings: { pendingDimona: false, notSynced: false },
  },
};

describe.each(engines())('profile permissions on %s', (_engine, open) => {
  let stack: Stack;
  let id: number;
  beforeAll(async () => {
    stack = await startStack(await open());
    id = await person(stack.db, [
      'openContract',
      'linked',
      'contractUid',
      'noPendingDimona',
      'documents',
      'trainings',
      'assets',
      'vehicles',
      'started',
      'notParallel',
    ]);
  });
  afterAll(() => stack.close());

  describe.each(Object.entries(EXPECTED))('as %s', (email, expected) => {
    it('answers the allowed sections, and null with FORBIDDEN on the path of each other one', async () => {
      const answer = await graphql(stack, PROFILE, { id: gid(id) }, await signIn(stack, email));
      const e = answer.data.employee;
      expect(e.id).toBe(gid(id));
      expect(e.permissions.sections).toEqual(expected.sections);
      const errors = (answer.errors ?? []).map((error) => [error.path?.join('.'), error.extensions?.code]).sort();
      expect(errors).toEqual(expected.forbidden.map((field) => [`employee.${field}`, 'FORBIDDEN']));
      for (const field of SECTION_FIELDS) {
        if (expected.forbidden.includes(field)) expect([field, e[field]]).toEqual([field, null]);
        else expect([field, e[field]]).toEqual([field, expect.anything()]);
      }
      // The custom fields list is non-null in the contract: a viewer who may not see it gets it empty.
      // Hidden custom fields are null with FORBIDDEN, not an empty list.
      expect((e.customFields?.length ?? 0) > 0).toBe(expected.customFields);
      expect(e.warnings).toEqual(expected.warnings);
    });

    it('REST refuses the same reads with 403 FORBIDDEN and answers the others', async () => {
      const token = await signIn(stack, email);
      const reads: [string, string][] = [
        ['contracts', `/api/contracts/list?employee_id=${id}`],
        ['oneDayContracts', `/api/contracts/oneDayContracts?employee_id=${id}`],
        ['activity', `/api/activity/get?relatedObject=employee&relatedObjectId=${id}&page=0`],
        ['documents', `/api/files/list?relatedObject=employee&relatedObjectId=${id}`],
        ['trainings', `/api/trainings/participations?employee_id=${id}&per_page=4`],
        ['assets', `/api/assets/list?employee_id=${id}`],
        ['vehicles', `/api/employees/${id}/cars`],
        ['reportsTo', `/api/employees/${id}/reports_to`],
        ['selfServiceStatus', `/api/selfservice_pincodes/${id}/status`],
        ['seniority', `/api/seniority_dates/${id}`],
      ];
      for (const [field, path] of reads) {
        const answer = await rest(stack, 'GET', path, { token });
        const forbidden = expected.forbidden.includes(field);
        expect([field, answer.status, forbidden ? answer.body.code : 'ok']).toEqual([
          field,
          forbidden ? 403 : 200,
          forbidden ? 'FORBIDDEN' : 'ok',
        ]);
      }
      const detail = await rest(stack, 'GET', `/api/employees/${id}`, { token });
      expect(detail.body.custom_fields.length > 0).toBe(expected.customFields);
    });
  });

  it('lists the actions by domain mayDo: no archive with an open contract, sensitive and terminate for the admin only', async () => {
    const actions = async (email: string) =>
      (
        await graphql(
          stack,
          'query ($id: ID!) { employee(id: $id) { permissions { actions } } }',
          { id: gid(id) },
          await signIn(stack, email),
        )
      ).data.employee.permissions.actions;
    const admin = await actions('admin@demo.be');
    expect(admin).toEqual(
      expect.arrayContaining([
        'terminate',
        'setSensitive',
        'historyLink',
        'edit',
        'addNote',
        'resetPincode',
        'inviteSelfService',
        'editDayContract',
      ]),
    );
    expect(admin).not.toEqual(expect.arrayContaining(['archive']));
    expect(
      admin.filter((a: string) => ['archive', 'unarchive', 'hardDelete', 'unlink', 'relink', 'sync'].includes(a)),
    ).toEqual([]);
    const light = await actions('light@demo.be');
    expect(
      light.filter((a: string) =>
        ['terminate', 'setSensitive', 'archive', 'addNote', 'resetPincode', 'historyLink'].includes(a),
      ),
    ).toEqual([]);
    const support = await actions('support@demo.be');
    expect(support).toEqual(expect.arrayContaining(['unlink', 'canRelinkCheck', 'sync']));
  });

  it('answers the warning toast code instead of termination once the company has a restricted Dimona account (part 1 §6, part 2 §6)', async () => {
    const QUERY = 'query ($id: ID!) { employee(id: $id) { permissions { actions terminationBlockedReason } } }';
    const admin = await signIn(stack, 'admin@demo.be');
    const permissions = async (employeeId: number, token = admin) =>
      (await graphql(stack, QUERY, { id: gid(employeeId) }, token)).data.employee.permissions;
    expect(await permissions(id)).toEqual({
      actions: expect.arrayContaining(['terminate']),
      terminationBlockedReason: null,
    });
    // This test's own database: Demo Belgium gets enable_dimona_restricted_account, Demo Nederland does not.
    await stack.db.query(
      "UPDATE companies SET features = array_append(features, 'enable_dimona_restricted_account') WHERE id = $1",
      [BELGIUM],
    );
    try {
      expect(await permissions(id)).toEqual({
        actions: expect.arrayContaining(['terminate']),
        terminationBlockedReason: 'DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED',
      });
      const viewer = await graphql(stack, '{ viewer { company { features } } }', {}, admin);
      expect(viewer.data.viewer.company.features).toContain('enable_dimona_restricted_account');
      const dutch = await person(stack.db, ['openContract', 'started'], { company: NETHERLANDS });
      expect((await permissions(dutch, await signIn(stack, 'admin@demo.nl'))).terminationBlockedReason).toBeNull();
    } finally {
      await stack.db.query(
        "UPDATE companies SET features = array_remove(features, 'enable_dimona_restricted_account') WHERE id = $1",
        [BELGIUM],
      );
    }
    expect((await permissions(id)).terminationBlockedReason).toBeNull();
  });

  it('shows the pending Dimona warning for a person with a pending Dimona (part 1 §2)', async () => {
    const [row] = await stack.db.query<{ id: number }>(
      'SELECT id FROM employees WHERE company_id = 1 AND pending_dimona = 1 ORDER BY id LIMIT 1',
    );
    const answer = await graphql(
      stack,
      'query ($id: ID!) { employee(id: $id) { warnings { pendingDimona } } }',
      { id: gid(row.id) },
      await signIn(stack, 'nowage@demo.be'),
    );
    expect(answer.data.employee.warnings).toEqual({ pendingDimona: true });
  });
});
