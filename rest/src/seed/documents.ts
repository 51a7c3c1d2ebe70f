// The demo's documents get a file (migration 017), so every document link of the demo downloads one. Each is
// a one-page PDF naming the document; its size becomes the real one (part 1 §3 filesize_bytes).
import type { Queryable } from '../core/db';

/** A valid one-page PDF showing `title` (Helvetica, so latin1 only: other characters become '?'). */
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 18 Tf 72 770 Td (${text}) Tj 0 -28 Td /F1 11 Tf (Demo document) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Gives every demo PDF without a stored file one; answers how many it gave. Idempotent. */
export async function seedDocumentFiles(tx: Queryable): Promise<number> {
  const rows = await tx.query<{ id: number; filename: string }>(
    "SELECT id, filename FROM files WHERE content IS NULL AND lower(filename) LIKE '%.pdf' ORDER BY id",
  );
  for (const row of rows) {
    const pdf = demoPdf(row.filename.replace(/\.pdf$/i, ''));
    await tx.query(
      "UPDATE files SET content = $2, content_type = 'application/pdf', filesize_bytes = $3 WHERE id = $1",
      [row.id, pdf, pdf.length],
    );
  }
  return rows.length;
}

/**
 * A car's and an asset's documents (part 1 §2 /{relatedObject}/{relatedObjectId}/documents, relatedObject car
 * or asset): the first car still driven and the first asset held in the company get one paper each, so their documents
 * pages show one. Their files are given by seedDocumentFiles.
 */
export async function seedRelatedObjectDocuments(tx: Queryable, companyId: number, today: string): Promise<void> {
  const [admin] = await tx.query<{ id: number }>(
    'SELECT id FROM users WHERE company_id = $1 AND admin = 1 ORDER BY id LIMIT 1',
    [companyId],
  );
  const uploadedAt = `${today} 09:00:00`;
  await tx.query(
    `INSERT INTO files (company_id, vehicle_id, filename, filesize_bytes, document_type, uploaded_by_user_id, uploaded_at)
     SELECT v.company_id, v.id, 'Inschrijvingsbewijs ' || v.plate || '.pdf', 1, 'other', $2::int, $3::timestamptz
       FROM vehicles v JOIN employees e ON e.id = v.employee_id
      WHERE v.company_id = $1 AND v.type = 'car' AND v.deleted = 0 AND v.plate IS NOT NULL AND e.deleted = 0
      ORDER BY v.id LIMIT 1`,
    [companyId, admin?.id ?? null, uploadedAt],
  );
  await tx.query(
    `INSERT INTO files (company_id, asset_id, filename, filesize_bytes, document_type, uploaded_by_user_id, uploaded_at)
     SELECT a.company_id, a.id, 'Factuur ' || a.asset_name || '.pdf', 1, 'other', $2::int, $3::timestamptz
       FROM assets a JOIN employees e ON e.id = a.employee_id
      WHERE a.company_id = $1 AND e.deleted = 0
      ORDER BY a.id LIMIT 1`,
    [companyId, admin?.id ?? null, uploadedAt],
  );
}
