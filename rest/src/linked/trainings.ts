// A person's training participations (part 1 §3; §7 "Employee trainings (employee_id, per_page 4): data";
// §9 the box shows 3 of the 4 fetched). Path not shown: we chose GET /api/trainings/participations, and (
// part 1 §2 /trainings/{trainingId}/employees/{id}) POST /api/trainings/participations/update for status and result.
import { COLLAPSED_COUNTS } from '@people/domain/profile';
import { participationEvents, validateParticipationChange, type ParticipationValues } from '@people/domain/trainings';
import { changeOf } from '../core/audit';
import type { Db } from '../core/db';
import { HttpError, notFound } from '../core/errors';
import { personContext, requireAction, sectionContext } from '../core/permissionContext';
import type { Api } from '../core/routing';
import { writeActivity } from '../core/activity';
import { trainingParticipationSchema } from './schemas';
import { lockParticipation, participations, updateParticipation } from './trainingSql';
import { dataOf, id, obj, personErrors } from '../core/schemas';

export async function trainingRoutes(app: Api, { db }: { db: Db }) {
  app.get(
    '/api/trainings/participations',
    {
      schema: {
        tags: ['trainings'],
        summary:
          "A person's trainings, latest first, per_page at a time (page 0-based); needs enable_trainings (part 1 §6)",
        querystring: obj(
          {
            employee_id: id,
            per_page: { type: 'integer', minimum: 1, maximum: 100, default: COLLAPSED_COUNTS.trainings.fetched },
            page: { type: 'integer', minimum: 0, maximum: 100000, default: 0 },
            // One training's participation (part 1 §2 /trainings/{trainingId}/employees/{id}).
            training_id: id,
          },
          ['employee_id'],
        ),
        response: { 200: dataOf(trainingParticipationSchema), ...personErrors },
      },
    },
    async (request) => {
      const { employee_id: employeeId, per_page: perPage, page, training_id: trainingId } = request.query;
      const user = request.user;
      await sectionContext(db, user, employeeId, 'trainings');
      const data = await participations(db, user.company_id, employeeId, {
        perPage,
        page,
        trainingId: trainingId ?? null,
      });
      return { data };
    },
  );

  app.post(
    '/api/trainings/participations/update',
    {
      config: { audit: changeOf({ body: 'employee_id' }) },
      schema: {
        tags: ['trainings'],
        summary:
          "Change a person's status and result in a training (part 1 §3 Training participation); writes participant_status_changed and " +
          'participant_result_changed with old_type and new_type. An unknown value is INVALID_ENUM_VALUE (domain trainings). Needs editTrainingParticipation',
        // status and result are checked by domain trainings, not by an enum here: the spec's code, not ajv's.
        body: obj(
          {
            employee_id: id,
            training_id: id,
            status: { type: 'string', maxLength: 40, description: 'followed, not_pursued, not_fitting or reserved' },
            result: {
              type: ['string', 'null'],
              maxLength: 40,
              description: 'passed, not_passed, interrupted, no_result, to_be_completed or null',
            },
          },
          ['employee_id', 'training_id', 'status', 'result'],
        ),
        response: { 200: obj({ data: trainingParticipationSchema }), ...personErrors },
      },
    },
    async (request) => {
      const body = request.body;
      const user = request.user;
      requireAction(await personContext(db, user, body.employee_id), 'editTrainingParticipation');
      const [problem] = validateParticipationChange(body);
      if (problem)
        throw new HttpError(400, problem.code, problem.message, {
          i18nCode: problem.code,
          details: { field: problem.field },
        });
      const after = { status: body.status, result: body.result } as ParticipationValues;
      const row = await db.transaction(async (tx) => {
        const before = await lockParticipation(tx, user.company_id, body.employee_id, body.training_id);
        if (!before) throw notFound('This person does not take part in this training.');
        const updated = await updateParticipation(tx, before.id, after);
        for (const event of participationEvents(before, after)) {
          await writeActivity(tx, user, {
            employeeId: body.employee_id,
            eventType: event.eventType,
            info: { ...event.info, training_id: body.training_id },
          });
        }
        return updated;
      });
      return { data: row };
    },
  );
}
