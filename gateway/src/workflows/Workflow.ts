// Started workflows and their tasks (part 2 §2 workflows box, §3, §4). What the viewer may do with them is
// decided by domain/permissions (assignWorkflow, closeWorkflowTask) on the person's context, once per person.
import { mayDo, type PermissionContext } from '@people/domain/permissions';
import { isTaskResponsible, workflowProgress } from '@people/domain/workflows';
import type { WorkflowResolvers, WorkflowTaskResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import { flag } from '../core/flags';
import { globalId } from '../core/ids';
import type { WorkflowTaskModel } from '../core/models';
import { permissionContext, companyContext } from '../core/permissions';

const userGlobalId = (id: number | null) => (id === null ? null : globalId('Viewer', id));

/** The person's context with workflowTaskResponsible; a responsible viewer who cannot find the person gets the bare one. */
async function taskContext(task: WorkflowTaskModel, ctx: Context): Promise<PermissionContext | null> {
  const viewer = await ctx.loaders.viewer();
  if (!viewer) return null;
  const responsible = isTaskResponsible(task, { userId: viewer.user.id, employeeId: viewer.user.employee_id });
  const context = (await permissionContext(task.employee_id, ctx)) ?? (responsible ? await companyContext(ctx) : null);
  if (!context) return null;
  const person = context.person ?? {
    deleted: false,
    hasWage: false,
    wageHasEndDate: false,
    hasPendingWage: false,
    hasTermination: false,
    contractUid: null,
    linkedToIntegration: false,
    sameGroup: false,
  };
  return { ...context, person: { ...person, workflowTaskResponsible: responsible } };
}

async function mayManage(employeeId: number, ctx: Context): Promise<boolean> {
  const context = await permissionContext(employeeId, ctx);
  return context !== null && mayDo('assignWorkflow', context);
}

export const Workflow: WorkflowResolvers = {
  id: (w) => globalId('Workflow', w.id),
  internalId: (w) => w.id,
  employee: (w, _, ctx) => ctx.loaders.employee.load(w.employee_id),
  template: (w, _, ctx) =>
    w.workflow_template_id === null ? null : ctx.loaders.workflowTemplateNode.load(w.workflow_template_id),
  type: (w) => w.type,
  name: (w) => w.name,
  isSequential: (w) => flag(w.is_sequential),
  workflowDate: (w) => w.workflow_date,
  notifyAssignees: (w) => flag(w.notify_assignees),
  status: (w) => w.status,
  // part 2 §2: closed over total, from the tasks the answer holds.
  progress: (w) => workflowProgress(w.tasks),
  tasks: (w) => w.tasks,
  viewerMayManage: (w, _, ctx) => mayManage(w.employee_id, ctx),
};

export const WorkflowTask: WorkflowTaskResolvers = {
  id: (t) => globalId('WorkflowTask', t.id),
  internalId: (t) => t.id,
  workflow: (t, _, ctx) => ctx.loaders.workflowNode.load(t.workflow_id),
  employee: (t, _, ctx) => ctx.loaders.employee.load(t.employee_id),
  employeeName: (t) => t.employee_name,
  workflowName: (t) => t.workflow_name,
  position: (t) => t.position,
  name: (t) => t.name,
  description: (t) => t.description,
  dueDate: (t) => t.due_date,
  forWho: (t) => t.for_who,
  responsibleUserId: (t) => userGlobalId(t.responsible_user_id),
  responsibleEmployee: (t, _, ctx) =>
    t.responsible_employee_id === null ? null : ctx.loaders.employee.load(t.responsible_employee_id),
  responsibleEmailAddress: (t) => t.responsible_email_address,
  responsibleName: (t) => t.responsible_name,
  status: (t) => t.status,
  dateClosed: (t) => t.date_closed,
  async viewerMayClose(t, _, ctx) {
    const context = await taskContext(t, ctx);
    return context !== null && mayDo('closeWorkflowTask', context);
  },
  viewerMayManage: (t, _, ctx) => mayManage(t.employee_id, ctx),
};
