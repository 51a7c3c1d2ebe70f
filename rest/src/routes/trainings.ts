// A person's training participations (part 1 §3; §7 "Employee trainings (employee_id, per_page 4): data";
// §9 the box shows 3 of the 4 fetched). Path not shown: we chose GET /api/trainings/participations.
import type { FastifyInstance } from 'fastify';
import { COLLAPSED_COUNTS } from '@people/domain/profile';
import { authenticate } from '../auth';
import type { Db } from '../db';
import { sectionContext } from '../permissionContext';
import { dataOf, id, obj, personErrors, trainingParticipationSchema } from './profileSchemas';

export interface TrainingParticipationRow {
  id: number;
  training_id: number;
  name: string;
  status: 'followed' | 'not_pursued' | 'not_fitting' | 'reserved';
  result: 'passed' | 'not_passed' | 'interrupted' | 'no_result' | 'to_be_completed' | null;
  start_date: string | null;
}

export async function trainingRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.addHook('preHandler', authenticate(db));

  app.get(
    '/api/trainings/participations',
    {
      schema: {
        tags: ['trainings'],
        summary: "A person's trainings, latest first, per_page at a time (page 0-based); needs enable_trainings (part 1 §6)",
        querystring: obj(
          {
            employee_id: id,
            per_page: { type: 'integer', minimum: 1, maximum: 100, default: COLLAPSED_COUNTS.trainings.fetched },
            page: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
            // Issue 21: one training's participation (part 1 §2 /trainings/{trainingId}/employees/{id}).
            training_id: id,
          },
          ['employee_id'],
        ),
        response: { 200: dataOf(trainingParticipationSchema), ...personErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId, per_page: perPage, page, training_id: trainingId } = request.query as {
        employee_id: number;
        per_page: number;
        page: number;
        training_id?: number;
      };
      const user = request.user;
      await sectionContext(db, user, employeeId, 'trainings');
      const data = await db.query<TrainingParticipationRow>(
        `SELECT p.id, p.training_id, t.name, p.status, p.result, to_char(t.start_date, 'YYYY-MM-DD') AS start_date
           FROM training_participations p JOIN trainings t ON t.id = p.training_id AND t.company_id = p.company_id
          WHERE p.company_id = $1 AND p.employee_id = $2 AND ($5::int IS NULL OR p.training_id = $5)
          ORDER BY t.start_date DESC NULLS LAST, p.id DESC LIMIT $3 OFFSET $4`,
        [user.company_id, employeeId, perPage, page * perPage, trainingId ?? null],
      );
      return { data };
    },
  );
}
