import DataLoader from 'dataloader';
import type { EmployeeDetailModel } from '../core/models';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, batchLoader, orNull, perIdLoader } from '../core/batch';

export function employeeLoaders(client: RestClient) {
  return {
    employee: batchLoader(client, '/api/employees/batch'),
    employeeDetail: perIdLoader((id) => client.get('/api/employees/{id}', { id })),
    /** The detail's roles, reporting lines, team and department (part 1 §3) of a page of people in one call. */
    employeeDetailParts: batchLoader(client, '/api/employees/detail/batch'),
    /**
     * Key `${id}:${embed}`: the detail with what the profile reads beside it (REST `?embed=`, comma-separated),
     * each piece as its own route answers it; the profile's root resolver asks it and primes the pieces' loaders.
     */
    employeeDetailEmbedding: new DataLoader<string, EmployeeDetailModel | null>(
      (keys) =>
        Promise.all(
          keys.map((key) => {
            const [id, embed] = key.split(':');
            return orNull(client.get('/api/employees/{id}', { id: Number(id), embed }));
          }),
        ),
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
  };
}
