import type { CompanyModel, EmployeeModel, ViewerAnswer } from '../models';

export function employeeRow(id: number, overrides: Partial<EmployeeModel> = {}): EmployeeModel {
  return {
    id, name: `Person ${id}`, first_name: 'Person', last_name: String(id), avatar: null, deleted: 0, sensitive_profile: 0,
    sync_integration: 0, link_integration_id: null, link_source_app_internal_id: null, link_source_app_employee_number: null,
    unlinked_integration_id: null, wages_synced_via_integration: 0, onboarding_finished: 1, dob: null, gender: null, civil_state: null, place_of_birth: null,
    countryOfBirth: null, nationality_country_code: null, social_security_nr: null, rijks_register_nummer: null,
    bank_account_iban: null, bank_account_bic: null, education_level: null, last_name_composition: null, phone: null,
    email: null, personal_email: null, emergency_contact_name: null, emergency_contact_relation: null,
    emergency_contact_phone: null, address_line_1: null, address_line_2: null, address_zipcode: null, address_city: null,
    address_country_code: null, partners_wage: null, dependent_children: 0, dependent_disabled_children: 0,
    dependent_adults_below_65: 0, dependent_disabled_adults_below_65: 0, dependent_adults_above_65: 0,
    dependent_disabled_adults_above_65: 0, dependent_adults_needing_care_above_65: 0, team_id: null, department_id: null,
    join_date: null, join_date_source: 'manual', reports_to_id: null, reports_to_extra_id: null,
    ...overrides,
  };
}

const company: CompanyModel = { id: 1, name: 'Demo Belgium', country_code: 'BE', features: [], integrations: [] };

export const viewerAnswer: ViewerAnswer = {
  user: {
    id: 1, company_id: 1, employee_id: null, email: 'admin@demo.be', name: 'Anna Admin', admin: 1, access_wages: 1,
    access_budgets: 1, access_payroll_provider: 1, access_performance_reviews: 1, group_access: 'full', language: 'en',
    role: 'all', support: 0, access_employee_details: 1, access_calendar: 1, export_excel: 1, replan_days_off: 1, read_only: 0,
    impersonating: 0,
  },
  company,
};
