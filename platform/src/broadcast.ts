// Messages to every process of a deployment through Redis pub/sub, for what one process changes that the others keep in
// memory (the REST API's access cache: rest/src/core/accessCache.ts). Without Redis a message reaches no other process;
// what it concerns must then stay correct by a bound of its own (the cache's ACCESS_CACHE_MS).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { DEFAULT_REDIS_URL } from './counterStore';

export interface Broadcast {
  /**
   * Sends `message` to the other processes on the channel (never back to this one). Resolves once Redis has taken it,
   * which is after it has written it to every subscriber, or at once when Redis is away; never rejects.
   */
  publish(message: string): Promise<void>;
  /**
   * Calls `listener` with each message of another process, and with null after Redis was away (messages may have been
   * missed meanwhile).
   */
  subscribe(listener: (message: string | null) => void): void;
  /** 'redis' while both connections answer, 'memory' otherwise. */
  readonly kind: 'redis' | 'memory';
  close(): Promise<void>;
}

export interface BroadcastOptions {
  /** `redis://host:port`; `off` (or empty) reaches no other process. */
  url?: string;
  /** The channel: the deployment's Redis prefix and a name, so deployments sharing a Redis hear nothing of each other. */
  channel: string;
  /** How long to wait for Redis at start. */
  connectTimeoutMs?: number;
}

/** A broadcast that reaches no other process (REDIS_URL=off, unit tests). */
export function localBroadcast(): Broadcast {
  return { kind: 'memory', publish: async () => undefined, subscribe: () => undefined, close: async () => undefined };
}

export async function createBroadcast(options: BroadcastOptions): Promise<Broadcast> {
  const url = options.url ?? process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  if (!url || url === 'off') return localBroadcast();
  const connectTimeout = options.connectTimeoutMs ?? 500;
  const settings = {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // The 'ready' handler below subscribes on every connection.
    autoResubscribe: false,
    connectTimeout,
    // A Redis that takes a publish and never answers must not hold up the write that publishes.
    commandTimeout: 500,
    retryStrategy: (times: number) => Math.min(times * 250, 5000),
  };
  const publisher = new Redis(url, settings);
  // A subscribing connection takes no other command: one of each.
  const subscriber = new Redis(url, settings);
  // Without a listener ioredis prints every failed reconnection; `kind` says whether Redis is there.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  // Each message starts with its sender's id, so a process skips its own.
  const self = randomBytes(6).toString('hex');
  const listeners: ((message: string | null) => void)[] = [];
  subscriber.on('message', (channel: string, text: string) => {
    const at = text.indexOf(':');
    if (channel !== options.channel || at < 0 || text.slice(0, at) === self) return;
    for (const listener of listeners) listener(text.slice(at + 1));
  });
  // On every connection (ioredis connects again after Redis was away) the channel is subscribed; after the first, the
  // listeners hear that messages may have been missed.
  let subscribed: Promise<unknown> = Promise.resolve();
  let connectedBefore = false;
  subscriber.on('ready', () => {
    const again = connectedBefore;
    connectedBefore = true;
    subscribed = subscriber.subscribe(options.channel).then(
      () => again && listeners.forEach((listener) => listener(null)),
      () => {},
    );
  });
  let waited: NodeJS.Timeout | undefined;
  const connected = Promise.all([
    publisher.connect().catch(() => {}),
    subscriber.connect().then(
      () => subscribed,
      () => {},
    ),
  ]);
  await Promise.race([connected, new Promise((resolve) => (waited = setTimeout(resolve, connectTimeout)))]);
  clearTimeout(waited); // a connection made (or refused) sooner leaves no timer holding the process
  return {
    get kind() {
      return publisher.status === 'ready' && subscriber.status === 'ready' ? ('redis' as const) : ('memory' as const);
    },
    async publish(message) {
      if (publisher.status !== 'ready') return;
      await publisher.publish(options.channel, `${self}:${message}`).catch(() => {});
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    async close() {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
