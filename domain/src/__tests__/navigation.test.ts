import { navigationAreas } from '../navigation';
import type { PermissionContext } from '../permissions';

const viewer: PermissionContext['viewer'] = {
  admin: false,
  accessWages: false,
  accessBudgets: false,
  accessPayrollProvider: false,
  accessPerformanceReviews: false,
  groupAccess: 'full',
  role: 'default',
  support: false,
  impersonating: false,
  readOnly: false,
};
const company = (features: string[], integrationFeatures: string[] = []) =>
  ({ features, integrationFeatures }) as unknown as PermissionContext['company'];

describe('part 1 §2, part 2 §2 navigationAreas', () => {
  it.each([
    ['an employee without workflows has the directory only', viewer, [], [], ['people']],
    [
      'part 2 §6 enable_workflows gives my tasks and the templates',
      viewer,
      ['enable_workflows'],
      [],
      ['people', 'my_tasks', 'workflow_templates'],
    ],
    [
      'a light user gets my tasks but not the templates',
      { ...viewer, groupAccess: 'light' as const },
      ['enable_workflows'],
      [],
      ['people', 'my_tasks'],
    ],
    [
      'part 1 §6 admins set day-off types and holidays',
      { ...viewer, admin: true },
      [],
      [],
      ['people', 'contract_signatures', 'contract_templates', 'day_off_types', 'company_holidays'],
    ],
    [
      'A light admin has no contracts (part 1 §6)',
      { ...viewer, admin: true, groupAccess: 'light' as const },
      [],
      [],
      ['people', 'day_off_types', 'company_holidays'],
    ],
    [
      'disable_days_off hides the days-off settings',
      { ...viewer, admin: true },
      ['disable_days_off'],
      [],
      ['people', 'contract_signatures', 'contract_templates'],
    ],
    [
      'part 2 §7 the commute audit log with wage and payroll access and wage/push-transport',
      { ...viewer, accessWages: true, accessPayrollProvider: true },
      [],
      ['wage/push-transport'],
      ['people', 'contract_signatures', 'contract_templates', 'commute_audit_log'],
    ],
  ])('%s', (_, flags, features, integrationFeatures, expected) => {
    expect(navigationAreas({ viewer: flags, company: company(features, integrationFeatures) })).toEqual(expected);
  });
});
