// The part of lib.mjs that TypeScript callers use (bench/processes.ts).
import type { ChildProcess } from 'node:child_process';

/** Polls `url` until it answers 2xx; fails when `child` exits first or after `seconds`. */
export function waitForHealth(url: string, child: ChildProcess, seconds?: number): Promise<void>;
