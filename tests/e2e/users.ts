import { join } from 'node:path';
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
 * second, each on its own demo database, so two flows that change data never meet.
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 4100);
export const SECOND_APP_PORT = APP_PORT + 1;

/**
 * Where auth.setup.ts keeps a user's signed-in browser state for this run and server: a folder per run (the workers'
 * parent is the test runner), so a session of an earlier run, whose server is gone, is never used; a session is only
 * good on the server whose database holds it.
 */
export const authFile = (email: string, port = APP_PORT) =>
  join(__dirname, '..', '..', '.tmp', 'e2e-auth', String(process.ppid), String(port), `${email}.json`);

/** The port of a base URL (a project's `use.baseURL`). */
export const portOf = (baseURL: string | undefined) => (baseURL ? Number(new URL(baseURL).port) : APP_PORT);
