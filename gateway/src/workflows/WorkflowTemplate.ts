// Workflow templates and their task items (part 2 §3, §7): company settings, read through the REST batch reads.
import type {
  WorkflowAssigneeResolvers,
  WorkflowTemplateItemResolvers,
  WorkflowTemplateResolvers,
} from '../__generated__/resolvers-types';
import { flag } from '../core/flags';
import { globalId } from '../core/ids';

export const WorkflowTemplate: WorkflowTemplateResolvers = {
  id: (t) => globalId('WorkflowTemplate', t.id),
  internalId: (t) => t.id,
  type: (t) => t.type,
  name: (t) => t.name,
  isSequential: (t) => flag(t.is_sequential),
  itemCount: (t) => t.item_count,
  items: (t, _, ctx) => ctx.loaders.workflowTemplateItems.load(t.id),
};

export const WorkflowTemplateItem: WorkflowTemplateItemResolvers = {
  id: (i) => globalId('WorkflowTemplateItem', i.id),
  internalId: (i) => i.id,
  template: (i, _, ctx) => ctx.loaders.workflowTemplateNode.load(i.template_id),
  position: (i) => i.position,
  name: (i) => i.name,
  description: (i) => i.description,
  timingDays: (i) => i.timing_days,
  forWho: (i) => i.for_who,
  responsibleUserId: (i) => (i.responsible_user_id === null ? null : globalId('Viewer', i.responsible_user_id)),
  responsibleEmployee: (i, _, ctx) =>
    i.responsible_employee_id === null ? null : ctx.loaders.employee.load(i.responsible_employee_id),
  responsibleEmailAddress: (i) => i.responsible_email_address,
  responsibleName: (i) => i.responsible_name,
};

export const WorkflowAssignee: WorkflowAssigneeResolvers = {
  userId: (a) => globalId('Viewer', a.id),
  name: (a) => a.name,
};
