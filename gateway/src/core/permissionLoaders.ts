import type { PermissionContext } from '@people/domain/permissions';
import DataLoader from 'dataloader';
import type { RestClient } from './restClient';
import { MAX_BATCH_SIZE } from './batch';

/**
 * The domain PermissionContext of each person, built once by the REST API's permission module and read
 * once per person per request (one batch call for a whole page); null for a person the viewer cannot see.
 */
export function permissionLoaders(client: RestClient) {
  return {
    permissionContext: new DataLoader<number, PermissionContext | null>(
      async (ids) => {
        const { data } = await client.get('/api/employees/permissions/batch', { ids: ids.join(',') });
        // The document publishes feature names as strings; they are domain companyFlags' names, which the REST API
        // builds the context from.
        const byId = new Map(data.map((answer) => [answer.id, answer.context as PermissionContext]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
  };
}
