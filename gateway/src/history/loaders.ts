import DataLoader from 'dataloader';
import type { AuditPageAnswer } from '../core/models';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, orNull } from '../core/batch';

/** A page of a person's audit log: older than `beforeId` (null: the newest), `size` entries. */
export interface AuditPageKey {
  employeeId: number;
  beforeId: number | null;
  size: number;
}

/**
 * The audit log: GET /api/audit_log?employee_id=&before_id=&per_page=, admins only (the resolver asks
 * domain mayDo('historyLink') first, so a non-admin costs no call). Keyset pages by entry id: an entry recorded while
 * the viewer pages (their own reads are recorded too) never shifts the next page. Null for a person the REST API
 * does not find.
 */
export function auditLoaders(client: RestClient) {
  return {
    auditPage: new DataLoader<AuditPageKey, AuditPageAnswer | null, string>(
      (keys) =>
        Promise.all(
          keys.map(({ employeeId, beforeId, size }) =>
            orNull(
              client.get('/api/audit_log', {
                employee_id: employeeId,
                per_page: size,
                ...(beforeId ? { before_id: beforeId } : {}),
              }),
            ),
          ),
        ),
      { maxBatchSize: MAX_BATCH_SIZE, cacheKeyFn: (key) => `${key.employeeId}:${key.beforeId}:${key.size}` },
    ),
  };
}
