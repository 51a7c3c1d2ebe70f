// `npm start`: builds what is stale, starts the REST API and the gateway (embedded database unless
// DATABASE_URL is set), and prints where to go and how to sign in.
import { spawn } from 'node:child_process';
import { ROOT, buildIfStale, waitForHealth } from './lib.mjs';

const PORT = process.env.PORT ?? '4000';
const REST_PORT = process.env.REST_PORT ?? '4001';

// START_SKIP_BUILD=1: serve what is built (the supervision test starts this script without building the web app).
if (process.env.START_SKIP_BUILD !== '1') await buildIfStale();

// Each server is supervised. When one exits, it is started again (after 0.5 s, doubling up to 10 s while it
// keeps failing fast); the other goes on: the gateway answers REST_UNAVAILABLE for what needs the REST API meanwhile.
const children = new Map();
let stopping = false;
function supervise(name, entry, env, attempt = 0) {
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  children.set(name, child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const next = Date.now() - started > 30_000 ? 0 : attempt + 1;
    const delay = Math.min(500 * 2 ** Math.max(0, next - 1), 10_000);
    console.error(`${name} stopped (${signal ?? `exit ${code}`}); starting it again in ${delay / 1000} s`);
    setTimeout(() => stopping || supervise(name, entry, env, next), delay);
  });
  return child;
}

function stop(code = 0) {
  stopping = true;
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  // Both servers run on this machine: with METRICS_PORT set, the REST API's metrics listener takes the next port.
  const restMetrics = process.env.METRICS_PORT ? { METRICS_PORT: String(Number(process.env.METRICS_PORT) + 1) } : {};
  const rest = supervise('rest', 'rest/src/main.ts', { REST_PORT, ...restMetrics });
  await waitForHealth(`http://127.0.0.1:${REST_PORT}/healthz`, rest, 120);
  const gateway = supervise('gateway', 'gateway/src/main.ts', { PORT, REST_URL: `http://127.0.0.1:${REST_PORT}` });
  await waitForHealth(`http://127.0.0.1:${PORT}/healthz`, gateway);
  const demo = await fetch(`http://127.0.0.1:${REST_PORT}/api/auth/demo`).then((r) => r.json());
  console.log(`\n  People is running: http://localhost:${PORT}`);
  // As gateway/src/core/server.ts graphiqlFromEnv decides: GRAPHIQL=true or false, else outside production only.
  const graphiql =
    process.env.GRAPHIQL === 'true' || (process.env.GRAPHIQL !== 'false' && process.env.NODE_ENV !== 'production');
  if (graphiql) console.log(`  GraphiQL:          http://localhost:${PORT}/graphiql`);
  console.log(`  REST API:          http://localhost:${REST_PORT}/api (OpenAPI at /api/openapi.json)`);
  if (demo.data.length > 0) {
    console.log('\n  Demo sign-ins (password "demo", demo data only):');
    for (const { email, description } of demo.data) console.log(`    ${email.padEnd(18)} ${description}`);
  }
  console.log('\n  Both servers restart if they stop; Ctrl+C stops them.\n');
  // The supervision test reads the pids here (one line, after the banner).
  if (process.env.START_PRINT_PIDS === '1')
    console.log(`pids rest=${children.get('rest').pid} gateway=${children.get('gateway').pid}`);
} catch (error) {
  console.error(error.message);
  stop(1);
}
