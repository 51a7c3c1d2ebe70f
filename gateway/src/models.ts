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
