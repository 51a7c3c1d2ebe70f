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

// part 2 §4: a license is active, or deactivated once date_deactivated is set; we choose that
// either a 0 active flag or a deactivation date makes it inactive (shown muted).
export function licenseActive(license: { active: boolean | number; date_deactivated: string | null }): boolean {
  return Boolean(license.active) && license.date_deactivated === null;
}

/** part 2 §9: the additional contract template info defaults to −1. */
export const DEFAULT_ADDITIONAL_CONTRACT_TEMPLATE_INFO_ID = -1;

/** part 2 §9: reviews show 3 per page. */
export const REVIEWS_PER_PAGE = 3;
