// Who may read and change a workflow or a task: the workflow's or task's person decides, through the one
// PermissionContext of rest/src/core/permissionContext.ts, with the task's responsible person added (domain workflows).
import { mayReadWorkflowTask, type PermissionContext, type PersonFacts } from '@people/domain/permissions';
import { isTaskResponsible } from '@people/domain/workflows';
import type { UserRow } from '../core/auth';
import type { Queryable } from '../core/db';
import { forbidden, notFound } from '../core/errors';
import { companyFlags, permissionContexts, viewerFlags } from '../core/permissionContext';
import { workflow, type TaskRow, type WorkflowRow } from './sql';

/** The workflow and its person's context: 404 for a workflow of someone the caller cannot find, or of another company. */
export async function workflowAccess(
  db: Queryable,
  user: UserRow,
  workflowId: number,
): Promise<{ found: WorkflowRow; context: PermissionContext }> {
  const found = await workflow(db, user.company_id, workflowId);
  const context = found && (await permissionContexts(db, user, [found.employee_id])).get(found.employee_id);
  if (!found || !context) throw notFound('This workflow does not exist.');
  return { found, context };
}

const NO_FACTS: PersonFacts = {
  deleted: false,
  hasWage: false,
  wageHasEndDate: false,
  hasPendingWage: false,
  hasTermination: false,
  contractUid: null,
  linkedToIntegration: false,
  sameGroup: false,
  isSelf: false,
};

/**
 * The task and the caller's context of its person with workflowTaskResponsible set. A responsible caller who cannot
 * find the person (another group, a sensitive profile) still gets a context: they see the task they must do, nothing
 * of the person beyond it (NO_FACTS, sameGroup false). Anyone else answers 404 for such a task.
 */
export async function taskAccess(
  db: Queryable,
  user: UserRow,
  task: TaskRow | undefined,
): Promise<{ task: TaskRow; context: PermissionContext }> {
  if (!task) throw notFound('This task does not exist.');
  const responsible = isTaskResponsible(task, { userId: user.id, employeeId: user.employee_id });
  let context = (await permissionContexts(db, user, [task.employee_id])).get(task.employee_id);
  if (!context) {
    if (!responsible) throw notFound('This task does not exist.');
    context = {
      viewer: viewerFlags(user),
      company: await companyFlags(db, user.company_id),
      person: { ...NO_FACTS, deleted: task.employee_deleted === 1 },
    };
  }
  context = { ...context, person: { ...context.person!, workflowTaskResponsible: responsible } };
  if (!mayReadWorkflowTask(context)) throw forbidden('You may not see the workflows of this person.');
  return { task, context };
}

/** The tasks the caller may read (taskAccess's rule), deciding once per person: a list costs two queries, not two per task. */
export async function readableTasks(db: Queryable, user: UserRow, tasks: TaskRow[]): Promise<TaskRow[]> {
  if (tasks.length === 0) return [];
  const [contexts, company] = await Promise.all([
    permissionContexts(db, user, [...new Set(tasks.map((t) => t.employee_id))]),
    companyFlags(db, user.company_id),
  ]);
  const viewer = viewerFlags(user);
  return tasks.filter((task) => {
    const responsible = isTaskResponsible(task, { userId: user.id, employeeId: user.employee_id });
    const context =
      contexts.get(task.employee_id) ??
      (responsible ? { viewer, company, person: { ...NO_FACTS, deleted: task.employee_deleted === 1 } } : undefined);
    return (
      context !== undefined &&
      mayReadWorkflowTask({ ...context, person: { ...context.person!, workflowTaskResponsible: responsible } })
    );
  });
}
