import type { DepartmentModel, TeamModel } from '../models';
import type { RestClient } from '../restClient';
import { batchLoader } from './batch';

export function organisationLoaders(client: RestClient) {
  return {
    team: batchLoader<TeamModel>(client, '/api/teams/batch'),
    department: batchLoader<DepartmentModel>(client, '/api/departments/batch'),
  };
}
