import { createCounterStore, memoryCounterStore, type CounterStore } from '../counterStore';

/** Redis on this machine, or null (then only the in-process store is tested). */
async function redisStore(prefix?: string): Promise<CounterStore | null> {
  const store = await createCounterStore({ url: 'redis://127.0.0.1:6379', prefix, connectTimeoutMs: 500 });
  if (store.kind === 'redis') return store;
  await store.close();
  console.warn('no Redis at 127.0.0.1:6379: only the in-process store is tested here');
  return null;
}

const unique = () => `t${process.pid}-${Math.random().toString(36).slice(2)}`;

describe('addEach', () => {
  it.each([['memory'], ['redis']])('%s: 30 concurrent calls each see their own count, changes of one call together', async (kind) => {
    const store = kind === 'memory' ? memoryCounterStore() : await redisStore(`${unique()}:`);
    if (!store) return;
    const answers = await Promise.all(Array.from({ length: 30 }, () => store.addEach([{ key: 'a', by: 1 }, { key: 'b', by: 2 }], 60)));
    expect(answers.map(([a]) => a.value).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    for (const [a, b] of answers) expect(b.value).toEqual(a.value * 2);
    // Never below zero; `clear` forgets.
    expect((await store.addEach([{ key: 'a', by: -100 }, { key: 'b', by: 'clear' }], 60)).map((c) => c.value)).toEqual([0, 0]);
    expect((await store.addEach([{ key: 'b', by: 1 }], 60))[0]).toEqual({ value: 1, ttl: 60 });
    await store.close();
  });
});
