// What any server between the browser and the REST API costs on this machine, apart from what the gateway
// itself does. The floor is the least such a server can do for the profile: node's own HTTP server that, for each
// POST, makes the profile's REST calls (the same paths, token and pool size as the gateway's), parses every answer,
// and sends back the gateway's recorded answer. No Fastify, no Apollo, no GraphQL. The p50 ratio target (1.10x) is
// measured against the direct replay; the floor's own ratio shows how much of it the hop alone takes.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createRestPool } from '@people/gateway/core/restClient';
import { waitForHealth } from '../scripts/lib.mjs';
import { freePort } from '../tests/support/ports';
import { stop } from './processes';

export interface HopFloorPlan {
  restUrl: string;
  /** The profile's REST calls, as the gateway made them. */
  paths: string[];
  /** The gateway's answer to the profile query, sent back as it is. */
  answer: string;
}

/** The floor in this process, on a free port of 127.0.0.1. */
export async function startHopFloor(
  { restUrl, paths, answer }: HopFloorPlan,
  port = 0,
): Promise<{ url: string; close(): Promise<void> }> {
  const pool = createRestPool(restUrl); // the gateway's own pool settings
  const server: Server = createServer((request, response) => {
    if (request.url === '/healthz') return void response.end('{"ok":true}');
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the promise is handled inside
    request.on('end', async () => {
      JSON.parse(Buffer.concat(chunks).toString()); // the request's body, as any server reads it
      const headers = { accept: 'application/json', authorization: String(request.headers.authorization) };
      try {
        await Promise.all(
          paths.map(async (path) => {
            const answered = await pool.request({ method: 'GET', path, headers });
            return JSON.parse(await answered.body.text()) as unknown;
          }),
        );
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(answer);
      } catch (error) {
        response.writeHead(502).end(JSON.stringify({ error: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.close();
    },
  };
}

/** The floor in a process of its own, as the gateway runs beside the REST API when deployed (bench/processes.ts). */
export async function startHopFloorProcess(plan: HopFloorPlan): Promise<{ url: string; close(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'hopFloor.ts')], {
    stdio: ['pipe', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', HOP_FLOOR_PORT: String(port) },
  });
  child.stdin!.end(JSON.stringify(plan));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(`${url}/healthz`, child, 60);
  return {
    url,
    close: () => stop(child),
  };
}

// Started by startHopFloorProcess: the plan arrives on stdin.
if (require.main === module && process.env.HOP_FLOOR_PORT) {
  const chunks: Buffer[] = [];
  process.stdin.on('data', (chunk: Buffer) => chunks.push(chunk));
  process.stdin.on('end', () => {
    const plan = JSON.parse(Buffer.concat(chunks).toString()) as HopFloorPlan;
    void startHopFloor(plan, Number(process.env.HOP_FLOOR_PORT)).then((floor) =>
      process.on('SIGTERM', () => void floor.close().then(() => process.exit(0))),
    );
  });
}
