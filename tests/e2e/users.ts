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
 * Where auth.setup.ts keeps a user's signed-in browser state for this run: a folder per run (the workers' parent is the
 * test runner), so a session of an earlier run, whose server is gone, is never used.
 */
export const authFile = (email: string) => join(__dirname, '..', '..', '.tmp', 'e2e-auth', String(process.ppid), `${email}.json`);
