// The REST shapes each GraphQL type is resolved from (codegen mappers). Types only: the gateway talks to
// the REST API over HTTP, but the answer shapes are declared once, beside the REST routes.
import type { UserRow } from '@people/rest/auth';
import type { EmployeeRow } from '@people/rest/routes/employeeSql';
import type { employeeDetail } from '@people/rest/routes/detail';

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
