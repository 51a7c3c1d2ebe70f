import type { EmployeeDetailModel, EmployeeModel } from '../models';
import type { RestClient } from '../restClient';
import { batchLoader, detailLoader } from './batch';

export function employeeLoaders(client: RestClient) {
  return {
    employee: batchLoader<EmployeeModel>(client, '/api/employees/batch'),
    employeeDetail: detailLoader<EmployeeDetailModel>(client, (id) => `/api/employees/${id}`),
  };
}
