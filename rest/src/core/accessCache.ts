// Every REST call looks up its session (sessions ⨝ users ⨝ user_groups) and the company flags before its
// own query; a profile page makes ~18 calls with the same token within milliseconds. Both are kept per token /
// company for at most ACCESS_CACHE_MS (2 s), and dropped the moment this process writes any table they are read
// from (users, sessions, user_groups, companies, payroll_integrations), inside a transaction or not: a sign-out, a
// revoked token or a changed permission is never served stale by the process that made the change.
// Several REST processes (replicas behind a load balancer): the writer tells the others through Redis
// (shareAccessWrites) and waits for Redis to have sent it before it answers, so the next request, whichever process
// takes it, sees the change; while Redis is away the others see it within ACCESS_CACHE_MS at most. Set
// ACCESS_CACHE_MS=0 to turn the cache off.
import type { Broadcast } from '@people/platform/broadcast';
import type { Db, Queryable, Transaction } from './db';

export const ACCESS_CACHE_MS = Number(process.env.ACCESS_CACHE_MS ?? 2000);

/** A write to a table the cached lookups read. */
const ACCESS_WRITE =
  /\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM|TRUNCATE(?:\s+TABLE)?)\s+(?:ONLY\s+)?(?:public\.)?(?:users|sessions|user_groups|companies|payroll_integrations)\b/i;

interface Entry {
  value: unknown;
  until: number;
}

/** The caches of each watched database; a database nobody watches is never cached (its writes would go unseen). */
const caches = new WeakMap<object, AccessCache>();

class AccessCache {
  readonly entries = new Map<string, Entry>();
  /** Counts the clears, so a value read across one is not kept. */
  generation = 0;
  /** The channels to the other processes on the same database (shareAccessWrites). */
  readonly peers = new Set<Broadcast>();
  clear() {
    this.entries.clear();
    this.generation += 1;
  }
  /** Clears here, and tells the other processes; resolves once Redis has sent it to them. */
  async clearEverywhere() {
    this.clear();
    await Promise.all([...this.peers].map((peers) => peers.publish(ACCESS_WRITTEN)));
  }
}

/** The message of a write to the access tables. */
const ACCESS_WRITTEN = 'access-written';

/**
 * Watches `db` (in place, so every holder of the object is seen, tests writing through it too): a write to an
 * access table clears its caches at once, and again when a transaction ends (a read between the write and the
 * commit could otherwise have cached the value the commit replaces).
 */
export function watchAccessWrites(db: Db): void {
  if (caches.has(db) || ACCESS_CACHE_MS <= 0) return;
  const cache = new AccessCache();
  caches.set(db, cache);
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = async (sql: string, params?: unknown[]) => {
    const writes = ACCESS_WRITE.test(sql);
    if (writes) cache.clear();
    try {
      return await query(sql, params);
    } finally {
      if (writes) await cache.clearEverywhere();
    }
  };
  db.transaction = async <T>(work: (tx: Transaction) => Promise<T>) => {
    let wrote = false;
    const written = (sql: string) => {
      if (ACCESS_WRITE.test(sql)) {
        wrote = true;
        cache.clear();
      }
    };
    try {
      return await transaction((tx) =>
        work({
          query: async (sql: string, params?: unknown[]) => {
            written(sql);
            return tx.query(sql, params);
          },
          exec: async (sql: string) => {
            written(sql);
            await tx.exec(sql);
          },
        }),
      );
    } finally {
      if (wrote) await cache.clearEverywhere();
    }
  };
}

/**
 * Tells the other REST processes of every write to the access tables of `db` through `peers`, and clears this
 * process's cache when they tell of theirs (or when Redis was away, as a message may have been missed). Answers the
 * function that stops it (the app's close).
 */
export function shareAccessWrites(db: Db, peers: Broadcast): () => void {
  const cache = caches.get(db);
  if (!cache) return () => undefined;
  cache.peers.add(peers);
  peers.subscribe(() => cache.clear());
  return () => cache.peers.delete(peers);
}

/** `load()` once per `key` for ACCESS_CACHE_MS (or until `until`, if sooner) on a watched database; else every time. */
export async function cachedAccess<T>(
  db: Queryable,
  key: string,
  load: () => Promise<{ value: T; until?: number }>,
): Promise<T> {
  const cache = caches.get(db);
  if (!cache) return (await load()).value;
  const now = Date.now();
  const hit = cache.entries.get(key);
  if (hit && hit.until > now) return hit.value as T;
  const generation = cache.generation;
  const { value, until } = await load();
  // A write seen while loading cleared the cache: what was read may be from before it, so it is not kept.
  if (cache.generation === generation)
    cache.entries.set(key, { value, until: Math.min(now + ACCESS_CACHE_MS, until ?? Infinity) });
  return value;
}
