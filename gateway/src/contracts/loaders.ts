import DataLoader from 'dataloader';
import type { RestAnswer } from '../core/restApi';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE } from '../core/batch';

type ShortcodeList = RestAnswer<'/api/contracts/shortcodes/batch'>['data'][number]['shortcodes'];

/**
 * Contracts (part 2 §7 Contracts). A person's contracts come with the profile's `contracts` loader
 * (GET /api/contracts/list) and contracts by id with `contractNode` (GET /api/contracts/batch?ids=). Templates and the
 * public library are the company's settings: each is read at most once per request and looked up by id from there.
 */
export function contractLoaders(client: RestClient) {
  let templates: Promise<RestAnswer<'/api/contract_template/list'>> | null = null;
  let library: Promise<RestAnswer<'/api/contract_template/public_library/list'>> | null = null;
  return {
    /** GET /api/contract_template/list: the company's templates by name. */
    contractTemplates: () => (templates ??= client.get('/api/contract_template/list')),
    /** GET /api/contract_template/public_library/list: the whole public library (4 templates). */
    publicContractTemplates: () => (library ??= client.get('/api/contract_template/public_library/list')),
    /**
     * GET /api/contracts/shortcodes/batch?ids=: each contract's shortcodes with their values (part 2 §3 Custom
     * shortcode); a list of contracts costs one call. A contract the viewer may not see answers null.
     */
    contractShortcodes: new DataLoader<number, ShortcodeList | null>(
      async (ids) => {
        const { data } = await client.get('/api/contracts/shortcodes/batch', { ids: ids.join(',') });
        const byId = new Map(data.map((row) => [row.contract_id, row.shortcodes]));
        return ids.map((id) => byId.get(id) ?? null);
      },
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
    /** After a template change the list is read afresh. */
    clearContractTemplates: () => {
      templates = null;
    },
  };
}
