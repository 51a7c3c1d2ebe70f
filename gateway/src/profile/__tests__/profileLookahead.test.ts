import type { PermissionContext } from '@people/domain/permissions';
import { toGlobalId } from 'graphql-relay';
import type { EmployeeWagesModel } from '../../core/models';
import { employeeRow } from '../../test/fixtures';
import { runQuery } from '../../test/runQuery';
import { plainViewer } from '@people/domain/test/viewers';

// Employee(id:) reads what its selection needs with the detail (REST ?embed=) or beside it, not after it.
const ID = toGlobalId('Employee', '2');

function context(viewer: Partial<PermissionContext['viewer']> = {}): PermissionContext {
  return {
    viewer: {
      ...plainViewer,
      accessWages: true,
      accessEmployeeDetails: true,
      accessCalendar: true,
      ...viewer,
    },
    company: { features: [], integrationFeatures: [] },
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

const wages = {
  employee_id: 2,
  current_wage_id: 60,
  wage_state: 'active',
  wages: [{ id: 60, employee_id: 2, rate: 3200, status: 'active' }],
  termination_info: { days_since_termination: null, termination_date: null, termination_reason: null, wage_id: null },
} as unknown as EmployeeWagesModel;
const week = {
  wage_id: 60,
  week_nr: 1,
  ...Object.fromEntries(Array.from({ length: 7 }, (_, day) => [`recurring_holiday_${day}`, []])),
};

const EMBEDDED = {
  seniority: {
    employee_id: 2,
    seniority_date: '2020-01-01',
    integration_id: null,
    source_app_internal_id: null,
    join_date: null,
    join_date_source: 'manual',
  },
  cars: { data: [{ id: 5, employee_id: 2, type: 'car', brand: 'Volvo', model: 'V60', plate: '1-ABC-123' }] },
  personal_details: { id: 2, dob: '1990-04-01' },
  wages,
  recurring_holidays: { data: [week] },
  reports_to: {
    reports_to_person: [{ person_id: 7, person_name: 'Person 7', group_id: 0, is_extra: 0, start_date: '2024-01-01' }],
  },
  // Person 1 is the reporting line of the card, but the viewer cannot find them: the people batch would leave them out.
  managers: { data: [employeeRow(7)] },
  permission_context: context(),
};

const detail = (embedded: object) => ({
  employee: employeeRow(2, { reports_to_id: 7, reports_to_extra_id: 1 }),
  team: null,
  current_department: null,
  current_reports_to: { person_id: 7, person_name: 'Person 7', group_id: 0 },
  current_reports_to_extra: { person_id: 1, person_name: 'Person 1', group_id: 3 },
  embedded,
});

const permissions = (ctx: PermissionContext) => ({ data: [{ id: 2, context: ctx }] });

const PROFILE = `query ($id: ID!) { employee(id: $id) {
  seniority { seniorityDate }
  vehicles { plate }
  dob
  reportsTo { personName person { internalId } }
  currentReportsToExtra { person { internalId } }
  currentWage { rate recurringHolidays { weekNr } }
  documents { filename }
} }`;

describe('the profile look-ahead of employee(id:)', () => {
  it('asks the detail with the pieces the selection reads and primes their loaders from it: no call of their own', async () => {
    const result = await runQuery(
      PROFILE,
      { id: ID },
      {
        '/api/employees/2': detail(EMBEDDED),
        '/api/files/list': { data: [{ filename: 'contract.pdf' }] },
      },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      employee: {
        seniority: { seniorityDate: '2020-01-01' },
        vehicles: [{ plate: '1-ABC-123' }],
        dob: '1990-04-01',
        reportsTo: [{ personName: 'Person 7', person: { internalId: 7 } }],
        currentReportsToExtra: { person: null },
        currentWage: { rate: 3200, recurringHolidays: [{ weekNr: 1 }] },
        documents: [{ filename: 'contract.pdf' }],
      },
    });
    // The detail first, with the permission context, then one call per piece it cannot carry, all asked at once (the
    // next test shows they wait for nothing).
    expect(result.calls).toEqual([
      'GET /api/employees/2?embed=cars%2Cmanagers%2Cpermission_context%2Cpersonal_details%2Crecurring_holidays%2Creports_to%2Cseniority%2Cwages',
      'GET /api/files/list?relatedObject=employee&relatedObjectId=2',
    ]);
  });

  it('starts a section read before the detail, with the permission context, has answered', async () => {
    let filesAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (filesAsked = resolve));
    const result = await runQuery(
      PROFILE,
      { id: ID },
      {
        // The detail answers only once the documents have been asked for: a read that waited for it or for the
        // permission context (field by field) would never be asked.
        '/api/employees/2': () => asked.then(() => detail(EMBEDDED)),
        '/api/files/list': () => (filesAsked(), { data: [] }),
      },
    );
    expect(result.errors).toBeUndefined();
    expect((result.data as any).employee.documents).toEqual([]);
  });

  it('leaves a piece the REST API left out to its field: hidden, it is null with FORBIDDEN and costs no call', async () => {
    const { personal_details: _, wages: __, recurring_holidays: ___, ...visible } = EMBEDDED;
    const result = await runQuery(
      PROFILE,
      { id: ID },
      {
        '/api/employees/2': detail({
          ...visible,
          permission_context: context({ accessWages: false, accessEmployeeDetails: false }),
        }),
        '/api/files/list': { data: [] },
      },
    );
    expect((result.data as any).employee).toMatchObject({
      dob: null,
      currentWage: null,
      seniority: { seniorityDate: '2020-01-01' },
    });
    expect(result.errors?.map((e) => [e.path?.join('.'), e.extensions?.code]).sort()).toEqual([
      ['employee.currentWage', 'FORBIDDEN'],
      ['employee.dob', 'FORBIDDEN'],
    ]);
    expect(result.calls.filter((call) => !call.startsWith('GET /api/employees/2?'))).toEqual([
      'GET /api/files/list?relatedObject=employee&relatedObjectId=2',
    ]);
  });

  it('never reads the answer of a section the viewer may not see, and makes no permission read for a card alone', async () => {
    // Asked beside the detail, the documents' answer is there; the field still answers FORBIDDEN. (A detail without
    // the permission context, as an older REST API answers, leaves it to the permission batch.)
    const hidden = await runQuery(
      PROFILE,
      { id: ID },
      {
        '/api/employees/2': detail({}),
        '/api/employees/permissions/batch': permissions(
          context({ groupAccess: 'light', accessEmployeeDetails: false, accessWages: false }),
        ),
        '/api/files/list': { data: [{ filename: 'contract.pdf' }] },
      },
    );
    expect((hidden.data as any).employee.documents).toBeNull();
    expect(hidden.errors?.find((e) => e.path?.join('.') === 'employee.documents')?.extensions?.code).toBe('FORBIDDEN');
    const card = await runQuery(
      'query ($id: ID!) { employee(id: $id) { name } }',
      { id: ID },
      { '/api/employees/2': detail({}) },
    );
    expect(card.calls).toEqual(['GET /api/employees/2']);
  });
});
