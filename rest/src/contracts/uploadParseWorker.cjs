// @ts-check
// The parses of uploaded files, run in a worker thread of the pool in uploadParsing.ts, never on the event loop that
// answers requests: a Word document to HTML (mammoth), the page count of a PDF, a PDF with pages appended (pdf-lib).
// Plain CommonJS, so the worker loads it with Node's own loader whether the server runs under tsx, jest or a build.
//
// The pool bounds each parse's V8 heap and time. Memory outside the heap is not counted by those limits: the typed
// arrays that inflating fills grew to 1 GB from a 1 MB PDF. So this file bounds what it inflates itself: a zip entry may
// not inflate to more than its central directory declared (declared sizes were checked before the parse), and a PDF's
// streams may not decode to more than the budget the caller gives.
'use strict';

const yauzl = require('yauzl');

// Libraries report what they skip on the console (pdf-lib: "Trying to parse invalid object"); from a worker that text
// would land between the server's JSON log lines. The answer says what went wrong.
console.log = console.info = console.warn = () => undefined;

/** @typedef {'TOO_COMPLEX' | 'INVALID'} Refusal */
/** @template T @typedef {{ ok: true, value: T } | { ok: false, refused: Refusal }} Parsed */

/** @type {{ ok: false, refused: 'TOO_COMPLEX' }} */
const TOO_COMPLEX = { ok: false, refused: 'TOO_COMPLEX' };
/** @type {{ ok: false, refused: 'INVALID' }} */
const INVALID = { ok: false, refused: 'INVALID' };

const asBuffer = (/** @type {Uint8Array} */ bytes) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Inflates every entry of a zip, keeping nothing, to refuse one that inflates to more than it declares before mammoth
 * (JSZip) inflates it whole. Memory stays at a chunk; time at the declared sizes, which are checked before.
 * @param {Buffer} bytes
 * @returns {Promise<Refusal | null>}
 */
function inflatesAsDeclared(bytes) {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: false }, (error, zip) => {
      if (error) return resolve('INVALID');
      /** @param {Refusal | null} answer */
      const settle = (answer) => {
        zip.close();
        resolve(answer);
      };
      zip.on('entry', (/** @type {import('yauzl').Entry} */ entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return settle('INVALID');
          let inflated = 0;
          stream.on('data', (/** @type {Buffer} */ chunk) => {
            inflated += chunk.length;
            if (inflated > entry.uncompressedSize) {
              stream.destroy();
              settle('TOO_COMPLEX');
            }
          });
          stream.on('error', () => settle('INVALID'));
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.on('end', () => settle(null));
      zip.on('error', () => settle('INVALID'));
      zip.readEntry();
    });
  });
}

/**
 * A .docx as HTML, refused when an entry inflates beyond its declared size or the HTML is longer than maxHtmlLength.
 * @param {{ bytes: Uint8Array, maxHtmlLength: number }} task
 * @returns {Promise<Parsed<string>>}
 */
async function wordToHtml({ bytes, maxHtmlLength }) {
  const buffer = asBuffer(bytes);
  const refused = await inflatesAsDeclared(buffer);
  if (refused) return { ok: false, refused };
  let html;
  try {
    html = (await require('mammoth').convertToHtml({ buffer })).value;
  } catch {
    return INVALID;
  }
  return html.length > maxHtmlLength ? TOO_COMPLEX : { ok: true, value: html };
}

// Every decoding stream of pdf-lib (Flate, LZW, ASCII85…) grows its output through DecodeStream.ensureBuffer, asking for
// the length it needs in all. Counting that growth against the task's budget, and refusing to grow past it, bounds
// what a PDF decodes. pdf-lib skips an object it cannot read and goes on, so the budget also remembers it ran out.
const budget = { left: Infinity, spent: false };
let decodingLimited = false;
function limitDecoding() {
  if (decodingLimited) return;
  decodingLimited = true;
  // ensureBuffer is protected in pdf-lib's types: reaching it is the point here.
  const decodeStream = /** @type {unknown} */ (require('pdf-lib/cjs/core/streams/DecodeStream').default);
  const { prototype } = /** @type {{ prototype: { ensureBuffer(requested: number): Uint8Array } }} */ (decodeStream);
  const ensureBuffer = prototype.ensureBuffer;
  /** @type {WeakMap<object, number>} the length each stream has asked for so far */
  const counted = new WeakMap();
  prototype.ensureBuffer = function (requested) {
    const growth = requested - (counted.get(this) ?? 0);
    if (growth > 0) {
      counted.set(this, requested);
      budget.left -= growth;
      if (budget.left < 0) {
        budget.spent = true;
        throw new RangeError('The PDF decodes to more than its budget.');
      }
    }
    return ensureBuffer.call(this, requested);
  };
}

/**
 * Reads a PDF within a budget of decoded bytes: the value, TOO_COMPLEX when the budget ran out, else INVALID.
 * @template T
 * @param {number} maxDecodedBytes
 * @param {(pdfLib: typeof import('pdf-lib')) => Promise<T>} read
 * @returns {Promise<Parsed<T>>}
 */
async function withinBudget(maxDecodedBytes, read) {
  const pdfLib = require('pdf-lib');
  limitDecoding();
  Object.assign(budget, { left: maxDecodedBytes, spent: false });
  try {
    const value = await read(pdfLib);
    return budget.spent ? TOO_COMPLEX : { ok: true, value };
  } catch {
    return budget.spent ? TOO_COMPLEX : INVALID;
  } finally {
    Object.assign(budget, { left: Infinity, spent: false });
  }
}

// A worker has no requests to keep answering: parse without pausing every 100 objects.
const loadOptions = (/** @type {typeof import('pdf-lib')} */ pdfLib) => ({ parseSpeed: pdfLib.ParseSpeeds.Fastest });

/**
 * @param {{ bytes: Uint8Array, maxDecodedBytes: number }} task
 * @returns {Promise<Parsed<number>>}
 */
function pdfPageCount({ bytes, maxDecodedBytes }) {
  return withinBudget(maxDecodedBytes, async (pdfLib) =>
    (await pdfLib.PDFDocument.load(bytes, { ...loadOptions(pdfLib), updateMetadata: false })).getPageCount(),
  );
}

/**
 * The PDF with the pages of `appendix` (a PDF the server made) after its own.
 * @param {{ bytes: Uint8Array, appendix: Uint8Array, maxDecodedBytes: number }} task
 * @returns {Promise<Parsed<Uint8Array>>}
 */
function pdfWithPages({ bytes, appendix, maxDecodedBytes }) {
  return withinBudget(maxDecodedBytes, async (pdfLib) => {
    const doc = await pdfLib.PDFDocument.load(bytes, loadOptions(pdfLib));
    const pages = await pdfLib.PDFDocument.load(appendix, loadOptions(pdfLib));
    for (const page of await doc.copyPages(pages, pages.getPageIndices())) doc.addPage(page);
    return doc.save();
  });
}

const TASKS = { wordToHtml, pdfPageCount, pdfWithPages };

/**
 * The pool's one entry point: the task names its parse.
 * @param {{ kind: keyof typeof TASKS } & Record<string, any>} task
 */
module.exports = async function parse(task) {
  // @ts-expect-error each parse takes the fields of its own task
  return TASKS[task.kind](task);
};
