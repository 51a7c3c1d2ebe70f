import type { RestClient } from '../restClient';
import { batchLoader, perIdLoader } from './batch';

export function employeeLoaders(client: RestClient) {
  return {
    employee: batchLoader(client, '/api/employees/batch'),
    employeeDetail: perIdLoader((id) => client.get('/api/employees/{id}', { id })),
    /** The detail's roles, reporting lines, team and department (part 1 §3) of a page of people in one call (issue 14). */
    employeeDetailParts: batchLoader(client, '/api/employees/detail/batch'),
  };
}
