// The Idempotency-Key of the creating mutations: `idempotencyKey` of their input is sent to the REST API as the
// Idempotency-Key header of the one call that creates (draft-ietf-httpapi-idempotency-key-header; the REST API stores
// the answer, rest/src/core/idempotency.ts). A client that lost an answer sends the mutation again with the same key and
// gets the same result; a double click creates once. The REST refusals come back as userErrors with their codes:
// IDEMPOTENCY_KEY_IN_USE (the first is still running), IDEMPOTENCY_KEY_REUSED (the key went with another input).
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { RestPostPath } from './restApi';

/** Each creating mutation and the REST call that creates (the only call its key goes with). */
export const CREATING_CALLS = {
  addActivityNote: ['/api/activity/addNote'],
  addDaysOff: ['/api/days_off/personal_days_off/add', '/api/days_off/personal_days_off/add_by_ruleset'],
  addDayOffType: ['/api/days_off/day_off_types'],
  addAccrualCorrection: ['/api/days_off/day_off_types/{id}/accrual/corrections'],
  addCompanyHoliday: ['/api/days_off/company_days_off'],
  reportVerzuim: ['/api/days_off/personal_days_off/verzuim/reportVerzuimStart'],
  addWorkflowTemplate: ['/api/workflows/templates/add'],
  copyWorkflowTemplate: ['/api/workflows/templates/copy'],
  addWorkflowTemplateItem: ['/api/workflows/templates/items/add'],
  startWorkflow: ['/api/workflows/startWorkflow'],
  addWorkflowTask: ['/api/workflows/tasks/createNewTaskForWorkflow'],
  addBudget: ['/api/budgets/add'],
  addBudgetItem: ['/api/budgets/items/add'],
  addSoftwareProduct: ['/api/software/products/add'],
  addLicense: ['/api/software/licenses/add'],
  addReview: ['/api/performance_evaluations/add'],
  addEmployee: ['/api/employees/add'],
  addReminder: ['/api/reminders/add'],
  addVehicle: ['/api/cars/add'],
  addAsset: ['/api/assets/add'],
} as const satisfies Partial<Record<keyof MutationResolvers, readonly RestPostPath[]>>;

export type CreatingMutation = keyof typeof CREATING_CALLS;

type AnyResolver = (
  parent: unknown,
  args: { input: { idempotencyKey?: string | null } },
  ctx: {
    rest: {
      withIdempotencyKey: <T>(key: string | null, templates: readonly string[], work: () => Promise<T>) => Promise<T>;
    };
  },
  info: unknown,
) => unknown;

/** The mutations with each creating one sending its input's idempotencyKey; the others as they are. */
export function withIdempotencyKeys(mutations: MutationResolvers): MutationResolvers {
  const wrapped: Record<string, unknown> = { ...mutations };
  for (const [name, templates] of Object.entries(CREATING_CALLS)) {
    const resolve = mutations[name as CreatingMutation] as unknown as AnyResolver | undefined;
    if (!resolve) continue;
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- it types the arrow's parameters
    wrapped[name] = ((parent, args, ctx, info) =>
      ctx.rest.withIdempotencyKey(args.input.idempotencyKey ?? null, templates, async () =>
        resolve(parent, args, ctx, info),
      )) as AnyResolver;
  }
  return wrapped as MutationResolvers;
}
