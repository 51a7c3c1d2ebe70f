// The workflow reads of Query (part 2 §7): templates, hashtags and assignees are company settings, read by
// who may start a workflow (domain mayDo 'readWorkflowTemplates', decided before any call); tasks across people.
import { mayDo } from '@people/domain/permissions';
import type { QueryResolvers } from '../__generated__/resolvers-types';
import type { Context } from '../core/context';
import { companyContext } from '../core/permissions';
import { AnswerError } from '../core/answerError';

/** Null with a FORBIDDEN error on the path when the viewer may not read the templates; `load` runs otherwise. */
async function templatesSection<T>(ctx: Context, load: () => Promise<T>): Promise<T | null> {
  const context = await companyContext(ctx);
  if (!context) return null;
  if (!mayDo('readWorkflowTemplates', context)) {
    throw new AnswerError('You may not read the workflow templates.', {
      extensions: { code: 'FORBIDDEN', section: 'workflowTemplates' },
    });
  }
  return load();
}

export const queryWorkflowFields: Pick<
  Required<QueryResolvers>,
  'workflowTemplates' | 'workflowHashtags' | 'workflowAssignees' | 'workflowTasks'
> = {
  workflowTemplates: (_, __, ctx) =>
    templatesSection(ctx, async () => {
      const { data } = await ctx.rest.get('/api/workflows/templates/list');
      for (const template of data) ctx.loaders.workflowTemplateNode.prime(template.id, template);
      return data;
    }),
  workflowHashtags: (_, __, ctx) =>
    templatesSection(ctx, async () => (await ctx.rest.get('/api/workflows/templates/hashtags')).data),
  workflowAssignees: (_, __, ctx) =>
    templatesSection(ctx, async () => (await ctx.rest.get('/api/workflows/assignees')).data),
  // part 2 §7 tasks/list ('my tasks') and tasks/list/all; without a viewer, none.
  async workflowTasks(_, { filter, status, first }, ctx) {
    const limit = first ?? 200;
    if (limit < 1 || limit > 1000)
      throw new AnswerError('first must be between 1 and 1000', { extensions: { code: 'BAD_USER_INPUT' } });
    if (!(await ctx.loaders.viewer())) return [];
    const path = filter === 'all' ? '/api/workflows/tasks/list/all' : '/api/workflows/tasks/list';
    const { data } = await ctx.rest.get(path, { status: status ?? 'open', limit });
    for (const task of data) ctx.loaders.workflowTaskNode.prime(task.id, task);
    return data;
  },
};
