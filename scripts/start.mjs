// `npm start`: builds what is stale, starts the REST API and the gateway (embedded database unless
// DATABASE_URL is set), and prints where to go and how to sign in.
import { spawn } from 'node:child_process';
import { ROOT, buildIfStale, waitForHealth } from './lib.mjs';

const PORT = process.env.PORT ?? '4000';
const REST_PORT = process.env.REST_PORT ?? '4001';

await buildIfStale();

const children = [];
function start(name, entry, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${name} stopped (exit ${code}); stopping everything`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

try {
  // Both servers run on this machine: with METRICS_PORT set, the REST API's metrics listener takes the next port.
  const restMetrics = process.env.METRICS_PORT ? { METRICS_PORT: String(Number(process.env.METRICS_PORT) + 1) } : {};
  const rest = start('rest', 'rest/src/main.ts', { REST_PORT, ...restMetrics });
  await waitForHealth(`http://127.0.0.1:${REST_PORT}/healthz`, rest, 120);
  const gateway = start('gateway', 'gateway/src/main.ts', { PORT, REST_URL: `http://127.0.0.1:${REST_PORT}` });
  await waitForHealth(`http://127.0.0.1:${PORT}/healthz`, gateway);
  const demo = await fetch(`http://127.0.0.1:${REST_PORT}/api/auth/demo`).then((r) => r.json());
  console.log(`\n  People is running: http://localhost:${PORT}`);
  console.log(`  GraphiQL:          http://localhost:${PORT}/graphiql`);
  console.log(`  REST API:          http://localhost:${REST_PORT}/api (OpenAPI at /api/openapi.json)`);
  if (demo.data.length > 0) {
    console.log('\n  Demo sign-ins (password "demo", demo data only):');
    for (const { email, description } of demo.data) console.log(`    ${email.padEnd(18)} ${description}`);
  }
  console.log('\n  Ctrl+C stops both servers.\n');
} catch (error) {
  console.error(error.message);
  stop(1);
}
