// The fields of Employee behind the trainings pages the profile links to (part 1 §2).
import type { EmployeeResolvers } from '../__generated__/resolvers-types';
import { section } from '../core/permissions';

export const employeeLinkedFields: Pick<Required<EmployeeResolvers>, 'trainingHistory' | 'trainingParticipation'> = {
  // Part 1 §6 enable_trainings, as the profile's trainings box (domain maySee('trainings')); hidden costs no call.
  trainingHistory: (e, _, ctx) =>
    section(e.id, 'trainings', ctx, async () => (await ctx.loaders.trainingHistory.load(e.id))?.data ?? null),
  trainingParticipation: (e, { trainingId }, ctx) =>
    section(e.id, 'trainings', ctx, async () =>
      trainingId > 0 ? ctx.loaders.trainingParticipation.load(`${e.id}:${trainingId}`) : null,
    ),
};
