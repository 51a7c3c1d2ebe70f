import type { PermissionContext } from '@people/domain/permissions';
import { employeeRow } from '../../test/fixtures';
import { runQuery } from '../../test/runQuery';

function context(groupAccess: 'full' | 'light'): PermissionContext {
  return {
    viewer: {
      admin: true,
      accessWages: true,
      accessBudgets: true,
      accessPayrollProvider: true,
      accessPerformanceReviews: true,
      groupAccess,
      role: 'all',
      support: false,
      impersonating: false,
      readOnly: false,
      accessEmployeeDetails: true,
      accessCalendar: true,
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
      hasPendingDimona: false,
    },
  };
}

const PAGE = `query ($first: Int) { employees(first: $first) { edges { node {
  internalId
  managerLines { managerName isExtra startDate endDate }
  customFieldValues { customFieldId cfName type value valueName }
  reminders { internalId remindOn text done }
} } } }`;

const people = [employeeRow(1), employeeRow(2), employeeRow(3)];
const routes = (groupAccess: 'full' | 'light') => ({
  '/api/employees': { data: people, total: 3 },
  '/api/employees/permissions/batch': { data: people.map((p) => ({ id: p.id, context: context(groupAccess) })) },
  '/api/employees/managers/batch': {
    data: [
      {
        id: 7,
        employee_id: 2,
        manager_id: 1,
        manager_name: 'Person 1',
        group_id: 0,
        is_extra: 0,
        start_date: '2026-01-01',
        end_date: null,
      },
      {
        id: 5,
        employee_id: 2,
        manager_id: 3,
        manager_name: 'Person 3',
        group_id: 0,
        is_extra: 0,
        start_date: '2020-01-01',
        end_date: '2025-12-31',
      },
    ],
  },
  '/api/custom_fields': {
    data: [
      { id: 11, cf_name: 'LinkedIn', type: 'hyperlink', priority: 1 },
      { id: 12, cf_name: 'Shoe size', type: 'textfield', priority: 2 },
    ],
  },
  '/api/custom_fields/values/batch': { data: [{ employee_id: 3, custom_field_id: 12, value: '42', value_name: null }] },
  '/api/reminders/batch': {
    data: [
      {
        id: 9,
        employee_id: 1,
        remind_on: '2026-12-01',
        text: 'Call',
        done: 1,
        created_by_name: 'Anna Admin',
        created_at: '2026-11-01T10:00:00Z',
      },
    ],
  },
});

describe('managers, custom fields and reminders (part 1 §2, §6)', () => {
  it('a page of people costs one REST call per resource (constant, whatever the page size)', async () => {
    const result = await runQuery(PAGE, { first: 3 }, routes('full'));
    expect(result.errors).toBeUndefined();
    expect(result.calls.sort()).toEqual([
      'GET /api/custom_fields',
      'GET /api/custom_fields/values/batch?ids=1%2C2%2C3',
      'GET /api/employees/managers/batch?ids=1%2C2%2C3',
      'GET /api/employees/permissions/batch?ids=1%2C2%2C3',
      'GET /api/employees?offset=0&limit=3&include_archived=0',
      'GET /api/reminders/batch?ids=1%2C2%2C3',
    ]);
    const nodes = (result.data as any).employees.edges.map((e: any) => e.node);
    expect(nodes[1].managerLines).toEqual([
      { managerName: 'Person 1', isExtra: false, startDate: '2026-01-01', endDate: null },
      { managerName: 'Person 3', isExtra: false, startDate: '2020-01-01', endDate: '2025-12-31' },
    ]);
    // Every company field, with the person's value or null (part 1 §2 /edit/customFields).
    expect(nodes[2].customFieldValues).toEqual([
      { customFieldId: 11, cfName: 'LinkedIn', type: 'HYPERLINK', value: null, valueName: null },
      { customFieldId: 12, cfName: 'Shoe size', type: 'TEXTFIELD', value: '42', valueName: null },
    ]);
    expect(nodes[0].reminders).toEqual([{ internalId: 9, remindOn: '2026-12-01', text: 'Call', done: true }]);
    expect(nodes[1].reminders).toEqual([]);
  });

  it('part 1 §6: light group access gets null + FORBIDDEN on each, without a REST call for them', async () => {
    const result = await runQuery(
      PAGE,
      { first: 1 },
      { ...routes('light'), '/api/employees': { data: [people[0]], total: 3 } },
    );
    expect((result.data as any).employees.edges[0].node).toEqual({
      internalId: 1,
      managerLines: null,
      customFieldValues: null,
      reminders: null,
    });
    expect(result.errors?.map((e) => [e.path?.at(-1), e.extensions?.code]).sort()).toEqual([
      ['customFieldValues', 'FORBIDDEN'],
      ['managerLines', 'FORBIDDEN'],
      ['reminders', 'FORBIDDEN'],
    ]);
    expect(result.calls.filter((c) => /managers|custom_fields|reminders/.test(c))).toEqual([]);
  });
});
