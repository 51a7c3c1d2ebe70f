// No import circles in any workspace. A circle ties its files' edits and load order together (STYLE.md 7:
// a page imports its query from queries.ts, never routes.tsx). dependency-cruiser reads every import, type-only ones
// included, with the rule in .dependency-cruiser.cjs; a failure names each circle, file by file.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const SOURCES = ['domain/src', 'platform/src', 'rest/src', 'gateway/src', 'web/src', 'tests', 'bench'];

type Dependency = { module: string; couldNotResolve: boolean; coreModule: boolean };
type Cruise = {
  modules: { source: string; dependencies: Dependency[] }[];
  summary: { violations: { rule: { name: string }; from: string; cycle?: { name: string }[] }[] };
};

function cruise(): Cruise {
  const cli = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const run = spawnSync(
    process.execPath,
    [cli, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...SOURCES],
    {
      cwd: ROOT,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  // It exits non-zero when it finds a circle; only an answer that is not JSON is the tool failing.
  if (!run.stdout.startsWith('{')) throw new Error(`dependency-cruiser failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout) as Cruise;
}

describe('imports', () => {
  let result: Cruise;
  beforeAll(() => {
    result = cruise();
  }, 120_000);

  it('form no circle in domain, platform, rest, gateway, web, tests or bench (type-only imports count)', () => {
    const circles = result.summary.violations
      .filter((v) => v.rule.name === 'no-circular')
      .map((v) => [v.from, ...(v.cycle ?? []).map((step) => step.name)].join(' → '));
    expect(circles).toEqual([]);
  });

  it('keep the layers: domain pure, platform below the servers, the gateway and the web app apart from the REST API', () => {
    const crossings = result.summary.violations
      .filter((v) => v.rule.name !== 'no-circular')
      .map((v) => `${v.rule.name}: ${v.from}`);
    expect(crossings).toEqual([]);
  });

  it('are all read: every workspace is cruised and every import of our own code resolves, so no circle hides', () => {
    for (const source of SOURCES) expect(result.modules.some((m) => m.source.startsWith(`${source}/`))).toEqual(true);
    const unresolved = result.modules.flatMap((m) =>
      m.dependencies.filter((d) => d.couldNotResolve && !d.coreModule).map((d) => `${m.source} → ${d.module}`),
    );
    expect(unresolved).toEqual([]);
  });
});
