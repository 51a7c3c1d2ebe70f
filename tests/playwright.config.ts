import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4100);

// Debian's Chromium, never a downloaded browser; flags from STACK.md for this closed network.
// Two workers against the one server: the tests that write data (`flows`) run one file after another in one worker, as
// they share the demo data; the read-only app-shell sweep (`sweep`) runs its tests side by side in the other worker
// and in both once the flows are done. Both start from the sessions `sign-in` keeps (auth.setup.ts).
export default defineConfig({
  testDir: './e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'sign-in', testMatch: /auth\.setup\.ts$/, fullyParallel: true },
    { name: 'sweep', testMatch: /appShell\.spec\.ts$/, dependencies: ['sign-in'], fullyParallel: true },
    { name: 'flows', testIgnore: [/appShell\.spec\.ts$/, /auth\.setup\.ts$/], dependencies: ['sign-in'], workers: 1, fullyParallel: false },
  ],
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../.tmp/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  outputDir: '../.tmp/test-results',
  webServer: {
    command: 'node --import tsx e2e/server.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
});
