// `npm run typecheck`: every workspace's tsconfig, as many tsc processes at once as there are cores (tsc is single
// threaded; on CI's two cores this halves the stage). Each project's output is printed whole when it ends.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';

// Largest first, so the long ones do not start last. The server workspaces (rest, gateway, domain, platform: one set of
// options) are checked as one program, and so are tests and bench, which import them: a program per workspace checked
// the shared sources again in each, twice the CPU time. Each workspace keeps its own tsconfig for editors.
const PROJECTS = ['tsconfig.check-tests.json', 'web', 'tsconfig.check-server.json', 'gateway/graphiql'];

function check(project) {
  return new Promise((resolve) => {
    const started = Date.now();
    // Incremental: what tsc learnt of the sources it checked is kept in .tmp, so a second run checks only what changed.
    const buildInfo = join(ROOT, '.tmp', 'tsc', `${project.replaceAll('/', '-')}.tsbuildinfo`);
    const child = spawn('npx', ['tsc', '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} tsc -p ${project} (${seconds} s)\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = [];
const worker = async () => {
  while (queue.length > 0) results.push(await check(queue.shift()));
};
await Promise.all(Array.from({ length: Math.min(availableParallelism(), PROJECTS.length) }, worker));
process.exit(results.every(Boolean) ? 0 : 1);
