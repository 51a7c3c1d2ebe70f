// The REST API and the gateway each in a process of its own, started from their own entry points
// (rest/src/main.ts, gateway/src/main.ts) as `npm start` and docker-compose run them, so the gateway's work does not
// wait on the REST API's event loop as it does in the one-process stack of the other figures.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForHealth } from '../scripts/lib.mjs';
import { TEST_TODAY } from '../tests/support/databases';
import { freePort } from '../tests/support/ports';
import { stackRedisPrefix } from '../tests/support/stack';

const ROOT = join(__dirname, '..');

function start(entry: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PEOPLE_TODAY: TEST_TODAY, ...env },
  });
  return child;
}

/** SIGTERM, then SIGKILL if the process has not exited within 5 s. */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * The two servers on `databaseUrl` (a PostgreSQL database with the demo data), or on an embedded PGlite database of
 * their own with the demo data loaded at start when it is null. In production mode, as deployed: the gateway then
 * takes the web app's persisted query ids only, which is what the bench sends it (clients.ts `persisted`).
 */
export async function startProcesses(databaseUrl: string | null) {
  const dataDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'people-bench-'));
  const [restPort, gatewayPort] = [await freePort(), await freePort()];
  const restUrl = `http://127.0.0.1:${restPort}`;
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  // Keys of their own: a bench on the shared large database never shares sign-in counts with `npm start` on it.
  const redisPrefix = stackRedisPrefix();
  const rest = start('rest/src/main.ts', {
    REDIS_PREFIX: redisPrefix,
    REST_PORT: String(restPort),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DEMO_DATA: '0' } : { DATA_DIR: dataDir! }),
  });
  const children = [rest];
  const close = async () => {
    await Promise.all(children.map(stop));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${restUrl}/healthz`, rest, 180);
    const gateway = start('gateway/src/main.ts', {
      REDIS_PREFIX: redisPrefix,
      PORT: String(gatewayPort),
      REST_URL: restUrl,
      RATE_BUDGET_PER_MINUTE: String(Number.MAX_SAFE_INTEGER),
    });
    children.push(gateway);
    await waitForHealth(`${gatewayUrl}/healthz`, gateway, 60);
  } catch (error) {
    await close();
    throw error;
  }
  return { restUrl, gatewayUrl, close };
}
