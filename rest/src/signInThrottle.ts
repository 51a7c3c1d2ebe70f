// Issue 13: failed sign-ins slow a guesser down, then refuse them for a while (TOO_MANY_ATTEMPTS). Counted per
// account from one address, per account from anywhere, and per address for any account, in Redis (shared by every
// REST process) or in process when Redis is away. On by default; tests that sign in a lot never fail a password.
import type { CounterStore } from '@people/platform/counterStore';
import { HttpError } from './errors';

export interface SignInThrottleConfig {
  /** Failures of one account from one address after which each attempt waits (delayMs, doubling, up to maxDelayMs). */
  slowAfter: number;
  delayMs: number;
  maxDelayMs: number;
  /** Failures after which attempts are refused until the window ends, counted three ways. */
  refuseAccountAddress: number;
  refuseAccount: number;
  refuseAddress: number;
  /** How long failures are remembered. */
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleConfig = {
  slowAfter: 3,
  delayMs: 250,
  maxDelayMs: 2000,
  refuseAccountAddress: 10,
  refuseAccount: 50,
  refuseAddress: 100,
  windowSeconds: 15 * 60,
};

export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

export function signInThrottle(store: CounterStore, config: SignInThrottleConfig = DEFAULT_SIGN_IN_THROTTLE) {
  const keys = (email: string, address: string) => {
    const account = email.trim().toLowerCase();
    return { accountAddress: `signin:aa:${account}:${address}`, account: `signin:a:${account}`, address: `signin:ip:${address}` };
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  return {
    config,
    /**
     * Before the password is checked: refuses (429 with retry-after) when a counter is full, and waits when this
     * account has failed from this address before.
     */
    async before(email: string, address: string): Promise<{ retryAfter: number } | null> {
      const k = keys(email, address);
      const [aa, a, ip] = await Promise.all([
        store.add(k.accountAddress, 0, config.windowSeconds),
        store.add(k.account, 0, config.windowSeconds),
        store.add(k.address, 0, config.windowSeconds),
      ]);
      const full = [
        [aa, config.refuseAccountAddress],
        [a, config.refuseAccount],
        [ip, config.refuseAddress],
      ].filter(([counter, max]) => (counter as { value: number }).value >= (max as number));
      if (full.length > 0) return { retryAfter: Math.max(...full.map(([counter]) => (counter as { ttl: number }).ttl)) };
      if (aa.value >= config.slowAfter) await sleep(Math.min(config.delayMs * 2 ** (aa.value - config.slowAfter), config.maxDelayMs));
      return null;
    },
    async failed(email: string, address: string) {
      const k = keys(email, address);
      await Promise.all([k.accountAddress, k.account, k.address].map((key) => store.add(key, 1, config.windowSeconds)));
    },
    /** A success forgets this address's failures for the account (the account-wide and address-wide counts stay). */
    async succeeded(email: string, address: string) {
      const key = keys(email, address).accountAddress;
      const { value } = await store.add(key, 0, config.windowSeconds);
      if (value > 0) await store.add(key, -value, config.windowSeconds);
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;

export const tooManyAttempts = (retryAfter: number) =>
  new HttpError(429, TOO_MANY_ATTEMPTS, `Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`);
