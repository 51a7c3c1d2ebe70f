import { COLLAPSED_COUNTS } from '@people/domain/profile';
import DataLoader from 'dataloader';
import type {
  ActivityItemModel,
  ActivityPageAnswer,
  AssetModel,
  ContractModel,
  DocumentModel,
  OneDayContractModel,
  PincodeStatusAnswer,
  ReportsToPersonModel,
  SeniorityModel,
  TrainingParticipationModel,
  VehicleModel,
} from '../models';
import type { RestClient } from '../restClient';
import { MAX_BATCH_SIZE, batchLoader, getOrNull, perIdLoader } from './batch';

type Data<T> = { data: T[] };

/**
 * The profile sections, one REST read per person each (issue 4). Resolvers ask domain maySee before they
 * load, so a section the viewer may not see costs no call; the REST API refuses it too.
 */
export function profileLoaders(client: RestClient) {
  return {
    documents: perIdLoader<Data<DocumentModel>>(client, (id) => ['/api/files/list', { relatedObject: 'employee', relatedObjectId: id }]),
    contracts: perIdLoader<Data<ContractModel>>(client, (id) => ['/api/contracts/list', { employee_id: id }]),
    oneDayContracts: perIdLoader<Data<OneDayContractModel>>(client, (id) => ['/api/contracts/oneDayContracts', { employee_id: id }]),
    // part 1 §9: the box fetches 4 and shows 3.
    trainings: perIdLoader<Data<TrainingParticipationModel>>(client, (id) => [
      '/api/trainings/participations',
      { employee_id: id, per_page: COLLAPSED_COUNTS.trainings.fetched },
    ]),
    assets: perIdLoader<Data<AssetModel>>(client, (id) => ['/api/assets/list', { employee_id: id }]),
    vehicles: perIdLoader<Data<VehicleModel>>(client, (id) => [`/api/employees/${id}/cars`]),
    reportsTo: perIdLoader<{ reports_to_person: ReportsToPersonModel[] }>(client, (id) => [`/api/employees/${id}/reports_to`]),
    seniority: perIdLoader<SeniorityModel>(client, (id) => [`/api/seniority_dates/${id}`]),
    parallelIds: perIdLoader<{ data: number[] }>(client, (id) => [`/api/employees/${id}/parallel_employee_ids`]),
    pincodeStatus: perIdLoader<PincodeStatusAnswer>(client, (id) => [`/api/selfservice_pincodes/${id}/status`]),
    // node(id:) of the profile's objects: batch reads that leave out another company's ids and hidden sections.
    documentNode: batchLoader<DocumentModel>(client, '/api/files/batch'),
    contractNode: batchLoader<ContractModel>(client, '/api/contracts/batch'),
    assetNode: batchLoader<AssetModel>(client, '/api/assets/batch'),
    vehicleNode: batchLoader<VehicleModel>(client, '/api/vehicles/batch'),
    activityItemNode: batchLoader<ActivityItemModel>(client, '/api/activity/batch'),
    /** Key `${employeeId}:${page}`: one REST page (0-based) of 50 activity items (part 1 §9). */
    activityPage: new DataLoader<string, ActivityPageAnswer | null>(
      (keys) =>
        Promise.all(
          keys.map((key) => {
            const [id, page] = key.split(':').map(Number);
            return getOrNull<ActivityPageAnswer>(client, '/api/activity/get', { relatedObject: 'employee', relatedObjectId: id, page });
          }),
        ),
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
  };
}
