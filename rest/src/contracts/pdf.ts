// GET /api/contract/{id}/pdf (part 2 §7): an HTML contract rendered as a real PDF with pdf-lib, its signatures placed
// at the end; an uploaded PDF gets a signature page appended (made here, joined to the upload in a worker). Headings,
// paragraphs, list items and line breaks are kept; other markup is read as its text.
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { onFirstUse } from '../core/onFirstUse';

const pdfLib = onFirstUse(() => require('pdf-lib') as typeof import('pdf-lib'));

export interface PdfSignature {
  label: string;
  name: string;
  signedAt: string;
  png: Uint8Array | null;
}

interface Block {
  text: string;
  heading: 0 | 1 | 2;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** A numeric character reference's character; one out of Unicode's range reads as U+FFFD, as a browser reads it. */
function numericEntity(name: string): string {
  const code = /^#x/i.test(name) ? parseInt(name.slice(2), 16) : Number(name.slice(1));
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
}

/**
 * The text blocks of a contract's HTML, in order. The HTML is stored sanitized (rest/src/contracts/richText.ts), but not trusted
 * to be tidy: a `>` inside an attribute value does not end its tag, and no character reference throws.
 */
export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const tokens = html.replace(/<(script|style)[\s\S]*?<\/\1>/gi, '').split(/(<(?:[^>"']|"[^"]*"|'[^']*')+>)/);
  let text = '';
  let heading: 0 | 1 | 2 = 0;
  const flush = () => {
    const clean = text.replace(/\s+/g, ' ').trim();
    if (clean) blocks.push({ text: clean, heading });
    text = '';
    heading = 0;
  };
  for (const token of tokens) {
    const tag = /^<\/?\s*([a-z0-9]+)/i.exec(token)?.[1]?.toLowerCase();
    if (!tag) {
      text += token.replace(
        /&(#?[a-z0-9]+);/gi,
        (whole, name: string) => ENTITIES[name.toLowerCase()] ?? (name.startsWith('#') ? numericEntity(name) : whole),
      );
      continue;
    }
    if (['p', 'div', 'h1', 'h2', 'h3', 'h4', 'li', 'br', 'tr', 'ul', 'ol', 'table'].includes(tag)) {
      flush();
      if (!token.startsWith('</')) {
        if (tag === 'h1') heading = 1;
        else if (/^h[2-4]$/.test(tag)) heading = 2;
        else if (tag === 'li') text = '• ';
      }
    }
  }
  flush();
  return blocks;
}

// The standard fonts encode WinAnsi only: any other character is shown as '?'.
const winAnsi = (text: string) => text.replace(/[^\u0020-\u007e\u00a0-\u00ff€•’‘“”–—]/g, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGIN;
    }
  }
  paragraph(text: string, heading: 0 | 1 | 2) {
    const size = heading === 1 ? 18 : heading === 2 ? 13 : 11;
    const font = heading ? this.fonts.bold : this.fonts.regular;
    const gap = heading ? 10 : 6;
    for (const line of wrap(winAnsi(text), font, size, A4[0] - 2 * MARGIN)) {
      this.ensure(size + 4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: pdfLib().rgb(0.1, 0.1, 0.1) });
      this.y -= size + 4;
    }
    this.y -= gap;
  }
  async signatures(signatures: PdfSignature[]) {
    if (signatures.length === 0) return;
    this.ensure(40);
    this.paragraph('Signatures', 2);
    for (const s of signatures) {
      this.ensure(110);
      this.page.drawText(winAnsi(`${s.label}: ${s.name}, ${s.signedAt}`), {
        x: MARGIN,
        y: this.y - 11,
        size: 11,
        font: this.fonts.regular,
      });
      this.y -= 18;
      if (s.png) {
        const image = await this.doc.embedPng(s.png);
        const scale = Math.min(200 / image.width, 70 / image.height, 1);
        this.page.drawImage(image, {
          x: MARGIN,
          y: this.y - image.height * scale,
          width: image.width * scale,
          height: image.height * scale,
        });
        this.y -= image.height * scale + 14;
      }
    }
  }
}

async function fontsOf(doc: PDFDocument) {
  const { StandardFonts } = pdfLib();
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

/** An HTML contract as a PDF: its title, its text and its signatures; and its pages. */
export async function htmlContractPdf(
  title: string,
  html: string,
  signatures: PdfSignature[],
): Promise<{ pdf: Uint8Array; pages: number }> {
  const doc = await pdfLib().PDFDocument.create();
  doc.setTitle(winAnsi(title));
  doc.setProducer('People');
  const writer = new Writer(doc, await fontsOf(doc));
  for (const block of htmlBlocks(html)) writer.paragraph(block.text, block.heading);
  await writer.signatures(signatures);
  return { pdf: await doc.save(), pages: doc.getPageCount() };
}

/**
 * The signature page(s) appended to an uploaded PDF, as a PDF of their own: the uploaded file itself is read in a worker
 * (uploadParsing.ts pdfWithPages), never here.
 */
export async function signaturePagesPdf(signatures: PdfSignature[]): Promise<Uint8Array> {
  const doc = await pdfLib().PDFDocument.create();
  await new Writer(doc, await fontsOf(doc)).signatures(signatures);
  return doc.save();
}
