import { Redis } from 'ioredis';
import { DEFAULT_REDIS_URL } from '@people/platform/counterStore';
import { testRunId } from './testRun';

/**
 * Deletes the Redis keys of this run's stacks (`test:<run id>:…`, stackRedisPrefix). They expire by themselves within
 * the longest window of a limit; deleting them leaves a shared Redis as the run found it. Without Redis, nothing to do.
 */
export async function dropRunRedisKeys(url = process.env.REDIS_URL ?? DEFAULT_REDIS_URL): Promise<number> {
  if (!url || url === 'off') return 0;
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 500,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
  } catch {
    redis.disconnect();
    return 0;
  }
  let deleted = 0;
  try {
    for await (const keys of redis.scanStream({ match: `test:${testRunId()}:*`, count: 500 }) as AsyncIterable<
      string[]
    >) {
      if (keys.length > 0) deleted += await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
  return deleted;
}
