import type { RestAnswer } from '../core/restApi';
import type { RestClient } from '../core/restClient';
import { batchLoader, pageLoader, perIdLoader } from '../core/batch';

type LicensePage = RestAnswer<'/api/software/licenses/employee/{employee_id}/list'>;

/**
 * Software products and licenses. The resolvers ask domain maySee('software') before they load, so a
 * hidden section costs no call; the REST API refuses it too.
 */
export function softwareLoaders(client: RestClient) {
  return {
    /** part 2 §7 licenses/employee/{employee_id}/list (the person page asks per_page 4 and shows 3, §9). */
    licensesPage: pageLoader<LicensePage>((employee_id, page, per_page) =>
      client.get('/api/software/licenses/employee/{employee_id}/list', { employee_id, page, per_page }),
    ),
    /** part 2 §7 products/{id}/custom-fields. */
    productCustomFields: perIdLoader((id) => client.get('/api/software/products/{id}/custom-fields', { id })),
    // node(id:): batch reads that leave out another company's ids and what the viewer may not see.
    licenseNode: batchLoader(client, '/api/software/licenses/batch'),
    productNode: batchLoader(client, '/api/software/products/batch'),
  };
}
