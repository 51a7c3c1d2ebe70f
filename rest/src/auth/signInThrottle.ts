// Failed sign-ins slow a guesser down, then refuse them for a while (TOO_MANY_ATTEMPTS), without letting anyone lock
// an account's owner out. Every attempt is counted before its password is checked, in one atomic step (Redis, shared
// by every REST process; in process when Redis is away): parallel guesses each see their own count, and those past
// the limit are refused without the password being checked. A success takes its attempt back.
import type { CounterStore } from '@people/platform/counterStore';
import { HttpError } from '../core/errors';

export interface SignInThrottleConfig {
  /** Failures of one account from one address after which each attempt waits (delayMs, doubling, up to maxDelayMs). */
  slowAfter: number;
  /** Failures from one address (any account) after which each of its attempts waits, the same way. */
  slowAddressAfter: number;
  delayMs: number;
  maxDelayMs: number;
  /** Attempts of one account from one address, and from one address for any account, refused past these. */
  refuseAccountAddress: number;
  refuseAddress: number;
  /**
   * Failures of one account from anywhere after which the account is under attack: an address that has already failed
   * for it gets `underAttackAllowance` attempts instead of `refuseAccountAddress`. An address that has not failed is
   * never refused for the account's sake, so the owner keeps signing in.
   */
  accountUnderAttack: number;
  underAttackAllowance: number;
  /** How long attempts are remembered. */
  windowSeconds: number;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottleConfig = {
  slowAfter: 3,
  slowAddressAfter: 20,
  delayMs: 250,
  maxDelayMs: 2000,
  refuseAccountAddress: 10,
  refuseAddress: 100,
  accountUnderAttack: 50,
  underAttackAllowance: 3,
  windowSeconds: 15 * 60,
};

export const TOO_MANY_ATTEMPTS = 'TOO_MANY_ATTEMPTS';

/** What `attempt` answers: refused (with when to retry), or go on and check the password, then report how it went. */
export type SignInAttempt = { refused: true; retryAfter: number } | { refused: false; succeeded(): Promise<void> };

export function signInThrottle(store: CounterStore, config: SignInThrottleConfig = DEFAULT_SIGN_IN_THROTTLE) {
  const keys = (email: string, address: string) => {
    const account = email.trim().toLowerCase();
    return [`signin:aa:${account}:${address}`, `signin:ip:${address}`, `signin:a:${account}`];
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  /** The wait of an attempt that follows `failures` failures, once more than `after` have happened. */
  const delay = (failures: number, after: number) =>
    failures < after ? 0 : Math.min(config.delayMs * 2 ** (failures - after), config.maxDelayMs);
  return {
    config,
    /**
     * Before the password is checked: counts this attempt (as a failure, until `succeeded` takes it back), refuses
     * it when its count is past a limit, and otherwise waits as long as the failures before it ask.
     */
    async attempt(email: string, address: string): Promise<SignInAttempt> {
      const [accountAddress, anyAccount, account] = keys(email, address);
      const [aa, ip, a] = await store.addEach(
        [accountAddress, anyAccount, account].map((key) => ({ key, by: 1 })),
        config.windowSeconds,
      );
      const allowance = a.value > config.accountUnderAttack ? config.underAttackAllowance : config.refuseAccountAddress;
      const full = [
        [aa, allowance],
        [ip, config.refuseAddress],
      ].filter(([counter, max]) => (counter as { value: number }).value > (max as number));
      if (full.length > 0)
        return { refused: true, retryAfter: Math.max(...full.map(([counter]) => (counter as { ttl: number }).ttl)) };
      // The counts include this attempt: the failures before it are one fewer.
      const wait = Math.max(delay(aa.value - 1, config.slowAfter), delay(ip.value - 1, config.slowAddressAfter));
      if (wait > 0) await sleep(wait);
      return {
        refused: false,
        /** A success forgets this address's failures for the account, and is no failure of the address or the account. */
        succeeded: async () => {
          await store.addEach(
            [
              { key: accountAddress, by: 'clear' },
              { key: anyAccount, by: -1 },
              { key: account, by: -1 },
            ],
            config.windowSeconds,
          );
        },
      };
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;

export const tooManyAttempts = (retryAfter: number) =>
  new HttpError(
    429,
    TOO_MANY_ATTEMPTS,
    `Too many failed sign-ins. Try again in ${Math.ceil(retryAfter / 60)} minute(s).`,
  );
