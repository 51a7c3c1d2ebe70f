import DataLoader from 'dataloader';
import type { RestAnswer } from '../core/restApi';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, batchLoader, orNull, perIdLoader } from '../core/batch';

type LicensePage = RestAnswer<'/api/software/licenses/employee/{employee_id}/list'>;
type ReviewPage = RestAnswer<'/api/stats/performance_evaluations/getPerformanceEvaluationsForPerson'>;

/** Key `${employeeId}:${page}:${perPage}`: one REST page of a person's list; null for a person the viewer cannot find. */
function pageLoader<T>(read: (employeeId: number, page: number, perPage: number) => Promise<T>) {
  return new DataLoader<string, T | null>(
    (keys) =>
      Promise.all(
        keys.map((key) => {
          const [employeeId, page, perPage] = key.split(':').map(Number);
          return orNull(read(employeeId, page, perPage));
        }),
      ),
    { maxBatchSize: MAX_BATCH_SIZE },
  );
}

/**
 * Software licenses and performance reviews (issue 19). The resolvers ask domain maySee('software') or
 * maySee('performanceReviews') before they load, so a hidden section costs no call; the REST API refuses it too.
 */
export function softwareReviewLoaders(client: RestClient) {
  return {
    /** part 2 §7 licenses/employee/{employee_id}/list (the person page asks per_page 4 and shows 3, §9). */
    licensesPage: pageLoader<LicensePage>((employee_id, page, per_page) => client.get('/api/software/licenses/employee/{employee_id}/list', { employee_id, page, per_page })),
    /** part 2 §7 getPerformanceEvaluationsForPerson (the person page asks page 0, per_page 3). */
    reviewsPage: pageLoader<ReviewPage>((employee_id, page, per_page) =>
      client.get('/api/stats/performance_evaluations/getPerformanceEvaluationsForPerson', { employee_id, page, per_page }),
    ),
    /** part 2 §7 products/{id}/custom-fields. */
    productCustomFields: perIdLoader((id) => client.get('/api/software/products/{id}/custom-fields', { id })),
    // node(id:): batch reads that leave out another company's ids and what the viewer may not see.
    licenseNode: batchLoader(client, '/api/software/licenses/batch'),
    productNode: batchLoader(client, '/api/software/products/batch'),
    reviewNode: batchLoader(client, '/api/performance_evaluations/batch'),
  };
}
