// JSON schemas of the workflow routes (part 2 §3 and §7): one source for validation, serialization and OpenAPI.
// Ids carry the spec's names (template_id, item_id, workflow_id, task_id) and `id` beside them for the batch reads.
import { WORKFLOW_FOR_WHO, WORKFLOW_TEMPLATE_TYPES } from '@people/domain/workflows';
import {
  flag,
  id,
  personErrors,
  dateInput,
  fieldErrorSchema,
  int,
  named,
  nullableInt,
  nullableStr,
  obj,
  str,
} from '../core/schemas';

/** The answers every workflow route may give besides 200: 422 for a state the change waits for (a sequential order). */
export const workflowErrors = {
  ...personErrors,
  404: fieldErrorSchema,
  409: fieldErrorSchema,
  422: fieldErrorSchema,
} as const;

export const templateType = { type: 'string', enum: [...WORKFLOW_TEMPLATE_TYPES] } as const;
export const forWho = { type: 'string', enum: [...WORKFLOW_FOR_WHO] } as const;
const nullableId = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
export const name = { type: 'string', minLength: 1, maxLength: 200 } as const;
export const description = { type: 'string', maxLength: 5000 } as const;
export const timingDays = { type: 'integer', minimum: -3650, maximum: 3650 } as const;
// An address or nothing: the shape only (someone outside the product gets no mail from it yet).
export const email = {
  type: ['string', 'null'],
  maxLength: 254,
  pattern: '^$|^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$',
} as const;
export { dateInput, flag, id, nullableId };

export const templateSchema = named(
  'WorkflowTemplate',
  obj({ id: int, template_id: int, type: templateType, name: str, is_sequential: flag, item_count: int }),
);

const responsibleProperties = {
  for_who: forWho,
  responsible_user_id: nullableInt,
  responsible_employee_id: nullableInt,
  responsible_email_address: nullableStr,
  /** The user's, colleague's or person's name, or the address (for display). */
  responsible_name: nullableStr,
};

export const itemSchema = named(
  'WorkflowTemplateItem',
  obj({
    id: int,
    item_id: int,
    template_id: int,
    position: int,
    name: str,
    description: str,
    timing_days: int,
    ...responsibleProperties,
  }),
);

export const templateDetailSchema = named(
  'WorkflowTemplateDetail',
  obj({
    id: int,
    template_id: int,
    type: templateType,
    name: str,
    is_sequential: flag,
    item_count: int,
    items: { type: 'array', items: itemSchema },
  }),
);

export const taskSchema = named(
  'WorkflowTask',
  obj({
    id: int,
    task_id: int,
    workflow_id: int,
    workflow_name: str,
    employee_id: int,
    employee_name: str,
    position: int,
    name: str,
    description: str,
    due_date: str,
    ...responsibleProperties,
    status: { type: 'string', enum: ['open', 'closed'] },
    date_closed: nullableStr,
  }),
);

export const workflowSchema = named(
  'Workflow',
  obj({
    id: int,
    workflow_id: int,
    employee_id: int,
    employee_name: str,
    workflow_template_id: nullableInt,
    type: templateType,
    name: str,
    is_sequential: flag,
    workflow_date: str,
    notify_assignees: flag,
    status: { type: 'string', enum: ['pending', 'done'] },
    closed_count: int,
    total_count: int,
    tasks: { type: 'array', items: taskSchema },
  }),
);

export const hashtagSchema = named('WorkflowHashtag', obj({ hashtag: str, description: str }));
export const assigneeSchema = named('WorkflowAssignee', obj({ id: int, name: str, employee_id: nullableInt }));

export const dataOf = (schema: object) => obj({ data: schema });
export const listOf = (schema: object) => obj({ data: { type: 'array', items: schema } });
export const success = obj({ success: flag });
export const countAnswer = obj({ count: int });
