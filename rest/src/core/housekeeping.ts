// What the REST process clears on its own: documents, budgets and reviews deleted past their restore days (domain
// retention) and Idempotency-Keys past their 24 h. We choose to run it at start-up and then once a day in every REST
// process rather than on each delete: a delete stays one quick write, and a row is purged even when nothing else is
// deleted for a month. Each step is a plain DELETE of rows no request can reach, so several processes running it at
// once (replicas) only share the work.
import type { Queryable } from './db';
import { purgeExpiredIdempotencyKeys } from './idempotency';
import { purgeDeleted } from './softDelete';

export const HOUSEKEEPING_EVERY_MS = 24 * 60 * 60 * 1000;

export async function runHousekeeping(db: Queryable) {
  const purged = await purgeDeleted(db);
  const idempotencyKeys = await purgeExpiredIdempotencyKeys(db);
  return { ...purged, idempotency_keys: idempotencyKeys };
}

/** Runs now and then daily; the timer does not keep the process alive. Answers the function that stops it. */
export function startHousekeeping(
  db: Queryable,
  log: (message: string) => void,
  everyMs = HOUSEKEEPING_EVERY_MS,
): () => void {
  const run = () =>
    runHousekeeping(db).then(
      (counts) => log(`rest: housekeeping purged ${JSON.stringify(counts)}`),
      (error: unknown) => log(`rest: housekeeping failed: ${(error as Error).message}`),
    );
  void run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
