import DataLoader from 'dataloader';
import type { WorkflowModel, WorkflowTemplateItemModel } from '../core/models';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, batchLoader } from '../core/batch';

type State = 'pending' | 'done' | 'all';

/**
 * Workflows: one batch read for the workflows of every person on a page (per state asked), and the batch
 * reads by id of node(id:). The resolvers ask domain maySee('workflows') first, so hidden workflows cost no call; the
 * REST API also leaves out people whose workflows the viewer may not see.
 */
export function workflowLoaders(client: RestClient) {
  return {
    /** GET /api/workflows/list?employee_ids=&state= (part 2 §2 workflows box), keyed `state:employeeId`. */
    employeeWorkflows: new DataLoader<string, WorkflowModel[]>(
      async (keys) => {
        const byState = new Map<State, number[]>();
        for (const key of keys) {
          const [state, id] = key.split(':') as [State, string];
          byState.set(state, [...(byState.get(state) ?? []), Number(id)]);
        }
        const answers = new Map<string, WorkflowModel[]>();
        await Promise.all(
          [...byState].map(async ([state, ids]) => {
            const { data } = await client.get('/api/workflows/list', { employee_ids: ids.join(','), state });
            for (const id of ids)
              answers.set(
                `${state}:${id}`,
                data.filter((w) => w.employee_id === id),
              );
          }),
        );
        return keys.map((key) => answers.get(key) ?? []);
      },
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
    /** node(id:) of a Workflow, and a task's or payload's workflow afresh. */
    workflowNode: batchLoader(client, '/api/workflows/batch'),
    workflowTaskNode: batchLoader(client, '/api/workflows/tasks/batch'),
    workflowTemplateNode: batchLoader(client, '/api/workflows/templates/batch'),
    workflowTemplateItemNode: batchLoader(client, '/api/workflows/templates/items/batch'),
    /** A template's items in order (part 2 §7 templates/{id}/detail): one call per template shown (a settings page shows one). */
    workflowTemplateItems: new DataLoader<number, WorkflowTemplateItemModel[]>(
      (ids) =>
        Promise.all(
          ids.map(
            async (id) =>
              (await client.get('/api/workflows/templates/{template_id}/detail', { template_id: id })).data.items,
          ),
        ),
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
  };
}
