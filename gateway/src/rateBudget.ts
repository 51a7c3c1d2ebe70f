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
  /** Takes `cost` from the caller's budget, or refuses (and takes nothing) when less is left; `counter` is what it left. */
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

export function rateBudget(store: CounterStore, perMinute = DEFAULT_RATE_PER_MINUTE): RateBudget {
  const status = ({ value, ttl }: { value: number; ttl: number }): ThrottleStatus => ({
    maximumAvailable: perMinute,
    currentlyAvailable: Math.max(0, perMinute - value),
    resetInSeconds: ttl,
  });
  return {
    perMinute,
    async charge(caller, cost) {
      const key = counterKey(caller);
      const counter = await store.add(key, cost, WINDOW_SECONDS);
      if (counter.value <= perMinute || cost === 0) return { ok: true, status: status(counter), counter };
      const restored = await store.add(key, -cost, WINDOW_SECONDS);
      return { ok: false, status: status(restored), counter: restored };
    },
    async settle(caller, delta) {
      return status(await store.add(counterKey(caller), delta, WINDOW_SECONDS));
    },
    settleInBackground(caller, delta, charged) {
      // After the answer is written (setImmediate runs once the promise chain that sends it has), so even the write to
      // Redis is not in its way. The store falls back to this process's counters when Redis fails.
      setImmediate(() => store.add(counterKey(caller), delta, WINDOW_SECONDS).catch(() => undefined));
      return status({ value: charged.value + delta, ttl: charged.ttl });
    },
  };
}
