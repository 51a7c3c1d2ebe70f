// The SQL of a person's training participations (part 1 §2 /trainings/{trainingId}/employees/{id}, §7 employee
// trainings). Every statement is scoped to the caller's company.
import type { ParticipationValues } from '@people/domain/trainings';
import type { Queryable } from '../core/db';

export interface TrainingParticipationRow {
  id: number;
  training_id: number;
  name: string;
  status: ParticipationValues['status'];
  result: ParticipationValues['result'];
  start_date: string | null;
}

const PARTICIPATION = `SELECT p.id, p.training_id, t.name, p.status, p.result, to_char(t.start_date, 'YYYY-MM-DD') AS start_date
  FROM training_participations p JOIN trainings t ON t.id = p.training_id AND t.company_id = p.company_id`;

/** A page of the person's participations, the latest training first; of one training when `trainingId` is given. */
export function participations(
  db: Queryable,
  companyId: number,
  employeeId: number,
  page: { perPage: number; page: number; trainingId: number | null },
) {
  return db.query<TrainingParticipationRow>(
    `${PARTICIPATION}
      WHERE p.company_id = $1 AND p.employee_id = $2 AND ($5::int IS NULL OR p.training_id = $5)
      ORDER BY t.start_date DESC NULLS LAST, p.id DESC LIMIT $3 OFFSET $4`,
    [companyId, employeeId, page.perPage, page.page * page.perPage, page.trainingId],
  );
}

/** The person's participation in a training, locked for a change, or undefined. */
export async function lockParticipation(tx: Queryable, companyId: number, employeeId: number, trainingId: number) {
  const [row] = await tx.query<ParticipationValues & { id: number }>(
    'SELECT id, status, result FROM training_participations WHERE company_id = $1 AND employee_id = $2 AND training_id = $3 FOR UPDATE',
    [companyId, employeeId, trainingId],
  );
  return row;
}

/** Sets a participation's status and result, and answers it as the list does. */
export async function updateParticipation(tx: Queryable, id: number, values: ParticipationValues) {
  await tx.query('UPDATE training_participations SET status = $2, result = $3 WHERE id = $1', [
    id,
    values.status,
    values.result,
  ]);
  const [updated] = await tx.query<TrainingParticipationRow>(`${PARTICIPATION} WHERE p.id = $1`, [id]);
  return updated;
}
