import type { CompanyModel, EmployeeModel, ViewerAnswer } from '../core/models';

export function employeeRow(id: number, overrides: Partial<EmployeeModel> = {}): EmployeeModel {
  return {
    id,
    name: `Person ${id}`,
    first_name: 'Person',
    last_name: String(id),
    avatar: null,
    deleted: 0,
    sensitive_profile: 0,
    sync_integration: 0,
    link_integration_id: null,
    link_source_app_internal_id: null,
    link_source_app_employee_number: null,
    unlinked_integration_id: null,
    wages_synced_via_integration: 0,
    onboarding_finished: 1,
    phone: null,
    email: null,
    team_id: null,
    department_id: null,
    group_id: null,
    join_date: null,
    join_date_source: 'manual',
    reports_to_id: null,
    reports_to_extra_id: null,
    version: 1,
    ...overrides,
  };
}

const company: CompanyModel = { id: 1, name: 'Demo Belgium', country_code: 'BE', features: [], integrations: [] };

export const viewerAnswer: ViewerAnswer = {
  user: {
    id: 1,
    company_id: 1,
    employee_id: null,
    email: 'admin@demo.be',
    name: 'Anna Admin',
    admin: 1,
    access_wages: 1,
    access_budgets: 1,
    access_payroll_provider: 1,
    access_performance_reviews: 1,
    group_access: 'full',
    language: 'en',
    role: 'all',
    support: 0,
    access_employee_details: 1,
    access_calendar: 1,
    export_excel: 1,
    replan_days_off: 1,
    read_only: 0,
    impersonating: 0,
    group_ids: null,
  },
  company,
};
