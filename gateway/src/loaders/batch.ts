import DataLoader from 'dataloader';
import { RestFailure, type RestClient } from '../restClient';

/** The REST API's batch reads take at most this many ids (rest/src/routes/schemas.ts MAX_BATCH). */
export const MAX_BATCH_SIZE = 100;

/** A loader over a `GET path?ids=1,2,3` batch read: one REST call per batch, null for ids it left out. */
export function batchLoader<T extends { id: number }>(client: RestClient, path: string) {
  return new DataLoader<number, T | null>(
    async (ids) => {
      const { data } = await client.get<{ data: T[] }>(path, { ids: ids.join(',') });
      const byId = new Map(data.map((item) => [item.id, item]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH_SIZE },
  );
}

/** A loader over a per-id read (`GET path/:id`), for resources with no batch read: 404 answers null. */
export function detailLoader<T>(client: RestClient, path: (id: number) => string) {
  return new DataLoader<number, T | null>(
    (ids) =>
      Promise.all(
        ids.map((id) =>
          client.get<T>(path(id)).catch((error: unknown) => {
            if (error instanceof RestFailure && error.status === 404) return null;
            throw error;
          }),
        ),
      ),
    { maxBatchSize: MAX_BATCH_SIZE },
  );
}

/** A GET whose 404 answers null (a missing person, or another company's, looks the same). */
export function getOrNull<T>(client: RestClient, path: string, query?: Record<string, string | number>): Promise<T | null> {
  return client.get<T>(path, query).catch((error: unknown) => {
    if (error instanceof RestFailure && error.status === 404) return null;
    throw error;
  });
}

/**
 * A loader over a per-id read with a query string (`GET path?employee_id=…`), for the profile sections the
 * REST API answers per person: one call per id, 404 answers null, other failures reach the field.
 */
export function perIdLoader<T>(client: RestClient, request: (id: number) => [path: string, query?: Record<string, string | number>]) {
  return new DataLoader<number, T | null>(
    (ids) => Promise.all(ids.map((id) => getOrNull<T>(client, ...request(id)))),
    { maxBatchSize: MAX_BATCH_SIZE },
  );
}

/**
 * Tells `observe` the size of every batch of every loader, by the loader's name in the context (`employee`,
 * `contracts`…): one place for the helpers above and the loaders built with `new DataLoader` alike.
 * DataLoader 2.2 has no hook on dispatch, so this wraps its batch function (`_batchLoadFn`, which it calls
 * per batch); `batch.test.ts` fails if a DataLoader update renames it.
 */
export function observeBatches(loaders: Record<string, unknown>, observe: (loader: string, size: number) => void) {
  for (const [name, loader] of Object.entries(loaders)) {
    if (!(loader instanceof DataLoader)) continue;
    const inner = loader as unknown as { _batchLoadFn: (keys: readonly unknown[]) => unknown };
    const batch = inner._batchLoadFn;
    inner._batchLoadFn = (keys) => {
      observe(name, keys.length);
      return batch(keys);
    };
  }
}
