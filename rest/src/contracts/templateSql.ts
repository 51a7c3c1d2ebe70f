// The writes of contract templates (part 2 §3 Contract template, §5 signer requirements, §7 the template calls),
// beside the reads of sql.ts. Every statement is scoped to the caller's company: another company's id is a missing one.
import type { Queryable } from '../core/db';

/** The users who may sign for the company (admins and wage access, not light), by name (part 2 §5). */
export async function templateSignerCandidates(
  db: Queryable,
  companyId: number,
): Promise<{ user_id: number; name: string }[]> {
  return db.query<{ user_id: number; name: string }>(
    `SELECT id AS user_id, name FROM users WHERE company_id = $1 AND (admin = 1 OR access_wages = 1) AND group_access <> 'light' ORDER BY lower(name), id`,
    [companyId],
  );
}

export async function insertTemplate(
  db: Queryable,
  companyId: number,
  userId: number,
  name: string,
  type: string,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO contract_templates (company_id, user_id, name, type) VALUES ($1, $2, $3, $4) RETURNING id',
    [companyId, userId, name, type],
  );
  return row.id;
}

/** A template's name and content; false when there is none. */
export async function updateTemplateContent(
  db: Queryable,
  companyId: number,
  templateId: number,
  name: string,
  contentHtml: string,
): Promise<boolean> {
  const changed = await db.query(
    'UPDATE contract_templates SET name = $3, content_html = $4 WHERE company_id = $1 AND id = $2 RETURNING id',
    [companyId, templateId, name, contentHtml],
  );
  return changed.length > 0;
}

/** Deletes a template; false when there was none. */
export async function deleteTemplate(db: Queryable, companyId: number, templateId: number): Promise<boolean> {
  const deleted = await db.query('DELETE FROM contract_templates WHERE company_id = $1 AND id = $2 RETURNING id', [
    companyId,
    templateId,
  ]);
  return deleted.length > 0;
}

/** part 2 §5: whether an internal signature is required, by whom first and (optionally) second; false when none. */
export async function setTemplateSignerRequirements(
  db: Queryable,
  companyId: number,
  templateId: number,
  required: number,
  first: number | null,
  second: number | null,
): Promise<boolean> {
  const changed = await db.query(
    `UPDATE contract_templates SET internal_signature_required = $3, internal_signer_user_id = $4, second_internal_signer_user_id = $5
        WHERE company_id = $1 AND id = $2 RETURNING id`,
    [companyId, templateId, required, first, second],
  );
  return changed.length > 0;
}
