import { performance } from 'node:perf_hooks';

export interface Case {
  name: string;
  run(): Promise<unknown>;
}

export interface SampleOptions {
  warmup: number;
  iterations: number;
  /** Stops sampling after this long even when fewer iterations ran, so a slow machine still finishes. */
  budgetMs: number;
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
}

/**
 * Runs every case once per round, one request at a time, alternating the cases within a round so that
 * drift (GC, JIT, a busy neighbour) lands on all of them alike rather than on whichever ran last.
 */
export async function sampleRounds(cases: Case[], options: SampleOptions): Promise<Map<string, Summary>> {
  for (let i = 0; i < options.warmup; i += 1) for (const c of cases) await c.run();
  const samples = new Map(cases.map((c) => [c.name, [] as number[]]));
  const deadline = performance.now() + options.budgetMs;
  for (let i = 0; i < options.iterations && performance.now() < deadline; i += 1) {
    for (const c of cases) {
      const start = performance.now();
      await c.run();
      samples.get(c.name)!.push(performance.now() - start);
    }
  }
  return new Map([...samples].map(([name, durations]) => [name, summarize(durations)]));
}

/** Nearest-rank percentile: a value that was measured, never an interpolation between two. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function summarize(durations: number[]): Summary {
  const sorted = [...durations].sort((a, b) => a - b);
  return { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
}

export const ms = (value: number) => value.toFixed(2);

/** A plain-text table for reading run to run: `numeric` columns are right-aligned so digits line up. */
export function table(headers: string[], rows: (string | number)[][], numeric: boolean[]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, col) => Math.max(...cells.map((row) => row[col].length)));
  const line = (row: string[]) =>
    row
      .map((cell, col) => (numeric[col] ? cell.padStart(widths[col]) : cell.padEnd(widths[col])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)]
    .map((l) => `  ${l}`)
    .join('\n');
}
