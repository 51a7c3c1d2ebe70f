// Files made to take a parser down, built by the tests that use them (none is committed): a Word file whose XML
// inflates ~1000:1, a zip whose entries declare less than they inflate to, and a PDF whose object stream inflates
// ~1000:1. Deflate squeezes repeated text that far, so a file of a few hundred KB holds a hundred MB.
import { Readable } from 'node:stream';
import { constants, deflateRawSync } from 'node:zlib';
import { ZipFile } from 'yazl';

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;
const DOCUMENT_HEAD =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const DOCUMENT_TAIL = '</w:body></w:document>';
/** A one-word Word paragraph: the most XML elements per byte a contract plausibly has. */
export const WORD_PARAGRAPH = '<w:p><w:r><w:t>Clause</w:t></w:r></w:p>';

const MiB = 1024 * 1024;

function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * A zip of the entries: each a text, stored as it is (a thousand tiny parts deflated one by one cost seconds of a busy
 * machine's zlib threads, and the limits read the central directory, not the method), or `times` copies of a chunk,
 * deflated by yazl and streamed so none is held whole.
 */
export function zipOf(
  entries: [name: string, content: string | { chunk: Buffer; times: number; head?: string; tail?: string }][],
): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of entries) {
    if (typeof content === 'string') zip.addBuffer(Buffer.from(content), name, { compress: false });
    else {
      const { chunk, times, head = '', tail = '' } = content;
      const parts = function* () {
        yield Buffer.from(head);
        for (let i = 0; i < times; i += 1) yield chunk;
        yield Buffer.from(tail);
      };
      zip.addReadStream(Readable.from(parts()), name);
    }
  }
  zip.end();
  return collect(zip.outputStream);
}

/** A .docx whose word/document.xml is about `xmlBytes` of one-word paragraphs (100 MB of it is a ~300 KB file). */
export function wordFileOfXml(xmlBytes: number): Promise<Buffer> {
  const chunk = Buffer.from(WORD_PARAGRAPH.repeat(Math.ceil((64 * 1024) / WORD_PARAGRAPH.length)));
  return zipOf([
    ['[Content_Types].xml', CONTENT_TYPES],
    ['_rels/.rels', RELS],
    [
      'word/document.xml',
      { chunk, times: Math.max(1, Math.round(xmlBytes / chunk.length)), head: DOCUMENT_HEAD, tail: DOCUMENT_TAIL },
    ],
  ]);
}

/** The zip with each entry's central directory record declaring at most `declared` inflated bytes, whatever it holds. */
export function declaringAtMost(zip: Buffer, declared: number): Buffer {
  const patched = Buffer.from(zip);
  const end = patched.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = patched.readUInt32LE(end + 16);
  for (let i = 0; i < patched.readUInt16LE(end + 10); i += 1) {
    if (patched.readUInt32LE(offset) !== 0x02014b50) throw new Error('not a central directory record');
    patched.writeUInt32LE(Math.min(patched.readUInt32LE(offset + 24), declared), offset + 24);
    offset +=
      46 + patched.readUInt16LE(offset + 28) + patched.readUInt16LE(offset + 30) + patched.readUInt16LE(offset + 32);
  }
  return patched;
}

// zlib's Adler-32 (the checksum that ends a FlateDecode stream), and its combination of two runs (zlib adler32_combine).
const BASE = 65521;
function adler32(bytes: Uint8Array, adler = 1): number {
  let a = adler & 0xffff;
  let b = adler >>> 16;
  for (const byte of bytes) {
    a = (a + byte) % BASE;
    b = (b + a) % BASE;
  }
  return ((b << 16) | a) >>> 0;
}
function adler32Combine(first: number, second: number, secondLength: number): number {
  const rem = secondLength % BASE;
  let sum1 = first & 0xffff;
  let sum2 = (rem * sum1) % BASE;
  sum1 += (second & 0xffff) + BASE - 1;
  sum2 += (first >>> 16) + (second >>> 16) + BASE - rem;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum1 >= BASE) sum1 -= BASE;
  if (sum2 >= BASE * 2) sum2 -= BASE * 2;
  if (sum2 >= BASE) sum2 -= BASE;
  return ((sum2 << 16) | sum1) >>> 0;
}

/**
 * A zlib stream of `head`, then `times` MB of spaces, then `tail`, made without deflating them all: a MB of spaces
 * deflated up to a full flush owes nothing to what came before, so its ~1 KB repeats as is.
 */
function deflatedSpaces(head: string, times: number, tail: string): Buffer {
  const flushed = { level: 9, finishFlush: constants.Z_FULL_FLUSH };
  const spaces = Buffer.alloc(MiB, 0x20);
  const megabyte = deflateRawSync(spaces, flushed);
  let adler = adler32(Buffer.from(head));
  const spacesAdler = adler32(spaces);
  for (let i = 0; i < times; i += 1) adler = adler32Combine(adler, spacesAdler, MiB);
  adler = adler32(Buffer.from(tail), adler);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(adler);
  const body = Array.from({ length: times }, () => megabyte);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    deflateRawSync(Buffer.from(head), flushed),
    ...body,
    deflateRawSync(Buffer.from(tail)),
    checksum,
  ]);
}

/** A PDF of one page whose object stream inflates to `inflatedMb` MB (a 1 GB one is a ~1 MB file). */
export function pdfBomb(inflatedMb: number): Buffer {
  // One object (5 0, at offset 4 of the stream's text), then spaces, then its value.
  const stream = deflatedSpaces('5 0 ', inflatedMb, 'null');
  const parts: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const add = (part: string | Buffer) => {
    const bytes = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    parts.push(bytes);
    length += bytes.length;
  };
  const object = (n: number, dictionary: string, content?: Buffer) => {
    offsets[n] = length;
    add(`${n} 0 obj\n${dictionary}\n`);
    if (content) {
      add('stream\n');
      add(content);
      add('\nendstream\n');
    }
    add('endobj\n');
  };
  add('%PDF-1.7\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>');
  object(4, `<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${stream.length} >>`, stream);
  const xref = length;
  const rows = [1, 2, 3, 4].map((n) => `${String(offsets[n]).padStart(10, '0')} 00000 n \n`).join('');
  add(`xref\n0 5\n0000000000 65535 f \n${rows}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(parts);
}
