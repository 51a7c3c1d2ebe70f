// Issue 13: each token (each address without one) may spend a budget of REST calls per minute. A request is charged
// its requested cost before it runs and settled to its actual cost when it answers (as Shopify does), in a counter
// every gateway process shares through Redis.
import { createHash } from 'node:crypto';
import type { Counter, CounterStore } from '@people/platform/counterStore';

/** The default budget: far above what a person using the web app spends (README "Limits for partners"). */
export const DEFAULT_RATE_PER_MINUTE = 20_000;
const WINDOW_SECONDS = 60;

/** Reported in every answer's `extensions.cost.throttleStatus`. */
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  /** Seconds until the budget is full again. */
  resetInSeconds: number;
}

export interface RateBudget {
  /**
   * Takes `cost` from the caller's budget, or refuses (and takes nothing) when less is left; `counter` is what it left.
   * Far from the limit it answers from what this process last read, without waiting for Redis (chargeAtOnce).
   */
  charge(caller: string, cost: number): Promise<{ ok: boolean; status: ThrottleStatus; counter: Counter }>;
  /** Adds `delta` (actual − charged; negative gives back) once the request has run. */
  settle(caller: string, delta: number): Promise<ThrottleStatus>;
  /**
   * settle without holding the answer for a Redis round trip (issue 14): the counter is written once the answer has
   * gone out, and the status answered is the one `charged` saw moved by `delta`. Redis runs one connection's commands
   * in order, so the caller's next charge sees this one settled.
   */
  settleInBackground(caller: string, delta: number, charged: Counter): ThrottleStatus;
  readonly perMinute: number;
}

/** Tokens are not stored: their hash names the counter. */
const counterKey = (caller: string) => `rate:${createHash('sha256').update(caller).digest('base64url').slice(0, 24)}`;

/**
 * What this process last learnt of a caller's counter from Redis, and what it has sent since without waiting for the
 * answer. Redis answers one connection's commands in order, so an answer counts every add sent before it.
 */
interface LocalView {
  value: number;
  /** The counter's expiry (epoch ms), from the ttl Redis answered. */
  expiresAt: number;
  /** When Redis answered (epoch ms). */
  readAt: number;
  /** Sent without waiting and not answered yet. */
  pending: number;
}

/** How old a view may be for a charge to go on without waiting for Redis. */
const VIEW_FRESH_MS = 1_000;

export function rateBudget(store: CounterStore, perMinute = DEFAULT_RATE_PER_MINUTE, now: () => number = Date.now): RateBudget {
  const status = ({ value, ttl }: { value: number; ttl: number }): ThrottleStatus => ({
    maximumAvailable: perMinute,
    currentlyAvailable: Math.max(0, perMinute - value),
    resetInSeconds: ttl,
  });
  const views = new Map<string, LocalView>();
  let adds = 0;
  /** `by` added at `key`, the view kept up to date with Redis's answer; `background`: counted as pending meanwhile. */
  const add = async (key: string, by: number, background: boolean): Promise<Counter> => {
    // Forget callers whose window has passed now and then, so the map does not grow with every token ever seen.
    if (++adds % 1000 === 0) for (const [k, v] of views) if (v.expiresAt <= now()) views.delete(k);
    const sent = background ? views.get(key) : undefined;
    if (sent) sent.pending += by;
    const counter = await store.add(key, by, WINDOW_SECONDS);
    const time = now();
    const view = views.get(key);
    if (view) {
      if (view === sent) view.pending -= by;
      Object.assign(view, { value: counter.value, expiresAt: time + counter.ttl * 1000, readAt: time });
    } else {
      views.set(key, { value: counter.value, expiresAt: time + counter.ttl * 1000, readAt: time, pending: 0 });
    }
    return counter;
  };
  /**
   * Issue 14: a charge waited for a Redis round trip before any resolver ran (0.3–1 ms of every answer). A caller read
   * under a second ago with more than half its budget left after this charge goes on at once, and the charge reaches
   * Redis behind it. Only other processes spending half a minute's budget of the caller within that second could take
   * it past the budget. Near the limit, or without a fresh view, the charge waits for Redis and refuses what is not left.
   */
  const chargeAtOnce = (key: string, cost: number): Counter | null => {
    const view = views.get(key);
    const time = now();
    if (!view || time - view.readAt > VIEW_FRESH_MS || view.expiresAt <= time) return null;
    const after = view.value + view.pending + cost;
    if (after > perMinute / 2) return null;
    add(key, cost, true).catch(() => views.delete(key));
    return { value: after, ttl: Math.max(1, Math.ceil((view.expiresAt - time) / 1000)) };
  };
  return {
    perMinute,
    async charge(caller, cost) {
      const key = counterKey(caller);
      const atOnce = cost > 0 ? chargeAtOnce(key, cost) : null;
      if (atOnce) return { ok: true, status: status(atOnce), counter: atOnce };
      const counter = await add(key, cost, false);
      if (counter.value <= perMinute || cost === 0) return { ok: true, status: status(counter), counter };
      const restored = await add(key, -cost, false);
      return { ok: false, status: status(restored), counter: restored };
    },
    async settle(caller, delta) {
      return status(await add(counterKey(caller), delta, false));
    },
    settleInBackground(caller, delta, charged) {
      // After the answer is written (setImmediate runs once the promise chain that sends it has), so even the write to
      // Redis is not in its way. The store falls back to this process's counters when Redis fails.
      setImmediate(() => add(counterKey(caller), delta, true).catch(() => undefined));
      return status({ value: charged.value + delta, ttl: charged.ttl });
    },
  };
}
