import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { testRunDir } from '../support/testRun';
import type { Company } from './routes';

/** The demo sign-ins (rest/src/seed), each with the company whose data it sees. */
export const DEMO_USERS: readonly { email: string; company: Company }[] = [
  { email: 'admin@demo.be', company: 'be' },
  { email: 'manager@demo.be', company: 'be' },
  { email: 'nowage@demo.be', company: 'be' },
  { email: 'light@demo.be', company: 'be' },
  { email: 'support@demo.be', company: 'be' },
  { email: 'groupmanager@demo.be', company: 'be' },
  { email: 'employee@demo.be', company: 'be' },
  { email: 'readonly@demo.be', company: 'be' },
  { email: 'admin@demo.nl', company: 'nl' },
];

/**
 * The two servers of a run (playwright.config.ts): the sweep and half of the flows use the first, the other flows the
 * second, each on its own demo database, so two flows that change data never meet. Their ports are free ones found
 * when the runner loads the config (E2E_PORTS=4100,4101 chooses them) and handed to the workers and servers in the
 * environment, so a second run on the machine never finds its port taken.
 */
export const [APP_PORT, SECOND_APP_PORT] = e2ePorts();

function e2ePorts(): [number, number] {
  if (!/^\d+,\d+$/.test(process.env.E2E_PORTS ?? '')) {
    // Both listened on at once, so they differ; the config is loaded synchronously, hence a child process.
    const probe = `const net=require('net');const a=net.createServer().listen(0,'127.0.0.1',()=>{const b=net.createServer().listen(0,'127.0.0.1',()=>{console.log(a.address().port+','+b.address().port);a.close();b.close();});});`;
    process.env.E2E_PORTS = execFileSync(process.execPath, ['-e', probe], { encoding: 'utf8' }).trim();
  }
  const [first, second] = process.env.E2E_PORTS!.split(',').map(Number);
  return [first, second];
}

/**
 * Where auth.setup.ts keeps a user's signed-in browser state for this run and server: in the run's folder, so a session
 * of an earlier run, whose server is gone, is never used; a session is only good on the server whose database holds it.
 */
export const authFile = (email: string, port = APP_PORT) =>
  join(testRunDir(), 'e2e-auth', String(port), `${email}.json`);

/** The port of a base URL (a project's `use.baseURL`). */
export const portOf = (baseURL: string | undefined) => (baseURL ? Number(new URL(baseURL).port) : APP_PORT);
