// Who a caller may find at all, as one SQL predicate every query about people shares (part 1 §4 sensitive
// profiles, part 1 §6 "a manager's access covers the groups they have"). People outside it are left out of lists and
// batch reads and answer 404 on their own routes, exactly like another company's or missing ids.
import type { UserRow } from './auth';

/** The groups the caller's access covers, or null for every group of the company: admins always cover every group. */
export function coveredGroups(user: UserRow): number[] | null {
  return user.admin === 1 ? null : user.group_ids;
}

/**
 * SQL: the person `alias` is in a group the caller covers. A person without a group is covered by everyone (there is
 * no group to be outside of). `groups` is the placeholder of coveredGroups(user).
 */
export const coveredSql = (alias: string, groups: string) =>
  `(${groups}::int[] IS NULL OR ${alias}.group_id IS NULL OR ${alias}.group_id = ANY(${groups}::int[]))`;

export interface VisibleParams {
  /** The caller's company id. */
  company: string;
  /** Whether the caller is an admin (sensitive profiles show). */
  admin: string;
  /** coveredGroups(user). */
  groups: string;
  /** The caller's own person (users.employee_id), or null. */
  self: string;
}

/**
 * SQL: the caller may find the person `alias`: of their company, and either their own person (everyone sees their own
 * profile) or not a sensitive profile unless admin ("invisible", part 1 §4) and in a group the caller covers.
 */
export const visibleSql = (alias: string, p: VisibleParams) =>
  `(${alias}.company_id = ${p.company} AND (${alias}.id = ${p.self}::int OR ((${alias}.sensitive_profile = 0 OR ${p.admin}::boolean) AND ${coveredSql(alias, p.groups)})))`;

/** The values of VisibleParams, in the order company, admin, groups, self. */
export const visibleValues = (user: UserRow): [number, boolean, number[] | null, number | null] => [
  user.company_id,
  user.admin === 1,
  coveredGroups(user),
  user.employee_id,
];
