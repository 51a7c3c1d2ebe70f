import type { RestClient } from '../core/restClient';
import { batchLoader } from '../core/batch';

/**
 * Personal information (domain personalData): GET /api/employees/personal_details/batch?ids=, one call for a
 * whole page; null for a person the REST API left out. The resolvers ask domain maySee('personalInformation') first,
 * so a person whose personal information the viewer may not see costs no call.
 */
export function personalDetailsLoaders(client: RestClient) {
  return { personalDetails: batchLoader(client, '/api/employees/personal_details/batch') };
}
