import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { testRunDir } from './support/testRun';
import { APP_PORT, SECOND_APP_PORT } from './e2e/users';

// Two servers, each the real app on its own demo database. The tests that write data run one file after another per
// server, as the files of one server share its data: `flows` on the first, `flows-second` on the second. The read-only
// app-shell sweep (`sweep`) runs its tests side by side on the first. Each starts from the sessions its server's
// `sign-in` kept (auth.setup.ts). Three workers: a worker drives one page and mostly waits for it (with two, the whole
// stage used about 280 s of CPU in 360 s, less than half of two cores), so the sweep runs beside both chains of flows
// instead of taking a flow's worker; each chain, one file after another, is then what the stage waits for.
const SECOND_SERVER_FLOWS =
  /[\\/](daysOff|linkedPages|profile|wage|verzuim|dimona|workflows|softwareReviews)\.spec\.ts$/;
const FIRST = `http://127.0.0.1:${APP_PORT}`;
const SECOND = `http://127.0.0.1:${SECOND_APP_PORT}`;

const server = (port: number) => ({
  command: 'node --import tsx e2e/server.ts',
  url: `http://127.0.0.1:${port}/healthz`,
  env: { E2E_PORT: String(port) },
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
});

// Debian's Chromium, never a downloaded browser; flags from STACK.md for this closed network.
export default defineConfig({
  testDir: './e2e',
  // A flow walks several pages (about 8 s on a quiet machine); a loaded CI machine has taken four times that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: Number(process.env.E2E_WORKERS ?? 3),
  projects: [
    { name: 'sign-in', testMatch: /auth\.setup\.ts$/, fullyParallel: true, use: { baseURL: FIRST } },
    { name: 'sign-in-second', testMatch: /auth\.setup\.ts$/, fullyParallel: true, use: { baseURL: SECOND } },
    {
      name: 'sweep',
      testMatch: /appShell\.spec\.ts$/,
      dependencies: ['sign-in'],
      fullyParallel: true,
      use: { baseURL: FIRST },
    },
    {
      name: 'flows',
      testIgnore: [/appShell\.spec\.ts$/, /auth\.setup\.ts$/, SECOND_SERVER_FLOWS],
      dependencies: ['sign-in'],
      workers: 1,
      fullyParallel: false,
      use: { baseURL: FIRST },
    },
    {
      name: 'flows-second',
      testMatch: SECOND_SERVER_FLOWS,
      dependencies: ['sign-in-second'],
      workers: 1,
      fullyParallel: false,
      use: { baseURL: SECOND },
    },
  ],
  retries: 0,
  // The run's folder (support/testRun.ts): scripts/test.mjs reads the counts there.
  reporter: [['list'], ['json', { outputFile: join(testRunDir(), 'e2e.json') }]],
  use: {
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  outputDir: join(testRunDir(), 'test-results'),
  webServer: [server(APP_PORT), server(SECOND_APP_PORT)],
});
