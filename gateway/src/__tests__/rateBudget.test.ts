import { createCounterStore, memoryCounterStore } from '@people/platform/counterStore';
import { rateBudget } from '../rateBudget';

describe('the rate budget (issue 13)', () => {
  it('charges the requested cost, refuses what is not left (taking nothing), and settles to the actual cost', async () => {
    let now = 0;
    const budget = rateBudget(memoryCounterStore(() => now), 100);
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

  it('settles once the answer is out, answering the status the charge saw moved by the difference; the next charge sees it (issue 14)', async () => {
    const budget = rateBudget(memoryCounterStore(() => 0), 100);
    const { counter } = await budget.charge('token:a', 60);
    expect(budget.settleInBackground('token:a', 5 - 60, counter)).toEqual({ maximumAvailable: 100, currentlyAvailable: 95, resetInSeconds: 60 });
    await new Promise((resolve) => setImmediate(resolve)); // the answer has gone out
    expect((await budget.charge('token:a', 95)).ok).toEqual(true);
    expect((await budget.charge('token:a', 1)).ok).toEqual(false);
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
