import type { FastifyInstance } from 'fastify';

/** How long `close()` lets answers in flight finish before their connections are cut (SHUTDOWN_GRACE_MS). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

/**
 * Bounds a server's `close()`. Fastify stops taking connections and closes the idle ones, then waits for every answer
 * in flight to end: a client that stops reading a streamed or compressed answer keeps its connection busy, and the
 * close waited about 70 s on one. After `graceMs` every connection left is cut.
 */
export function closeDeadline(app: FastifyInstance, graceMs = DEFAULT_SHUTDOWN_GRACE_MS) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    timer = setTimeout(() => app.server.closeAllConnections(), graceMs);
    // Never the reason the process stays up.
    timer.unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));
}

/** SHUTDOWN_GRACE_MS when it is a whole number of milliseconds, else the default. */
export function shutdownGraceMs(value = process.env.SHUTDOWN_GRACE_MS) {
  return value && /^\d+$/.test(value) ? Number(value) : DEFAULT_SHUTDOWN_GRACE_MS;
}
