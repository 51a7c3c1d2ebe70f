// The REST shapes each GraphQL type is resolved from (codegen mappers). The gateway knows the REST API only by its
// published contract: the answer shapes are the named schemas of rest/openapi.json (restApi.ts), never rest/'s code.
import type { ActivityEventInfo } from '@people/domain/activity';
import type { DimonaOptions } from '@people/domain/dimona';
import type { DimonaEditDetails, dimonaEditFormState } from '@people/domain/dimonaEdit';
import type { PermissionContext } from '@people/domain/permissions';
import type { CalendarDay as DomainCalendarDay, CalendarItem as DomainCalendarItem } from '@people/domain/calendar';
import type { RestAnswer, RestSchemas } from './restApi';

type EmployeeRow = RestSchemas['Employee'];
type ActivityItemRow = RestSchemas['ActivityItem'];
type RecurringHolidayWeek = RestSchemas['RecurringHolidayWeek'];

export type EmployeeModel = EmployeeRow;
export type EmployeeDetailModel = RestSchemas['EmployeeDetail'];
export type RoleModel = NonNullable<EmployeeDetailModel['current_role']> & { future?: boolean };
export type ReportsToModel = RestSchemas['ReportsTo'];
export type CustomFieldModel = EmployeeDetailModel['custom_fields'][number];
/** /edit/customFields: a company field (GET /api/custom_fields) with the person's value, when set. */
export type CustomFieldValueModel = RestSchemas['CustomFieldDefinition'] & {
  value: string | null;
  value_name: string | null;
};
export type ManagerLineModel = RestSchemas['ManagerLine'];
export type ReminderModel = RestSchemas['Reminder'];
export type TeamModel = RestSchemas['Team'];
export type DepartmentModel = RestSchemas['Department'];
export type IntegrationModel = RestSchemas['Integration'];
export type CompanyModel = RestSchemas['Company'];
export type ViewerModel = RestSchemas['User'];
/** GET /api/auth/viewer: the signed-in user and their company. */
export type ViewerAnswer = RestAnswer<'/api/auth/viewer'>;

// ---- the person profile ----

/** GET /api/employees/permissions/batch: domain/permissions' context per person. */
export type PermissionContextAnswer = RestAnswer<'/api/employees/permissions/batch'>['data'][number];
export type DocumentModel = RestSchemas['File'];
export type ContractModel = RestSchemas['Contract'];
export type OneDayContractModel = RestSchemas['OneDayContract'];

// ---- Dimona ----
export type IntegrationDetailModel = RestSchemas['IntegrationDetail'];
export type FlexiJointCommitteeWithDatesModel = RestSchemas['FlexiJointCommitteeWithDates'];
export type DimonaStatusModel = RestSchemas['DimonaStatus'];
export type DimonaDeclarationModel = RestSchemas['DimonaDeclaration'];
export type ExtraShiftModel = RestSchemas['ExtraShift'];
/** domain dimonaEditFormState with how many extra shifts the edit may have. */
export type DimonaFormModel = ReturnType<typeof dimonaEditFormState> & { maxExtraShifts: number };
export type DimonaFormOptionsModel = DimonaOptions;
/** The form's fields past the §7 payload, in domain's shape (DimonaStatus.details). */
export type DimonaDetailsModel = DimonaEditDetails;
export type TrainingParticipationModel = RestSchemas['TrainingParticipation'];
export type AssetModel = RestSchemas['Asset'];
export type VehicleModel = RestSchemas['Vehicle'];
export type ReportsToPersonModel = RestSchemas['ReportsToPerson'];
export type SeniorityModel = RestSchemas['Seniority'];
export type ActivityItemModel = ActivityItemRow;
/**
 * GET /api/employees/personal_details/batch: a person's personal information, each field of domain
 * PERSONAL_DETAIL_FIELDS by its spec name; people whose personal information the caller may not see are left out.
 */
export type PersonalDetailsModel = RestSchemas['PersonalDetails'];
export type ActivityEventInfoModel = ActivityEventInfo;
/** set, blocked and invited_at (ISO timestamp of the latest invitation to self-service, or null). */
export type PincodeStatusAnswer = RestSchemas['PincodeStatus'];
export type ActivityPageAnswer = RestAnswer<'/api/activity/get'>;
export interface ParallelContractsModel {
  index: number;
  count: number;
  previous: EmployeeRow | null;
  next: EmployeeRow | null;
}
export interface ActivityItemEdgeModel {
  cursor: string;
  node: ActivityItemModel;
}

// ---- wages: the answers of the wage paths ----

/** GET /api/wages?employee_ids=: a person's wages with the current one, wage state, termination and pending contract. */
export type EmployeeWagesModel = RestSchemas['EmployeeWages'];
/** A wage with its weekly schedule, average weekly minutes, state and total cost. */
export type WageModel = RestSchemas['Wage'];
export type TotalCostModel = RestSchemas['TotalCost'];
export type TotalCostComponentModel = RestSchemas['TotalCostComponent'];
/** part 1 §3 termination_info of a person with a termination (date set). */
export type TerminationModel = RestSchemas['TerminationInfo'];
export type WageWeeklyScheduleModel = RestSchemas['WeeklyScheduleWeek'];
/** GET /api/wages/recurring_holidays?wage_ids=: one week of the cycle. */
export type RecurringHolidayModel = RecurringHolidayWeek;
export interface RecurringHolidayDayModel {
  weekday: number;
  entries: RecurringHolidayWeek['recurring_holiday_0'];
}
export type RecurringHolidayEntryModel = RecurringHolidayWeek['recurring_holiday_0'][number];
export type CustomBenefitModel = RestSchemas['CustomBenefit'];
export type WagePayrollDataModel = RestSchemas['PayrollData'];

// ---- days off: the answers of the days-off REST contract (part 1 §3, §7) ----

/** GET /api/days_off/personal_days_off (call 1): the person's holiday country, company and personal days off by date. */
export type PersonalDaysOffAnswer = RestSchemas['PersonalDaysOff'];
export type CompanyDayOffEntry = RestSchemas['CompanyDayOffEntry'];
export type PersonalDayOffRow = RestSchemas['PersonalDayOff'];
/** GET /api/weekly_schedule/{employee_id}?year= (call 2): minutes per date; a date without a wage is absent. */
export type WeeklyScheduleAnswer = RestSchemas['WeeklySchedule'];
/**
 * Part 1 §3 day-off usage item, every field with its spec name; 0/1 for booleans; plus transferred_available, the valid
 * transfer in the limit's unit that the balance and budget bar add to the maximum (part 1 §4).
 */
export type DayOffUsageItemRow = RestSchemas['DayOffUsageItem'];
export type RulesetUsageRow = RestSchemas['DayOffRulesetUsage'];
/** GET /api/days_off/budget_usage (call 3). */
export type BudgetUsageAnswer = RestSchemas['BudgetUsage'];
export type DayOffTypeRow = RestSchemas['DayOffType'];
export type DayOffRulesetRow = RestSchemas['DayOffRuleset'];
/** GET /api/days_off/day_off_types (call 4): the types of the year, and the rulesets when asked for. */
export type DayOffTypesAnswer = RestAnswer<'/api/days_off/day_off_types'>;
export type MissingDayOffTypesAnswer = RestAnswer<'/api/days_off/day_off_types/missing'>;
export type DayOffTypeExceptionRow = RestSchemas['DayOffTypeException'];
export type AccrualCorrectionRow = RestSchemas['AccrualCorrection'];
export type CompanyHolidayRow = RestSchemas['CompanyDayOff'];
/** A leave request as the REST API answers it (domain leaveRequests.ts). */
export type LeaveRequestRow = RestSchemas['LeaveRequest'];
export type LeaveRequestDayRow = LeaveRequestRow['days'][number];

// The GraphQL days-off types over those answers.
export interface DaysOffUsageModel {
  year: number;
  answer: BudgetUsageAnswer;
}
/** A usage item knows its year: the transfer expiry date counts from 1 January of it (part 1 §4). */
export type DayOffUsageItemModel = DayOffUsageItemRow & { year: number };
export type DayOffRulesetUsageModel = RulesetUsageRow & { year: number };
/** One person's calendar year: the answers of calls 1 and 2 and the viewer's permission context of the person. */
export interface EmployeeCalendarModel {
  employeeId: number;
  year: number;
  daysOff: PersonalDaysOffAnswer;
  schedule: WeeklyScheduleAnswer;
  context: PermissionContext;
  /** 1 to 12 when only that month's days are answered (Employee.calendarMonth). */
  month?: number;
}
/** A calendar item as domain calendar builds it, with the REST entry it came from. */
export type CalendarItemModel = { item: DomainCalendarItem } & (
  { company: CompanyDayOffEntry; personal?: undefined } | { personal: PersonalDayOffRow; company?: undefined }
);
export interface CalendarDayModel {
  day: DomainCalendarDay;
  items: CalendarItemModel[];
  contractType: string | null;
  today: string;
}
/**
 * A ruleset of the settings list comes with its types of the year (`types`, from the same list answer); one read by
 * node(id:) has none, and its dayOffTypes go through the type loader.
 */
export type DayOffRulesetModel = DayOffRulesetRow & { types?: DayOffTypeRow[] };
export interface DayOffTypeSettingsModel {
  year: number;
}

// ---- verzuim: part 1 §3 Verzuim as the verzuim calls answer it ----
export type VerzuimModel = RestSchemas['Verzuim'];
export type VerzuimDayModel = RestSchemas['VerzuimDay'];
export type PoortwachterMilestoneModel = RestSchemas['PoortwachterMilestone'];

// ---- the audit log ----

/** GET /api/audit_log: an entry (names of fields, never values). */
export type AuditEntryModel = RestSchemas['AuditEntry'];
export type AuditPageAnswer = RestAnswer<'/api/audit_log'>;

// ---- workflows: the named schemas of the workflow paths ----

export type WorkflowModel = RestSchemas['Workflow'];
export type WorkflowTaskModel = RestSchemas['WorkflowTask'];
export type WorkflowTemplateModel = RestSchemas['WorkflowTemplate'];
export type WorkflowTemplateItemModel = RestSchemas['WorkflowTemplateItem'];
export type WorkflowHashtagModel = RestSchemas['WorkflowHashtag'];
export type WorkflowAssigneeModel = RestSchemas['WorkflowAssignee'];
// ---- budgets and commutes ----

/** part 2 §3 Budget with its usage (the items' sum), EUR and over_maximum (part 1 §4). */
export type BudgetModel = RestSchemas['Budget'];
export type BudgetItemModel = RestSchemas['BudgetItem'];
export type BudgetDefaultModel = RestSchemas['BudgetDefault'];
export type CommuteModel = RestSchemas['Commute'];
/** GET /api/commutes/employees: a person's commute in force, history and whether the latest is variable. */
export type EmployeeCommutesModel = RestSchemas['EmployeeCommutes'];
export type VariableCommuteModel = RestSchemas['VariableCommute'];
export type CommuteAuditEntryModel = RestSchemas['CommuteAuditEntry'];
export type CommuteAuditStateModel = RestSchemas['CommuteAuditState'];
export type CommuteAuditPageAnswer = RestSchemas['CommuteAuditPage'];
// ---- software licenses and performance reviews ----

export type SoftwareProductModel = RestSchemas['SoftwareProduct'];
export type SoftwareProductCustomFieldModel = RestSchemas['SoftwareProductCustomField'];
export type CompanySuggestionModel = RestSchemas['CompanySuggestion'];
export type LicenseModel = RestSchemas['SoftwareLicense'];
export type ReviewModel = RestSchemas['PerformanceEvaluation'];
export type ReviewTypeModel = RestSchemas['PerformanceEvaluationType'];
export type ReviewReportModel = RestSchemas['ReviewReport'];

// ---- contracts: part 2 §3 as the contract calls answer them ----
export type ContractTemplateModel = RestSchemas['ContractTemplate'];
export type PublicContractTemplateModel = RestSchemas['PublicContractTemplate'];
/** A required signer of a contract, derived from the contract (domain contracts). */
export interface ContractSignerModel {
  role: 'first' | 'second' | 'employee';
  userInternalId: number | null;
  name: string | null;
  signed: boolean;
  signedAt: string | null;
  viewerMaySign: boolean;
}
