import Fastify from 'fastify';
import { request, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { closeDeadline, DEFAULT_SHUTDOWN_GRACE_MS, shutdownGraceMs } from '../closeDeadline';

/** A server whose one route streams without end, and a client that takes the headers and never reads the body. */
async function serverWithUnreadAnswer(graceMs?: number) {
  const app = Fastify();
  if (graceMs !== undefined) closeDeadline(app, graceMs);
  app.get('/endless', async (_request, reply) => {
    const chunk = Buffer.alloc(64 * 1024, 'x');
    return reply.type('text/plain').send(
      new Readable({
        read() {
          this.push(chunk);
        },
      }),
    );
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const client = await new Promise<ClientRequest>((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: '/endless' }, (res) => {
      res.pause();
      resolve(req);
    });
    req.on('error', () => {});
    req.end();
  });
  return { app, client };
}

describe('closeDeadline', () => {
  it('cuts a connection whose answer is not read once the grace period is over, so close() ends', async () => {
    const { app, client } = await serverWithUnreadAnswer(100);
    await app.close();
    client.destroy();
  });

  it('without it, close() waits on that connection', async () => {
    const { app, client } = await serverWithUnreadAnswer();
    const closing = app.close();
    const outcome = await Promise.race([
      closing.then(() => 'closed'),
      new Promise((r) => setTimeout(() => r('still waiting'), 500)),
    ]);
    expect(outcome).toBe('still waiting');
    app.server.closeAllConnections();
    await closing;
    client.destroy();
  });

  it('reads SHUTDOWN_GRACE_MS as whole milliseconds', () => {
    expect(shutdownGraceMs('2500')).toBe(2500);
    expect(shutdownGraceMs(undefined)).toBe(DEFAULT_SHUTDOWN_GRACE_MS);
    expect(shutdownGraceMs('2.5s')).toBe(DEFAULT_SHUTDOWN_GRACE_MS);
  });
});
