import { COLLAPSED_COUNTS } from '@people/domain/profile';
import DataLoader from 'dataloader';
import type { ActivityPageAnswer } from '../core/models';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, batchLoader, orNull, perIdLoader } from '../core/batch';

/**
 * The profile sections, one REST read per person each. Resolvers ask domain maySee before they
 * load, so a section the viewer may not see costs no call; the REST API refuses it too.
 */
export function profileLoaders(client: RestClient) {
  return {
    documents: perIdLoader((id) => client.get('/api/files/list', { relatedObject: 'employee', relatedObjectId: id })),
    /** A car's and an asset's documents (part 1 §2 /{relatedObject}/{relatedObjectId}/documents), one page each. */
    vehicleDocuments: perIdLoader((id) => client.get('/api/files/list', { relatedObject: 'car', relatedObjectId: id })),
    assetDocuments: perIdLoader((id) => client.get('/api/files/list', { relatedObject: 'asset', relatedObjectId: id })),
    contracts: perIdLoader((id) => client.get('/api/contracts/list', { employee_id: id })),
    oneDayContracts: perIdLoader((id) => client.get('/api/contracts/oneDayContracts', { employee_id: id })),
    // part 1 §9: the box fetches 4 and shows 3.
    trainings: perIdLoader((id) =>
      client.get('/api/trainings/participations', { employee_id: id, per_page: COLLAPSED_COUNTS.trainings.fetched }),
    ),
    assets: perIdLoader((id) => client.get('/api/assets/list', { employee_id: id })),
    vehicles: perIdLoader((id) => client.get('/api/employees/{id}/cars', { id })),
    reportsTo: perIdLoader((id) => client.get('/api/employees/{id}/reports_to', { id })),
    seniority: perIdLoader((id) => client.get('/api/seniority_dates/{employee_id}', { employee_id: id })),
    parallelIds: perIdLoader((id) => client.get('/api/employees/{id}/parallel_employee_ids', { id })),
    pincodeStatus: perIdLoader((id) =>
      client.get('/api/selfservice_pincodes/{employee_id}/status', { employee_id: id }),
    ),
    // node(id:) of the profile's objects: batch reads that leave out another company's ids and hidden sections.
    documentNode: batchLoader(client, '/api/files/batch'),
    contractNode: batchLoader(client, '/api/contracts/batch'),
    assetNode: batchLoader(client, '/api/assets/batch'),
    vehicleNode: batchLoader(client, '/api/vehicles/batch'),
    activityItemNode: batchLoader(client, '/api/activity/batch'),
    /** Key `${employeeId}:${page}`: one REST page (0-based) of 50 activity items (part 1 §9). */
    activityPage: new DataLoader<string, ActivityPageAnswer | null>(
      (keys) =>
        Promise.all(
          keys.map((key) => {
            const [id, page] = key.split(':').map(Number);
            return orNull(client.get('/api/activity/get', { relatedObject: 'employee', relatedObjectId: id, page }));
          }),
        ),
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
  };
}
