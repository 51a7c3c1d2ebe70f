// Under `npm start` (scripts/start.mjs), a REST API that exits is started again and the gateway lives on
// (finding: the gateway exited with it and nothing restarted them).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { freePort } from '../support/ports';
import { stackRedisPrefix } from '../support/stack';

const ROOT = join(__dirname, '..', '..');

const health = (url: string) =>
  request(`${url}/healthz`).then(
    async (r) => (await r.body.dump(), r.statusCode),
    () => 0,
  );

async function until<T>(what: string, probe: () => Promise<T | null>, seconds = 90): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== null) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} within ${seconds} s`);
}

describe('npm start supervises the servers', () => {
  let start: ChildProcess;
  let output = '';
  const dataDir = mkdtempSync(join(tmpdir(), 'people-start-'));
  afterAll(async () => {
    if (start && start.exitCode === null) {
      start.kill('SIGTERM');
      await new Promise((resolve) => start.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts a REST API that exits; the gateway keeps its process and answers again', async () => {
    const [port, restPort] = [await freePort(), await freePort()];
    start = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        PORT: String(port),
        REST_PORT: String(restPort),
        DATA_DIR: dataDir,
        REDIS_PREFIX: stackRedisPrefix(),
        DEMO_DATA: '0',
        START_SKIP_BUILD: '1',
        START_PRINT_PIDS: '1',
        LOG_LEVEL: 'warn',
      },
    });
    start.stdout!.on('data', (chunk) => (output += chunk));
    start.stderr!.on('data', (chunk) => (output += chunk));
    const pids = await until('start.mjs printed the pids', async () => {
      const match = /pids rest=(\d+) gateway=(\d+)/.exec(output);
      return match ? { rest: Number(match[1]), gateway: Number(match[2]) } : null;
    });
    const gatewayUrl = `http://127.0.0.1:${port}`;
    expect(await health(gatewayUrl)).toEqual(200);

    process.kill(pids.rest, 'SIGKILL');
    // The gateway stays up and says the REST API is away…
    await until(
      'the gateway reported the REST API away',
      async () => ((await health(gatewayUrl)) === 503 ? true : null),
      20,
    );
    expect(() => process.kill(pids.gateway, 0)).not.toThrow();
    // …and answers again once the supervisor has started the REST API again.
    await until('the REST API came back', async () => ((await health(gatewayUrl)) === 200 ? true : null), 90);
    expect(() => process.kill(pids.gateway, 0)).not.toThrow();
    expect(start.exitCode).toBeNull();
    expect(output).toMatch(/rest stopped \(SIGKILL\); starting it again/);
  }, 180_000);
});
