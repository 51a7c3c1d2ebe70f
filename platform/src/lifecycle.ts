// Liveness, readiness and the drain on SIGTERM, the same for both servers. A load balancer (HAProxy's health check, a
// Kubernetes readinessProbe) sends requests only to a server whose /readyz answers 200; /livez only says the process
// runs: a liveness probe that asked the database would restart every replica whenever the database is slow.
import type { FastifyInstance } from 'fastify';

/** How long /readyz waits for what the server needs (the database, the REST API): a probe's own timeout is ~1 s up. */
export const READY_DEADLINE_MS = 1_000;

/** How long a server keeps answering after SIGTERM before it closes (READINESS_DRAIN_MS): none unless told. */
export const DEFAULT_READINESS_DRAIN_MS = 0;

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's readiness (serveProbes): its entry point drains it on SIGTERM. */
    readiness: Readiness;
  }
}

export interface Readiness {
  /** Whether the server is draining: /readyz answers 503 and every answer closes its connection. */
  readonly draining: boolean;
  /** Starts the drain; there is no way back (the process is about to end). */
  drain(): void;
}

/**
 * Serves GET /livez (200 while the process answers at all) and GET /readyz (200 when `ready` says so within
 * `deadlineMs`, 503 otherwise and from the moment the drain starts). Both are hidden from the OpenAPI document. While
 * draining, every answer says `Connection: close`, so a keep-alive client (the load balancer) opens its next
 * connection elsewhere instead of finding this one closed under a request it has just sent, and close() need not wait
 * for idle connections.
 */
export function serveProbes(
  app: FastifyInstance,
  ready: (signal: AbortSignal) => Promise<boolean>,
  deadlineMs = READY_DEADLINE_MS,
): Readiness {
  let draining = false;
  // On the way out rather than in: an answer that was in flight when the drain started closes its connection too
  // (Node keeps a keep-alive connection open past close() when its answer ends afterwards).
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  app.get('/livez', { schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const ok = !draining && (await withinDeadline(ready, deadlineMs)) && !draining; // SIGTERM may come meanwhile
    return reply.status(ok ? 200 : 503).send({ ok, ...(draining ? { draining: true } : {}) });
  });
  const readiness: Readiness = {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
  app.decorate('readiness', readiness);
  return readiness;
}

/** `check()`'s answer, false when it throws or has not answered within `ms` (then it is told to give up). */
async function withinDeadline(check: (signal: AbortSignal) => Promise<boolean>, ms: number): Promise<boolean> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(false);
    }, ms);
  });
  try {
    return await Promise.race([check(controller.signal).catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** READINESS_DRAIN_MS when it is a whole number of milliseconds, else the default. */
export function readinessDrainMs(value = process.env.READINESS_DRAIN_MS) {
  return value && /^\d+$/.test(value) ? Number(value) : DEFAULT_READINESS_DRAIN_MS;
}

/**
 * What SIGTERM (and SIGINT) does: /readyz answers 503 at once while the server goes on answering until `drained`
 * resolves (READINESS_DRAIN_MS: the time the load balancer needs to notice and send nothing new); then `stop` closes
 * the server (no new connection, the answers in flight finish within SHUTDOWN_GRACE_MS, closeDeadline.ts) and the
 * process exits. A second signal changes nothing: Ctrl+C under `npm start` reaches each server from the terminal and
 * from the supervisor.
 */
export function drainThenStop(
  readiness: Readiness,
  drained: () => Promise<void>,
  stop: () => Promise<void>,
  exit: (code: number) => void = (code) => process.exit(code),
) {
  let stopping = false;
  return () => {
    if (stopping) return;
    stopping = true;
    readiness.drain();
    drained()
      .then(stop)
      .then(
        () => exit(0),
        (error: unknown) => {
          console.error(error);
          exit(1);
        },
      );
  };
}

/** drainThenStop on SIGTERM and SIGINT, draining for `drainMs`, for a server's entry point. */
export function stopOnSignals(readiness: Readiness, drainMs: number, stop: () => Promise<void>) {
  const onSignal = drainThenStop(readiness, () => new Promise((resolve) => setTimeout(resolve, drainMs)), stop);
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
