import { mayDo, maySee, type PermissionContext } from '@people/domain/permissions';
import { isObjectType } from 'graphql';
import type { Context } from '../core/context';
import { contractSchema } from '../core/contract';
import { Employee } from '../Employee';
import { employeeRow } from '../test/fixtures';
import { PROFILE_FIELDS, type Gate } from '../profile/lookaheadTable';

// The look-ahead of employee(id:) knows the Employee fields only through its table (lookaheadTable.ts): every field
// that reads behind the person's permission context has an entry, and the entry names the gate its resolver applies.
// Each resolver runs here over loaders that record what it reads and answer null.

/** Everything a viewer can be given (part 1 §6): what a field reads when nothing hides it. */
const OPEN: PermissionContext = {
  viewer: {
    admin: true,
    accessWages: true,
    accessBudgets: true,
    accessPayrollProvider: true,
    accessPerformanceReviews: true,
    groupAccess: 'full',
    role: 'all',
    support: true,
    impersonating: false,
    readOnly: false,
    accessEmployeeDetails: true,
    accessCalendar: true,
    exportExcel: true,
  },
  company: {
    features: ['enable_parallel_contracts', 'enable_trainings', 'enable_performance_evaluations', 'enable_workflows'],
    integrationFeatures: ['daysoff/verzuim', 'wage/push-transport'],
  },
  person: {
    deleted: false,
    hasWage: true,
    wageHasEndDate: false,
    hasPendingWage: false,
    hasTermination: false,
    contractUid: null,
    linkedToIntegration: false,
    sameGroup: true,
  },
};

/** A light viewer of another group without any access (part 1 §6): every section that can be hidden is. */
const CLOSED: PermissionContext = {
  ...OPEN,
  viewer: {
    ...OPEN.viewer,
    admin: false,
    accessWages: false,
    accessBudgets: false,
    accessPayrollProvider: false,
    accessEmployeeDetails: false,
    groupAccess: 'light',
  },
  person: { ...OPEN.person!, sameGroup: false },
};

const ARGS = { year: 2025, month: 1, startDate: '2025-01-01', trainingId: 1 };
const PERSON = employeeRow(2, { team_id: 1, department_id: 1, reports_to_id: 3, reports_to_extra_id: 4 });

/** What a resolver read (loaders by name, REST paths) and the gate it refused by, if any. */
async function probe(field: string, context: PermissionContext) {
  const reads: string[] = [];
  const loader = (name: string) => {
    const read = async () => (reads.push(name), name === 'permissionContext' ? context : null);
    return Object.assign(read, {
      load: read,
      loadMany: async () => (reads.push(name), []),
      prime: () => undefined,
      clear: () => undefined,
    });
  };
  const rest = {
    get: async (path: string) => (reads.push(path), null),
    post: async (path: string) => (reads.push(path), null),
  };
  const ctx = {
    token: 'token',
    rest,
    loaders: new Proxy({}, { get: (_, name: string) => loader(name) }),
  } as unknown as Context;
  ctx.withToken = () => ctx;
  const resolve = (Employee as Record<string, unknown>)[field] as (...args: unknown[]) => unknown;
  const refusal = await Promise.resolve()
    .then(() => resolve(PERSON, ARGS, ctx, {}))
    .then(
      () => null,
      (error: { extensions?: { code?: string; section?: string; action?: string } }) =>
        error.extensions?.code === 'FORBIDDEN' ? error.extensions : null,
    );
  return { reads, refusal: refusal ? { section: refusal.section, action: refusal.action } : null };
}

const resolvers = Object.entries(Employee)
  .filter(([, resolve]) => typeof resolve === 'function' && resolve.length >= 3)
  .map(([field]) => field);

it('finds the Employee fields that read through the context', () => {
  expect(resolvers.length).toBeGreaterThan(50);
});

it('has an entry for every Employee field that reads behind the permission context', async () => {
  const missing: string[] = [];
  for (const field of resolvers) {
    const { reads } = await probe(field, OPEN);
    const gated = reads.indexOf('permissionContext');
    if (gated >= 0 && reads.length > gated + 1 && !PROFILE_FIELDS[field]) missing.push(field);
  }
  expect(missing).toEqual([]);
});

it('names the gate each field’s resolver applies', async () => {
  const refusedBy = (gate: Gate) => {
    if (gate === null || gate === 'permissionContext') return null;
    if ('section' in gate) return maySee(gate.section, CLOSED) ? null : { section: gate.section, action: undefined };
    return mayDo(gate.action, CLOSED) ? null : { section: undefined, action: gate.action };
  };
  for (const [field, { gate }] of Object.entries(PROFILE_FIELDS)) {
    const { reads, refusal } = await probe(field, CLOSED);
    expect({ field, refusal, readsContext: reads.includes('permissionContext') }).toEqual({
      field,
      refusal: refusedBy(gate),
      readsContext: gate !== null,
    });
  }
});

it('names only fields of Employee', () => {
  const employee = contractSchema().getType('Employee');
  const fields = isObjectType(employee) ? Object.keys(employee.getFields()) : [];
  expect(Object.keys(PROFILE_FIELDS).filter((field) => !fields.includes(field))).toEqual([]);
});
