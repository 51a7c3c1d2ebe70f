import { memoryCounterStore } from '@people/platform/counterStore';
import { DEFAULT_SIGN_IN_THROTTLE, signInThrottle, type SignInAttempt } from '../signInThrottle';

// The default limits with waits of a millisecond or two, so the rules are tested, not the clock.
const throttle = () => signInThrottle(memoryCounterStore(), { ...DEFAULT_SIGN_IN_THROTTLE, delayMs: 1, maxDelayMs: 2 });
const refused = (attempts: SignInAttempt[]) => attempts.filter((a) => a.refused).length;

describe('sign-in throttle', () => {
  it('30 parallel guesses from one address are all counted: 10 go on to the password, 20 are refused (finding)', async () => {
    const t = throttle();
    const attempts = await Promise.all(Array.from({ length: 30 }, () => t.attempt('admin@demo.be', '198.51.100.7')));
    expect(refused(attempts)).toEqual(20);
    const refusal = attempts.find((a) => a.refused) as { retryAfter: number };
    expect(refusal.retryAfter).toBeGreaterThan(0);
  });

  it('60 failures of an account from other addresses never refuse its owner on an address that has not failed (finding)', async () => {
    const t = throttle();
    for (let i = 0; i < 60; i++) await t.attempt('admin@demo.be', `203.0.113.${i % 6}`);
    const owner = await t.attempt('Admin@demo.be ', '192.0.2.1');
    expect(owner.refused).toEqual(false);
    // Under attack, an address that has already failed for the account gets 3 attempts, not 10.
    for (let i = 0; i < 3; i++) expect((await t.attempt('admin@demo.be', '192.0.2.2')).refused).toEqual(false);
    expect((await t.attempt('admin@demo.be', '192.0.2.2')).refused).toEqual(true);
    // Other accounts are not under attack.
    expect((await t.attempt('manager@demo.be', '192.0.2.2')).refused).toEqual(false);
  });

  it('one address: 100 attempts for any accounts, then refused; a success takes its attempt back', async () => {
    const t = throttle();
    for (let i = 0; i < 100; i++)
      expect((await t.attempt(`person${i}@demo.be`, '198.51.100.9')).refused).toEqual(false);
    expect((await t.attempt('admin@demo.be', '198.51.100.9')).refused).toEqual(true);
    const other = throttle();
    for (let i = 0; i < 150; i++) {
      const attempt = await other.attempt('admin@demo.be', '198.51.100.10');
      expect(attempt.refused).toEqual(false);
      if (!attempt.refused) await attempt.succeeded();
    }
  });

  it('waits longer with each failure of the account from the address, from the 4th attempt on', async () => {
    const t = signInThrottle(memoryCounterStore(), { ...DEFAULT_SIGN_IN_THROTTLE, delayMs: 20, maxDelayMs: 80 });
    const times: number[] = [];
    for (let i = 0; i < 8; i++) {
      const started = performance.now();
      await t.attempt('admin@demo.be', '198.51.100.11');
      times.push(performance.now() - started);
    }
    expect(times[3]).toBeGreaterThanOrEqual(18);
    expect(times[4]).toBeGreaterThanOrEqual(38);
    expect(Math.min(...times.slice(5))).toBeGreaterThanOrEqual(78);
  });
});
