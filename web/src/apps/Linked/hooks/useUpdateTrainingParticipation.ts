import { graphql } from 'react-relay';
import type { useUpdateTrainingParticipationMutation } from '../../../__generated__/useUpdateTrainingParticipationMutation.graphql';
import { useMutationPayload } from '../../../relay/useMutationPayload';

/**
 * Part 1 §2 /trainings/{trainingId}/employees/{id}: a participation's status and result. The payload's person refreshes
 * this participation (by its trainingId), the person's trainings page and the profile's trainings box.
 */
export function useUpdateTrainingParticipation() {
  return useMutationPayload<useUpdateTrainingParticipationMutation, 'updateTrainingParticipation'>(
    mutation,
    'updateTrainingParticipation',
  );
}

const mutation = graphql`
  mutation useUpdateTrainingParticipationMutation($input: UpdateTrainingParticipationInput!, $trainingId: Int!) {
    updateTrainingParticipation(input: $input) {
      employee {
        id
        trainingParticipation(trainingId: $trainingId) {
          name
          status
          result
          startDate
        }
        ...PersonTrainings_employee
        ...TrainingsSection_employee
      }
      userErrors {
        ...UserError_fields @relay(mask: false)
      }
    }
  }
`;
