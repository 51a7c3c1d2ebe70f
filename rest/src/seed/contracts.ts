// Demo data of contracts: each demo company gets a template from the public library of its country, its
// admin as the internal signer; the profile seed's contracts get content, so each opens, renders and prints as a PDF.
import type { Queryable } from '../core/db';

export async function seedContracts(tx: Queryable, companyId: number): Promise<void> {
  const [company] = await tx.query<{ country_code: string }>('SELECT country_code FROM companies WHERE id = $1', [
    companyId,
  ]);
  const libraryId = company?.country_code === 'NL' ? 4 : 1;
  const [admin] = await tx.query<{ id: number }>(
    'SELECT id FROM users WHERE company_id = $1 AND admin = 1 AND read_only = 0 ORDER BY id LIMIT 1',
    [companyId],
  );
  const [template] = await tx.query<{ id: number }>(
    `INSERT INTO contract_templates (company_id, user_id, name, type, content_html, internal_signature_required, internal_signer_user_id)
     SELECT $1, $2::int, name, type, content_html, 1, $2::int FROM public_contract_templates WHERE id = $3 RETURNING id`,
    [companyId, admin?.id ?? null, libraryId],
  );
  await tx.query(
    `UPDATE contracts c SET content_html = t.content_html, contract_template_id = t.id, user_id = $3::int,
        pdf_internal_signature_required = 1, internal_signer_user_id = $3::int
      FROM contract_templates t WHERE t.id = $2 AND c.company_id = $1 AND c.content_html = ''`,
    [companyId, template.id, admin?.id ?? null],
  );
  // The profile's signed contracts were signed by the admin: their signature row (no drawing) makes the PDF say so.
  await tx.query(
    `INSERT INTO contract_signatures (contract_id, signer, user_id, name, signed_at)
     SELECT c.id, 'first', u.id, u.name, c.date_signed FROM contracts c JOIN users u ON u.id = $2
      WHERE c.company_id = $1 AND c.status = 'signed' ON CONFLICT DO NOTHING`,
    [companyId, admin?.id ?? null],
  );
  await tx.query(`UPDATE contracts SET date_sent = date_created WHERE company_id = $1 AND status <> 'draft'`, [
    companyId,
  ]);
}
