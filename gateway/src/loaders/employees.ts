import type { RestClient } from '../restClient';
import { batchLoader, perIdLoader } from './batch';

export function employeeLoaders(client: RestClient) {
  return {
    employee: batchLoader(client, '/api/employees/batch'),
    employeeDetail: perIdLoader((id) => client.get('/api/employees/{id}', { id })),
    /** The detail's current_role, future_role and role_history (part 1 §3) of a page of people in one call (issue 14). */
    employeeRoles: batchLoader(client, '/api/employees/roles/batch'),
    /** The detail's current_reports_to(_extra) (part 1 §3) of a page of people in one call (issue 14). */
    employeeReportsTo: batchLoader(client, '/api/employees/reports_to/batch'),
  };
}
