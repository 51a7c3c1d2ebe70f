// Started workflows and their tasks (part 2 §2 workflows box, §3 "Started workflow", "Workflow task", §4
// "Workflow tasks", §6, §7 the workflow and task calls). Reading a person's workflows needs maySee('workflows'); starting,
// deleting and changing them mayDo('assignWorkflow') (workflows enabled, not light); a task's responsible person may
// also read and close it (mayDo('closeWorkflowTask')). Each change writes its activity item in its own transaction.
import { formatDate, inputDate } from '@people/domain/dates';
import { maySee } from '@people/domain/permissions';
import {
  WORKFLOW_ALREADY_STARTED,
  WORKFLOW_TEMPLATE_HAS_NO_ITEMS,
  fillHashtags,
  isDuplicateStart,
  type WorkflowStart,
  taskDueDate,
} from '@people/domain/workflows';
import { changeOf } from '../core/audit';
import { today } from '../core/clock';
import type { Db } from '../core/db';
import { fieldError, forbidden, notFound } from '../core/errors';
import {
  permissionContexts,
  personContext,
  requireAction,
  sectionContext,
  visibleRows,
} from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { idsQuerySchema, obj, parseIds } from '../core/schemas';

import { dataOf, dateInput, flag, id, listOf, workflowErrors, workflowSchema } from './schemas';
import { workflowAccess } from './access';
import { items, template, workflow, workflows } from './sql';
import { deleteWorkflow, earlierStarts, insertTask, insertWorkflow, lockWorkflowStarts, personValues } from './taskSql';

const tags = ['workflows'];

const workflowDateIn = (value: string, field: string) => {
  const date = inputDate(value);
  if (date === null)
    throw fieldError(400, 'INVALID_DATE', `${field} must be a real date as DD/MM/YYYY or YYYY-MM-DD.`, field);
  return date;
};

export async function workflowRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/workflows/list',
    {
      schema: {
        tags,
        summary:
          "Part 2 §7 'GET /api/workflows/list (query params)': a person's workflows (employee_id: 404/403 as the profile), or several " +
          "people's (employee_ids=1,2,3, the gateway's batch read: people whose workflows the caller may not see are left out). " +
          'state pending lists the unfinished ones of the workflows box (part 2 §2), done the finished ones',
        querystring: obj(
          {
            employee_id: id,
            employee_ids: idsQuerySchema.properties.ids,
            state: { type: 'string', enum: ['pending', 'done', 'all'], default: 'all' },
          },
          [],
        ),
        response: { 200: listOf(workflowSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const query = request.query;
      const user = request.user;
      if (query.employee_id !== undefined) {
        await sectionContext(db, user, query.employee_id, 'workflows');
        return { data: await workflows(db, user.company_id, { employeeIds: [query.employee_id] }, query.state) };
      }
      if (query.employee_ids === undefined)
        throw fieldError(400, 'FIELD_IS_REQUIRED', 'employee_id is required', 'employee_id');
      const ids = parseIds(query.employee_ids);
      const contexts = await permissionContexts(db, user, ids);
      const shown = ids.filter((personId) => {
        const context = contexts.get(personId);
        return context !== undefined && maySee('workflows', context);
      });
      return {
        data: shown.length === 0 ? [] : await workflows(db, user.company_id, { employeeIds: shown }, query.state),
      };
    },
  );

  app.get(
    '/api/workflows/batch',
    {
      schema: {
        tags,
        summary:
          "Workflows by id (ids=1,2,3), for the gateway's node(id:); another company's, missing or hidden ones are left out",
        querystring: idsQuerySchema,
        response: { 200: listOf(workflowSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const rows = await workflows(db, request.user.company_id, { ids: parseIds(request.query.ids) });
      return { data: await visibleRows(db, request.user, rows, 'workflows') };
    },
  );

  app.get(
    '/api/workflows/:workflow_id/detail',
    {
      schema: {
        tags,
        summary: 'Part 2 §7: a workflow with its tasks in order and its progress',
        params: obj({ workflow_id: id }),
        response: { 200: dataOf(workflowSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const { found, context } = await workflowAccess(db, request.user, request.params.workflow_id);
      if (!maySee('workflows', context)) throw forbidden('You may not see the workflows of this person.');
      return { data: found };
    },
  );

  app.post(
    '/api/workflows/startWorkflow',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags,
        summary:
          'Part 2 §7: starts a workflow for a person from a template (assign workflow: workflows enabled, not light). Each item becomes a ' +
          'task due on workflow_date + timing_days, its hashtags filled in; a template without items answers 422 ' +
          'WORKFLOW_TEMPLATE_HAS_NO_ITEMS; the same template for the same person on the same date again answers 409 ' +
          'WORKFLOW_ALREADY_STARTED. Writes workflow_started',
        body: obj(
          {
            employee_id: id,
            workflow_template_id: id,
            workflow_date: dateInput,
            notify_assignees: { ...flag, default: 0 },
          },
          ['employee_id', 'workflow_template_id', 'workflow_date'],
        ),
        response: { 200: dataOf(workflowSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, body.employee_id), 'assignWorkflow');
      const workflowDate = workflowDateIn(body.workflow_date, 'workflow_date');
      const source = await template(db, user.company_id, body.workflow_template_id);
      if (!source) throw notFound('This workflow template does not exist.');
      const sourceItems = await items(db, user.company_id, { templateIds: [source.id] });
      if (sourceItems.length === 0)
        throw fieldError(
          422,
          WORKFLOW_TEMPLATE_HAS_NO_ITEMS,
          'This template has no task items to start.',
          'workflow_template_id',
        );
      const person = await personValues(db, body.employee_id, today());
      const workflowId = await db.transaction(async (tx) => {
        // domain workflows isDuplicateStart: the lock serializes the starts of one person in this transaction, so two
        // parallel starts cannot both find no earlier one (on any number of REST processes).
        await lockWorkflowStarts(tx, body.employee_id);
        const start: WorkflowStart = {
          employee_id: body.employee_id,
          workflow_template_id: source.id,
          workflow_date: workflowDate,
        };
        const earlier = await earlierStarts(tx, user.company_id, body.employee_id, source.id);
        if (isDuplicateStart(earlier, start)) {
          throw fieldError(
            409,
            WORKFLOW_ALREADY_STARTED,
            'This workflow was already started for this person on this date.',
            'workflow_template_id',
          );
        }
        const startedId = await insertWorkflow(tx, user.company_id, {
          ...start,
          type: source.type,
          name: source.name,
          is_sequential: source.is_sequential,
          notify_assignees: body.notify_assignees,
        });
        for (const [index, item] of sourceItems.entries()) {
          const due = taskDueDate(workflowDate, item.timing_days);
          const text = fillHashtags(item.description, {
            '#first_name': person.first_name,
            '#last_name': person.last_name,
            '#name': `${person.first_name} ${person.last_name}`,
            '#workflow_date': formatDate(workflowDate),
            '#due_date': formatDate(due),
            '#join_date': person.join_date && formatDate(person.join_date),
            '#manager_name': person.manager_name,
          });
          await insertTask(tx, user.company_id, startedId, index + 1, {
            name: item.name,
            description: text,
            due_date: due,
            for_who: item.for_who,
            responsible_user_id: item.responsible_user_id,
            responsible_employee_id: item.responsible_employee_id,
            responsible_email_address: item.responsible_email_address,
          });
        }
        await writeActivity(tx, user, {
          employeeId: body.employee_id,
          eventType: 'workflow_started',
          info: { new_type: source.name, note: formatDate(workflowDate) },
        });
        return startedId;
      });
      return { data: await workflow(db, user.company_id, workflowId) };
    },
  );

  app.post(
    '/api/workflows/delete',
    {
      config: { audit: changeOf({ answer: (answer) => (answer as { employee_id?: number }).employee_id }) },
      schema: {
        tags,
        summary: 'Part 2 §7: deletes a started workflow with its tasks (assign workflow). Writes workflow_deleted',
        body: obj({ workflow_id: id }),
        response: { 200: obj({ success: flag, employee_id: id }), ...workflowErrors },
      },
    },
    async (request) => {
      const user = request.user;
      const { found, context } = await workflowAccess(db, user, request.body.workflow_id);
      requireAction(context, 'assignWorkflow');
      await db.transaction(async (tx) => {
        await deleteWorkflow(tx, user.company_id, found.id);
        await writeActivity(tx, user, {
          employeeId: found.employee_id,
          eventType: 'workflow_deleted',
          info: { new_type: found.name },
        });
      });
      return { success: 1, employee_id: found.employee_id };
    },
  );
}
