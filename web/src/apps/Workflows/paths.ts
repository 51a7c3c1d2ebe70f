// The workflow routes (part 2 §2 /people/{id}/assign/workflow and /people/{id}/workflow/{workflowId}; 'my
// tasks' and the template settings). Ids are REST ids, as for the profile (web/src/paths.ts).
import { profilePath } from '../../paths';

export const MY_TASKS_PATH = '/tasks';
export const WORKFLOW_TEMPLATES_PATH = '/settings/workflows';
export const REASSIGN_PATH = '/settings/workflows/reassign';

export const assignWorkflowPath = (employeeId: number) => `${profilePath(employeeId)}/assign/workflow`;
export const workflowPath = (employeeId: number, workflowId: number) =>
  `${profilePath(employeeId)}/workflow/${workflowId}`;
export const workflowTemplatePath = (templateId: number) => `${WORKFLOW_TEMPLATES_PATH}/${templateId}`;
