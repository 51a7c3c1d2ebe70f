// `npm test`: generated code, type checks, unit and component tests, integration tests on PGlite (and
// PostgreSQL when a server answers), then the browser tests on the real app. Ends with one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, buildIfStale, buildServersIfStale, mustRun, run } from './lib.mjs';

const TMP = join(ROOT, '.tmp');
mkdirSync(TMP, { recursive: true });
const results = [];
const began = Date.now();
const timings = [];
/** Runs one stage and keeps its wall time for the summary, so the next slow stage is named by the run itself. */
async function timed(name, work) {
  const started = Date.now();
  const value = await work();
  timings.push({ name, seconds: (Date.now() - started) / 1000 });
  return value;
}

function jestCounts(file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0), skipped: report.numPendingTests };
}

function playwrightCounts(file) {
  if (!existsSync(file)) return null;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

async function stage(name, command, args, reportFile, count, env) {
  console.log(`\n━━ ${name}`);
  rmSync(reportFile, { force: true });
  const code = await timed(name, () => run(command, args, { env }));
  const counts = count(reportFile) ?? { passed: 0, failed: 1, skipped: 0 };
  if (code !== 0 && counts.failed === 0) counts.failed = 1; // the runner failed outside any test
  results.push({ name, ...counts });
}

console.log('━━ generated code (OpenAPI document and types, graphql-codegen, relay-compiler) and type checks');
// generate rewrites rest/openapi.json: a committed document that differs from what the route schemas give fails the
// run (on a clean CI checkout too), so the REST contract never changes without the document in the same commit.
const OPENAPI = join(ROOT, 'rest', 'openapi.json');
const committedOpenApi = existsSync(OPENAPI) ? readFileSync(OPENAPI, 'utf8') : null;
await timed('generated code', () => mustRun('npm', ['run', 'generate', '--silent']));
if (readFileSync(OPENAPI, 'utf8') !== committedOpenApi) {
  console.error('\n✗ rest/openapi.json was stale: the route schemas changed. `npm run generate` has rewritten it; review and commit it.');
  results.push({ name: 'rest/openapi.json matches the route schemas', passed: 0, failed: 1, skipped: 0 });
}
await timed('type checks', () => mustRun('npm', ['run', 'typecheck', '--silent']));

// Jest loads packages that ship only as ES modules (jsdom 31's, the servers' ESM-only dependencies) through Node's own
// require(esm), which it uses only with the VM modules flag.
const ESM = { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules`.trim() };
await stage('unit and component tests (jest)', 'npx', ['jest', '--json', `--outputFile=${TMP}/unit.json`], `${TMP}/unit.json`, jestCounts, ESM);
// The compiled servers (rest/dist, gateway/dist), which tests/integration/productionBuild.test.ts starts.
await timed('server build', () => buildServersIfStale());
await stage(
  'integration tests (REST + gateway + database)',
  'npx',
  ['jest', '-c', 'tests/jest.config.js', '--json', `--outputFile=${TMP}/integration.json`],
  `${TMP}/integration.json`,
  jestCounts,
  ESM,
);

await timed('web build', () => buildIfStale());
await stage('end-to-end tests (Playwright in Debian Chromium)', 'npx', ['playwright', 'test', '-c', 'tests/playwright.config.ts'], `${TMP}/e2e.json`, playwrightCounts);

console.log('\n━━ summary');
for (const r of results) console.log(`  ${r.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}`);
const total = results.reduce((sum, r) => ({ passed: sum.passed + r.passed, failed: sum.failed + r.failed, skipped: sum.skipped + r.skipped }), { passed: 0, failed: 0, skipped: 0 });
console.log(`\n  time: ${timings.map((t) => `${t.name} ${Math.round(t.seconds)} s`).join(', ')}; in all ${Math.round((Date.now() - began) / 1000)} s`);
console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed === 0 && total.passed > 0 ? 0 : 1);
