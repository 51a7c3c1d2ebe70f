import type { CompanyFlags } from '@people/domain/companyFlags';
import { maySee, type PermissionContext, type ProfileSection, type ViewerFlags } from '@people/domain/permissions';
import { GraphQLError } from 'graphql';
import type { Context } from './context';

/** The viewer's PermissionContext for a person: once per person per request, through the batch loader. */
export function permissionContext(employeeId: number, ctx: Context): Promise<PermissionContext | null> {
  return ctx.loaders.permissionContext.load(employeeId);
}

export function forbiddenSection(section: ProfileSection): GraphQLError {
  return new GraphQLError(`You may not see the ${section} of this person.`, { extensions: { code: 'FORBIDDEN', section } });
}

/**
 * Issue 4: a section the viewer may not see answers null with a FORBIDDEN error on its path, decided by the
 * same domain maySee rule as the page, and the rest of the query still answers. Returns false for a person the
 * viewer cannot see at all (the field is then null without an error, like the person).
 */
export async function mayLoadSection(employeeId: number, section: ProfileSection, ctx: Context): Promise<boolean> {
  const context = await permissionContext(employeeId, ctx);
  if (!context) return false;
  if (!maySee(section, context)) throw forbiddenSection(section);
  return true;
}

/** Runs `load` only when the section may be seen; null for a person the viewer cannot see. */
export async function section<T>(employeeId: number, name: ProfileSection, ctx: Context, load: () => Promise<T | null>): Promise<T | null> {
  return (await mayLoadSection(employeeId, name, ctx)) ? load() : null;
}

/**
 * The viewer's context without a person (company settings: workflow templates, issue 17), from the signed-in user and
 * company as the REST API publishes them; null without a viewer. The flags are the user's 0/1 flags (part 1 §3).
 */
export async function viewerContext(ctx: Context): Promise<PermissionContext | null> {
  const answer = await ctx.loaders.viewer();
  if (!answer) return null;
  const { user, company } = answer;
  const viewer: ViewerFlags = {
    admin: user.admin === 1,
    accessWages: user.access_wages === 1,
    accessBudgets: user.access_budgets === 1,
    accessPayrollProvider: user.access_payroll_provider === 1,
    accessPerformanceReviews: user.access_performance_reviews === 1,
    groupAccess: user.group_access,
    role: user.role,
    support: user.support === 1,
    impersonating: user.impersonating === 1,
    readOnly: user.read_only === 1,
    accessEmployeeDetails: user.access_employee_details === 1,
    accessCalendar: user.access_calendar === 1,
    exportExcel: user.export_excel === 1,
    replanDaysOff: user.replan_days_off === 1,
  };
  const features = company.features as CompanyFlags['features'];
  const integrationFeatures = [...new Set(company.integrations.flatMap((i) => i.features))] as CompanyFlags['integrationFeatures'];
  return { viewer, company: { features, integrationFeatures } };
}
