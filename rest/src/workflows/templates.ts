// Workflow templates (part 2 §3 "Workflow template"; §7 the templates calls); their task items are in
// templateItems.ts. Company settings: reading them needs workflows enabled and full access (domain mayDo
// 'readWorkflowTemplates'), changing them is for admins ('manageWorkflowTemplates'). Template changes belong to no
// person: they write no activity item, only the audit log (companyChange).
import { mayDo } from '@people/domain/permissions';
import { WORKFLOW_HASHTAGS, type WorkflowHashtag } from '@people/domain/workflows';
import { companyChange } from '../core/audit';
import type { Db } from '../core/db';
import { notFound } from '../core/errors';
import { companyContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { idsQuerySchema, obj, parseIds } from '../core/schemas';
import { requiredName, requireTemplates, templateDetail, templateOrNotFound } from './checks';
import {
  assigneeSchema,
  dataOf,
  flag,
  hashtagSchema,
  id,
  listOf,
  name,
  success,
  templateDetailSchema,
  templateSchema,
  templateType,
  workflowErrors,
} from './schemas';
import { template, templates } from './sql';
import {
  assignableUsers,
  copyTemplate,
  copyTemplateItems,
  deleteTemplate,
  insertTemplate,
  updateTemplate,
} from './templateSql';

const tags = ['workflows'];

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
        data: await assignableUsers(db, request.user.company_id),
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
      const templateId = await insertTemplate(db, request.user.company_id, {
        type: body.type,
        name: requiredName(body.name),
        is_sequential: body.is_sequential,
      });
      return { data: await template(db, request.user.company_id, templateId) };
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
      await updateTemplate(db, request.user.company_id, body.template_id, {
        type: body.type ?? before.type,
        name: body.name === undefined ? before.name : requiredName(body.name),
        is_sequential: body.is_sequential ?? before.is_sequential,
      });
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
      if (!(await deleteTemplate(db, request.user.company_id, templateId)))
        throw notFound('This workflow template does not exist.');
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
        const copyId = await copyTemplate(tx, companyId, body.template_id, requiredName(body.name));
        if (copyId === undefined) throw notFound('This workflow template does not exist.');
        await copyTemplateItems(tx, companyId, body.template_id, copyId);
        return copyId;
      });
      return { data: await templateDetail(db, companyId, copyId) };
    },
  );
}
