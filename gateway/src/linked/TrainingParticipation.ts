import type { TrainingParticipationResolvers } from '../__generated__/resolvers-types';

export const TrainingParticipation: TrainingParticipationResolvers = {
  internalId: (t) => t.id,
  trainingId: (t) => t.training_id,
  startDate: (t) => t.start_date,
};
