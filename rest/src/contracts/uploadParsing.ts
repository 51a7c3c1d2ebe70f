// Parsing an uploaded file (a Word document to HTML, a PDF's pages, a PDF with its signature page appended) runs in a
// pool of worker threads (piscina), each with a heap limit and a time limit after which it is terminated: a file made
// to expand or to parse for long costs a worker, never the event loop that answers requests (README "Security"). The
// parses themselves are in uploadParseWorker.cjs, which also bounds the memory they inflate outside the heap.
import { join } from 'node:path';
import type { Piscina } from 'piscina';
import { HttpError } from '../core/errors';
import { onFirstUse } from '../core/onFirstUse';

/** What a parse answers: its value, or why there is none (TOO_COMPLEX: over a limit; BUSY: no worker came free). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; refused: 'TOO_COMPLEX' | 'INVALID' | 'BUSY' };

export interface ParseLimits {
  /** Parses at once, each in a worker of its own. */
  threads: number;
  /** Parses that may wait for a worker, and how long each waits at most. */
  waiting: number;
  waitMs: number;
  /** A parse's time from when it has a worker (starting one included) until the worker is terminated. */
  timeMs: number;
  /** A worker's V8 heap (old generation). */
  heapMb: number;
}

/**
 * We choose two parses at once, each within 5 s and 256 MB of heap. Measured: a long contract's .docx (1 MB of Word XML)
 * converts in 0.7 s with 62 MB of heap, already more HTML than a template holds; 5 MB of XML needs 1.6 s and ~290 MB. The
 * gateway gives up on the REST API after 8 s, so a parse waits for a worker 2 s at most; eight may wait.
 */
export const PARSE_LIMITS: ParseLimits = { threads: 2, waiting: 8, waitMs: 2000, timeMs: 5000, heapMb: 256 };

/** At most `size` holders at once; a taker waits at most `waitMs` in a line of at most `line`, else gets false. */
function slots(size: number, line: number, waitMs: number) {
  let free = size;
  const waiting: (() => void)[] = [];
  return {
    take(): Promise<boolean> {
      if (free > 0) {
        free -= 1;
        return Promise.resolve(true);
      }
      if (waiting.length >= line) return Promise.resolve(false);
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(wake), 1);
          resolve(false);
        }, waitMs);
        waiting.push(wake);
      });
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}

// A parse the pool ended: terminated at its time limit (piscina's AbortError) or out of its heap.
const overLimit = (error: unknown) => {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'AbortError' || code === 'ERR_WORKER_OUT_OF_MEMORY';
};

export function createUploadParser(limits: ParseLimits = PARSE_LIMITS) {
  const { Piscina } = require('piscina') as typeof import('piscina');
  const pool: Piscina = new Piscina({
    filename: join(__dirname, 'uploadParseWorker.cjs'),
    // No worker until the first parse; an idle one stays a while for the next.
    minThreads: 0,
    maxThreads: limits.threads,
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
    // Plain Node in the worker: no loader of the parent's (tsx, jest's flags) for a CommonJS file and its libraries.
    execArgv: [],
    // Below the event loop that answers requests when both compete for a core.
    niceIncrement: 10,
  });
  const free = slots(limits.threads, limits.waiting, limits.waitMs);
  async function run<T>(task: { kind: string } & Record<string, unknown>): Promise<Parsed<T>> {
    if (!(await free.take())) return { ok: false, refused: 'BUSY' };
    try {
      return (await pool.run(task, { signal: AbortSignal.timeout(limits.timeMs) })) as Parsed<T>;
    } catch (error) {
      if (overLimit(error)) return { ok: false, refused: 'TOO_COMPLEX' };
      throw error;
    } finally {
      free.release();
    }
  }
  return {
    /** A .docx as HTML of at most maxHtmlLength characters. */
    wordToHtml: (bytes: Uint8Array, maxHtmlLength: number) => run<string>({ kind: 'wordToHtml', bytes, maxHtmlLength }),
    /** The pages of a PDF, decoding at most maxDecodedBytes of its streams. */
    pdfPageCount: (bytes: Uint8Array, maxDecodedBytes: number) =>
      run<number>({ kind: 'pdfPageCount', bytes, maxDecodedBytes }),
    /** A PDF with the pages of `appendix` (one the server made) after its own, decoding at most maxDecodedBytes. */
    pdfWithPages: (bytes: Uint8Array, appendix: Uint8Array, maxDecodedBytes: number) =>
      run<Uint8Array>({ kind: 'pdfWithPages', bytes, appendix, maxDecodedBytes }),
    close: () => pool.destroy(),
  };
}

export type UploadParser = ReturnType<typeof createUploadParser>;

/** The server's parser: its pool is made on the first upload that needs it. */
export const uploadParser = onFirstUse(() => createUploadParser());

/** No worker came free in time: the file is fine, the server is reading too many at once. */
export const tooManyUploads = () =>
  new HttpError(429, 'TOO_MANY_UPLOADS', 'Too many files are being read right now. Try again in a moment.', {
    i18nCode: 'TOO_MANY_UPLOADS',
  });
