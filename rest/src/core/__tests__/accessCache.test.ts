// The session and company-flags lookups are cached per token / company for a short time, and a write to
// their tables through the same database drops them at once, so a revoked token or a changed permission is not served.
import type { Broadcast } from '@people/platform/broadcast';
import { cachedAccess, shareAccessWrites, watchAccessWrites } from '../accessCache';
import type { Db, Queryable } from '../db';

function fakeDb() {
  const state = { admin: 1, reads: 0 };
  const run = async (sql: string) => {
    if (/^UPDATE users/.test(sql)) state.admin = 0;
    return [] as never[];
  };
  const db: Db = {
    query: run as Queryable['query'],
    transaction: async (work: (tx: Queryable) => Promise<unknown>) => work({ query: run as Queryable['query'] }),
    exec: async () => undefined,
    close: async () => undefined,
  } as unknown as Db;
  const read = () => cachedAccess(db, 'session:a', async () => (state.reads++, { value: { admin: state.admin } }));
  return { db, state, read };
}

describe('access cache', () => {
  it('reads a session once while nothing changes', async () => {
    const { db, state, read } = fakeDb();
    watchAccessWrites(db);
    expect([await read(), await read(), state.reads]).toEqual([{ admin: 1 }, { admin: 1 }, 1]);
  });

  it('drops it on a write to users, directly or in a transaction', async () => {
    const { db, state, read } = fakeDb();
    watchAccessWrites(db);
    await read();
    await db.query('UPDATE users SET admin = 0 WHERE id = $1', [1]);
    expect([await read(), state.reads]).toEqual([{ admin: 0 }, 2]);
    await db.transaction((tx) => tx.query('DELETE FROM sessions WHERE token_hash = $1', ['x']));
    await read();
    expect(state.reads).toEqual(3);
  });

  it('keeps nothing for a database nobody watches, and nothing past its own bound', async () => {
    const { db, state } = fakeDb();
    const read = () => cachedAccess(db, 'k', async () => (state.reads++, { value: 1 }));
    await read();
    await read();
    expect(state.reads).toEqual(2);
    const watched = fakeDb();
    watchAccessWrites(watched.db);
    const expired = () => cachedAccess(watched.db, 'k', async () => (watched.state.reads++, { value: 1, until: 0 }));
    await expired();
    await expired();
    expect(watched.state.reads).toEqual(2);
  });

  it('does not keep a value read across a write', async () => {
    const { db, state } = fakeDb();
    watchAccessWrites(db);
    const slow = cachedAccess(db, 'k', async () => {
      await db.query('UPDATE users SET admin = 0');
      state.reads++;
      return { value: 'before' };
    });
    await slow;
    await cachedAccess(db, 'k', async () => (state.reads++, { value: 'after' }));
    expect(state.reads).toEqual(2);
  });

  /** A channel between processes as Redis pub/sub is one: each message reaches the others before publish resolves. */
  function hub() {
    const members: { listeners: ((message: string | null) => void)[] }[] = [];
    const published: string[] = [];
    const join = (): Broadcast => {
      const member = { listeners: [] as ((message: string | null) => void)[] };
      members.push(member);
      return {
        kind: 'redis',
        publish: async (message) => {
          published.push(message);
          for (const other of members) if (other !== member) other.listeners.forEach((listener) => listener(message));
        },
        subscribe: (listener) => void member.listeners.push(listener),
        close: async () => undefined,
      };
    };
    return { join, published, lost: () => members.forEach((m) => m.listeners.forEach((listener) => listener(null))) };
  }

  it('a write in one REST process drops what the others keep before the write answers (several replicas)', async () => {
    // Two processes on one database: the same rows, each with its own cache.
    const a = fakeDb();
    const b = fakeDb();
    const shared = { admin: 1, reads: { a: 0, b: 0 } };
    const readIn = (name: 'a' | 'b', db: Db) =>
      cachedAccess(db, 'session:a', async () => (shared.reads[name]++, { value: { admin: shared.admin } }));
    a.db.query = (async (sql: string) => {
      if (/^UPDATE users/.test(sql)) shared.admin = 0;
      return [];
    }) as Queryable['query'];
    const channel = hub();
    for (const { db } of [a, b]) {
      watchAccessWrites(db);
      shareAccessWrites(db, channel.join());
    }
    expect([await readIn('a', a.db), await readIn('b', b.db), await readIn('b', b.db)]).toEqual([
      { admin: 1 },
      { admin: 1 },
      { admin: 1 },
    ]);
    expect(shared.reads).toEqual({ a: 1, b: 1 });
    await a.db.query('UPDATE users SET admin = 0 WHERE id = $1', [1]);
    expect(await readIn('b', b.db)).toEqual({ admin: 0 });
    // In a transaction: told once it has ended.
    await a.db.transaction((tx) => tx.query('DELETE FROM sessions WHERE token_hash = $1', ['x']));
    await readIn('b', b.db);
    expect(shared.reads).toEqual({ a: 1, b: 3 });
    expect(channel.published).toEqual(['access-written', 'access-written']);
    // A read or a write to another table tells nobody.
    await a.db.query('SELECT 1 FROM users');
    await a.db.query('UPDATE employees SET first_name = $1', ['An']);
    expect(channel.published).toHaveLength(2);
    // Messages may have been missed while Redis was away: each process drops what it keeps.
    await readIn('b', b.db);
    channel.lost();
    await readIn('b', b.db);
    expect(shared.reads.b).toEqual(4);
  });
});
