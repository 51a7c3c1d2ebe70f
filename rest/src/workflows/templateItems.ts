// The task items of workflow templates (part 2 §3 "Template task item"; §4 "task order within a template can be
// changed"; §7 the template item calls), registered right after the templates (templates.ts). Reading them needs
// 'readWorkflowTemplates', changing them 'manageWorkflowTemplates'; they write only the audit log (companyChange).
import type { FromSchema } from 'json-schema-to-ts';
import { mayDo } from '@people/domain/permissions';
import { WORKFLOW_TASK_ORDER_INVALID, parseTaskOrder, type WorkflowResponsible } from '@people/domain/workflows';
import { companyChange } from '../core/audit';
import type { Db } from '../core/db';
import { fieldError, notFound } from '../core/errors';
import { companyContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { idsQuerySchema, obj, parseIds } from '../core/schemas';
import {
  checkedResponsible,
  itemOrNotFound,
  requireCountAccess,
  requiredName,
  requireTemplates,
  requireUsers,
  templateDetail,
  templateOrNotFound,
} from './checks';
import {
  countAnswer,
  dataOf,
  description,
  email,
  forWho,
  id,
  itemSchema,
  listOf,
  name,
  nullableId,
  success,
  templateDetailSchema,
  timingDays,
  workflowErrors,
} from './schemas';
import { items, nextPosition, type ItemRow } from './sql';
import {
  assignedItemCount,
  deleteTemplateItem,
  insertTemplateItem,
  lockTemplate,
  orderTemplateItems,
  reassignTemplateItems,
  templateItemIds,
  updateTemplateItem,
} from './templateSql';

const tags = ['workflows'];

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

export async function workflowTemplateItemRoutes(app: Api, { db }: { db: Db }) {
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
        await lockTemplate(tx, body.template_id);
        const position = await nextPosition(tx, 'workflow_template_items', 'template_id', body.template_id);
        return insertTemplateItem(tx, companyId, body.template_id, position, {
          name: requiredName(body.name),
          description: body.description ?? '',
          timing_days: body.timing_days ?? 0,
          ...responsible,
        });
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
      await updateTemplateItem(db, companyId, body.item_id, {
        name: body.name === undefined ? before.name : requiredName(body.name),
        description: body.description ?? before.description,
        timing_days: body.timing_days ?? before.timing_days,
        ...responsible,
      });
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
      if (!(await deleteTemplateItem(db, request.user.company_id, itemId)))
        throw notFound('This template task item does not exist.');
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
        await lockTemplate(tx, templateId);
        const ids = parseTaskOrder(ordered, await templateItemIds(tx, templateId));
        if (ids === null) {
          throw fieldError(
            400,
            WORKFLOW_TASK_ORDER_INVALID,
            'ordered_task_ids must hold every item of the template once, comma-joined.',
            'ordered_task_ids',
          );
        }
        await orderTemplateItems(tx, templateId, ids);
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
      return { count: await assignedItemCount(db, request.user.company_id, userId) };
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
      return { count: await reassignTemplateItems(db, companyId, body.from_user_id, body.to_user_id) };
    },
  );
}
