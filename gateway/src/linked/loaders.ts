// The pages the profile links to (part 1 §2): reads one person's page at a time, so per-person loaders.
import DataLoader from 'dataloader';
import type { RestClient } from '../core/restClient';
import { MAX_BATCH_SIZE, orNull, perIdLoader } from '../core/batch';

/** The most trainings one page lists (the REST API's per_page maximum). */
export const TRAININGS_PAGE = 100;

export function linkedLoaders(client: RestClient) {
  return {
    /** part 1 §2 /people/{id}/trainings: every training of the person, latest first (GET /api/trainings/participations). */
    trainingHistory: perIdLoader((id) =>
      client.get('/api/trainings/participations', { employee_id: id, per_page: TRAININGS_PAGE }),
    ),
    /** Key `${employeeId}:${trainingId}`: part 1 §2 /trainings/{trainingId}/employees/{id}, one participation. */
    trainingParticipation: new DataLoader<string, Awaited<ReturnType<typeof participation>>>(
      (keys) =>
        Promise.all(
          keys.map((key) => {
            const [employeeId, trainingId] = key.split(':').map(Number);
            return participation(client, employeeId, trainingId);
          }),
        ),
      { maxBatchSize: MAX_BATCH_SIZE },
    ),
  };
}

async function participation(client: RestClient, employeeId: number, trainingId: number) {
  const answer = await orNull(
    client.get('/api/trainings/participations', { employee_id: employeeId, training_id: trainingId, per_page: 1 }),
  );
  return answer?.data[0] ?? null;
}
