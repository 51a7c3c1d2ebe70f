// The REST shapes each GraphQL type is resolved from (codegen mappers). Types only: the gateway talks to
// the REST API over HTTP, but the answer shapes are declared once, beside the REST routes.
import type { UserRow } from '@people/rest/auth';
import type { EmployeeRow } from '@people/rest/routes/employeeSql';
import type { employeeDetail } from '@people/rest/routes/detail';
import type { ActivityItemRow } from '@people/rest/routes/activitySql';
import type { AssetRow, VehicleRow } from '@people/rest/routes/assets';
import type { ContractRow, OneDayContractRow } from '@people/rest/routes/contracts';
import type { FileRow } from '@people/rest/routes/documents';
import type { ReportsToPersonRow } from '@people/rest/routes/employeeRelations';
import type { SeniorityRow } from '@people/rest/routes/seniority';
import type { TrainingParticipationRow } from '@people/rest/routes/trainings';
import type { ActivityEventInfo } from '@people/domain/activity';
import type { PermissionContext } from '@people/domain/permissions';
import type { PersonalDetailField } from '@people/domain/personalData';
import type { CostComponent, CustomBenefit } from '@people/domain/wage';
import type { EmployeeWagesAnswer, TerminationInfo, TotalCostAnswer, WageAnswer } from '@people/rest/routes/wageFacts';
import type { PayrollData, RecurringHolidayWeek, WeeklyScheduleWeek } from '@people/rest/routes/wageSql';
import type { CalendarDay as DomainCalendarDay, CalendarItem as DomainCalendarItem } from '@people/domain/calendar';
import type { UsageItem } from '@people/domain/daysOffUsageItem';
import type { calendarDaysOff, personalDayOff } from '@people/rest/routes/daysOffReads';
import type { CompanyDayOffRow, CorrectionRow, DayOffTypeRow, ExceptionRow, RulesetRow } from '@people/rest/routes/daysOffSql';

export type EmployeeModel = EmployeeRow;
export type EmployeeDetailModel = Awaited<ReturnType<typeof employeeDetail>>;
export type RoleModel = NonNullable<EmployeeDetailModel['current_role']> & { future?: boolean };
export type ReportsToModel = { person_id: number; person_name: string; group_id: number };
export type CustomFieldModel = EmployeeDetailModel['custom_fields'][number];
export interface TeamModel {
  id: number;
  name: string;
}
export interface DepartmentModel {
  id: number;
  description: string;
}
export interface IntegrationModel {
  id: number;
  source: string;
  title: string;
  short_title: string;
  image: string | null;
  features: string[];
}
export interface CompanyModel {
  id: number;
  name: string;
  country_code: string;
  features: string[];
  integrations: IntegrationModel[];
}
export type ViewerModel = UserRow;
export interface ViewerAnswer {
  user: UserRow;
  company: CompanyModel;
}

// ---- the person profile (issue 4) ----

/** GET /api/employees/permissions/batch: domain/permissions' context per person. */
export interface PermissionContextAnswer {
  id: number;
  context: PermissionContext;
}
export type DocumentModel = FileRow;
export type ContractModel = ContractRow;
export type OneDayContractModel = OneDayContractRow;
export type TrainingParticipationModel = TrainingParticipationRow;
export type AssetModel = AssetRow;
export type VehicleModel = VehicleRow;
export type ReportsToPersonModel = ReportsToPersonRow;
export type SeniorityModel = SeniorityRow;
export type ActivityItemModel = ActivityItemRow;
/** The dependents counts (part 1 §3) are numbers; every other personal detail is a string or null. */
type DependentField = Extract<PersonalDetailField, `dependent_${string}`>;
/**
 * GET /api/employees/personal_details/batch (issue 11): a person's personal information, each field of domain
 * PERSONAL_DETAIL_FIELDS by its spec name; people whose personal information the caller may not see are left out.
 */
export type PersonalDetailsModel = { id: number } & { [F in PersonalDetailField]: F extends DependentField ? number : string | null };
export type ActivityEventInfoModel = ActivityEventInfo;
export interface PincodeStatusAnswer {
  set: number;
  blocked: number;
  /** ISO timestamp of the latest invitation to self-service, or null. */
  invited_at: string | null;
}
export interface ActivityPageAnswer {
  items: ActivityItemRow[];
  relatedObjectData: { type: string; id: number; name: string; avatar: string | null };
}
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

// ---- wages (issue 5): the answers of rest/src/routes/wages.ts ----

/** GET /api/wages?employee_ids=: a person's wages with the current one, wage state, termination and pending contract. */
export type EmployeeWagesModel = EmployeeWagesAnswer;
/** A wage with its weekly schedule, average weekly minutes, state and total cost. */
export type WageModel = WageAnswer;
export type TotalCostModel = TotalCostAnswer;
export type TotalCostComponentModel = CostComponent;
/** part 1 §3 termination_info of a person with a termination (date set). */
export type TerminationModel = TerminationInfo;
export type WageWeeklyScheduleModel = WeeklyScheduleWeek;
/** GET /api/wages/recurring_holidays?wage_ids=: one week of the cycle. */
export type RecurringHolidayModel = RecurringHolidayWeek;
export interface RecurringHolidayDayModel {
  weekday: number;
  entries: RecurringHolidayWeek['recurring_holiday_0'];
}
export type RecurringHolidayEntryModel = RecurringHolidayWeek['recurring_holiday_0'][number];
export type CustomBenefitModel = CustomBenefit;
export type WagePayrollDataModel = PayrollData;

// ---- days off (issue 6): the answers of the days-off REST contract (part 1 §3, §7) ----

/** GET /api/days_off/personal_days_off (call 1): the person's holiday country, company and personal days off by date. */
export type PersonalDaysOffAnswer = Awaited<ReturnType<typeof calendarDaysOff>>;
export type CompanyDayOffEntry = PersonalDaysOffAnswer['company_days_off'][string][number];
export type PersonalDayOffRow = ReturnType<typeof personalDayOff>;
/** GET /api/weekly_schedule/{employee_id}?year= (call 2): minutes per date; a date without a wage is absent. */
export interface WeeklyScheduleAnswer {
  weekly_schedule: Record<string, number>;
  one_day_contracts: { date: string; contract_type: 'Flex' | 'Extra' | 'Student' }[];
}
/**
 * Part 1 §3 day-off usage item, every field with its spec name; 0/1 for booleans; plus transferred_available, the valid
 * transfer in the limit's unit that the balance and budget bar add to the maximum (part 1 §4).
 */
export type DayOffUsageItemRow = UsageItem;
export interface RulesetUsageRow {
  id: number;
  name: string;
  day_off_types: DayOffUsageItemRow[];
}
/** GET /api/days_off/budget_usage (call 3): part 1 §7 names default_types as the other key of the types outside rulesets. */
export interface BudgetUsageAnswer {
  budgets: { custom_types?: DayOffUsageItemRow[]; default_types?: DayOffUsageItemRow[]; rulesets: RulesetUsageRow[] };
}
export type { DayOffTypeRow } from '@people/rest/routes/daysOffSql';
export type DayOffRulesetRow = RulesetRow;
export interface DayOffTypesAnswer {
  data: DayOffTypeRow[];
  rulesets: DayOffRulesetRow[];
}
export interface MissingDayOffTypesAnswer {
  missing_types_count: number;
  missing_types: string[];
  existing_types_count: number;
}
export type DayOffTypeExceptionRow = ExceptionRow;
export type AccrualCorrectionRow = CorrectionRow;
export type CompanyHolidayRow = CompanyDayOffRow;

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
}
/** A calendar item as domain calendar builds it, with the REST entry it came from. */
export type CalendarItemModel = { item: DomainCalendarItem } & (
  | { company: CompanyDayOffEntry; personal?: undefined }
  | { personal: PersonalDayOffRow; company?: undefined }
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
