import type { ViewerResolvers } from '../__generated__/resolvers-types';
import { flag } from '../core/flags';
import { mayDo, verzuimAvailable } from '@people/domain/permissions';
import { hasFeature } from '@people/domain/companyFlags';
import { navigationAreas } from '@people/domain/navigation';
import { globalId } from '../core/ids';
import { companyContext } from '../core/permissions';

export const Viewer: ViewerResolvers = {
  id: ({ user }) => globalId('Viewer', user.id),
  internalId: ({ user }) => user.id,
  name: ({ user }) => user.name,
  email: ({ user }) => user.email,
  admin: ({ user }) => flag(user.admin),
  accessWages: ({ user }) => flag(user.access_wages),
  accessBudgets: ({ user }) => flag(user.access_budgets),
  accessPayrollProvider: ({ user }) => flag(user.access_payroll_provider),
  accessPerformanceReviews: ({ user }) => flag(user.access_performance_reviews),
  groupAccess: ({ user }) => user.group_access,
  language: ({ user }) => user.language,
  role: ({ user }) => user.role,
  support: ({ user }) => flag(user.support),
  employee: ({ user }, _, ctx) => (user.employee_id === null ? null : ctx.loaders.employee.load(user.employee_id)),
  company: ({ company }) => company,
  // The workflow actions outside one person, by domain/permissions.
  async workflowPermissions(_, __, ctx) {
    const context = await companyContext(ctx);
    if (!context) return { enabled: false, readTemplates: false, manageTemplates: false };
    return {
      enabled: hasFeature(context.company, 'enable_workflows'),
      readTemplates: mayDo('readWorkflowTemplates', context),
      manageTemplates: mayDo('manageWorkflowTemplates', context),
    };
  },
  // Adding a person, a company-level action.
  mayAddPeople: async (_, __, ctx) => {
    const context = await companyContext(ctx);
    return context !== null && mayDo('addPerson', context);
  },
  // The templates settings' delete and reassign, company-level actions.
  mayManageContractTemplates: async (_, __, ctx) => {
    const context = await companyContext(ctx);
    return context !== null && mayDo('manageContractTemplates', context);
  },
  // part 1 §6: the viewer's part of the verzuim section's rule, for the profile query's @include.
  async verzuimAvailable(_, __, ctx) {
    const context = await companyContext(ctx);
    return context !== null && verzuimAvailable(context);
  },
  // The navigation's count of leave requests the viewer may decide (REST answers 0 for who decides none).
  leaveRequestsToDecideCount: (_, __, ctx) => ctx.loaders.leaveRequestsToDecideCount.load(0),
  // The app frame shows these areas (domain/navigation), so it never links to a page that refuses.
  async navigation(_, __, ctx) {
    const context = await companyContext(ctx);
    return context ? navigationAreas(context) : [];
  },
};
