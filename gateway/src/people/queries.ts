// The people directory: Query.employees' filter and order as the REST list's query string
// (GET /api/employees, rest/src/people/directory.ts), and the options the filters offer.
import type { EmployeeFilter, EmployeeOrder, QueryResolvers } from '../__generated__/resolvers-types';
import { fromGlobalId, globalId, type NodeType } from '../core/ids';
import { AnswerError } from '../core/answerError';

/** An id of the filter: the object's global id, or its internalId as the spec's routes and the web's addresses write it. */
function internalId(value: string | null | undefined, type: NodeType, field: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (/^[1-9][0-9]{0,8}$/.test(value)) return Number(value);
  const ref = fromGlobalId(value, type);
  if (!ref)
    throw new AnswerError(`filter.${field} is not the id of a ${type}`, {
      extensions: { code: 'BAD_USER_INPUT', field: ['filter', field] },
    });
  return ref.id;
}

/** The REST list's filter and sort parameters; absent ones are left out so the REST defaults apply. */
export function directoryQuery(filter: EmployeeFilter | null | undefined, orderBy: EmployeeOrder | null | undefined) {
  return {
    status: filter?.status ?? undefined,
    team_id: internalId(filter?.teamId, 'Team', 'teamId'),
    department_id: internalId(filter?.departmentId, 'Department', 'departmentId'),
    manager_id: internalId(filter?.managerId, 'Employee', 'managerId'),
    role: filter?.role || undefined,
    country: filter?.country || undefined,
    wage_type: filter?.wageType ?? undefined,
    sort: orderBy?.field ?? undefined,
    order: orderBy?.direction ?? undefined,
  };
}

export const queryDirectoryFields: Pick<QueryResolvers, 'peopleDirectoryFilters'> = {
  async peopleDirectoryFilters(_, __, ctx) {
    // Not primed into the team and department loaders: the list beside it would then cost one call less or not,
    // depending on which answer came first; a page's REST calls stay the same from one load to the next.
    const answer = await ctx.rest.get('/api/employees/directory_filters');
    return {
      teams: answer.teams,
      departments: answer.departments,
      managers: answer.managers.map((m) => ({ personId: globalId('Employee', m.id), internalId: m.id, name: m.name })),
      roles: answer.roles,
      countries: answer.countries,
      wageTypes: answer.wage_types,
    };
  },
};
