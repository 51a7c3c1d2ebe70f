import type { RestAnswer } from '../core/restApi';
import type { RestClient } from '../core/restClient';
import { batchLoader, pageLoader } from '../core/batch';

type ReviewPage = RestAnswer<'/api/stats/performance_evaluations/getPerformanceEvaluationsForPerson'>;

/**
 * Performance reviews. The resolvers ask domain maySee('performanceReviews') before they load, so a hidden
 * section costs no call; the REST API refuses it too.
 */
export function reviewLoaders(client: RestClient) {
  return {
    /** part 2 §7 getPerformanceEvaluationsForPerson (the person page asks page 0, per_page 3). */
    reviewsPage: pageLoader<ReviewPage>((employee_id, page, per_page) =>
      client.get('/api/stats/performance_evaluations/getPerformanceEvaluationsForPerson', {
        employee_id,
        page,
        per_page,
      }),
    ),
    // node(id:): a batch read that leaves out another company's ids and what the viewer may not see.
    reviewNode: batchLoader(client, '/api/performance_evaluations/batch'),
  };
}
