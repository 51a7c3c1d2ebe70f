// The leave-request reads of the REST contract (domain leaveRequests.ts), one loader per resource.
import DataLoader from 'dataloader';
import type { RestAnswer } from '../core/restApi';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, batchLoader, orNull } from '../core/batch';

export function leaveRequestLoaders(client: RestClient) {
  return {
    /** Key: 0, the viewer. GET /api/days_off/requests/to_decide/count, once per request however often it is asked. */
    leaveRequestsToDecideCount: new DataLoader<0, number>(async (keys) => {
      const { count } = await client.get('/api/days_off/requests/to_decide/count');
      return keys.map(() => count);
    }),
    /** node(id:) and the decisions' answers: GET /api/days_off/requests/batch?ids=, another company's id is null. */
    leaveRequestNode: batchLoader(client, '/api/days_off/requests/batch'),
    /**
     * Key `${employeeId}:${year}` (core/batch personYear): GET /api/days_off/requests/employee/{id}?year=, a person's
     * history; 404 (a person the viewer cannot find) answers null. Resolvers ask maySee('daysOffUsage') first.
     */
    personLeaveRequests: new DataLoader<string, PersonRequests | null>(
      (keys) =>
        Promise.all(
          keys.map((key) => {
            const [employeeId, year] = key.split(':').map(Number);
            return orNull(personRequests(client, employeeId, year));
          }),
        ),
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
  };
}

type PersonRequests = RestAnswer<'/api/days_off/requests/employee/{employee_id}'>;

const personRequests = (client: RestClient, employeeId: number, year: number) =>
  client.get('/api/days_off/requests/employee/{employee_id}', { employee_id: employeeId, year });
