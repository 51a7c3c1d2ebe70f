import { createBroadcast, type Broadcast } from '../broadcast';

const unique = () => `t${process.pid}-${Math.random().toString(36).slice(2)}:changes`;

/** Two processes' broadcasts on `channel` through Redis on this machine, or null (no Redis here). */
async function pair(channel: string): Promise<[Broadcast, Broadcast] | null> {
  const both = await Promise.all([
    createBroadcast({ url: 'redis://127.0.0.1:6379', channel }),
    createBroadcast({ url: 'redis://127.0.0.1:6379', channel }),
  ]);
  if (both.every((b) => b.kind === 'redis')) return both;
  await Promise.all(both.map((b) => b.close()));
  console.warn('no Redis at 127.0.0.1:6379: the broadcast between processes is not tested here');
  return null;
}

describe('broadcast', () => {
  it('a message reaches the other processes on the channel, never its sender', async () => {
    const channel = unique();
    const both = await pair(channel);
    if (!both) return;
    const [a, b] = both;
    const heard = { a: [] as (string | null)[], b: [] as (string | null)[] };
    a.subscribe((message) => heard.a.push(message));
    b.subscribe((message) => heard.b.push(message));
    await a.publish('written');
    // Redis writes the message to its subscribers before it answers the publisher; it is here within a turn or two.
    for (let turn = 0; turn < 50 && heard.b.length === 0; turn++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual({ a: [], b: ['written'] });
    await Promise.all([a.close(), b.close()]);
  });

  it('deployments on other channels hear nothing of each other', async () => {
    const [one, other] = [await pair(unique()), await pair(unique())];
    if (!one || !other) return;
    const heard: (string | null)[] = [];
    other[1].subscribe((message) => heard.push(message));
    await one[0].publish('written');
    await other[0].publish('mine');
    for (let turn = 0; turn < 50 && heard.length === 0; turn++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual(['mine']);
    await Promise.all([...one, ...other].map((b) => b.close()));
  });

  it('without Redis, publish resolves at once and reaches nobody', async () => {
    const away = await createBroadcast({ url: 'redis://127.0.0.1:1', channel: unique(), connectTimeoutMs: 200 });
    expect(away.kind).toEqual('memory');
    await away.publish('written');
    await away.close();
    const off = await createBroadcast({ url: 'off', channel: unique() });
    expect(off.kind).toEqual('memory');
    await off.close();
  });
});
