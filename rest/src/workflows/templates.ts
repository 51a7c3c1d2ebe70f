// Workflow templates and their task items (part 2 §3 "Workflow template", "Template task item"; §4 "task order
// within a template can be changed"; §7 the templates calls). Company settings: reading them needs workflows enabled and
// full access (domain mayDo 'readWorkflowTemplates'), changing them is for admins ('manageWorkflowTemplates'). Template
// changes belong to no person: they write no activity item, only the audit log (companyChange).
import type { FromSchema } from 'json-schema-to-ts';
import { mayDo } from '@people/domain/permissions';
import {
  WORKFLOW_HASHTAGS,
  WORKFLOW_TASK_ORDER_INVALID,
  normalizeResponsible,
  parseTaskOrder,
  type WorkflowHashtag,
  type WorkflowResponsible,
} from '@people/domain/workflows';
import { companyChange } from '../core/audit';
import type { UserRow } from '../core/auth';
import type { Db, Queryable } from '../core/db';
import { fieldError, forbidden, HttpError, notFound } from '../core/errors';
import { requireAction, companyContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { idsQuerySchema, obj, parseIds } from '../core/schemas';
import {
  assigneeSchema,
  countAnswer,
  dataOf,
  description,
  email,
  flag,
  forWho,
  hashtagSchema,
  id,
  itemSchema,
  listOf,
  name,
  nullableId,
  success,
  templateDetailSchema,
  templateSchema,
  templateType,
  timingDays,
  workflowErrors,
} from './schemas';
import { items, nextPosition, responsibleExists, template, templates, type ItemRow } from './sql';

const tags = ['workflows'];

async function requireTemplates(
  db: Queryable,
  user: UserRow,
  action: 'readWorkflowTemplates' | 'manageWorkflowTemplates',
) {
  requireAction(await companyContext(db, user), action);
}

async function templateOrNotFound(db: Queryable, companyId: number, templateId: number) {
  const found = await template(db, companyId, templateId);
  if (!found) throw notFound('This workflow template does not exist.');
  return found;
}

async function itemOrNotFound(db: Queryable, companyId: number, itemId: number): Promise<ItemRow> {
  const [found] = await items(db, companyId, { ids: [itemId] });
  if (!found) throw notFound('This template task item does not exist.');
  return found;
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

async function templateDetail(db: Queryable, companyId: number, templateId: number) {
  const found = await templateOrNotFound(db, companyId, templateId);
  return { ...found, items: await items(db, companyId, { templateIds: [templateId] }) };
}

/** part 2 §3 add and edit payloads spell the user `reponsible_user_id`; the right spelling is taken too. */
const itemFields = {
  name,
  description,
  timing_days: timingDays,
  for_who: forWho,
  reponsible_user_id: nullableId,
  responsible_user_id: nullableId,
  responsible_employee_id: nullableId,
  responsible_email_address: email,
};
/** An item's fields as a request may send them (an edit sends only those that change). */
type ItemFields = FromSchema<{ type: 'object'; properties: typeof itemFields; additionalProperties: false }>;

const responsibleOf = (body: ItemFields, before?: ItemRow): WorkflowResponsible => ({
  for_who: body.for_who ?? before?.for_who ?? 'person',
  responsible_user_id:
    body.reponsible_user_id !== undefined
      ? body.reponsible_user_id
      : body.responsible_user_id !== undefined
        ? body.responsible_user_id
        : (before?.responsible_user_id ?? null),
  responsible_employee_id:
    body.responsible_employee_id !== undefined
      ? body.responsible_employee_id
      : (before?.responsible_employee_id ?? null),
  responsible_email_address:
    body.responsible_email_address !== undefined
      ? body.responsible_email_address
      : (before?.responsible_email_address ?? null),
});

const HASHTAG_DESCRIPTIONS: Record<WorkflowHashtag, string> = {
  '#first_name': "The person's first name",
  '#last_name': "The person's last name",
  '#name': "The person's full name",
  '#workflow_date': 'The date of the workflow (DD/MM/YYYY)',
  '#due_date': 'The due date of the task (DD/MM/YYYY)',
  '#join_date': "The person's join date (DD/MM/YYYY)",
  '#manager_name': "The name of the person's manager",
};

export async function workflowTemplateRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/workflows/templates/list',
    {
      schema: {
        tags,
        summary: "Part 2 §7: the company's workflow templates by name, with their number of items",
        response: { 200: listOf(templateSchema), ...workflowErrors },
      },
    },
    async (request) => {
      await requireTemplates(db, request.user, 'readWorkflowTemplates');
      return { data: await templates(db, request.user.company_id) };
    },
  );

  app.get(
    '/api/workflows/templates/batch',
    {
      schema: {
        tags,
        summary:
          "Templates by id (ids=1,2,3), for the gateway's node(id:); ids of another company or missing are left out, all for a viewer who may not read them",
        querystring: idsQuerySchema,
        response: { 200: listOf(templateSchema), ...workflowErrors },
      },
    },
    async (request) => {
      if (!mayDo('readWorkflowTemplates', await companyContext(db, request.user))) return { data: [] };
      return { data: await templates(db, request.user.company_id, parseIds(request.query.ids)) };
    },
  );

  app.get(
    '/api/workflows/templates/:template_id/detail',
    {
      schema: {
        tags,
        summary: 'Part 2 §7: a template with its task items in order',
        params: obj({ template_id: id }),
        response: { 200: dataOf(templateDetailSchema), ...workflowErrors },
      },
    },
    async (request) => {
      await requireTemplates(db, request.user, 'readWorkflowTemplates');
      return { data: await templateDetail(db, request.user.company_id, request.params.template_id) };
    },
  );

  app.get(
    '/api/workflows/templates/hashtags',
    {
      schema: {
        tags,
        summary: "Part 2 §7: the hashtags a task item's description may hold, filled in when a workflow starts",
        response: { 200: listOf(hashtagSchema), ...workflowErrors },
      },
    },
    async (request) => {
      await requireTemplates(db, request.user, 'readWorkflowTemplates');
      return { data: WORKFLOW_HASHTAGS.map((hashtag) => ({ hashtag, description: HASHTAG_DESCRIPTIONS[hashtag] })) };
    },
  );

  app.get(
    '/api/workflows/assignees',
    {
      schema: {
        tags,
        summary:
          'The users of the company a task or item can be given to (for_who user; path not shown in the spec, ours)',
        response: { 200: listOf(assigneeSchema), ...workflowErrors },
      },
    },
    async (request) => {
      await requireTemplates(db, request.user, 'readWorkflowTemplates');
      return {
        data: await db.query('SELECT id, name, employee_id FROM users WHERE company_id = $1 ORDER BY lower(name), id', [
          request.user.company_id,
        ]),
      };
    },
  );

  app.post(
    '/api/workflows/templates/add',
    {
      config: { audit: companyChange() },
      schema: {
        tags,
        summary: 'Part 2 §7: adds a template (admins)',
        body: obj({ type: templateType, name, is_sequential: { ...flag, default: 0 } }, ['type', 'name']),
        response: { 200: dataOf(templateSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const body = request.body;
      await requireTemplates(db, request.user, 'manageWorkflowTemplates');
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO workflow_templates (company_id, type, name, is_sequential) VALUES ($1, $2, $3, $4) RETURNING id',
        [request.user.company_id, body.type, requiredName(body.name), body.is_sequential],
      );
      return { data: await template(db, request.user.company_id, row.id) };
    },
  );

  app.post(
    '/api/workflows/templates/edit',
    {
      config: { audit: companyChange() },
      schema: {
        tags,
        summary:
          'Part 2 §7: changes a template (admins); is_sequential may change too. Started workflows keep their own copy',
        body: obj({ template_id: id, type: templateType, name, is_sequential: flag }, ['template_id']),
        response: { 200: dataOf(templateSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const body = request.body;
      await requireTemplates(db, request.user, 'manageWorkflowTemplates');
      const before = await templateOrNotFound(db, request.user.company_id, body.template_id);
      await db.query(
        'UPDATE workflow_templates SET type = $3, name = $4, is_sequential = $5 WHERE company_id = $1 AND id = $2',
        [
          request.user.company_id,
          body.template_id,
          body.type ?? before.type,
          body.name === undefined ? before.name : requiredName(body.name),
          body.is_sequential ?? before.is_sequential,
        ],
      );
      return { data: await template(db, request.user.company_id, body.template_id) };
    },
  );

  app.post(
    '/api/workflows/templates/delete',
    {
      config: { audit: companyChange() },
      schema: {
        tags,
        summary:
          'Part 2 §7: deletes a template and its items (admins); workflows started from it stay, with their tasks',
        body: obj({ template_id: id }),
        response: { 200: success, ...workflowErrors },
      },
    },
    async (request) => {
      const { template_id: templateId } = request.body;
      await requireTemplates(db, request.user, 'manageWorkflowTemplates');
      const rows = await db.query('DELETE FROM workflow_templates WHERE company_id = $1 AND id = $2 RETURNING id', [
        request.user.company_id,
        templateId,
      ]);
      if (rows.length === 0) throw notFound('This workflow template does not exist.');
      return { success: 1 };
    },
  );

  app.post(
    '/api/workflows/templates/copy',
    {
      config: { audit: companyChange() },
      schema: {
        tags,
        summary: 'Part 2 §7: copies a template with its items, in their order, under a new name (admins)',
        body: obj({ template_id: id, name }),
        response: { 200: dataOf(templateDetailSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const companyId = request.user.company_id;
      await requireTemplates(db, request.user, 'manageWorkflowTemplates');
      const copyId = await db.transaction(async (tx) => {
        const [copy] = await tx.query<{ id: number }>(
          `INSERT INTO workflow_templates (company_id, type, name, is_sequential)
           SELECT company_id, type, $3, is_sequential FROM workflow_templates WHERE company_id = $1 AND id = $2 RETURNING id`,
          [companyId, body.template_id, requiredName(body.name)],
        );
        if (!copy) throw notFound('This workflow template does not exist.');
        await tx.query(
          `INSERT INTO workflow_template_items (company_id, template_id, position, name, description, timing_days, for_who,
             responsible_user_id, responsible_employee_id, responsible_email_address)
           SELECT company_id, $3, position, name, description, timing_days, for_who, responsible_user_id, responsible_employee_id, responsible_email_address
             FROM workflow_template_items WHERE company_id = $1 AND template_id = $2 ORDER BY position, id`,
          [companyId, body.template_id, copy.id],
        );
        return copy.id;
      });
      return { data: await templateDetail(db, companyId, copyId) };
    },
  );

  app.get(
    '/api/workflows/templates/items/:id/detail',
    {
      schema: {
        tags,
        summary: 'Part 2 §7: a template task item',
        params: obj({ id }),
        response: { 200: dataOf(itemSchema), ...workflowErrors },
      },
    },
    async (request) => {
      await requireTemplates(db, request.user, 'readWorkflowTemplates');
      return { data: await itemOrNotFound(db, request.user.company_id, request.params.id) };
    },
  );

  app.get(
    '/api/workflows/templates/items/batch',
    {
      schema: {
        tags,
        summary:
          "Template task items by id (ids=1,2,3), for the gateway's node(id:); ids of another company or missing are left out",
        querystring: idsQuerySchema,
        response: { 200: listOf(itemSchema), ...workflowErrors },
      },
    },
    async (request) => {
      if (!mayDo('readWorkflowTemplates', await companyContext(db, request.user))) return { data: [] };
      return { data: await items(db, request.user.company_id, { ids: parseIds(request.query.ids) }) };
    },
  );

  app.post(
    '/api/workflows/templates/items/add',
    {
      config: { audit: companyChange() },
      schema: {
        tags,
        summary:
          'Part 2 §7: adds a task item at the end of a template (admins). The user is reponsible_user_id as the spec spells it ' +
          '(responsible_user_id is taken too); the field for_who names is required, the others are cleared',
        body: obj({ template_id: id, ...itemFields }, ['template_id', 'name', 'for_who']),
        response: { 200: dataOf(itemSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const companyId = request.user.company_id;
      await requireTemplates(db, request.user, 'manageWorkflowTemplates');
      await templateOrNotFound(db, companyId, body.template_id);
      const responsible = await checkedResponsible(db, companyId, responsibleOf(body), 'reponsible_user_id');
      const itemId = await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM workflow_templates WHERE id = $1 FOR UPDATE', [body.template_id]);
        const position = await nextPosition(tx, 'workflow_template_items', 'template_id', body.template_id);
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO workflow_template_items (company_id, template_id, position, name, description, timing_days, for_who,
             responsible_user_id, responsible_employee_id, responsible_email_address)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
          [
            companyId,
            body.template_id,
            position,
            requiredName(body.name),
            body.description ?? '',
            body.timing_days ?? 0,
            responsible.for_who,
            responsible.responsible_user_id,
            responsible.responsible_employee_id,
            responsible.responsible_email_address,
          ],
        );
        return row.id;
      });
      return { data: await itemOrNotFound(db, companyId, itemId) };
    },
  );

  app.post(
    '/api/workflows/templates/items/edit',
    {
      config: { audit: companyChange() },
      schema: {
        tags,
        summary: 'Part 2 §7: changes a task item (admins): item_id plus the fields that change; absent fields stay',
        body: obj({ item_id: id, ...itemFields }, ['item_id']),
        response: { 200: dataOf(itemSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const companyId = request.user.company_id;
      await requireTemplates(db, request.user, 'manageWorkflowTemplates');
      const before = await itemOrNotFound(db, companyId, body.item_id);
      const responsible = await checkedResponsible(db, companyId, responsibleOf(body, before), 'reponsible_user_id');
      await db.query(
        `UPDATE workflow_template_items SET name = $3, description = $4, timing_days = $5, for_who = $6, responsible_user_id = $7,
           responsible_employee_id = $8, responsible_email_address = $9 WHERE company_id = $1 AND id = $2`,
        [
          companyId,
          body.item_id,
          body.name === undefined ? before.name : requiredName(body.name),
          body.description ?? before.description,
          body.timing_days ?? before.timing_days,
          responsible.for_who,
          responsible.responsible_user_id,
          responsible.responsible_employee_id,
          responsible.responsible_email_address,
        ],
      );
      return { data: await itemOrNotFound(db, companyId, body.item_id) };
    },
  );

  app.post(
    '/api/workflows/templates/items/delete',
    {
      config: { audit: companyChange() },
      schema: {
        tags,
        summary: 'Part 2 §7: deletes a task item of a template (admins)',
        body: obj({ item_id: id }),
        response: { 200: success, ...workflowErrors },
      },
    },
    async (request) => {
      const { item_id: itemId } = request.body;
      await requireTemplates(db, request.user, 'manageWorkflowTemplates');
      const rows = await db.query(
        'DELETE FROM workflow_template_items WHERE company_id = $1 AND id = $2 RETURNING id',
        [request.user.company_id, itemId],
      );
      if (rows.length === 0) throw notFound('This template task item does not exist.');
      return { success: 1 };
    },
  );

  app.post(
    '/api/workflows/templates/:template_id/updateTaskOrder',
    {
      config: { audit: companyChange() },
      schema: {
        tags,
        summary:
          "Part 2 §4, §7: orders a template's task items (admins). ordered_task_ids is every item id of the template once, comma-joined; " +
          'any other list answers 400 WORKFLOW_TASK_ORDER_INVALID and nothing changes',
        params: obj({ template_id: id }),
        body: obj({ ordered_task_ids: { type: 'string', maxLength: 11000 } }),
        response: { 200: dataOf(templateDetailSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const { template_id: templateId } = request.params;
      const { ordered_task_ids: ordered } = request.body;
      const companyId = request.user.company_id;
      await requireTemplates(db, request.user, 'manageWorkflowTemplates');
      await templateOrNotFound(db, companyId, templateId);
      await db.transaction(async (tx) => {
        await tx.query('SELECT id FROM workflow_templates WHERE id = $1 FOR UPDATE', [templateId]);
        const current = await tx.query<{ id: number }>(
          'SELECT id FROM workflow_template_items WHERE template_id = $1',
          [templateId],
        );
        const ids = parseTaskOrder(
          ordered,
          current.map((row) => row.id),
        );
        if (ids === null) {
          throw fieldError(
            400,
            WORKFLOW_TASK_ORDER_INVALID,
            'ordered_task_ids must hold every item of the template once, comma-joined.',
            'ordered_task_ids',
          );
        }
        await tx.query(
          `UPDATE workflow_template_items i SET position = o.position
             FROM unnest($2::int[]) WITH ORDINALITY AS o(id, position) WHERE i.template_id = $1 AND i.id = o.id`,
          [templateId, ids],
        );
      });
      return { data: await templateDetail(db, companyId, templateId) };
    },
  );

  app.get(
    '/api/workflows/templates/items/assignedCount',
    {
      schema: {
        tags,
        summary:
          'Part 2 §7: how many template items a user is responsible for (the user themselves, or admins before a reassign)',
        querystring: obj({ user_id: id }),
        response: { 200: countAnswer, ...workflowErrors },
      },
    },
    async (request) => {
      const { user_id: userId } = request.query;
      await requireCountAccess(db, request.user, userId);
      const [row] = await db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM workflow_template_items WHERE company_id = $1 AND for_who = 'user' AND responsible_user_id = $2",
        [request.user.company_id, userId],
      );
      return { count: row.count };
    },
  );

  app.post(
    '/api/workflows/templates/items/reassign',
    {
      config: { audit: companyChange() },
      schema: {
        tags,
        summary:
          'Part 2 §7: gives every template item of one user to another, in one transaction (admins); answers how many moved',
        body: obj({ from_user_id: id, to_user_id: id }),
        response: { 200: countAnswer, ...workflowErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const companyId = request.user.company_id;
      await requireTemplates(db, request.user, 'manageWorkflowTemplates');
      await requireUsers(db, companyId, body);
      const rows = await db.query(
        "UPDATE workflow_template_items SET responsible_user_id = $3 WHERE company_id = $1 AND for_who = 'user' AND responsible_user_id = $2 RETURNING id",
        [companyId, body.from_user_id, body.to_user_id],
      );
      return { count: rows.length };
    },
  );
}

/** assignedCount: a user asks their own count; admins ask anyone's (the reassign page). Another company's user is 404. */
export async function requireCountAccess(db: Queryable, user: UserRow, userId: number): Promise<void> {
  if ((await db.query('SELECT 1 FROM users WHERE company_id = $1 AND id = $2', [user.company_id, userId])).length === 0)
    throw notFound('This user does not exist.');
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
    if (
      (await db.query('SELECT 1 FROM users WHERE company_id = $1 AND id = $2', [companyId, body[field]])).length === 0
    ) {
      throw new HttpError(404, 'NOT_FOUND', 'This user does not exist.', { details: { field } });
    }
  }
  if (body.from_user_id === body.to_user_id)
    throw fieldError(400, 'INVALID_INPUT', 'to_user_id must be another user than from_user_id.', 'to_user_id');
}
