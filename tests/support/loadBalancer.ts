// HAProxy and PgBouncer from Debian's packages (`apt-get install haproxy pgbouncer`, .ci/run does), each started as
// a process of the test's own on free ports, with its configuration in a folder of the test's own.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { freePort } from './ports';

/** The path of a program of Debian's packages (in /usr/sbin, which a user's PATH may lack), or null. */
export function program(name: string): string | null {
  const dirs = [
    ...(process.env.PATH ?? '').split(':').filter((dir) => dir.startsWith('/')),
    '/usr/sbin',
    '/usr/local/sbin',
    '/sbin',
  ];
  return dirs.map((dir) => join(dir, name)).find((path) => existsSync(path)) ?? null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `path` with `args`; its output is kept for a failure's message; stop() ends it with SIGTERM. */
function daemon(path: string, args: string[]) {
  const child = spawn(path, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const late = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(late);
    },
  };
}

/** Waits until something listens on `port` of 127.0.0.1, or throws with the process's output. */
async function listening(port: number, process: ChildProcess, output: () => string, what: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (process.exitCode !== null) break;
    const open = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => (socket.end(), resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await sleep(100);
  }
  throw new Error(`${what} did not listen on ${port}:\n${output()}`);
}

/**
 * PgBouncer in transaction mode in front of `databaseUrl`: a server connection is a client's for one transaction only,
 * so nothing may rely on session state between statements. Fewer server connections than the servers' pools hold
 * (`poolSize`), so connections really are shared. Answers the URL the servers use in its place.
 */
export async function startPgbouncer(folder: string, databaseUrl: string, poolSize = 6) {
  const target = new URL(databaseUrl);
  const database = target.pathname.slice(1);
  const user = decodeURIComponent(target.username);
  const port = await freePort();
  writeFileSync(join(folder, 'users.txt'), `"${user}" ""\n`);
  writeFileSync(
    join(folder, 'pgbouncer.ini'),
    `[databases]
${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database}

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${port}
unix_socket_dir =
auth_type = trust
auth_file = ${join(folder, 'users.txt')}
pool_mode = transaction
default_pool_size = ${poolSize}
max_client_conn = 200
`,
  );
  // PgBouncer refuses to run as root: it then switches to nobody, who must read the folder.
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    for (const file of ['', 'users.txt', 'pgbouncer.ini']) chmodSync(join(folder, file), file ? 0o644 : 0o755);
  const pgbouncer = daemon(program('pgbouncer')!, [...(asRoot ? ['-u', 'nobody'] : []), join(folder, 'pgbouncer.ini')]);
  await listening(port, pgbouncer.child, pgbouncer.output, 'PgBouncer');
  const url = new URL(databaseUrl);
  url.host = `127.0.0.1:${port}`;
  return { url: url.toString(), stop: pgbouncer.stop, output: pgbouncer.output };
}

export interface Backend {
  name: string;
  servers: { name: string; port: number }[];
}

/**
 * One HAProxy with a frontend per backend (the REST API's, the gateways'), each balancing its servers round-robin
 * with health checks on /readyz every `checkEveryMs`, a server out after 3 failed ones (a blip of a busy machine is
 * not one), back after 1. Retries: a connection that could not be made is tried again on another server
 * (`option redispatch`); a GET or HEAD also when the server closed without answering or answered 503; a POST that
 * reached a server never (`disable-l7-retry`): it may have written.
 */
export async function startHaproxy(folder: string, backends: Backend[], checkEveryMs = 500) {
  const ports = Object.fromEntries(await Promise.all(backends.map(async (b) => [b.name, await freePort()] as const)));
  const socket = join(folder, 'haproxy.sock');
  const listen = (backend: Backend) => `
listen ${backend.name}
  bind 127.0.0.1:${ports[backend.name]}
  balance roundrobin
  option httpchk GET /readyz
  http-check expect status 200
  http-request disable-l7-retry unless METH_GET
${backend.servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`;
  writeFileSync(
    join(folder, 'haproxy.cfg'),
    `global
  maxconn 2000
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 3s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response 503
  default-server inter ${checkEveryMs} fall 3 rise 1
${backends.map(listen).join('')}`,
  );
  const haproxy = daemon(program('haproxy')!, ['-db', '-f', join(folder, 'haproxy.cfg')]);
  for (const backend of backends) await listening(ports[backend.name], haproxy.child, haproxy.output, 'HAProxy');
  /** One command on the admin socket, its answer. */
  const admin = (command: string) =>
    new Promise<string>((resolve, reject) => {
      let answer = '';
      const connection = createConnection(socket, () => connection.write(`${command}\n`));
      connection.on('data', (chunk) => (answer += String(chunk)));
      connection.on('end', () => resolve(answer));
      connection.on('error', reject);
    });
  /** Each server's status as HAProxy sees it (UP, DOWN, MAINT, `UP 1/2`…), by `backend/server`. */
  const states = async () => {
    const [header, ...rows] = (await admin('show stat')).split('\n').filter(Boolean);
    const columns = header.replace(/^# /, '').split(',');
    const at = (name: string) => columns.indexOf(name);
    return Object.fromEntries(
      rows
        .map((row) => row.split(','))
        .map((cells) => [`${cells[at('pxname')]}/${cells[at('svname')]}`, cells[at('status')]]),
    );
  };
  return {
    url: (backend: string) => `http://127.0.0.1:${ports[backend]}`,
    states,
    /** Takes a server out of the rotation (`maint`) or puts it back (`ready`: its checks decide again). */
    setState: (server: string, state: 'maint' | 'ready') => admin(`set server ${server} state ${state}`),
    /** Waits until HAProxy sees `server` (backend/server) in `status` (UP, DOWN…). */
    async until(server: string, status: string, seconds = 60) {
      const deadline = Date.now() + seconds * 1000;
      for (;;) {
        const now = (await states())[server];
        if (now === status) return;
        if (Date.now() > deadline) throw new Error(`HAProxy: ${server} is ${now}, not ${status}, after ${seconds} s`);
        await sleep(50);
      }
    },
    stop: haproxy.stop,
    output: haproxy.output,
  };
}
