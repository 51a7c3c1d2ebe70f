import type { RestClient } from '../restClient';
import { batchLoader } from './batch';

export function organisationLoaders(client: RestClient) {
  return {
    team: batchLoader(client, '/api/teams/batch'),
    department: batchLoader(client, '/api/departments/batch'),
  };
}
