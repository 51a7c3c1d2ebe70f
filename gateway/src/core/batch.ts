import DataLoader from 'dataloader';
import type { RestAnswer, RestGetPath } from './restApi';
import { RestFailure, type RestClient } from './restClient';

/** The REST API's batch reads take at most this many ids (rest/src/core/schemas.ts MAX_BATCH). */
export const MAX_BATCH_SIZE = 100;

/** The key of a per-person, per-year read (days off, verzuim, budgets usage). */
export const personYear = (employeeId: number, year: number) => `${employeeId}:${year}`;

/** The document's batch reads: `GET path?ids=1,2,3` answering `{ data: [{ id, … }] }`. */
export type BatchPath = {
  [P in RestGetPath]: RestAnswer<P> extends { data: { id: number }[] } ? P : never;
}[RestGetPath];
/** One row of a batch read's answer. */
export type BatchRow<P extends BatchPath> = RestAnswer<P> extends { data: (infer T)[] } ? T : never;

/** A GET of a path the document publishes, its parameters checked by the caller's path type. */
type LooseGet = (path: RestGetPath, params?: Record<string, string | number | undefined>) => Promise<unknown>;

/** A loader over a `GET path?ids=1,2,3` batch read: one REST call per batch, null for ids it left out. */
export function batchLoader<P extends BatchPath>(client: RestClient, path: P) {
  type T = BatchRow<P>;
  return new DataLoader<number, T | null>(
    async (ids) => {
      const { data } = (await (client.get as LooseGet)(path, { ids: ids.join(',') })) as {
        data: (T & { id: number })[];
      };
      const byId = new Map(data.map((item) => [item.id, item]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: MAX_BATCH_SIZE },
  );
}

/** The answer of a REST call, or null when the REST API answered 404 (a missing id, or another company's). */
export function orNull<T>(answer: Promise<T>): Promise<T | null> {
  return answer.catch((error: unknown) => {
    if (error instanceof RestFailure && error.status === 404) return null;
    throw error;
  });
}

/**
 * A loader over a per-id read (`GET path/:id`, or `GET path?employee_id=…` for the profile sections the REST API
 * answers per person): one call per id, 404 answers null, other failures reach the field.
 */
export function perIdLoader<T>(read: (id: number) => Promise<T>) {
  return new DataLoader<number, T | null>((ids) => Promise.all(ids.map((id) => orNull(read(id)))), {
    maxBatchSize: MAX_BATCH_SIZE,
  });
}

/**
 * A loader over one REST page of a person's list, keyed `${employeeId}:${page}:${perPage}`: one call per key, 404
 * (a person the viewer cannot find) answers null.
 */
export function pageLoader<T>(read: (employeeId: number, page: number, perPage: number) => Promise<T>) {
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
