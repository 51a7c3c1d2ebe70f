// The managers, custom fields and reminders pages (part 1 §2 /settings/managers/{id}, /edit/customFields,
// /reminders/employee/{id}): one batch read per resource, grouped by person, so a list of people costs one call each.
// The REST API leaves out people the viewer may not see these of; the resolvers decide FORBIDDEN before any call.
import DataLoader from 'dataloader';
import type { RestSchemas } from '../core/restApi';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE } from '../core/batch';

/** Rows of a `GET path?ids=` answer grouped by employee_id, in the ids' order. */
function byEmployee<T extends { employee_id: number }>(read: (ids: string) => Promise<{ data: T[] }>) {
  return new DataLoader<number, T[]>(
    async (ids) => {
      const { data } = await read(ids.join(','));
      return ids.map((id) => data.filter((row) => row.employee_id === id));
    },
    { maxBatchSize: MAX_BATCH_SIZE },
  );
}

export function personPageLoaders(client: RestClient) {
  return {
    /** GET /api/employees/managers/batch?ids=: every reporting line of each person, newest first. */
    managerLines: byEmployee((ids) => client.get('/api/employees/managers/batch', { ids })),
    /** GET /api/custom_fields/values/batch?ids=: each person's custom field values. */
    customFieldValues: byEmployee((ids) => client.get('/api/custom_fields/values/batch', { ids })),
    /** GET /api/reminders/batch?ids=: the reminders about each person, open first by date. */
    reminders: byEmployee((ids) => client.get('/api/reminders/batch', { ids })),
    /** GET /api/custom_fields: the company's fields (part 1 §5 order); one key, read at most once per request. */
    customFieldDefinitions: new DataLoader<'company', RestSchemas['CustomFieldDefinition'][]>(async (keys) => {
      const { data } = await client.get('/api/custom_fields');
      return keys.map(() => data);
    }),
  };
}
