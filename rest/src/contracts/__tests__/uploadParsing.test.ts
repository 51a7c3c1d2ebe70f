import { PDFDocument } from 'pdf-lib';
import { MAX_CONTRACT_PDF_DECODED_BYTES } from '@people/domain/contracts';
import { declaringAtMost, pdfBomb, WORD_PARAGRAPH, wordFileOfXml } from '../../test/uploadBombs';
import { createUploadParser, PARSE_LIMITS, type ParseLimits, type UploadParser } from '../uploadParsing';

const MiB = 1024 * 1024;
const parsers: UploadParser[] = [];
const parser = (limits: Partial<ParseLimits> = {}) => {
  const made = createUploadParser({ ...PARSE_LIMITS, ...limits });
  parsers.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(parsers.splice(0).map((p) => p.close()));
});

async function pdfOfPages(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) doc.addPage();
  return doc.save();
}

describe('parsing uploads in a worker, within the limits of PARSE_LIMITS', () => {
  it('a Word document becomes its HTML; HTML longer than asked for is TOO_COMPLEX', async () => {
    const docx = await wordFileOfXml(64 * 1024);
    const parse = parser();
    const paragraphs = Math.ceil((64 * 1024) / WORD_PARAGRAPH.length);
    expect(await parse.wordToHtml(docx, 1_000_000)).toEqual({ ok: true, value: '<p>Clause</p>'.repeat(paragraphs) });
    expect(await parse.wordToHtml(docx, 100)).toEqual({ ok: false, refused: 'TOO_COMPLEX' });
    expect(await parse.wordToHtml(Buffer.from('PK\x03\x04 not a zip'), 1_000_000)).toEqual({
      ok: false,
      refused: 'INVALID',
    });
  });

  it('a zip entry that inflates to more than it declares is TOO_COMPLEX before mammoth reads it', async () => {
    // 256 KB of XML declared as 10 KB: JSZip (in mammoth) would notice only once it had inflated it all (INVALID).
    const liar = declaringAtMost(await wordFileOfXml(256 * 1024), 10_000);
    expect(await parser().wordToHtml(liar, 10_000_000)).toEqual({ ok: false, refused: 'TOO_COMPLEX' });
  });

  // 2 MB of one-word paragraphs: mammoth converts it in seconds within the default heap.
  it('a parse past its time is terminated: TOO_COMPLEX', async () => {
    expect(await parser({ timeMs: 300 }).wordToHtml(await wordFileOfXml(2 * MiB), 10_000_000)).toEqual({
      ok: false,
      refused: 'TOO_COMPLEX',
    });
  });

  it('a parse past its heap ends its worker: TOO_COMPLEX, long before its time', async () => {
    expect(await parser({ heapMb: 16, timeMs: 60_000 }).wordToHtml(await wordFileOfXml(2 * MiB), 10_000_000)).toEqual({
      ok: false,
      refused: 'TOO_COMPLEX',
    });
  });

  it(`a PDF is read within MAX_CONTRACT_PDF_DECODED_BYTES (${MAX_CONTRACT_PDF_DECODED_BYTES}); a 1 MB one decoding to 1 GB is TOO_COMPLEX`, async () => {
    // Time enough to decode all of it (~8 s): the budget is what refuses it.
    const parse = parser({ timeMs: 60_000 });
    expect(await parse.pdfPageCount(await pdfOfPages(3), MAX_CONTRACT_PDF_DECODED_BYTES)).toEqual({
      ok: true,
      value: 3,
    });
    expect(await parse.pdfPageCount(pdfBomb(8), MAX_CONTRACT_PDF_DECODED_BYTES)).toEqual({ ok: true, value: 1 });
    const bomb = pdfBomb(1024);
    expect(bomb.length < 1.1 * MiB).toEqual(true);
    expect(await parse.pdfPageCount(bomb, MAX_CONTRACT_PDF_DECODED_BYTES)).toEqual({
      ok: false,
      refused: 'TOO_COMPLEX',
    });
    expect(await parse.pdfPageCount(Buffer.from('%PDF-1.7 broken'), MAX_CONTRACT_PDF_DECODED_BYTES)).toEqual({
      ok: false,
      refused: 'INVALID',
    });
  });

  it("a PDF gets another PDF's pages after its own, within the same budget", async () => {
    const parse = parser({ timeMs: 60_000 });
    const joined = await parse.pdfWithPages(await pdfOfPages(2), await pdfOfPages(1), MAX_CONTRACT_PDF_DECODED_BYTES);
    expect(joined.ok && (await PDFDocument.load(joined.value)).getPageCount()).toEqual(3);
    expect(await parse.pdfWithPages(pdfBomb(1024), await pdfOfPages(1), MAX_CONTRACT_PDF_DECODED_BYTES)).toEqual({
      ok: false,
      refused: 'TOO_COMPLEX',
    });
  });

  it('parses past the threads wait in line for a worker; past the line, or waiting too long, they are BUSY', async () => {
    const small = await pdfOfPages(1);
    const queued = parser({ threads: 1, waiting: 1, waitMs: 10_000 });
    expect(await Promise.all([queued.pdfPageCount(small, MiB), queued.pdfPageCount(small, MiB)])).toEqual([
      { ok: true, value: 1 },
      { ok: true, value: 1 },
    ]);
    const full = parser({ threads: 1, waiting: 1, waitMs: 100, timeMs: 600 });
    const slow = full.wordToHtml(await wordFileOfXml(2 * MiB), 10_000_000);
    expect(await Promise.all([full.pdfPageCount(small, MiB), full.pdfPageCount(small, MiB)])).toEqual([
      { ok: false, refused: 'BUSY' },
      { ok: false, refused: 'BUSY' },
    ]);
    expect(await slow).toEqual({ ok: false, refused: 'TOO_COMPLEX' });
  });
});
