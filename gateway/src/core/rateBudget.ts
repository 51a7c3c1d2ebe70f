// Each token (each address without one) may spend a budget of REST calls per minute. A request is charged
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
   * settle without holding the answer for a Redis round trip: the status answered is the one `charged` saw
   * moved by `delta`. The caller's next charge in this process counts it at once; Redis gets it within SEND_WITHIN_MS,
   * with the caller's other unsent adds, or with that next charge when it waits for Redis.
   */
  settleInBackground(caller: string, delta: number, charged: Counter): ThrottleStatus;
  /**
   * Sends what is unsent now, for every caller, and waits for the store: the gateway's close, so what this process
   * charged is not lost to the other gateways when it stops (a rolling restart).
   */
  flush(): Promise<void>;
  readonly perMinute: number;
}

/** Tokens are not stored: their hash names the counter. */
const hashedKey = (caller: string) => `rate:${createHash('sha256').update(caller).digest('base64url').slice(0, 24)}`;
/** The callers seen lately and their keys, so a caller's every request does not hash its token again. */
const KNOWN_CALLERS = 10_000;

/**
 * What this process last learnt of a caller's counter from Redis, and what it has added since: sent without waiting
 * for the answer, or not sent yet. Redis answers one connection's commands in order, so an answer counts every add
 * sent before it.
 */
interface LocalView {
  value: number;
  /** The counter's expiry (epoch ms), from the ttl Redis answered. */
  expiresAt: number;
  /** When Redis answered (epoch ms). */
  readAt: number;
  /** Sent without waiting and not answered yet. */
  pending: number;
  /** Added here and not sent yet: charges made at once and settles (sent within SEND_WITHIN_MS). */
  unsent: number;
}

/** How old a view may be for a charge to go on without waiting for Redis. */
const VIEW_FRESH_MS = 1_000;
/**
 * How long what this process adds to a caller's counter without waiting (charges made at once, settles) may stay
 * here before it goes to Redis: one command carries all of a caller's requests in that time, or rides on a charge
 * that waits for Redis.
 */
export const SEND_WITHIN_MS = 250;

export function rateBudget(
  store: CounterStore,
  perMinute = DEFAULT_RATE_PER_MINUTE,
  now: () => number = Date.now,
): RateBudget {
  const status = ({ value, ttl }: { value: number; ttl: number }): ThrottleStatus => ({
    maximumAvailable: perMinute,
    currentlyAvailable: Math.max(0, perMinute - value),
    resetInSeconds: ttl,
  });
  const views = new Map<string, LocalView>();
  const keys = new Map<string, string>();
  const counterKey = (caller: string) => {
    let key = keys.get(caller);
    if (key === undefined) {
      if (keys.size >= KNOWN_CALLERS) keys.clear();
      keys.set(caller, (key = hashedKey(caller)));
    }
    return key;
  };
  let adds = 0;
  /**
   * `by` and whatever the view holds unsent added at `key`, the view kept up to date with Redis's answer;
   * `background`: counted as pending meanwhile.
   */
  const add = async (key: string, by: number, background: boolean): Promise<Counter> => {
    // Forget callers whose window has passed now and then, so the map does not grow with every token ever seen.
    if (++adds % 1000 === 0) for (const [k, v] of views) if (v.expiresAt <= now()) views.delete(k);
    const sent = views.get(key);
    const carried = sent?.unsent ?? 0;
    // Counted as pending until Redis answers: what this add carries, and `by` too when nothing waits for the answer.
    const counted = background ? by + carried : carried;
    if (sent) {
      sent.unsent = 0;
      sent.pending += counted;
    }
    const counter = await store.add(key, by + carried, WINDOW_SECONDS);
    const time = now();
    const view = views.get(key);
    if (view) {
      if (view === sent) view.pending -= counted;
      Object.assign(view, { value: counter.value, expiresAt: time + counter.ttl * 1000, readAt: time });
    } else {
      views.set(key, {
        value: counter.value,
        expiresAt: time + counter.ttl * 1000,
        readAt: time,
        pending: 0,
        unsent: 0,
      });
    }
    return counter;
  };
  /** Sends what `key`'s view holds unsent within SEND_WITHIN_MS, unless a send is already on its way. */
  const queued = new Set<string>();
  const sendUnsent = (key: string) => {
    if (queued.has(key)) return;
    queued.add(key);
    setTimeout(() => {
      queued.delete(key);
      if (views.get(key)?.unsent) add(key, 0, true).catch(() => views.delete(key));
    }, SEND_WITHIN_MS).unref();
  };
  /**
   * A charge waited for a Redis round trip before any resolver ran (0.3–1 ms of every answer), and writing
   * a command cost the gateway 0.3–0.5 ms of CPU per request. A caller read under a second ago with more than half its
   * budget left after this charge goes on at once, and the charge reaches Redis within SEND_WITHIN_MS, with every
   * other one of the caller's in that time. Only other processes spending half a minute's budget of the caller within
   * that second and a quarter could take it past the budget. Near the limit, or without a fresh view, the charge waits
   * for Redis (carrying what is unsent) and refuses what is not left.
   */
  const chargeAtOnce = (key: string, cost: number): Counter | null => {
    const view = views.get(key);
    const time = now();
    if (!view || time - view.readAt > VIEW_FRESH_MS || view.expiresAt <= time) return null;
    const after = view.value + view.pending + view.unsent + cost;
    if (after > perMinute / 2) return null;
    view.unsent += cost;
    sendUnsent(key);
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
      // What an answer gives back (it cost less than it was charged, as a profile does) or spent beyond its
      // charge goes to Redis within SEND_WITHIN_MS, in the command that carries the caller's charges.
      const key = counterKey(caller);
      const view = views.get(key);
      if (view) {
        view.unsent += delta;
        sendUnsent(key);
      } else {
        // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the promise is handled inside
        setImmediate(() => add(key, delta, true).catch(() => undefined));
      }
      return status({ value: charged.value + delta, ttl: charged.ttl });
    },
    async flush() {
      const unsent = [...views].filter(([, view]) => view.unsent !== 0).map(([key]) => key);
      await Promise.all(unsent.map((key) => add(key, 0, true).catch(() => undefined)));
    },
  };
}
