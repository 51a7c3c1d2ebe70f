// `npm test`: generated code, type checks, unit and component tests, integration tests on PGlite (and
// PostgreSQL when a server answers), then the browser tests on the real app. Ends with one summary line.
//
// The run has an id (PEOPLE_TEST_RUN, tests/support/testRun.ts) that every stage's processes share: its PostgreSQL
// databases, Redis keys, ports and files are its own, so another run on the machine cannot fail it. Its reports are in
// .tmp/runs/<id>/, removed when the run passes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, buildIfStale, buildServersIfStale } from './lib.mjs';

const RUN = process.env.PEOPLE_TEST_RUN ?? `${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
const RUNS = join(ROOT, '.tmp', 'runs');
const DIR = join(RUNS, RUN);
mkdirSync(DIR, { recursive: true });
// Folders of runs that failed, or were killed, a day ago.
for (const name of readdirSync(RUNS)) {
  const path = join(RUNS, name);
  if (name !== RUN && Date.now() - statSync(path).mtimeMs > 24 * 3600_000)
    rmSync(path, { recursive: true, force: true });
}
const ENV = { PEOPLE_TEST_RUN: RUN };

// Jest loads packages that ship only as ES modules (jsdom 31's, the servers' ESM-only dependencies) through Node's own
// require(esm), which it uses only with the VM modules flag.
const ESM = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };

const jestCounts = (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0),
  skipped: report.numPendingTests,
});
const playwrightCounts = ({ stats }) => ({
  passed: stats.expected + stats.flaky,
  failed: stats.unexpected,
  skipped: stats.skipped,
});

/**
 * The stages, in order; the stages of one inner list run at the same time (their output is printed as each ends). A
 * stage is a command, or `work` (a function), with:
 * - `report` and `counts`: a test stage, whose counts are read from the report file it writes into the run's folder;
 * - `gate`: what later stages need (generated code, compiled types, the built app): its failure ends the run.
 * A new stage (a test of the Helm chart, a scale-out test) is one more entry: a command that exits non-zero on failure
 * counts as one failure, or a report with `counts` gives its tests' numbers.
 */
const STAGES = [
  { name: 'generated code', gate: true, command: ['npm', 'run', 'generate', '--silent'], check: openApiUnchanged() },
  [
    { name: 'type checks', gate: true, command: ['npm', 'run', 'typecheck', '--silent'] },
    // The web app for the browser tests: it needs the Relay artifacts generated above, and nothing the type checks make.
    { name: 'web build', gate: true, work: () => buildIfStale({ relay: false }) },
    // The compiled servers (rest/dist, gateway/dist), which tests/integration/productionBuild.test.ts starts.
    { name: 'server build', gate: true, work: () => buildServersIfStale() },
    // Prettier's layout and typescript-eslint's type-checked rules (eslint.config.mjs); a failure counts as one.
    { name: 'format and lint', command: ['npm', 'run', 'lint', '--silent'] },
  ],
  {
    name: 'unit and component tests (jest)',
    command: ['npx', 'jest', '--json', `--outputFile=${join(DIR, 'unit.json')}`],
    env: ESM,
    report: 'unit.json',
    counts: jestCounts,
  },
  {
    name: 'integration tests (REST + gateway + database)',
    command: ['npx', 'jest', '-c', 'tests/jest.config.js', '--json', `--outputFile=${join(DIR, 'integration.json')}`],
    env: ESM,
    report: 'integration.json',
    counts: jestCounts,
  },
  {
    name: 'end-to-end tests (Playwright in Debian Chromium)',
    command: ['npx', 'playwright', 'test', '-c', 'tests/playwright.config.ts'],
    report: 'e2e.json',
    counts: playwrightCounts,
  },
];

// generate rewrites rest/openapi.json: a committed document that differs from what the route schemas give fails the
// run (on a clean CI checkout too), so the REST contract never changes without the document in the same commit.
function openApiUnchanged() {
  const file = join(ROOT, 'rest', 'openapi.json');
  const committed = existsSync(file) ? readFileSync(file, 'utf8') : null;
  return () => {
    if (readFileSync(file, 'utf8') === committed) return null;
    console.error(
      '\n✗ rest/openapi.json was stale: the route schemas changed. `npm run generate` has rewritten it; review and commit it.',
    );
    return { name: 'rest/openapi.json matches the route schemas', passed: 0, failed: 1, skipped: 0 };
  };
}

/** Runs a command in the project root; output inherited, or kept and returned when `quiet`. */
function run(command, args, { env = {}, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...ENV, ...env },
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const results = [];
const timings = [];
const began = Date.now();

/** Runs one stage; keeps its wall time for the summary, so the next slow stage is named by the run itself. */
async function runStage(stage, quiet) {
  const started = Date.now();
  if (!quiet) console.log(`\n━━ ${stage.name}`);
  if (stage.report) rmSync(join(DIR, stage.report), { force: true });
  let code = 0;
  let output = '';
  if (stage.work) {
    try {
      await stage.work();
    } catch (error) {
      output = `${error?.stack ?? error}\n`;
      code = 1;
    }
  } else ({ code, output } = await run(stage.command[0], stage.command.slice(1), { env: stage.env, quiet }));
  const seconds = (Date.now() - started) / 1000;
  timings.push({ name: stage.name, seconds });
  if (quiet) process.stdout.write(`\n━━ ${stage.name} (${Math.round(seconds)} s)\n${output}`);
  const extra = stage.check?.();
  if (extra) results.push(extra);
  if (stage.report) {
    const file = join(DIR, stage.report);
    const counts = existsSync(file)
      ? stage.counts(JSON.parse(readFileSync(file, 'utf8')))
      : { passed: 0, failed: 1, skipped: 0 };
    if (code !== 0 && counts.failed === 0) counts.failed = 1; // the runner failed outside any test
    results.push({ name: stage.name, ...counts });
  } else if (code !== 0) {
    console.error(`\n✗ ${stage.name} failed (exit ${code})`);
    results.push({ name: stage.name, passed: 0, failed: 1, skipped: 0 });
    if (stage.gate) return code;
  }
  return 0;
}

function finish(exitCode) {
  console.log('\n━━ summary');
  for (const r of results)
    console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
  const total = results.reduce(
    (sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }),
    { passed: 0, failed: 0, skipped: 0 },
  );
  console.log(
    `\n  time: ${timings.map((t) => `${t.name} ${Math.round(t.seconds)} s`).join(', ')}; in all ${Math.round((Date.now() - began) / 1000)} s`,
  );
  const passed = exitCode === undefined && total.failed === 0 && total.passed > 0;
  if (passed) rmSync(DIR, { recursive: true, force: true });
  else console.log(`  reports, screenshots of failed browser tests: ${DIR}`);
  console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  process.exit(exitCode ?? (passed ? 0 : 1));
}

for (const step of STAGES) {
  // A stage that runs beside others prints its output when it ends; one alone prints as it goes.
  const codes = Array.isArray(step)
    ? await Promise.all(step.map((stage) => runStage(stage, step.length > 1)))
    : [await runStage(step, false)];
  const gateCode = codes.find((code) => code !== 0);
  if (gateCode) finish(gateCode);
}
finish();
