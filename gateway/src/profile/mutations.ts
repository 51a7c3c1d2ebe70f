// The profile's mutations (part 1 §4 and §7): each calls one REST change and answers its payload.
// Expected failures (a 4xx with the spec's code: OPEN_CONTRACT, NOTE_TOO_LONG, FORBIDDEN, NOT_FOUND…) are
// userErrors; the REST API decides them all, the gateway only translates field names.
import { formatDate, isIsoDate } from '@people/domain/dates';
import { offsetToCursor } from 'graphql-relay';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import type { RestPostPath } from '../core/restApi';
import type { EmployeeModel } from '../core/models';
import { globalId } from '../core/ids';
import {
  attempt as attemptChange,
  employeeChange as personChange,
  freshEmployee,
  personId,
  personNotFound,
  userError,
  type FieldMap,
} from '../core/mutationSupport';

// REST fields of the profile calls that are not their input field camelCased.
const PROFILE_FIELDS: Record<string, string> = {
  id: 'employeeId',
  person_id: 'employeeId',
  relatedObjectId: 'employeeId',
};
const profileField: FieldMap = (restField) => (PROFILE_FIELDS[restField] ? [PROFILE_FIELDS[restField]] : undefined);
const attempt = <T>(change: () => Promise<T>) => attemptChange(change, profileField);

/** A change answered with EmployeePayload: the person as they are now, and the userErrors. */
const employeeChange = (ctx: Context, employeeId: string, change: (id: number) => Promise<unknown>) =>
  personChange(ctx, employeeId, change, profileField);

type LinkDirection = 'unlink' | 'relink' | 'sync';

/**
 * The integration a link call is about (part 1 §7 sends integration_id): the linked one to unlink or sync, the
 * one unlinked from to relink; the company's first integration for a person that was never linked.
 */
async function integrationFor(ctx: Context, employee: EmployeeModel, direction: LinkDirection): Promise<number | null> {
  const preferred =
    direction === 'relink'
      ? (employee.unlinked_integration_id ?? employee.link_integration_id)
      : (employee.link_integration_id ?? employee.unlinked_integration_id);
  if (preferred !== null) return preferred;
  return (await ctx.loaders.viewer())?.company.integrations[0]?.id ?? null;
}

const LINK_PATHS = {
  unlink: '/api/integrations/unlinkPerson',
  relink: '/api/integrations/relinkPerson',
  sync: '/api/integrations/startImportPerson',
} as const satisfies Record<LinkDirection, RestPostPath>;

async function linkChange(ctx: Context, employeeId: string, direction: LinkDirection) {
  const id = personId(employeeId);
  const employee = id === null ? null : await ctx.loaders.employee.load(id);
  if (id === null || !employee) return { employee: null, userErrors: [personNotFound()] };
  const integrationId = await integrationFor(ctx, employee, direction);
  if (integrationId === null)
    return { employee, userErrors: [userError('NO_PAYROLL_INTEGRATION', 'The company has no payroll integration.')] };
  const result = await attempt(() =>
    ctx.rest.post(LINK_PATHS[direction], { integration_id: integrationId, person_id: id }),
  );
  return { employee: await freshEmployee(ctx, id), userErrors: result.ok ? [] : result.userErrors };
}

export const profileMutations: Pick<
  Required<MutationResolvers>,
  | 'archiveEmployee'
  | 'unarchiveEmployee'
  | 'deleteEmployeePermanently'
  | 'setSensitiveProfile'
  | 'resetPincode'
  | 'updateSeniorityDate'
  | 'addActivityNote'
  | 'deleteOneDayContract'
  | 'inviteToSelfService'
  | 'unlinkPerson'
  | 'relinkPerson'
  | 'syncPerson'
> = {
  async archiveEmployee(_, { input }, ctx) {
    const id = personId(input.employeeId);
    if (id === null) return { employee: null, confirmationNeeded: [], userErrors: [personNotFound()] };
    // part 1 §5: without the ticked confirm box nothing happens.
    if (!input.confirmed) {
      return {
        employee: await ctx.loaders.employee.load(id),
        confirmationNeeded: [],
        userErrors: [userError('FIELD_IS_REQUIRED', 'confirmed is required', ['confirmed'])],
      };
    }
    const result = await attempt(() =>
      ctx.rest.post('/api/employees/delete', { id, confirmations: input.confirmations ?? '' }),
    );
    return {
      employee: await freshEmployee(ctx, id),
      confirmationNeeded: result.ok ? result.value.confirmation_needed : [],
      userErrors: result.ok ? [] : result.userErrors,
    };
  },

  unarchiveEmployee: (_, { input }, ctx) =>
    employeeChange(ctx, input.employeeId, (id) => ctx.rest.post('/api/employees/reactivate', { id })),

  async deleteEmployeePermanently(_, { input }, ctx) {
    const id = personId(input.employeeId);
    if (id === null) return { deletedEmployeeId: null, userErrors: [personNotFound()] };
    const result = await attempt(() => ctx.rest.post('/api/employees/hardDelete', { id }));
    return result.ok
      ? { deletedEmployeeId: globalId('Employee', id), userErrors: [] }
      : { deletedEmployeeId: null, userErrors: result.userErrors };
  },

  setSensitiveProfile: (_, { input }, ctx) =>
    employeeChange(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/employees/setSensitive', { id, sensitive: input.sensitive ? 1 : 0 }),
    ),

  resetPincode: (_, { input }, ctx) =>
    employeeChange(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/selfservice_pincodes/removePincode', { employee_id: id }),
    ),

  // A date edited by hand has no integration behind it: integration_id and source_app_internal_id are cleared.
  updateSeniorityDate: (_, { input }, ctx) =>
    employeeChange(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/seniority_dates/update', {
        employee_id: id,
        seniority_date: input.seniorityDate ?? null,
        integration_id: null,
        source_app_internal_id: null,
      }),
    ),

  async addActivityNote(_, { input }, ctx) {
    const id = personId(input.employeeId);
    if (id === null) return { activityEdge: null, employee: null, userErrors: [personNotFound()] };
    const result = await attempt(() =>
      ctx.rest.post('/api/activity/addNote', { relatedObject: 'employee', relatedObjectId: id, note: input.note }),
    );
    const employee = await freshEmployee(ctx, id);
    if (!result.ok) return { activityEdge: null, employee, userErrors: result.userErrors };
    // The feed is newest first: the new note is its first edge.
    return { activityEdge: { cursor: offsetToCursor(0), node: result.value.item }, employee, userErrors: [] };
  },

  async deleteOneDayContract(_, { input }, ctx) {
    if (!isIsoDate(input.contractStartDate)) {
      const id = personId(input.employeeId);
      return {
        employee: id === null ? null : await ctx.loaders.employee.load(id),
        userErrors: [
          userError('INVALID_DATE', 'contractStartDate must be a date as YYYY-MM-DD.', ['contractStartDate']),
        ],
      };
    }
    // part 1 §7 sends contract_start_date as DD/MM/YYYY.
    return employeeChange(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/contracts/deleteOneDayContract', {
        employee_id: id,
        contract_start_date: formatDate(input.contractStartDate),
      }),
    );
  },

  // Part 1 §4: the REST API picks the default address and decides every refusal (FIELD_IS_REQUIRED, INVALID_EMAIL,
  // MESSAGE_TOO_LONG, ONBOARDING_FINISHED, FORBIDDEN); absent fields are left out of the body.
  inviteToSelfService: (_, { input }, ctx) =>
    employeeChange(ctx, input.employeeId, (id) =>
      ctx.rest.post('/api/selfservice/invite', {
        employee_id: id,
        optional_message: input.optionalMessage ?? undefined,
      }),
    ),

  unlinkPerson: (_, { input }, ctx) => linkChange(ctx, input.employeeId, 'unlink'),
  relinkPerson: (_, { input }, ctx) => linkChange(ctx, input.employeeId, 'relink'),
  syncPerson: (_, { input }, ctx) => linkChange(ctx, input.employeeId, 'sync'),
};
