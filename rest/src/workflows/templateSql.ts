// The writes of workflow templates and their task items (migration 010; part 2 §3, §4, §7), beside the reads of
// sql.ts. Every statement is scoped to the caller's company, except those on a template already found in it.
import type { WorkflowForWho, WorkflowResponsible, WorkflowTemplateType } from '@people/domain/workflows';
import type { Queryable } from '../core/db';

/** The users a task or item can be given to (for_who user), by name. */
export async function assignableUsers(
  db: Queryable,
  companyId: number,
): Promise<{ id: number; name: string; employee_id: number | null }[]> {
  return db.query('SELECT id, name, employee_id FROM users WHERE company_id = $1 ORDER BY lower(name), id', [
    companyId,
  ]);
}

/** Whether the user is of the company (another company's user reads as a missing one). */
export async function userExists(db: Queryable, companyId: number, userId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE company_id = $1 AND id = $2', [companyId, userId])).length > 0;
}

export interface TemplateValues {
  type: WorkflowTemplateType;
  name: string;
  is_sequential: number;
}

export async function insertTemplate(db: Queryable, companyId: number, values: TemplateValues): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO workflow_templates (company_id, type, name, is_sequential) VALUES ($1, $2, $3, $4) RETURNING id',
    [companyId, values.type, values.name, values.is_sequential],
  );
  return row.id;
}

export async function updateTemplate(
  db: Queryable,
  companyId: number,
  templateId: number,
  values: TemplateValues,
): Promise<void> {
  await db.query(
    'UPDATE workflow_templates SET type = $3, name = $4, is_sequential = $5 WHERE company_id = $1 AND id = $2',
    [companyId, templateId, values.type, values.name, values.is_sequential],
  );
}

/** Deletes a template with its items (the foreign key cascades); false when there was none. */
export async function deleteTemplate(db: Queryable, companyId: number, templateId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM workflow_templates WHERE company_id = $1 AND id = $2 RETURNING id', [
    companyId,
    templateId,
  ]);
  return rows.length > 0;
}

/** A copy of the template under a new name, without its items (copyTemplateItems adds them); undefined when none. */
export async function copyTemplate(
  tx: Queryable,
  companyId: number,
  templateId: number,
  name: string,
): Promise<number | undefined> {
  const [copy] = await tx.query<{ id: number }>(
    `INSERT INTO workflow_templates (company_id, type, name, is_sequential)
           SELECT company_id, type, $3, is_sequential FROM workflow_templates WHERE company_id = $1 AND id = $2 RETURNING id`,
    [companyId, templateId, name],
  );
  return copy?.id;
}

/** Copies the items of one template to another, in their order. */
export async function copyTemplateItems(
  tx: Queryable,
  companyId: number,
  fromTemplateId: number,
  toTemplateId: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO workflow_template_items (company_id, template_id, position, name, description, timing_days, for_who,
             responsible_user_id, responsible_employee_id, responsible_email_address)
           SELECT company_id, $3, position, name, description, timing_days, for_who, responsible_user_id, responsible_employee_id, responsible_email_address
             FROM workflow_template_items WHERE company_id = $1 AND template_id = $2 ORDER BY position, id`,
    [companyId, fromTemplateId, toTemplateId],
  );
}

/** Locks a template's row, so two changes of its items' positions go one after the other. */
export async function lockTemplate(tx: Queryable, templateId: number): Promise<void> {
  await tx.query('SELECT id FROM workflow_templates WHERE id = $1 FOR UPDATE', [templateId]);
}

export interface ItemValues extends WorkflowResponsible {
  name: string;
  description: string;
  timing_days: number;
  for_who: WorkflowForWho;
}

/** The parameters of an item's values, in the order of its INSERT and UPDATE columns. */
const itemParams = (values: ItemValues) => [
  values.name,
  values.description,
  values.timing_days,
  values.for_who,
  values.responsible_user_id,
  values.responsible_employee_id,
  values.responsible_email_address,
];

export async function insertTemplateItem(
  tx: Queryable,
  companyId: number,
  templateId: number,
  position: number,
  values: ItemValues,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO workflow_template_items (company_id, template_id, position, name, description, timing_days, for_who,
             responsible_user_id, responsible_employee_id, responsible_email_address)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [companyId, templateId, position, ...itemParams(values)],
  );
  return row.id;
}

export async function updateTemplateItem(
  db: Queryable,
  companyId: number,
  itemId: number,
  values: ItemValues,
): Promise<void> {
  await db.query(
    `UPDATE workflow_template_items SET name = $3, description = $4, timing_days = $5, for_who = $6, responsible_user_id = $7,
           responsible_employee_id = $8, responsible_email_address = $9 WHERE company_id = $1 AND id = $2`,
    [companyId, itemId, ...itemParams(values)],
  );
}

/** Deletes a template item; false when there was none. */
export async function deleteTemplateItem(db: Queryable, companyId: number, itemId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM workflow_template_items WHERE company_id = $1 AND id = $2 RETURNING id', [
    companyId,
    itemId,
  ]);
  return rows.length > 0;
}

/** The ids of a template's items, in no order (part 2 §4: an order must hold each once). */
export async function templateItemIds(tx: Queryable, templateId: number): Promise<number[]> {
  const rows = await tx.query<{ id: number }>('SELECT id FROM workflow_template_items WHERE template_id = $1', [
    templateId,
  ]);
  return rows.map((row) => row.id);
}

/** Gives the template's items the positions 1, 2, … in the order of ids. */
export async function orderTemplateItems(tx: Queryable, templateId: number, ids: number[]): Promise<void> {
  await tx.query(
    `UPDATE workflow_template_items i SET position = o.position
             FROM unnest($2::int[]) WITH ORDINALITY AS o(id, position) WHERE i.template_id = $1 AND i.id = o.id`,
    [templateId, ids],
  );
}

/** How many template items a user is responsible for (for_who user). */
export async function assignedItemCount(db: Queryable, companyId: number, userId: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM workflow_template_items WHERE company_id = $1 AND for_who = 'user' AND responsible_user_id = $2",
    [companyId, userId],
  );
  return row.count;
}

/** Gives every template item of one user to another; answers how many moved. */
export async function reassignTemplateItems(
  db: Queryable,
  companyId: number,
  fromUserId: number,
  toUserId: number,
): Promise<number> {
  const rows = await db.query(
    "UPDATE workflow_template_items SET responsible_user_id = $3 WHERE company_id = $1 AND for_who = 'user' AND responsible_user_id = $2 RETURNING id",
    [companyId, fromUserId, toUserId],
  );
  return rows.length;
}
