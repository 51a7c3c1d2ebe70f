import { addDays } from './dates';

// Person-page rules of part 2 for workflows, software licenses and contracts (part 2 §2,
// §4, §7, §9). Server-side rules for these are "not shown" in the spec.

export type WorkflowTaskStatus = 'open' | 'closed';

export interface WorkflowTaskState {
  status: WorkflowTaskStatus;
}

/** part 2 §2, §4: a workflow is pending while any of its tasks is not done. */
export function workflowPending(tasks: readonly WorkflowTaskState[]): boolean {
  return tasks.some((task) => task.status !== 'closed');
}

/** part 2 §2: the progress bar is closed tasks over total tasks. */
export function workflowProgress(tasks: readonly WorkflowTaskState[]): { closed: number; total: number } {
  return { closed: tasks.filter((task) => task.status === 'closed').length, total: tasks.length };
}

/** part 2 §2: the workflows box lists only unfinished workflows. */
export function unfinishedWorkflows<T extends { tasks: readonly WorkflowTaskState[] }>(workflows: readonly T[]): T[] {
  return workflows.filter((workflow) => workflowPending(workflow.tasks));
}

/** part 2 §7: updateTaskOrder takes ordered_task_ids as a comma-joined string. */
export function orderedTaskIds(taskIds: readonly number[]): string {
  return taskIds.join(',');
}

// ---- Workflows (part 2 §3, §4, §7). The spec shows no server-side rule for workflows (part 2 §6 "Exact
// server-side rules for workflows … not shown"); the issue decides these, and they live here once. ----

/** part 2 §3 workflow template type: the spec names the field, not its values; we choose these three. */
export const WORKFLOW_TEMPLATE_TYPES = ['onboarding', 'offboarding', 'other'] as const;
export type WorkflowTemplateType = (typeof WORKFLOW_TEMPLATE_TYPES)[number];

/**
 * part 2 §3 for_who of a template item and a task: who is responsible. The spec names the responsible user, employee
 * and e-mail address fields but not the values of for_who; we choose: 'user' (responsible_user_id), 'employee' (a
 * colleague, responsible_employee_id), 'person' (the person the workflow is for) and 'email' (someone outside the
 * product, responsible_email_address).
 */
export const WORKFLOW_FOR_WHO = ['user', 'employee', 'person', 'email'] as const;
export type WorkflowForWho = (typeof WORKFLOW_FOR_WHO)[number];

export interface WorkflowResponsible {
  for_who: WorkflowForWho;
  responsible_user_id: number | null;
  responsible_employee_id: number | null;
  responsible_email_address: string | null;
}

/** The field a for_who needs, or null when it needs none ('person'). */
export function responsibleField(forWho: WorkflowForWho): keyof WorkflowResponsible | null {
  switch (forWho) {
    case 'user':
      return 'responsible_user_id';
    case 'employee':
      return 'responsible_employee_id';
    case 'email':
      return 'responsible_email_address';
    case 'person':
      return null;
  }
}

/**
 * The responsible fields as stored: only the one for_who names is kept (the others are cleared), so reassigning and
 * "my tasks" read one field. Answers the missing field's name when for_who names a field left empty.
 */
export function normalizeResponsible(
  input: WorkflowResponsible,
): { ok: true; value: WorkflowResponsible } | { ok: false; field: keyof WorkflowResponsible } {
  const field = responsibleField(input.for_who);
  const value: WorkflowResponsible = {
    for_who: input.for_who,
    responsible_user_id: null,
    responsible_employee_id: null,
    responsible_email_address: null,
  };
  if (field === null) return { ok: true, value };
  const given = input[field];
  if (given === null || given === undefined || given === '') return { ok: false, field };
  return { ok: true, value: { ...value, [field]: given } };
}

/** A task's due date is the workflow date plus its template item's timing_days (negative: before it). */
export function taskDueDate(workflowDate: string, timingDays: number): string {
  return addDays(workflowDate, timingDays);
}

/**
 * A second start of the same template for the same person on the same workflow date. Part 2 §7 startWorkflow shows no
 * rule against it; we choose to refuse it (409 WORKFLOW_ALREADY_STARTED), with or without an Idempotency-Key: an HR
 * admin who starts "Onboarding" for Ann on 01/07 twice means it once (a double click, a retry after a lost answer),
 * and two identical task lists would only have to be cleaned up by hand. Another date or another template is another
 * workflow; after the first is deleted the start is free again. A workflow whose template was deleted (null) blocks
 * nothing.
 */
export const WORKFLOW_ALREADY_STARTED = 'WORKFLOW_ALREADY_STARTED';

export interface WorkflowStart {
  employee_id: number;
  workflow_template_id: number | null;
  workflow_date: string;
}

export function isDuplicateStart(existing: readonly WorkflowStart[], start: WorkflowStart): boolean {
  return existing.some(
    (w) =>
      w.workflow_template_id !== null &&
      w.employee_id === start.employee_id &&
      w.workflow_template_id === start.workflow_template_id &&
      w.workflow_date === start.workflow_date,
  );
}

export interface OrderedTask extends WorkflowTaskState {
  id: number;
  position: number;
}

export const WORKFLOW_TASK_ALREADY_CLOSED = 'WORKFLOW_TASK_ALREADY_CLOSED';
export const WORKFLOW_TASK_NOT_CLOSED = 'WORKFLOW_TASK_NOT_CLOSED';
export const WORKFLOW_EARLIER_TASKS_OPEN = 'WORKFLOW_EARLIER_TASKS_OPEN';
export const WORKFLOW_TASK_ORDER_INVALID = 'WORKFLOW_TASK_ORDER_INVALID';
export const WORKFLOW_TEMPLATE_HAS_NO_ITEMS = 'WORKFLOW_TEMPLATE_HAS_NO_ITEMS';

const inOrder = <T extends OrderedTask>(tasks: readonly T[]) =>
  [...tasks].sort((a, b) => a.position - b.position || a.id - b.id);

/**
 * part 2 §4 closeTask; in a sequential workflow a task can be closed only when every task before it (by
 * position) is closed. Answers the refusal's code, or null when the task may be closed.
 */
export function closeTaskRefusal(tasks: readonly OrderedTask[], taskId: number, isSequential: boolean): string | null {
  const ordered = inOrder(tasks);
  const index = ordered.findIndex((task) => task.id === taskId);
  if (index < 0) throw new Error(`Task ${taskId} is not a task of this workflow`);
  if (ordered[index].status === 'closed') return WORKFLOW_TASK_ALREADY_CLOSED;
  if (isSequential && ordered.slice(0, index).some((task) => task.status !== 'closed'))
    return WORKFLOW_EARLIER_TASKS_OPEN;
  return null;
}

/**
 * part 2 §4 reopenTask: only a closed task reopens. Reopening a task reopens the workflow (it is pending
 * again, workflowPending); in a sequential workflow the later closed tasks stay closed (we choose not to undo work
 * that was done).
 */
export function reopenTaskRefusal(task: WorkflowTaskState): string | null {
  return task.status === 'closed' ? null : WORKFLOW_TASK_NOT_CLOSED;
}

/** A workflow is done when all its tasks are (part 2 §4: pending while any task is not done). */
export function workflowDone(tasks: readonly WorkflowTaskState[]): boolean {
  return !workflowPending(tasks);
}

/**
 * part 2 §7 updateTaskOrder: ordered_task_ids is the comma-joined ids of the template's items in their new order.
 * A list that is not a permutation of the template's items (missing, extra, repeated or malformed ids) is
 * refused. Answers the ids in order, or null.
 */
export function parseTaskOrder(orderedTaskIds: string, currentIds: readonly number[]): number[] | null {
  const compact = orderedTaskIds.replace(/\s+/g, '');
  if (compact === '') return currentIds.length === 0 ? [] : null;
  if (!/^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9})*$/.test(compact)) return null;
  const ids = compact.split(',').map(Number);
  if (ids.length !== currentIds.length || new Set(ids).size !== ids.length) return null;
  const current = new Set(currentIds);
  return ids.every((id) => current.has(id)) ? ids : null;
}

/**
 * part 2 §7 templates/hashtags; the placeholders a template item's description may use. They are filled in
 * when a workflow starts, so each task reads its own person's values; an unknown #word stays as it is.
 */
export const WORKFLOW_HASHTAGS = [
  '#first_name',
  '#last_name',
  '#name',
  '#workflow_date',
  '#due_date',
  '#join_date',
  '#manager_name',
] as const;
export type WorkflowHashtag = (typeof WORKFLOW_HASHTAGS)[number];
export type HashtagValues = Partial<Record<WorkflowHashtag, string | null>>;

export function fillHashtags(description: string, values: HashtagValues): string {
  return description.replace(/#[a-z_]+/g, (word) => {
    if (!(WORKFLOW_HASHTAGS as readonly string[]).includes(word)) return word;
    return values[word as WorkflowHashtag] ?? '';
  });
}

/**
 * "a task's responsible person may close it": the viewer is the task's responsible user, the responsible
 * colleague, or (for_who 'person') the person the workflow is for.
 */
export function isTaskResponsible(
  task: WorkflowResponsible & { employee_id: number },
  viewer: { userId: number; employeeId: number | null },
): boolean {
  switch (task.for_who) {
    case 'user':
      return task.responsible_user_id === viewer.userId;
    case 'employee':
      return viewer.employeeId !== null && task.responsible_employee_id === viewer.employeeId;
    case 'person':
      return viewer.employeeId !== null && task.employee_id === viewer.employeeId;
    case 'email':
      return false;
  }
}

// part 2 §4: a license is active, or deactivated once date_deactivated is set; we choose that
// either a 0 active flag or a deactivation date makes it inactive (shown muted).
export function licenseActive(license: { active: boolean | number; date_deactivated: string | null }): boolean {
  return Boolean(license.active) && license.date_deactivated === null;
}

/** part 2 §9: the additional contract template info defaults to −1. */
export const DEFAULT_ADDITIONAL_CONTRACT_TEMPLATE_INFO_ID = -1;

/** part 2 §9: reviews show 3 per page. */
export const REVIEWS_PER_PAGE = 3;
