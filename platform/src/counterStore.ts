// Counters that expire, shared through Redis by every process of a tier (the gateways' rate budget, the REST
// API's sign-in attempts; processes share nothing but the database, the REST API and Redis). When no Redis answers,
// an in-process store keeps the limits on, per process.
import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export interface Counter {
  /** The counter after the change. */
  value: number;
  /** Seconds until the counter is forgotten. */
  ttl: number;
}

/** One change of `addEach`: a number to add, or `clear` to forget the counter. */
export interface CounterChange {
  key: string;
  by: number | 'clear';
}

export interface CounterStore {
  /** Adds `by` (may be negative) to the counter at `key`; a new counter lives `ttlSeconds`. */
  add(key: string, by: number, ttlSeconds: number): Promise<Counter>;
  /**
   * Makes every change in one step, no other add in between (one Redis script): the counters after the changes, in
   * order. A counter never goes below zero here; a cleared one answers 0.
   */
  addEach(changes: CounterChange[], ttlSeconds: number): Promise<Counter[]>;
  /** 'redis' while Redis answers, 'memory' otherwise. */
  readonly kind: 'redis' | 'memory';
  close(): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { value: number; expiresAt: number }>();
  let adds = 0;
  const add = (key: string, by: number | 'clear', ttlSeconds: number, floor: number) => {
    const time = now();
    // Forget expired counters now and then, so the map does not grow with every token ever seen.
    if (++adds % 1000 === 0) for (const [k, c] of counters) if (c.expiresAt <= time) counters.delete(k);
    if (by === 'clear') {
      counters.delete(key);
      return { value: 0, ttl: ttlSeconds };
    }
    let counter = counters.get(key);
    if (!counter || counter.expiresAt <= time)
      counters.set(key, (counter = { value: 0, expiresAt: time + ttlSeconds * 1000 }));
    counter.value = Math.max(floor, counter.value + by);
    return { value: counter.value, ttl: Math.max(1, Math.ceil((counter.expiresAt - time) / 1000)) };
  };
  return {
    kind: 'memory',
    async add(key, by, ttlSeconds) {
      return add(key, by, ttlSeconds, -Infinity);
    },
    async addEach(changes, ttlSeconds) {
      return changes.map(({ key, by }) => add(key, by, ttlSeconds, 0));
    },
    async close() {},
  };
}

// INCRBY and the first EXPIRE in one step, so two gateways never both start a window.
const ADD = `local v = redis.call('INCRBY', KEYS[1], ARGV[1])
local t = redis.call('TTL', KEYS[1])
if t < 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]); t = tonumber(ARGV[2]) end
return {v, t}`;

// addEach: every key's change in one script, so concurrent callers each see a distinct count (a sign-in attempt is
// counted before its password is checked). ARGV: the ttl, then one change per key (a number, or 'clear').
const ADD_EACH = `local out = {}
for i, key in ipairs(KEYS) do
  local by = ARGV[i + 1]
  if by == 'clear' then
    redis.call('DEL', key)
    out[i] = {0, tonumber(ARGV[1])}
  else
    local v = redis.call('INCRBY', key, by)
    if v < 0 then v = redis.call('INCRBY', key, -v) end
    local t = redis.call('TTL', key)
    if t < 0 then redis.call('EXPIRE', key, ARGV[1]); t = tonumber(ARGV[1]) end
    out[i] = {v, t}
  end
end
return out`;

export interface CounterStoreOptions {
  /** `redis://host:port`; `off` (or empty) keeps the counters in this process. */
  url?: string;
  /**
   * Put before every key. The servers' entry points pass deploymentRedisPrefix; tests give each stack its own.
   * Without one, a store's keys are its own (a random prefix): nothing shares counters by accident.
   */
  prefix?: string;
  /** How long to wait for Redis at start before using the in-process store. */
  connectTimeoutMs?: number;
}

export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * The prefix of one deployment's keys, so deployments that share a Redis never share counters (failed sign-ins on
 * one must not refuse anyone on another): REDIS_PREFIX when set, else `people:` and a digest of what the process
 * serves — the REST API its database, the gateway its REST API. We choose a digest over one fixed default so that two
 * checkouts, or a test run beside `npm start`, stay apart without any setting; processes of one deployment serve the
 * same thing and so share their keys.
 */
export function deploymentRedisPrefix(serves: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.REDIS_PREFIX) return env.REDIS_PREFIX;
  return `people:${createHash('sha256').update(serves).digest('hex').slice(0, 12)}:`;
}

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
    keyPrefix: options.prefix ?? `store:${randomBytes(6).toString('hex')}:`,
    retryStrategy: (times) => Math.min(times * 250, 5000),
  });
  // Without a listener ioredis prints every failed reconnection; the fallback is the answer to those.
  redis.on('error', () => {});
  // Sent as EVALSHA once Redis knows the script, not its whole text with every request.
  redis.defineCommand('peopleAddCounter', { numberOfKeys: 1, lua: ADD });
  redis.defineCommand('peopleAddEach', { lua: ADD_EACH });
  const commands = redis as unknown as {
    peopleAddCounter(key: string, by: string, ttl: string): Promise<[number, number]>;
    peopleAddEach(keyCount: number, ...keysThenArgs: string[]): Promise<[number, number][]>;
  };
  const addCounter = commands.peopleAddCounter.bind(redis);
  const addEach = commands.peopleAddEach.bind(redis);
  let waited: NodeJS.Timeout | undefined;
  await Promise.race([
    redis.connect().catch(() => {}),
    new Promise((resolve) => (waited = setTimeout(resolve, options.connectTimeoutMs ?? 500))),
  ]);
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
    async addEach(changes, ttlSeconds) {
      if (redis.status !== 'ready' || changes.length === 0) return memory.addEach(changes, ttlSeconds);
      try {
        const answers = await addEach(
          changes.length,
          ...changes.map((c) => c.key),
          String(ttlSeconds),
          ...changes.map((c) => String(c.by)),
        );
        return answers.map(([value, ttl]) => ({ value: Number(value), ttl: Number(ttl) }));
      } catch {
        return memory.addEach(changes, ttlSeconds);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
