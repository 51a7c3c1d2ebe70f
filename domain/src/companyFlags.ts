// The company's feature flags and its integrations' features (part 1 §6, part 2 §6): what a company has
// switched on, below every rule that reads it (permissions, wage, Dimona, the calendar).

export type CompanyFeature =
  // part 1 §6
  | 'disable_total_monthly_cost_estimations'
  | 'wages_bonus_field'
  | 'disable_days_off'
  | 'disable_assets'
  | 'disable_software'
  | 'enable_workflows'
  | 'enable_trainings'
  | 'enable_parallel_contracts'
  | 'disable_morning_afternoon_off'
  | 'enable_partial_replacement_company_holidays'
  | 'disable_days_off_education_type'
  | 'pin_days_off_sick_day_type'
  | 'pin_days_off_education_type'
  | 'enable_plan_days_off_with_priority_rules_core'
  // part 2 §6
  | 'enable_dimona_restricted_account'
  | 'enable_rsz_categories'
  | 'enable_sports_person_contracts'
  | 'enable_performance_evaluations'
  // part 2 §5 "forfait … with the feature" gives no name: we name it enable_dimona_forfait.
  | 'enable_dimona_forfait';

export type IntegrationFeature =
  | 'daysoff/verzuim'
  | 'companyholidays/import'
  | 'departments/manage-departments'
  | 'profile/seniority-date-master-data'
  | 'profile/report_seniority_date'
  | 'wage/terminate/employment-instead-of-contract'
  | 'dimona-edit/push'
  | 'person/sync'
  | 'wage/cannot-be-unlinked'
  | 'wage/push'
  | 'wage/push-transport'
  | 'profile/push'
  // part 1 §6 writes 'recurring-days/a{secret}': the suffix is not shown, so any suffix matches.
  | `recurring-days/${string}`;

export interface CompanyFlags {
  features: readonly CompanyFeature[];
  /** Union of the features of the company's active integrations. */
  integrationFeatures: readonly IntegrationFeature[];
}

export function hasFeature(company: CompanyFlags, feature: CompanyFeature): boolean {
  return company.features.includes(feature);
}

export function hasIntegrationFeature(company: CompanyFlags, feature: IntegrationFeature): boolean {
  return company.integrationFeatures.includes(feature);
}

/** part 1 §5: the non-working-day checkbox needs an integration supporting recurring days. */
export function supportsRecurringDays(company: CompanyFlags): boolean {
  return company.integrationFeatures.some((f) => f.startsWith('recurring-days/'));
}
