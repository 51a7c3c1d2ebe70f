// Contract and template HTML stored before the allowlist (domain/richText) is cleaned once, as every write is cleaned
// since (rest/src/contracts/richText.ts). We choose a pass over the stored rows to cleaning on every read: reads are the hot path
// (a company's contract list carries each contract's HTML twice), and clean rows serve every reader alike (the REST
// API's partners, the gateway, the PDF) without each having to remember. Sent and signed contracts are cleaned too:
// their text stays, only what would run, load or style goes.
import type { Queryable } from '../src/core/db';
import { sanitizeStoredRichText } from '../src/contracts/richText';

const TABLES = ['contract_templates', 'public_contract_templates', 'contracts'] as const;
const BATCH = 100;

export async function up(tx: Queryable): Promise<void> {
  for (const table of TABLES) {
    let after = 0;
    for (;;) {
      // Only HTML with a tag can hold anything to drop.
      const rows = await tx.query<{ id: number; content_html: string }>(
        `SELECT id, content_html FROM ${table} WHERE id > $1 AND content_html LIKE '%<%' ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      for (const row of rows) {
        const clean = sanitizeStoredRichText(row.content_html);
        if (clean !== row.content_html)
          await tx.query(`UPDATE ${table} SET content_html = $2 WHERE id = $1`, [row.id, clean]);
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1].id;
    }
  }
}
