// Counters that expire, shared through Redis by every process of a tier (issue 13: the gateways' rate budget, the REST
// API's sign-in attempts; processes share nothing but the database, the REST API and Redis). When no Redis answers,
// an in-process store keeps the limits on, per process.
import { Redis } from 'ioredis';

export interface Counter {
  /** The counter after the change. */
  value: number;
  /** Seconds until the counter is forgotten. */
  ttl: number;
}

export interface CounterStore {
  /** Adds `by` (may be negative) to the counter at `key`; a new counter lives `ttlSeconds`. */
  add(key: string, by: number, ttlSeconds: number): Promise<Counter>;
  /** 'redis' while Redis answers, 'memory' otherwise. */
  readonly kind: 'redis' | 'memory';
  close(): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { value: number; expiresAt: number }>();
  let adds = 0;
  return {
    kind: 'memory',
    async add(key, by, ttlSeconds) {
      const time = now();
      // Forget expired counters now and then, so the map does not grow with every token ever seen.
      if (++adds % 1000 === 0) for (const [k, c] of counters) if (c.expiresAt <= time) counters.delete(k);
      let counter = counters.get(key);
      if (!counter || counter.expiresAt <= time) counters.set(key, (counter = { value: 0, expiresAt: time + ttlSeconds * 1000 }));
      counter.value += by;
      return { value: counter.value, ttl: Math.max(1, Math.ceil((counter.expiresAt - time) / 1000)) };
    },
    async close() {},
  };
}

// INCRBY and the first EXPIRE in one step, so two gateways never both start a window.
const ADD = `local v = redis.call('INCRBY', KEYS[1], ARGV[1])
local t = redis.call('TTL', KEYS[1])
if t < 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]); t = tonumber(ARGV[2]) end
return {v, t}`;

export interface CounterStoreOptions {
  /** `redis://host:port`; `off` (or empty) keeps the counters in this process. */
  url?: string;
  /** Put before every key: tests give each stack its own, so parallel test files never share counters. */
  prefix?: string;
  /** How long to wait for Redis at start before using the in-process store. */
  connectTimeoutMs?: number;
}

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Redis when it answers within `connectTimeoutMs`, with the in-process store for any call Redis cannot take
 * (not connected yet, gone): the limits never switch off, they only stop being shared while Redis is away.
 */
export async function createCounterStore(options: CounterStoreOptions = {}): Promise<CounterStore> {
  const memory = memoryCounterStore();
  const url = options.url ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  if (!url || url === 'off') return memory;
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: options.connectTimeoutMs ?? 500,
    keyPrefix: options.prefix ?? 'people:',
    retryStrategy: (times) => Math.min(times * 250, 5000),
  });
  // Without a listener ioredis prints every failed reconnection; the fallback is the answer to those.
  redis.on('error', () => {});
  // Sent as EVALSHA once Redis knows the script, not its whole text with every request (issue 14).
  redis.defineCommand('peopleAddCounter', { numberOfKeys: 1, lua: ADD });
  const addCounter = (redis as unknown as { peopleAddCounter(key: string, by: string, ttl: string): Promise<[number, number]> }).peopleAddCounter.bind(redis);
  let waited: NodeJS.Timeout | undefined;
  await Promise.race([redis.connect().catch(() => {}), new Promise((resolve) => (waited = setTimeout(resolve, options.connectTimeoutMs ?? 500)))]);
  clearTimeout(waited); // a connection made (or refused) sooner leaves no timer holding the process
  return {
    get kind() {
      return redis.status === 'ready' ? ('redis' as const) : ('memory' as const);
    },
    async add(key, by, ttlSeconds) {
      if (redis.status !== 'ready') return memory.add(key, by, ttlSeconds);
      try {
        const [value, ttl] = await addCounter(key, String(by), String(ttlSeconds));
        return { value: Number(value), ttl: Number(ttl) };
      } catch {
        return memory.add(key, by, ttlSeconds);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
