import type { RestClient } from '../restClient';
import { batchLoader, perIdLoader } from './batch';

export function employeeLoaders(client: RestClient) {
  return {
    employee: batchLoader(client, '/api/employees/batch'),
    employeeDetail: perIdLoader((id) => client.get('/api/employees/{id}', { id })),
  };
}
