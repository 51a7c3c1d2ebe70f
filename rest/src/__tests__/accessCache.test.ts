// Issue 14: the session and company-flags lookups are cached per token / company for a short time, and a write to
// their tables through the same database drops them at once, so a revoked token or a changed permission is not served.
import { cachedAccess, watchAccessWrites } from '../accessCache';
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

describe('access cache (issue 14)', () => {
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
});
