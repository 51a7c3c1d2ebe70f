import { createCounterStore, memoryCounterStore, type CounterStore } from '@people/platform/counterStore';
import { rateBudget, SEND_WITHIN_MS } from '../rateBudget';

describe('the rate budget', () => {
  it('charges the requested cost, refuses what is not left (taking nothing), and settles to the actual cost', async () => {
    let now = 0;
    const budget = rateBudget(
      memoryCounterStore(() => now),
      100,
    );
    expect(await budget.charge('token:a', 60)).toEqual({
      ok: true,
      status: { maximumAvailable: 100, currentlyAvailable: 40, resetInSeconds: 60 },
      counter: { value: 60, ttl: 60 },
    });
    expect((await budget.settle('token:a', 5 - 60)).currentlyAvailable).toEqual(95);
    expect((await budget.charge('token:a', 96)).ok).toEqual(false);
    expect((await budget.charge('token:a', 95)).ok).toEqual(true);
    expect((await budget.charge('token:b', 100)).ok).toEqual(true); // a budget per caller
    now += 60_000; // a new window
    expect((await budget.charge('token:a', 100)).status.currentlyAvailable).toEqual(0);
  });

  it('settles once the answer is out, answering the status the charge saw moved by the difference; the next charge sees it', async () => {
    const budget = rateBudget(
      memoryCounterStore(() => 0),
      100,
    );
    const { counter } = await budget.charge('token:a', 60);
    expect(budget.settleInBackground('token:a', 5 - 60, counter)).toEqual({
      maximumAvailable: 100,
      currentlyAvailable: 95,
      resetInSeconds: 60,
    });
    await new Promise((resolve) => setImmediate(resolve)); // the answer has gone out
    expect((await budget.charge('token:a', 95)).ok).toEqual(true);
    expect((await budget.charge('token:a', 1)).ok).toEqual(false);
  });

  /** A store that answers only when the test lets it: `sent` holds the adds made, `answer()` lets the oldest through. */
  function heldStore(now: () => number) {
    const inner = memoryCounterStore(now);
    const waiting: (() => void)[] = [];
    const sent: number[] = [];
    const store: CounterStore = {
      kind: 'redis',
      add: (key, by, ttl) => {
        sent.push(by);
        const answer = inner.add(key, by, ttl); // counted in the order sent, as Redis does
        return new Promise((resolve) => waiting.push(() => resolve(answer)));
      },
      addEach: (changes, ttl) => inner.addEach(changes, ttl),
      close: async () => {},
    };
    const answer = async () => {
      waiting.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    };
    return { store, sent, answer, held: () => waiting.length };
  }
  const settled = async <T>(promise: Promise<T>) => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    return done;
  };

  const turn = () => new Promise((resolve) => setImmediate(resolve));

  describe('what it adds without waiting goes to the store within SEND_WITHIN_MS, in one command per caller', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }));
    afterEach(() => jest.useRealTimers());
    const within = async () => {
      jest.advanceTimersByTime(SEND_WITHIN_MS);
      await turn();
    };

    it('far from the limit, charges a caller read under a second ago at once', async () => {
      const now = 0;
      const { store, sent, answer, held } = heldStore(() => now);
      const budget = rateBudget(store, 100, () => now);
      const first = budget.charge('token:a', 10);
      expect(await settled(first)).toBe(false); // nothing known of the caller: it waits for the store
      await answer();
      expect((await first).status.currentlyAvailable).toEqual(90);

      const second = await budget.charge('token:a', 20); // 30 of 100 after it: at once
      expect(second).toEqual({
        ok: true,
        status: { maximumAvailable: 100, currentlyAvailable: 70, resetInSeconds: 60 },
        counter: { value: 30, ttl: 60 },
      });
      // Not sent yet, it already counts: 30 + 15 is within half the budget, 30 + 15 + 10 would not be.
      expect((await budget.charge('token:a', 15)).counter.value).toEqual(45);
      jest.advanceTimersByTime(SEND_WITHIN_MS - 1);
      await turn();
      expect(sent).toEqual([10]);
      await within();
      expect(sent).toEqual([10, 35]); // both in one command
      expect(held()).toEqual(1);
      // Sent but not answered yet, it still counts: 45 + 10 is past half the budget, so this one waits.
      const third = budget.charge('token:a', 10);
      expect(await settled(third)).toBe(false);
      await answer();
      await answer();
      expect((await third).status.currentlyAvailable).toEqual(45);
    });

    it('settles go with the charges; a charge that waits for the store carries what is unsent', async () => {
      const now = 0;
      const { store, sent, answer } = heldStore(() => now);
      const budget = rateBudget(store, 100, () => now);
      const first = budget.charge('token:a', 10);
      await answer();
      await first;
      const { counter } = await budget.charge('token:a', 20);
      // It cost 5: given back here at once, so 15 + 30 is within half the budget.
      expect(budget.settleInBackground('token:a', 5 - 20, counter)).toMatchObject({ currentlyAvailable: 85 });
      expect((await budget.charge('token:a', 30)).counter.value).toEqual(45);
      budget.settleInBackground('token:a', 4, { value: 45, ttl: 60 }); // it cost more than it was charged
      await within();
      expect(sent).toEqual([10, 20 - 15 + 30 + 4]); // one command for the two charges and the two settles
      await answer();

      const near = budget.charge('token:a', 2); // 49 + 2 is past half the budget: it waits for the store…
      expect(sent).toEqual([10, 39, 2]);
      await answer();
      expect((await near).counter.value).toEqual(51);
      budget.settleInBackground('token:a', -2, { value: 51, ttl: 60 });
      const late = budget.charge('token:a', 3);
      expect(sent).toEqual([10, 39, 2, 3 - 2]); // …and carries what a settle left unsent
      await answer();
      expect((await late).counter.value).toEqual(52);
      await within();
      expect(sent).toEqual([10, 39, 2, 1]); // nothing left to send
    });

    it('flush sends what is unsent at once and waits for the store (a gateway that stops)', async () => {
      const now = 0;
      const { store, sent, answer } = heldStore(() => now);
      const budget = rateBudget(store, 100, () => now);
      for (const caller of ['token:a', 'token:b']) {
        const first = budget.charge(caller, 10);
        await answer();
        await first;
      }
      await budget.charge('token:a', 5);
      await budget.charge('token:b', 7);
      const flushed = budget.flush();
      expect(sent).toEqual([10, 10, 5, 7]); // not SEND_WITHIN_MS later: now
      expect(await settled(flushed)).toBe(false);
      await answer();
      await answer();
      await flushed;
      await within();
      expect(sent).toEqual([10, 10, 5, 7]); // nothing sent twice
    });
  });

  it('waits for the store again once its view is a second old or its window has passed', async () => {
    let now = 0;
    const { store, answer } = heldStore(() => now);
    const budget = rateBudget(store, 100, () => now);
    const first = budget.charge('token:a', 1);
    await answer();
    await first;
    now += 1_001;
    const late = budget.charge('token:a', 1);
    expect(await settled(late)).toBe(false);
    await answer();
    expect((await late).status.currentlyAvailable).toEqual(98);
    now += 60_000;
    const nextWindow = budget.charge('token:a', 1);
    expect(await settled(nextWindow)).toBe(false);
    await answer();
    expect((await nextWindow).status.currentlyAvailable).toEqual(99);
  });

  it('near the limit still refuses what is not left, by the store', async () => {
    const budget = rateBudget(
      memoryCounterStore(() => 0),
      100,
      () => 0,
    );
    expect((await budget.charge('token:a', 40)).ok).toBe(true);
    expect((await budget.charge('token:a', 50)).ok).toBe(true); // 90 > half: read from the store
    expect(await budget.charge('token:a', 20)).toMatchObject({ ok: false, status: { currentlyAvailable: 10 } });
    expect((await budget.charge('token:a', 10)).ok).toBe(true);
  });

  it('keeps the limits on in memory when no Redis answers', async () => {
    const store = await createCounterStore({ url: 'redis://127.0.0.1:1', connectTimeoutMs: 200 });
    try {
      expect(store.kind).toEqual('memory');
      expect((await store.add('k', 3, 60)).value).toEqual(3);
      expect((await store.add('k', 2, 60)).value).toEqual(5);
    } finally {
      await store.close();
    }
  });
});
