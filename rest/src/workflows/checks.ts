// The checks the template, item and task routes share: who may read or change the templates, the template or item
// asked for, a required name, the responsible fields of part 2 §3 and the users of a count or a reassign.
import { mayDo } from '@people/domain/permissions';
import { normalizeResponsible, type WorkflowResponsible } from '@people/domain/workflows';
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';
import { fieldError, forbidden, HttpError, notFound } from '../core/errors';
import { requireAction, companyContext } from '../core/permissionContext';
import { items, responsibleExists, template, type ItemRow } from './sql';
import { userExists } from './templateSql';

export async function requireTemplates(
  db: Queryable,
  user: UserRow,
  action: 'readWorkflowTemplates' | 'manageWorkflowTemplates',
) {
  requireAction(await companyContext(db, user), action);
}

export async function templateOrNotFound(db: Queryable, companyId: number, templateId: number) {
  const found = await template(db, companyId, templateId);
  if (!found) throw notFound('This workflow template does not exist.');
  return found;
}

export async function itemOrNotFound(db: Queryable, companyId: number, itemId: number): Promise<ItemRow> {
  const [found] = await items(db, companyId, { ids: [itemId] });
  if (!found) throw notFound('This template task item does not exist.');
  return found;
}

export async function templateDetail(db: Queryable, companyId: number, templateId: number) {
  const found = await templateOrNotFound(db, companyId, templateId);
  return { ...found, items: await items(db, companyId, { templateIds: [templateId] }) };
}

/** A name without its surrounding spaces; nothing left is FIELD_IS_REQUIRED (part 2 §5's message for an empty field). */
export function requiredName(value: string, field = 'name'): string {
  const trimmed = value.trim();
  if (trimmed === '') throw fieldError(400, 'FIELD_IS_REQUIRED', `${field} is required`, field);
  return trimmed;
}

/**
 * part 2 §3 responsible fields, checked and normalised (domain normalizeResponsible): the one for_who names must be
 * given, and a user or colleague must be of the company (another company's id answers 404, as a missing one).
 */
export async function checkedResponsible(
  db: Queryable,
  companyId: number,
  input: WorkflowResponsible,
  userField = 'responsible_user_id',
): Promise<WorkflowResponsible> {
  // A user or colleague given is found first, whatever for_who keeps: an id that names nobody is never silently dropped.
  const missing = await responsibleExists(db, companyId, input.responsible_user_id, input.responsible_employee_id);
  if (missing === 'user')
    throw new HttpError(404, 'NOT_FOUND', 'This user does not exist.', { details: { field: userField } });
  if (missing === 'employee')
    throw new HttpError(404, 'NOT_FOUND', 'This person does not exist.', {
      details: { field: 'responsible_employee_id' },
    });
  const result = normalizeResponsible(input);
  if (!result.ok) {
    const field = result.field === 'responsible_user_id' ? userField : result.field;
    throw fieldError(400, 'FIELD_IS_REQUIRED', `${field} is required for for_who ${input.for_who}.`, field);
  }
  return result.value;
}

/** assignedCount: a user asks their own count; admins ask anyone's (the reassign page). Another company's user is 404. */
export async function requireCountAccess(db: Queryable, user: UserRow, userId: number): Promise<void> {
  if (!(await userExists(db, user.company_id, userId))) throw notFound('This user does not exist.');
  const context = await companyContext(db, user);
  if (userId !== user.id && !mayDo('manageWorkflowTemplates', context))
    throw forbidden("Only admins read another user's count.");
}

/** Both users of a reassign are of the company (another company's user answers 404) and differ. */
export async function requireUsers(
  db: Queryable,
  companyId: number,
  body: { from_user_id: number; to_user_id: number },
): Promise<void> {
  for (const field of ['from_user_id', 'to_user_id'] as const) {
    if (!(await userExists(db, companyId, body[field]))) {
      throw new HttpError(404, 'NOT_FOUND', 'This user does not exist.', { details: { field } });
    }
  }
  if (body.from_user_id === body.to_user_id)
    throw fieldError(400, 'INVALID_INPUT', 'to_user_id must be another user than from_user_id.', 'to_user_id');
}
