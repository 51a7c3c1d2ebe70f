import type { PermissionContext } from '@people/domain/permissions';
import { PERSONAL_DETAIL_FIELDS } from '@people/domain/personalData';
import type { PersonalDetailsModel } from '../../core/models';
import { RestFailure } from '../../core/restClient';
import { employeeRow } from '../../test/fixtures';
import { runQuery } from '../../test/runQuery';
import { plainViewer } from '@people/domain/test/viewers';

// Personal information is seen by the person themselves or with employee-details access over their group.
function context(
  viewer: Partial<PermissionContext['viewer']>,
  person: Partial<NonNullable<PermissionContext['person']>> = {},
): PermissionContext {
  return {
    viewer: {
      ...plainViewer,
      accessEmployeeDetails: false,
      accessCalendar: false,
      ...viewer,
    },
    company: { features: [], integrationFeatures: [] },
    person: {
      deleted: false,
      hasWage: false,
      wageHasEndDate: false,
      hasPendingWage: false,
      hasTermination: false,
      contractUid: null,
      linkedToIntegration: false,
      sameGroup: true,
      isSelf: false,
      ...person,
    },
  };
}

function details(id: number): PersonalDetailsModel {
  const strings = Object.fromEntries(
    PERSONAL_DETAIL_FIELDS.map((field) => [field, field.startsWith('dependent_') ? 1 : `${field} of ${id}`]),
  );
  return { ...strings, id, gender: 'female', emergency_contact_relation: 'partner' } as PersonalDetailsModel;
}

const PEOPLE = `{ employees(first: 3) { edges { node {
  internalId name dob rijksRegisterNummer bankAccountIban personalEmail
  address { city } dependents { dependentChildren }
} } } }`;

const routes = (contextOf: (id: number) => PermissionContext) => ({
  '/api/employees': { data: [employeeRow(1), employeeRow(2), employeeRow(3)], total: 3 },
  '/api/employees/permissions/batch': (query: Record<string, string>) => ({
    data: query.ids.split(',').map((id) => ({ id: Number(id), context: contextOf(Number(id)) })),
  }),
  '/api/employees/personal_details/batch': (query: Record<string, string>) => ({
    data: query.ids.split(',').map((id) => details(Number(id))),
  }),
});

describe('personal information', () => {
  it('reads the personal information of a whole page in one batch call', async () => {
    const result = await runQuery(
      PEOPLE,
      {},
      routes(() => context({ accessEmployeeDetails: true })),
    );
    expect(result.errors).toBeUndefined();
    expect((result.data as any).employees.edges[1].node).toEqual({
      internalId: 2,
      name: 'Person 2',
      dob: 'dob of 2',
      rijksRegisterNummer: 'rijks_register_nummer of 2',
      bankAccountIban: 'bank_account_iban of 2',
      personalEmail: 'personal_email of 2',
      address: { city: 'address_city of 2' },
      dependents: { dependentChildren: 1 },
    });
    expect(result.calls.filter((call) => call.includes('personal_details'))).toEqual([
      'GET /api/employees/personal_details/batch?ids=1%2C2%2C3',
    ]);
  });

  it('a light viewer reads no colleague dob, RRN, IBAN or dependents: null with FORBIDDEN on each path, and no call', async () => {
    const result = await runQuery(
      PEOPLE,
      {},
      routes((id) => context({ groupAccess: 'light' }, { isSelf: id === 3 })),
    );
    const nodes = (result.data as any).employees.edges.map((edge: any) => edge.node);
    expect(nodes[0]).toEqual({
      internalId: 1,
      name: 'Person 1',
      dob: null,
      rijksRegisterNummer: null,
      bankAccountIban: null,
      personalEmail: null,
      address: null,
      dependents: null,
    });
    const forbidden = (result.errors ?? [])
      .filter((e) => e.extensions?.code === 'FORBIDDEN')
      .map((e) => e.path!.join('.'));
    for (const field of ['dob', 'rijksRegisterNummer', 'bankAccountIban', 'personalEmail', 'address', 'dependents']) {
      expect(forbidden).toContain(`employees.edges.0.node.${field}`);
      expect(forbidden).not.toContain(`employees.edges.2.node.${field}`);
    }
    // Their own (person 3) is read, alone.
    expect(nodes[2].dob).toBe('dob of 3');
    expect(result.calls.filter((call) => call.includes('personal_details'))).toEqual([
      'GET /api/employees/personal_details/batch?ids=3',
    ]);
  });

  it('a full viewer without employee-details access, or over another group, sees none', async () => {
    const result = await runQuery(
      PEOPLE,
      {},
      routes((id) => context({ accessEmployeeDetails: id !== 1 }, { sameGroup: id !== 2 })),
    );
    const nodes = (result.data as any).employees.edges.map((edge: any) => edge.node.dob);
    expect(nodes).toEqual([null, null, 'dob of 3']);
    expect(result.calls.filter((call) => call.includes('personal_details'))).toEqual([
      'GET /api/employees/personal_details/batch?ids=3',
    ]);
  });

  it('a person the REST API leaves out answers null without an error; a REST refusal reaches the field', async () => {
    const left = await runQuery(
      PEOPLE,
      {},
      {
        ...routes(() => context({ accessEmployeeDetails: true })),
        '/api/employees/personal_details/batch': { data: [] },
      },
    );
    expect(left.errors).toBeUndefined();
    expect((left.data as any).employees.edges[0].node.dob).toBeNull();
    const refused = await runQuery(
      PEOPLE,
      {},
      {
        ...routes(() => context({ accessEmployeeDetails: true })),
        '/api/employees/personal_details/batch': new RestFailure(403, { code: 'FORBIDDEN', message: 'Not allowed.' }),
      },
    );
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
