// The servers as processes of their own, started from their entry points as production runs them, so that a test can
// stop one with SIGTERM and start it again (scaleOut.test.ts). The other cross-tier tests run them in process.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';

const ROOT = join(__dirname, '..', '..');

export type Tier = 'rest' | 'gateway';

/** The newest modification time of the sources a tier's build is made of. */
function newestSource(dirs: string[]): number {
  let newest = 0;
  const visit = (path: string) => {
    const stat = statSync(path);
    if (!stat.isDirectory()) newest = Math.max(newest, stat.mtimeMs);
    else
      for (const entry of readdirSync(path))
        if (!['node_modules', '__tests__', '__generated__'].includes(entry)) visit(join(path, entry));
  };
  dirs.filter((dir) => existsSync(dir)).forEach(visit);
  return newest;
}

/**
 * How each server process starts: the compiled production build (`node <tier>/dist/main.js`) when it is there and
 * not older than its sources, else the sources through tsx. One place, so the test runs what production runs as soon
 * as the build exists.
 */
export const SERVER_COMMAND: Record<Tier, { args: string[]; build: 'dist' | 'tsx' }> = Object.fromEntries(
  (['rest', 'gateway'] as const).map((tier) => {
    const dist = join(ROOT, tier, 'dist', 'main.js');
    const fresh =
      existsSync(dist) &&
      statSync(dist).mtimeMs >=
        newestSource([join(ROOT, tier, 'src'), join(ROOT, 'platform', 'src'), join(ROOT, 'domain', 'src')]);
    return [
      tier,
      fresh
        ? { args: [dist], build: 'dist' }
        : { args: ['--import', 'tsx', join(tier, 'src', 'main.ts')], build: 'tsx' },
    ];
  }),
) as Record<Tier, { args: string[]; build: 'dist' | 'tsx' }>;

/** What a stop saw: the exit, and the statuses /readyz answered between SIGTERM and the exit (0: no answer). */
export interface Stopped {
  code: number | null;
  signal: NodeJS.Signals | null;
  readyz: number[];
}

export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** The last lines the process wrote, for a failure's message. */
  output(): string;
  /** SIGTERM, then /readyz asked until the process has exited; SIGKILL after `seconds`. */
  stop(seconds?: number): Promise<Stopped>;
}

const status = (url: string) =>
  request(url, { headersTimeout: 2_000, bodyTimeout: 2_000, reset: true }).then(
    async (answer) => (await answer.body.dump(), answer.statusCode),
    () => 0,
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a server on `port` with `env` (PORT or REST_PORT is set here) and waits until its /readyz answers 200. */
export async function startServer(
  tier: Tier,
  name: string,
  port: number,
  env: Record<string, string>,
  seconds = 120,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, SERVER_COMMAND[tier].args, {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: '', ...env, [tier === 'rest' ? 'REST_PORT' : 'PORT']: String(port) },
  });
  let lines: string[] = [];
  const keep = (chunk: Buffer) => (lines = [...lines, ...String(chunk).split('\n').filter(Boolean)].slice(-30));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<Stopped>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, readyz: [] })),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    name,
    url,
    child,
    output: () => lines.join('\n'),
    async stop(waitSeconds = 30) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const readyz: number[] = [];
      let done = false;
      void exited.then(() => (done = true));
      const killer = setTimeout(() => child.kill('SIGKILL'), waitSeconds * 1000);
      while (!done) {
        const answer = await status(`${url}/readyz`);
        if (!done) readyz.push(answer);
        await sleep(50);
      }
      clearTimeout(killer);
      return { ...(await exited), readyz };
    },
  };
  const deadline = Date.now() + seconds * 1000;
  while ((await status(`${url}/readyz`)) !== 200) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await server.stop(5);
      throw new Error(
        `${name} did not become ready (${child.exitCode !== null ? `exit ${child.exitCode}` : `${seconds} s`}):\n${server.output()}`,
      );
    }
    await sleep(100);
  }
  return server;
}
