import { maySee, type PermissionContext, type ProfileSection } from '@people/domain/permissions';
import { GraphQLError } from 'graphql';
import type { Context } from './context';
import { AnswerError } from './answerError';

/** The viewer's PermissionContext for a person: once per person per request, through the batch loader. */
export function permissionContext(employeeId: number, ctx: Context): Promise<PermissionContext | null> {
  return ctx.loaders.permissionContext.load(employeeId);
}

export function forbiddenSection(section: ProfileSection): GraphQLError {
  return new AnswerError(`You may not see the ${section} of this person.`, {
    extensions: { code: 'FORBIDDEN', section },
  });
}

/**
 * A section the viewer may not see answers null with a FORBIDDEN error on its path, decided by the
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
export async function section<T>(
  employeeId: number,
  name: ProfileSection,
  ctx: Context,
  load: () => Promise<T | null>,
): Promise<T | null> {
  return (await mayLoadSection(employeeId, name, ctx)) ? load() : null;
}

/**
 * A section field's REST read: the section that gates it and its loader call for a person and the field's arguments.
 * The field's resolver reads through it (readSection), and the profile's look-ahead (lookahead.ts) starts the very
 * same loader call at once, beside the detail and before the permission context is known, so both meet in the
 * loader's cache; the field still reads the answer only once the permission context allows it.
 */
export interface SectionRead<A, T> {
  section: ProfileSection;
  load(employeeId: number, args: A, ctx: Context): Promise<T>;
}

export const sectionRead = <A, T>(
  name: ProfileSection,
  load: (employeeId: number, args: A, ctx: Context) => Promise<T>,
): SectionRead<A, T> => ({
  section: name,
  load,
});

/** The read of a section field, gated as section() gates it. */
export function readSection<A, T>(
  read: SectionRead<A, T>,
  employeeId: number,
  args: A,
  ctx: Context,
): Promise<T | null> {
  return section(employeeId, read.section, ctx, () => read.load(employeeId, args, ctx));
}

/**
 * The viewer's PermissionContext without a person (workflow templates; budget defaults and the commute audit
 * log),
 * from the signed-in user's flags and the company's features and integrations' features, as the REST API builds it
 * (rest/src/core/permissionContext.ts viewerFlags, companyFlags). Null without a viewer.
 */
export async function companyContext(ctx: Context): Promise<PermissionContext | null> {
  const answer = await ctx.loaders.viewer();
  if (!answer) return null;
  const { user, company } = answer;
  const on = (value: number) => value === 1;
  return {
    viewer: {
      admin: on(user.admin),
      accessWages: on(user.access_wages),
      accessBudgets: on(user.access_budgets),
      accessPayrollProvider: on(user.access_payroll_provider),
      accessPerformanceReviews: on(user.access_performance_reviews),
      groupAccess: user.group_access,
      role: user.role,
      support: on(user.support),
      impersonating: on(user.impersonating),
      readOnly: on(user.read_only),
      accessEmployeeDetails: on(user.access_employee_details),
      accessCalendar: on(user.access_calendar),
      exportExcel: on(user.export_excel),
      replanDaysOff: on(user.replan_days_off),
    },
    company: {
      features: company.features as PermissionContext['company']['features'],
      integrationFeatures: [
        ...new Set(company.integrations.flatMap((i) => i.features)),
      ].sort() as PermissionContext['company']['integrationFeatures'],
    },
  };
}

/** A section of the company (no person) the viewer may not see: a FORBIDDEN error, before any REST call. */
export async function requireCompanySection(name: ProfileSection, ctx: Context): Promise<boolean> {
  const context = await companyContext(ctx);
  if (!context) return false;
  if (!maySee(name, context)) throw forbiddenSection(name);
  return true;
}
