// The tasks of started workflows (part 2 §3 "Workflow task", §4 "Workflow tasks": open → closed (closeTask) →
// reopened (reopenTask); §7 the task calls). Closing follows the sequential order (domain closeTaskRefusal); done is
// derived from the tasks, so reopening one reopens its workflow. Each change writes its activity item in its transaction.
import type { ActivityEventType } from '@people/domain/activity';
import { closeTaskRefusal, reopenTaskRefusal } from '@people/domain/workflows';
import { changeOf, companyChange } from '../core/audit';
import type { UserRow } from '../core/auth';
import { today } from '../core/clock';
import type { Db, Queryable } from '../core/db';
import { fieldError, HttpError } from '../core/errors';
import { requireAction, sectionContext, visibleRows, companyContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { idsQuerySchema, obj, parseIds } from '../core/schemas';
import { readableTasks, taskAccess, workflowAccess } from './access';
import {
  countAnswer,
  dateInput,
  description,
  email,
  forWho,
  id,
  listOf,
  name,
  nullableId,
  success,
  taskSchema,
  workflowErrors,
} from './schemas';
import { checkedResponsible, requireCountAccess, requiredName, requireUsers } from './checks';
import { nextPosition, task, tasks, type TaskRow } from './sql';
import {
  closeTask,
  deleteTask,
  insertTask,
  lockSequentialWorkflow,
  lockWorkflow,
  reassignOpenTasks,
  reopenTask,
  updateTask,
  userEmployeeId,
  userName,
  workflowPeople,
} from './taskSql';
import { inputDate } from '@people/domain/dates';

const tags = ['workflows'];
const taskAnswer = obj({ task: taskSchema });
const taskStatus = { type: 'string', enum: ['open', 'closed', 'all'], default: 'open' } as const;
const taskOfAnswer = { answer: (answer: unknown) => (answer as { task?: { employee_id?: number } }).task?.employee_id };

const responsibleFields = {
  for_who: forWho,
  responsible_user_id: nullableId,
  responsible_employee_id: nullableId,
  responsible_email_address: email,
};

const dueDateIn = (value: string) => {
  const date = inputDate(value);
  if (date === null)
    throw fieldError(400, 'INVALID_DATE', 'due_date must be a real date as DD/MM/YYYY or YYYY-MM-DD.', 'due_date');
  return date;
};

async function activity(tx: Queryable, user: UserRow, row: TaskRow, eventType: ActivityEventType) {
  await writeActivity(tx, user, {
    employeeId: row.employee_id,
    eventType,
    info: { new_type: row.workflow_name, note: row.name },
  });
}

/** Locks the task's workflow, then reads its tasks afresh: two closes of one sequential workflow go one after the other. */
async function lockedTasks(tx: Queryable, companyId: number, workflowId: number) {
  return {
    isSequential: await lockSequentialWorkflow(tx, companyId, workflowId),
    tasks: await tasks(tx, companyId, { workflowIds: [workflowId] }),
  };
}

export async function workflowTaskRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/workflows/tasks/:task_id/detail',
    {
      schema: {
        tags,
        summary: 'Part 2 §7: a task (for whoever sees the workflows of its person, or is responsible for it)',
        params: obj({ task_id: id }),
        response: { 200: taskAnswer, ...workflowErrors },
      },
    },
    async (request) => {
      const found = await task(db, request.user.company_id, request.params.task_id);
      return { task: (await taskAccess(db, request.user, found)).task };
    },
  );

  app.get(
    '/api/workflows/tasks/batch',
    {
      schema: {
        tags,
        summary:
          "Tasks by id (ids=1,2,3), for the gateway's node(id:); another company's, missing or hidden ones are left out",
        querystring: idsQuerySchema,
        response: { 200: listOf(taskSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const rows = await tasks(db, request.user.company_id, { ids: parseIds(request.query.ids) });
      return { data: await readableTasks(db, request.user, rows) };
    },
  );

  app.get(
    '/api/workflows/tasks/employee/:employee_id/list',
    {
      schema: {
        tags,
        summary: "Part 2 §7: every task of a person's workflows, by workflow and order",
        params: obj({ employee_id: id }),
        querystring: obj({ status: { ...taskStatus, default: 'all' } }, []),
        response: { 200: listOf(taskSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId } = request.params;
      await sectionContext(db, request.user, employeeId, 'workflows');
      return { data: await tasks(db, request.user.company_id, { employeeId }, request.query.status) };
    },
  );

  app.get(
    '/api/workflows/tasks/list',
    {
      schema: {
        tags,
        summary:
          "Part 2 §7 'tasks/list': the caller's own tasks across people ('my tasks'), soonest due first; status open by default",
        querystring: obj(
          { status: taskStatus, limit: { type: 'integer', minimum: 1, maximum: 1000, default: 200 } },
          [],
        ),
        response: { 200: listOf(taskSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const { status, limit } = request.query;
      const user = request.user;
      const rows = await tasks(
        db,
        user.company_id,
        { responsible: { userId: user.id, employeeId: user.employee_id } },
        status,
        limit,
      );
      // Responsible for them, so readable unless workflows are off (taskAccess's rule, once per person).
      return { data: await readableTasks(db, user, rows) };
    },
  );

  app.get(
    '/api/workflows/tasks/list/all',
    {
      schema: {
        tags,
        summary:
          "Part 2 §7 'tasks/list/all': the tasks of every person whose workflows the caller sees, soonest due first",
        querystring: obj(
          { status: taskStatus, limit: { type: 'integer', minimum: 1, maximum: 1000, default: 200 } },
          [],
        ),
        response: { 200: listOf(taskSchema), ...workflowErrors },
      },
    },
    async (request) => {
      const { status, limit } = request.query;
      const rows = await tasks(db, request.user.company_id, { all: true }, status, 1000);
      return { data: (await visibleRows(db, request.user, rows, 'workflows')).slice(0, limit) };
    },
  );

  app.get(
    '/api/workflows/tasks/assignedCount',
    {
      schema: {
        tags,
        summary:
          'Part 2 §7: how many open tasks a user is responsible for (the user themselves, or admins before a reassign)',
        querystring: obj({ user_id: id }),
        response: { 200: countAnswer, ...workflowErrors },
      },
    },
    async (request) => {
      const { user_id: userId } = request.query;
      await requireCountAccess(db, request.user, userId);
      const employeeId = await userEmployeeId(db, userId);
      const open = await tasks(db, request.user.company_id, { responsible: { userId, employeeId } }, 'open', 1000);
      return { count: open.length };
    },
  );

  // Part 2 §4: a task is open, then closed (closeTask), and can be reopened (reopenTask): one handler, the two
  // transitions as rows (who may do it, the refusal rule, the update and the activity item).
  const transitions = [
    {
      path: '/api/workflows/tasks/closeTask',
      summary:
        "Part 2 §4, §7: closes a task (who may assign workflows, or the task's responsible person). In a sequential workflow the tasks " +
        'before it must be closed: 422 WORKFLOW_EARLIER_TASKS_OPEN; a closed task: 409 WORKFLOW_TASK_ALREADY_CLOSED. Writes workflow_task_closed',
      refusal: (current: Awaited<ReturnType<typeof lockedTasks>>, taskId: number) => {
        const refusal = closeTaskRefusal(current.tasks, taskId, current.isSequential);
        if (refusal === 'WORKFLOW_TASK_ALREADY_CLOSED')
          return new HttpError(409, refusal, 'This task is closed already.', { details: { field: 'task_id' } });
        return refusal
          ? new HttpError(
              422,
              refusal,
              'The tasks before this one must be closed first: this workflow is sequential.',
              { details: { field: 'task_id' } },
            )
          : null;
      },
      persist: (tx: Queryable, taskId: number, userId: number) => closeTask(tx, taskId, today(), userId),
      event: 'workflow_task_closed',
    },
    {
      path: '/api/workflows/tasks/reopenTask',
      summary:
        'Part 2 §4, §7: reopens a closed task (as for closing); its workflow is pending again. An open task: 409 WORKFLOW_TASK_NOT_CLOSED. ' +
        'Writes workflow_task_reopened',
      refusal: (current: Awaited<ReturnType<typeof lockedTasks>>, taskId: number) => {
        const refusal = reopenTaskRefusal(current.tasks.find((t) => t.id === taskId)!);
        return refusal ? new HttpError(409, refusal, 'This task is open.', { details: { field: 'task_id' } }) : null;
      },
      persist: (tx: Queryable, taskId: number) => reopenTask(tx, taskId),
      event: 'workflow_task_reopened',
    },
  ] as const;

  for (const transition of transitions) {
    app.post(
      transition.path,
      {
        config: { audit: changeOf(taskOfAnswer) },
        schema: {
          tags,
          summary: transition.summary,
          body: obj({ task_id: id }),
          response: { 200: taskAnswer, ...workflowErrors },
        },
      },
      async (request) => {
        const user = request.user;
        const { task_id: taskId } = request.body;
        const { task: found, context } = await taskAccess(db, user, await task(db, user.company_id, taskId));
        requireAction(context, 'closeWorkflowTask');
        await db.transaction(async (tx) => {
          const refusal = transition.refusal(await lockedTasks(tx, user.company_id, found.workflow_id), taskId);
          if (refusal) throw refusal;
          await transition.persist(tx, taskId, user.id);
          await activity(tx, user, found, transition.event);
        });
        return { task: await task(db, user.company_id, taskId) };
      },
    );
  }

  app.post(
    '/api/workflows/tasks/createNewTaskForWorkflow',
    {
      config: { audit: changeOf(taskOfAnswer) },
      schema: {
        tags,
        summary:
          'Part 2 §7: adds a task at the end of a started workflow (assign workflow). due_date defaults to the workflow date. ' +
          'Writes workflow_task_added',
        body: obj(
          {
            workflow_id: id,
            name,
            description,
            due_date: { anyOf: [{ type: 'null' }, dateInput] },
            ...responsibleFields,
          },
          ['workflow_id', 'name', 'for_who'],
        ),
        response: { 200: taskAnswer, ...workflowErrors },
      },
    },
    async (request) => {
      const user = request.user;
      const body = request.body;
      const { found, context } = await workflowAccess(db, user, body.workflow_id);
      requireAction(context, 'assignWorkflow');
      const due = body.due_date ? dueDateIn(body.due_date) : found.workflow_date;
      const responsible = await checkedResponsible(db, user.company_id, {
        for_who: body.for_who,
        responsible_user_id: body.responsible_user_id ?? null,
        responsible_employee_id: body.responsible_employee_id ?? null,
        responsible_email_address: body.responsible_email_address ?? null,
      });
      const taskId = await db.transaction(async (tx) => {
        await lockWorkflow(tx, found.id);
        const position = await nextPosition(tx, 'workflow_tasks', 'workflow_id', found.id);
        const addedId = await insertTask(tx, user.company_id, found.id, position, {
          name: requiredName(body.name),
          description: body.description ?? '',
          due_date: due,
          ...responsible,
        });
        const added = (await task(tx, user.company_id, addedId))!;
        await activity(tx, user, added, 'workflow_task_added');
        return addedId;
      });
      return { task: await task(db, user.company_id, taskId) };
    },
  );

  app.post(
    '/api/workflows/tasks/edit',
    {
      config: { audit: changeOf(taskOfAnswer) },
      schema: {
        tags,
        summary:
          "Part 2 §7 'tasks/edit (free payload)': task_id plus any of name, description, due_date, for_who and the responsible fields; " +
          'absent fields stay (assign workflow). Writes workflow_task_updated',
        body: obj({ task_id: id, name, description, due_date: dateInput, ...responsibleFields }, ['task_id']),
        response: { 200: taskAnswer, ...workflowErrors },
      },
    },
    async (request) => {
      const user = request.user;
      const body = request.body;
      const { task: before, context } = await taskAccess(db, user, await task(db, user.company_id, body.task_id));
      requireAction(context, 'assignWorkflow');
      const due = body.due_date === undefined ? before.due_date : dueDateIn(body.due_date);
      const responsible = await checkedResponsible(db, user.company_id, {
        for_who: body.for_who ?? before.for_who,
        responsible_user_id:
          body.responsible_user_id !== undefined ? body.responsible_user_id : before.responsible_user_id,
        responsible_employee_id:
          body.responsible_employee_id !== undefined ? body.responsible_employee_id : before.responsible_employee_id,
        responsible_email_address:
          body.responsible_email_address !== undefined
            ? body.responsible_email_address
            : before.responsible_email_address,
      });
      await db.transaction(async (tx) => {
        await updateTask(tx, before.id, {
          name: body.name === undefined ? before.name : requiredName(body.name),
          description: body.description ?? before.description,
          due_date: due,
          ...responsible,
        });
        await activity(
          tx,
          user,
          { ...before, name: body.name === undefined ? before.name : requiredName(body.name) },
          'workflow_task_updated',
        );
      });
      return { task: await task(db, user.company_id, before.id) };
    },
  );

  app.post(
    '/api/workflows/task/item/delete',
    {
      config: { audit: changeOf({ answer: (answer) => (answer as { employee_id?: number }).employee_id }) },
      schema: {
        tags,
        summary: 'Part 2 §7: deletes a task of a started workflow (assign workflow). Writes workflow_task_deleted',
        body: obj({ task_id: id }),
        response: { 200: obj({ success: success.properties.success, employee_id: id }), ...workflowErrors },
      },
    },
    async (request) => {
      const user = request.user;
      const { task_id: taskId } = request.body;
      const { task: found, context } = await taskAccess(db, user, await task(db, user.company_id, taskId));
      requireAction(context, 'assignWorkflow');
      await db.transaction(async (tx) => {
        await deleteTask(tx, user.company_id, taskId);
        await activity(tx, user, found, 'workflow_task_deleted');
      });
      return { success: 1, employee_id: found.employee_id };
    },
  );

  app.post(
    '/api/workflows/tasks/reassign',
    {
      config: { audit: companyChange(['responsible_user_id']) },
      schema: {
        tags,
        summary:
          'Part 2 §7: gives every open task of one user to another, in one transaction (admins); closed tasks keep who did them. ' +
          'Writes workflow_task_reassigned for each person concerned; answers how many moved',
        body: obj({ from_user_id: id, to_user_id: id }),
        response: { 200: countAnswer, ...workflowErrors },
      },
    },
    async (request) => {
      const user = request.user;
      const body = request.body;
      requireAction(await companyContext(db, user), 'manageWorkflowTemplates');
      await requireUsers(db, user.company_id, body);
      const count = await db.transaction(async (tx) => {
        const moved = await reassignOpenTasks(tx, user.company_id, body.from_user_id, body.to_user_id);
        const toName = await userName(tx, body.to_user_id);
        const people = await workflowPeople(
          tx,
          moved.map((m) => m.workflow_id),
        );
        for (const person of people) {
          await writeActivity(tx, user, {
            employeeId: person.employee_id,
            eventType: 'workflow_task_reassigned',
            info: { new_type: person.name, person_name: toName },
          });
        }
        return moved.length;
      });
      return { count };
    },
  );
}
