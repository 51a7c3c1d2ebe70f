// The people area's fields on Employee (part 1 §3 Employee): the directory card, and the detail's roles, reporting
// lines, team, department and custom fields, read by batch so a page of people costs one call for them.
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import type { EmployeeModel } from '../core/models';
import { flag } from '../core/flags';
import { globalId } from '../core/ids';
import { section } from '../core/permissions';

const detail = (employee: EmployeeModel, ctx: Context) => ctx.loaders.employeeDetail.load(employee.id);

/**
 * The roles, reporting lines, team and department of a page of people in one batch read; a profile's come
 * primed from its detail.
 */
const parts = (employee: EmployeeModel, ctx: Context) => ctx.loaders.employeeDetailParts.load(employee.id);

export const employeeCardFields: EmployeeResolvers = {
  id: (e) => globalId('Employee', e.id),
  internalId: (e) => e.id,
  firstName: (e) => e.first_name,
  lastName: (e) => e.last_name,
  deleted: (e) => flag(e.deleted),
  sensitiveProfile: (e) => flag(e.sensitive_profile),
  syncIntegration: (e) => flag(e.sync_integration),
  linkIntegrationId: (e) => e.link_integration_id,
  linkSourceAppInternalId: (e) => e.link_source_app_internal_id,
  linkSourceAppEmployeeNumber: (e) => e.link_source_app_employee_number,
  wagesSyncedViaIntegration: (e) => flag(e.wages_synced_via_integration),
  onboardingFinished: (e) => flag(e.onboarding_finished),
  joinDate: (e) => e.join_date,

  // A person the caller cannot find has no parts: their team and department still come by id.
  team: async (e, _, ctx) =>
    e.team_id === null ? null : ((await parts(e, ctx))?.team ?? ctx.loaders.team.load(e.team_id)),
  currentDepartment: async (e, _, ctx) =>
    e.department_id === null
      ? null
      : ((await parts(e, ctx))?.current_department ?? ctx.loaders.department.load(e.department_id)),
  currentReportsTo: async (e, _, ctx) =>
    e.reports_to_id === null ? null : ((await parts(e, ctx))?.current_reports_to ?? null),
  currentReportsToExtra: async (e, _, ctx) =>
    e.reports_to_extra_id === null ? null : ((await parts(e, ctx))?.current_reports_to_extra ?? null),

  async currentRole(e, _, ctx) {
    const answer = await parts(e, ctx);
    if (answer?.current_role) return { ...answer.current_role, future: false };
    if (answer?.future_role) return { ...answer.future_role, future: true };
    return null;
  },
  roleHistory: async (e, _, ctx) => (await parts(e, ctx))?.role_history ?? [],
  daysWithUs: async (e, _, ctx) => (await detail(e, ctx))?.days_with_us ?? null,
  // Part 1 §6: light group access hides the custom fields table; hidden is null with a FORBIDDEN error on
  // the path, not an empty list, so a partner tells "none" from "not allowed".
  customFields: (e, _, ctx) =>
    section(e.id, 'customFields', ctx, async () => (await detail(e, ctx))?.custom_fields ?? []),
};
