import type { RestClient } from '../core/restClient';
import { batchLoader } from '../core/batch';

export function organisationLoaders(client: RestClient) {
  return {
    team: batchLoader(client, '/api/teams/batch'),
    department: batchLoader(client, '/api/departments/batch'),
  };
}
