import Fastify from 'fastify';
import { request } from 'undici';
import { drainThenStop, readinessDrainMs, serveProbes, DEFAULT_READINESS_DRAIN_MS } from '../lifecycle';

/** A server with the probes over `ready` and a route that answers when the test lets it. */
async function serverWith(ready: (signal: AbortSignal) => Promise<boolean>, deadlineMs?: number) {
  const app = Fastify();
  const readiness = serveProbes(app, ready, deadlineMs);
  let letSlowAnswer = () => {};
  const slowStarted = new Promise<void>((started) => {
    app.get('/slow', async () => {
      started();
      await new Promise<void>((resolve) => (letSlowAnswer = resolve));
      return { done: true };
    });
  });
  app.get('/quick', async () => ({ ok: true }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const get = async (path: string) => {
    const answer = await request(`${base}${path}`);
    return { status: answer.statusCode, connection: answer.headers.connection, body: await answer.body.json() };
  };
  return { app, readiness, get, slowStarted, letSlowAnswer: () => letSlowAnswer() };
}

describe('liveness and readiness', () => {
  it('/livez answers 200 whatever the dependencies say; /readyz follows `ready`', async () => {
    let ok = true;
    const { app, get } = await serverWith(async () => ok);
    expect([await get('/livez'), await get('/readyz')]).toEqual([
      { status: 200, connection: 'keep-alive', body: { ok: true } },
      { status: 200, connection: 'keep-alive', body: { ok: true } },
    ]);
    ok = false;
    expect([(await get('/livez')).status, await get('/readyz')]).toEqual([
      200,
      { status: 503, connection: 'keep-alive', body: { ok: false } },
    ]);
    await app.close();
  });

  it('/readyz is 503 when the check throws or does not answer within its deadline, which aborts it', async () => {
    let aborted = false;
    const stalled = await serverWith(
      (signal) =>
        new Promise<boolean>(() => {
          signal.addEventListener('abort', () => (aborted = true));
        }),
      50,
    );
    expect((await stalled.get('/readyz')).status).toEqual(503);
    expect(aborted).toBe(true);
    await stalled.app.close();
    const failing = await serverWith(async () => {
      throw new Error('connection refused');
    });
    expect((await failing.get('/readyz')).status).toEqual(503);
    await failing.app.close();
  });

  it('once draining, /readyz is 503 and every answer closes its connection; /livez and the routes still answer', async () => {
    const { app, readiness, get } = await serverWith(async () => true);
    readiness.drain();
    expect(readiness.draining).toBe(true);
    expect(await get('/readyz')).toEqual({ status: 503, connection: 'close', body: { ok: false, draining: true } });
    expect(await get('/livez')).toEqual({ status: 200, connection: 'close', body: { ok: true } });
    expect(await get('/quick')).toEqual({ status: 200, connection: 'close', body: { ok: true } });
    expect(app.readiness).toBe(readiness);
    await app.close();
  });

  it('a /readyz whose check was under way when the drain started answers 503 too', async () => {
    let checked = (_ok: boolean) => {};
    let checking = () => {};
    const asked = new Promise<void>((resolve) => (checking = resolve));
    const { app, readiness, get } = await serverWith(
      () =>
        new Promise<boolean>((resolve) => {
          checked = resolve;
          checking();
        }),
    );
    const answer = get('/readyz');
    await asked;
    readiness.drain();
    checked(true);
    expect(await answer).toEqual({ status: 503, connection: 'close', body: { ok: false, draining: true } });
    await app.close();
  });
});

describe('drainThenStop (SIGTERM)', () => {
  it('turns readiness off at once, keeps answering until the drain is over, lets the answer in flight finish, then exits 0', async () => {
    const { app, readiness, get, slowStarted, letSlowAnswer } = await serverWith(async () => true);
    const events: string[] = [];
    let stopCalled = () => {};
    const stopping = new Promise<void>((resolve) => (stopCalled = resolve));
    let exited = (_code: number) => {};
    const exit = new Promise<number>((resolve) => (exited = resolve));
    let drainOver = () => {};
    const drained = new Promise<void>((resolve) => (drainOver = resolve));
    const onSignal = drainThenStop(
      readiness,
      () => drained,
      async () => {
        events.push('stop');
        stopCalled();
        await app.close();
      },
      exited,
    );
    const inFlight = get('/slow');
    await slowStarted;
    onSignal();
    onSignal(); // a second signal (Ctrl+C from the terminal and the supervisor) changes nothing
    events.push(`readyz ${(await get('/readyz')).status}`);
    events.push(`quick ${(await get('/quick')).status}`);
    drainOver();
    await stopping;
    letSlowAnswer();
    // The answer that was in flight when the drain began comes whole, and closes its connection so close() ends.
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: { done: true } });
    expect(await exit).toEqual(0);
    expect(events).toEqual(['readyz 503', 'quick 200', 'stop']);
  });

  it('reads READINESS_DRAIN_MS as whole milliseconds, none by default', () => {
    expect(readinessDrainMs('5000')).toEqual(5000);
    expect(readinessDrainMs(undefined)).toEqual(DEFAULT_READINESS_DRAIN_MS);
    expect(DEFAULT_READINESS_DRAIN_MS).toEqual(0);
    expect(readinessDrainMs('5s')).toEqual(DEFAULT_READINESS_DRAIN_MS);
  });
});
