import { createCounterStore, deploymentRedisPrefix, memoryCounterStore, type CounterStore } from '../counterStore';

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
  it.each([['memory'], ['redis']])(
    '%s: 30 concurrent calls each see their own count, changes of one call together',
    async (kind) => {
      const store = kind === 'memory' ? memoryCounterStore() : await redisStore(`${unique()}:`);
      if (!store) return;
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          store.addEach(
            [
              { key: 'a', by: 1 },
              { key: 'b', by: 2 },
            ],
            60,
          ),
        ),
      );
      expect(answers.map(([a]) => a.value).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      for (const [a, b] of answers) expect(b.value).toEqual(a.value * 2);
      // Never below zero; `clear` forgets.
      expect(
        (
          await store.addEach(
            [
              { key: 'a', by: -100 },
              { key: 'b', by: 'clear' },
            ],
            60,
          )
        ).map((c) => c.value),
      ).toEqual([0, 0]);
      expect((await store.addEach([{ key: 'b', by: 1 }], 60))[0]).toEqual({ value: 1, ttl: 60 });
      await store.close();
    },
  );
});

describe('Redis prefixes', () => {
  it('one deployment per database: REDIS_PREFIX when set, else a digest of what the process serves', () => {
    const a = deploymentRedisPrefix('postgresql://db-a/people', {});
    expect(a).toMatch(/^people:[0-9a-f]{12}:$/);
    expect(deploymentRedisPrefix('postgresql://db-a/people', {})).toEqual(a);
    expect(deploymentRedisPrefix('/srv/other/.data/pgdata', {})).not.toEqual(a);
    expect(deploymentRedisPrefix('postgresql://db-a/people', { REDIS_PREFIX: 'acme:' })).toEqual('acme:');
  });

  it('two stores of other deployments, or without a prefix, never share a counter (finding: one prefix for all)', async () => {
    const stores = [
      await redisStore(deploymentRedisPrefix(`postgresql://one/${unique()}`, {})),
      await redisStore(deploymentRedisPrefix(`postgresql://two/${unique()}`, {})),
      await redisStore(),
      await redisStore(),
    ];
    if (stores.some((s) => !s)) return;
    for (const store of stores) expect((await store!.add('signin:ip:127.0.0.1', 1, 60)).value).toEqual(1);
    await Promise.all(stores.map((s) => s!.close()));
  });
});
