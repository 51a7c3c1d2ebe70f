// No import circles in any workspace. A circle ties its files' edits and load order together (STYLE.md 7:
// a page imports its query from queries.ts, never routes.tsx). dependency-cruiser reads every import, type-only ones
// included, with the rules in .dependency-cruiser.cjs; a failure names each circle, file by file. The same rules keep
// the layers and the areas apart; fixtures/areas proves the areas' rule refuses what it should.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const CONFIG = join(ROOT, '.dependency-cruiser.cjs');
/** The rules that keep the areas of rest/src and gateway/src apart. */
const AREA_RULES = ['areas-meet-through-core', 'verzuim-composes-days-off-only'];
const SOURCES = ['domain/src', 'platform/src', 'rest/src', 'gateway/src', 'web/src', 'tests', 'bench'];

type Dependency = { module: string; couldNotResolve: boolean; coreModule: boolean };
type Cruise = {
  modules: { source: string; dependencies: Dependency[] }[];
  summary: { violations: { rule: { name: string }; from: string; to: string; cycle?: { name: string }[] }[] };
};

/** dependency-cruiser over `sources`, read from `cwd` (the rules' paths are relative to it). */
function cruise(cwd = ROOT, sources = SOURCES): Cruise {
  const cli = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const run = spawnSync(process.execPath, [cli, '--config', CONFIG, '--output-type', 'json', ...sources], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
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
      .filter((v) => v.rule.name !== 'no-circular' && !AREA_RULES.includes(v.rule.name))
      .map((v) => `${v.rule.name}: ${v.from}`);
    expect(crossings).toEqual([]);
  });

  it('keep the areas of rest/src and gateway/src apart: they meet through domain/ and their core/', () => {
    const crossings = result.summary.violations
      .filter((v) => AREA_RULES.includes(v.rule.name))
      .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect(crossings).toEqual([]);
  });

  it('refuse an area importing another area or a gateway root, and pass the core, seed/ and the compositions', () => {
    // fixtures/areas has one of each: wage/bad.ts files import another area (a type-only import too), daysOff/root.ts
    // a root, verzuim/sql.ts (a composition of days off) days off and wage; wage/good.ts the core, seed/ an area,
    // profile/detailEmbeds.ts a composition, Employee.ts the areas.
    const fixture = cruise(join(__dirname, 'fixtures/areas'), ['rest', 'gateway']);
    const refused = fixture.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    expect(refused).toEqual([
      'areas-meet-through-core: gateway/src/daysOff/root.ts → gateway/src/Employee.ts',
      'areas-meet-through-core: gateway/src/wage/bad.ts → gateway/src/daysOff/employee.ts',
      'areas-meet-through-core: rest/src/wage/bad.ts → rest/src/daysOff/sql.ts',
      'verzuim-composes-days-off-only: rest/src/verzuim/sql.ts → rest/src/wage/good.ts',
    ]);
  }, 60_000);

  it('are all read: every workspace is cruised and every import of our own code resolves, so no circle hides', () => {
    for (const source of SOURCES) expect(result.modules.some((m) => m.source.startsWith(`${source}/`))).toEqual(true);
    const unresolved = result.modules.flatMap((m) =>
      m.dependencies.filter((d) => d.couldNotResolve && !d.coreModule).map((d) => `${m.source} → ${d.module}`),
    );
    expect(unresolved).toEqual([]);
  });
});
