// The workflow mutations (part 2 §7): each goes through its REST call, and every refusal (a sequential order,
// an order that is not a permutation, a light viewer, another company's id) comes back as a userError with its code.
import { isIsoDate } from '@people/domain/dates';
import type { MutationResolvers, WorkflowForWho } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import { fromGlobalId, globalId, type NodeType } from '../core/ids';
import {
  InputError,
  attempt,
  camelCase,
  clearLoaders,
  freshEmployee,
  personId,
  personNotFound,
  userError,
  type FieldMap,
} from '../core/mutationSupport';

const NOT_FOUND_MESSAGES: Partial<Record<NodeType, string>> = {
  Workflow: 'This workflow does not exist.',
  WorkflowTask: 'This task does not exist.',
  WorkflowTemplate: 'This workflow template does not exist.',
  WorkflowTemplateItem: 'This template task item does not exist.',
  Viewer: 'This user does not exist.',
};

/** The REST id of a global id of `type`; a malformed id or another type's answers NOT_FOUND on its input field. */
function internal(id: string, type: NodeType, field: string): number {
  const ref = fromGlobalId(id, type);
  if (!ref) throw new InputError(userError('NOT_FOUND', NOT_FOUND_MESSAGES[type] ?? 'Not found.', [field]));
  return ref.id;
}

const optionalId = (id: string | null | undefined, type: NodeType, field: string) =>
  id === undefined ? undefined : id === null ? null : internal(id, type, field);

function isoDate(value: string, field: string): string {
  if (!isIsoDate(value))
    throw new InputError(userError('INVALID_DATE', `${field} must be a date as YYYY-MM-DD.`, [field]));
  return value;
}

// The REST payload's names that are not the input's camelCased ones (the spec spells reponsible_user_id).
const FIELDS: Record<string, string> = {
  reponsible_user_id: 'responsibleUserId',
  workflow_template_id: 'templateId',
  ordered_task_ids: 'itemIds',
};
const fieldOf: FieldMap = (restField) => [FIELDS[restField] ?? camelCase(restField)];

interface ResponsibleInput {
  forWho?: WorkflowForWho | null;
  responsibleUserId?: string | null;
  responsibleEmployeeId?: string | null;
  responsibleEmailAddress?: string | null;
}

/** The responsible fields of a REST payload; an absent input field stays absent (unchanged), null clears it. */
function responsible(
  input: ResponsibleInput,
  userKey: 'reponsible_user_id' | 'responsible_user_id',
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (input.forWho !== undefined && input.forWho !== null) body.for_who = input.forWho;
  const user = optionalId(input.responsibleUserId, 'Viewer', 'responsibleUserId');
  if (user !== undefined) body[userKey] = user;
  if (input.responsibleEmployeeId !== undefined) {
    body.responsible_employee_id =
      input.responsibleEmployeeId === null ? null : (personId(input.responsibleEmployeeId) ?? notAPerson());
  }
  if (input.responsibleEmailAddress !== undefined) body.responsible_email_address = input.responsibleEmailAddress;
  return body;
}

function notAPerson(): never {
  throw new InputError({ ...personNotFound(), field: ['input', 'responsibleEmployeeId'] });
}

/** Absent (undefined) and null input fields both leave the REST field out: the REST call keeps what is there. */
function present(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined && value !== null));
}

const bit = (value: boolean | null | undefined) => (value === undefined || value === null ? undefined : value ? 1 : 0);

async function freshWorkflow(ctx: Context, workflowId: number) {
  clearLoaders(ctx);
  return ctx.loaders.workflowNode.load(workflowId);
}

async function freshTemplate(ctx: Context, templateId: number) {
  clearLoaders(ctx);
  return ctx.loaders.workflowTemplateNode.load(templateId);
}

type WorkflowMutations =
  | 'addWorkflowTemplate'
  | 'updateWorkflowTemplate'
  | 'deleteWorkflowTemplate'
  | 'copyWorkflowTemplate'
  | 'addWorkflowTemplateItem'
  | 'updateWorkflowTemplateItem'
  | 'deleteWorkflowTemplateItem'
  | 'reorderWorkflowTemplateItems'
  | 'reassignWorkflowTemplateItems'
  | 'startWorkflow'
  | 'deleteWorkflow'
  | 'closeWorkflowTask'
  | 'reopenWorkflowTask'
  | 'addWorkflowTask'
  | 'updateWorkflowTask'
  | 'deleteWorkflowTask'
  | 'reassignWorkflowTasks';

export const workflowMutations: Pick<Required<MutationResolvers>, WorkflowMutations> = {
  async addWorkflowTemplate(_, { input }, ctx) {
    const result = await attempt(
      () =>
        ctx.rest.post(
          '/api/workflows/templates/add',
          present({ type: input.type, name: input.name, is_sequential: bit(input.isSequential) }),
        ),
      fieldOf,
    );
    clearLoaders(ctx);
    return result.ok
      ? { template: result.value.data, userErrors: [] }
      : { template: null, userErrors: result.userErrors };
  },

  async updateWorkflowTemplate(_, { input }, ctx) {
    const result = await attempt(async () => {
      const templateId = internal(input.templateId, 'WorkflowTemplate', 'templateId');
      return ctx.rest.post(
        '/api/workflows/templates/edit',
        present({
          template_id: templateId,
          type: input.type,
          name: input.name,
          is_sequential: bit(input.isSequential),
        }),
      );
    }, fieldOf);
    clearLoaders(ctx);
    return result.ok
      ? { template: result.value.data, userErrors: [] }
      : { template: null, userErrors: result.userErrors };
  },

  async deleteWorkflowTemplate(_, { input }, ctx) {
    const result = await attempt(async () => {
      const templateId = internal(input.templateId, 'WorkflowTemplate', 'templateId');
      await ctx.rest.post('/api/workflows/templates/delete', { template_id: templateId });
      return templateId;
    }, fieldOf);
    clearLoaders(ctx);
    return result.ok
      ? { deletedTemplateId: globalId('WorkflowTemplate', result.value), userErrors: [] }
      : { deletedTemplateId: null, userErrors: result.userErrors };
  },

  async copyWorkflowTemplate(_, { input }, ctx) {
    const result = await attempt(async () => {
      const templateId = internal(input.templateId, 'WorkflowTemplate', 'templateId');
      return ctx.rest.post('/api/workflows/templates/copy', { template_id: templateId, name: input.name });
    }, fieldOf);
    clearLoaders(ctx);
    return result.ok
      ? { template: result.value.data, userErrors: [] }
      : { template: null, userErrors: result.userErrors };
  },

  async addWorkflowTemplateItem(_, { input }, ctx) {
    const result = await attempt(async () => {
      const templateId = internal(input.templateId, 'WorkflowTemplate', 'templateId');
      const body = {
        template_id: templateId,
        name: input.name,
        description: input.description ?? undefined,
        timing_days: input.timingDays ?? undefined,
        ...responsible(input, 'reponsible_user_id'),
      };
      return ctx.rest.post('/api/workflows/templates/items/add', body);
    }, fieldOf);
    if (!result.ok) return { item: null, template: null, deletedItemId: null, userErrors: result.userErrors };
    return {
      item: result.value.data,
      template: await freshTemplate(ctx, result.value.data.template_id),
      deletedItemId: null,
      userErrors: [],
    };
  },

  async updateWorkflowTemplateItem(_, { input }, ctx) {
    const result = await attempt(async () => {
      const itemId = internal(input.itemId, 'WorkflowTemplateItem', 'itemId');
      const body = {
        item_id: itemId,
        ...present({ name: input.name, description: input.description, timing_days: input.timingDays }),
        ...responsible(input, 'reponsible_user_id'),
      };
      return ctx.rest.post('/api/workflows/templates/items/edit', body);
    }, fieldOf);
    if (!result.ok) return { item: null, template: null, deletedItemId: null, userErrors: result.userErrors };
    return {
      item: result.value.data,
      template: await freshTemplate(ctx, result.value.data.template_id),
      deletedItemId: null,
      userErrors: [],
    };
  },

  async deleteWorkflowTemplateItem(_, { input }, ctx) {
    const result = await attempt(async () => {
      const itemId = internal(input.itemId, 'WorkflowTemplateItem', 'itemId');
      const before = await ctx.loaders.workflowTemplateItemNode.load(itemId);
      await ctx.rest.post('/api/workflows/templates/items/delete', { item_id: itemId });
      return { itemId, templateId: before?.template_id ?? null };
    }, fieldOf);
    if (!result.ok) return { item: null, template: null, deletedItemId: null, userErrors: result.userErrors };
    const template = result.value.templateId === null ? null : await freshTemplate(ctx, result.value.templateId);
    return {
      item: null,
      template,
      deletedItemId: globalId('WorkflowTemplateItem', result.value.itemId),
      userErrors: [],
    };
  },

  // part 2 §7: ordered_task_ids is the comma-joined item ids.
  async reorderWorkflowTemplateItems(_, { input }, ctx) {
    const result = await attempt(async () => {
      const templateId = internal(input.templateId, 'WorkflowTemplate', 'templateId');
      const ids = input.itemIds.map((id) => internal(id, 'WorkflowTemplateItem', 'itemIds'));
      return ctx.rest.post(
        '/api/workflows/templates/{template_id}/updateTaskOrder',
        { ordered_task_ids: ids.join(',') },
        { template_id: templateId },
      );
    }, fieldOf);
    clearLoaders(ctx);
    return result.ok
      ? { template: result.value.data, userErrors: [] }
      : { template: null, userErrors: result.userErrors };
  },

  async reassignWorkflowTemplateItems(_, { input }, ctx) {
    const result = await attempt(async () => {
      const body = {
        from_user_id: internal(input.fromUserId, 'Viewer', 'fromUserId'),
        to_user_id: internal(input.toUserId, 'Viewer', 'toUserId'),
      };
      return ctx.rest.post('/api/workflows/templates/items/reassign', body);
    }, fieldOf);
    clearLoaders(ctx);
    return result.ok ? { count: result.value.count, userErrors: [] } : { count: null, userErrors: result.userErrors };
  },

  async startWorkflow(_, { input }, ctx) {
    const result = await attempt(async () => {
      const employeeId = personId(input.employeeId);
      if (employeeId === null) throw new InputError({ ...personNotFound(), field: ['input', 'employeeId'] });
      const body = {
        employee_id: employeeId,
        workflow_template_id: internal(input.templateId, 'WorkflowTemplate', 'templateId'),
        workflow_date: isoDate(input.workflowDate, 'workflowDate'),
        notify_assignees: bit(input.notifyAssignees) ?? 0,
      };
      return ctx.rest.post('/api/workflows/startWorkflow', body);
    }, fieldOf);
    if (!result.ok) return { workflow: null, employee: null, userErrors: result.userErrors };
    const workflow = result.value.data;
    return { workflow, employee: await freshEmployee(ctx, workflow.employee_id), userErrors: [] };
  },

  async deleteWorkflow(_, { input }, ctx) {
    const result = await attempt(async () => {
      const workflowId = internal(input.workflowId, 'Workflow', 'workflowId');
      return { workflowId, answer: await ctx.rest.post('/api/workflows/delete', { workflow_id: workflowId }) };
    }, fieldOf);
    if (!result.ok) return { deletedWorkflowId: null, employee: null, userErrors: result.userErrors };
    const employee = await freshEmployee(ctx, result.value.answer.employee_id);
    return { deletedWorkflowId: globalId('Workflow', result.value.workflowId), employee, userErrors: [] };
  },

  closeWorkflowTask: (_, { input }, ctx) =>
    taskChange(ctx, input.taskId, (taskId) => ctx.rest.post('/api/workflows/tasks/closeTask', { task_id: taskId })),
  reopenWorkflowTask: (_, { input }, ctx) =>
    taskChange(ctx, input.taskId, (taskId) => ctx.rest.post('/api/workflows/tasks/reopenTask', { task_id: taskId })),

  async addWorkflowTask(_, { input }, ctx) {
    const result = await attempt(async () => {
      const workflowId = internal(input.workflowId, 'Workflow', 'workflowId');
      const body = {
        workflow_id: workflowId,
        name: input.name,
        ...present({
          description: input.description,
          due_date: input.dueDate ? isoDate(input.dueDate, 'dueDate') : undefined,
        }),
        ...responsible(input, 'responsible_user_id'),
      };
      return ctx.rest.post('/api/workflows/tasks/createNewTaskForWorkflow', body);
    }, fieldOf);
    if (!result.ok) return { task: null, workflow: null, deletedTaskId: null, userErrors: result.userErrors };
    const task = result.value.task;
    return { task, workflow: await freshWorkflow(ctx, task.workflow_id), deletedTaskId: null, userErrors: [] };
  },

  async updateWorkflowTask(_, { input }, ctx) {
    return taskChange(ctx, input.taskId, (taskId) =>
      ctx.rest.post('/api/workflows/tasks/edit', {
        task_id: taskId,
        ...present({
          name: input.name,
          description: input.description,
          due_date: input.dueDate ? isoDate(input.dueDate, 'dueDate') : undefined,
        }),
        ...responsible(input, 'responsible_user_id'),
      }),
    );
  },

  async deleteWorkflowTask(_, { input }, ctx) {
    const result = await attempt(async () => {
      const taskId = internal(input.taskId, 'WorkflowTask', 'taskId');
      const before = await ctx.loaders.workflowTaskNode.load(taskId);
      await ctx.rest.post('/api/workflows/task/item/delete', { task_id: taskId });
      return { taskId, workflowId: before?.workflow_id ?? null };
    }, fieldOf);
    if (!result.ok) return { task: null, workflow: null, deletedTaskId: null, userErrors: result.userErrors };
    const workflow = result.value.workflowId === null ? null : await freshWorkflow(ctx, result.value.workflowId);
    return { task: null, workflow, deletedTaskId: globalId('WorkflowTask', result.value.taskId), userErrors: [] };
  },

  async reassignWorkflowTasks(_, { input }, ctx) {
    const result = await attempt(async () => {
      const body = {
        from_user_id: internal(input.fromUserId, 'Viewer', 'fromUserId'),
        to_user_id: internal(input.toUserId, 'Viewer', 'toUserId'),
      };
      return ctx.rest.post('/api/workflows/tasks/reassign', body);
    }, fieldOf);
    clearLoaders(ctx);
    return result.ok ? { count: result.value.count, userErrors: [] } : { count: null, userErrors: result.userErrors };
  },
};

/** A change of one task answering `{ task }`: the payload has the task and its workflow afresh (progress, status). */
async function taskChange(
  ctx: Context,
  taskGlobalId: string,
  change: (taskId: number) => Promise<{ task: { workflow_id: number } & object }>,
) {
  const result = await attempt(() => change(internal(taskGlobalId, 'WorkflowTask', 'taskId')), fieldOf);
  if (!result.ok) return { task: null, workflow: null, deletedTaskId: null, userErrors: result.userErrors };
  const task = result.value.task;
  return {
    task: task as never,
    workflow: await freshWorkflow(ctx, task.workflow_id),
    deletedTaskId: null,
    userErrors: [],
  };
}
