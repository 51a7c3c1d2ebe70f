import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import type { TrainingParticipant_employee$key } from '../../../__generated__/TrainingParticipant_employee.graphql';
import { LabeledValue } from '../../../components/LabeledValue';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';
import { canDo, canSee } from '../../Profile/profilePermissions';
import { TrainingParticipationForm } from './TrainingParticipationForm';

/** A person's participation in one training (part 1 §2 /trainings/{trainingId}/employees/{id}; §3 status and result). */
export function TrainingParticipant({ employee }: { employee: TrainingParticipant_employee$key }) {
  const t = useT();
  const data = useFragment(TrainingParticipant_employee, employee);
  if (!canSee(data.permissions, 'trainings')) return <Alert severity="warning">{t('TRAININGS_HIDDEN')}</Alert>;
  if (!data.trainingParticipation.ok) return <Alert severity="error">{t('TRAININGS_UNAVAILABLE')}</Alert>;
  const participation = data.trainingParticipation.value;
  if (!participation) return <Alert severity="info">{t('TRAINING_NOT_FOLLOWED')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box component="dl" sx={{ display: 'grid', gap: 1, m: 0 }}>
        <LabeledValue label={t('TRAINING')}>{participation.name}</LabeledValue>
        <LabeledValue label={t('TRAINING_START')}>
          {participation.startDate ? formatDate(t, participation.startDate) : '—'}
        </LabeledValue>
        <LabeledValue label={t('TRAINING_STATUS')}>
          {enumLabel(t, 'TRAINING_STATUS', participation.status)}
        </LabeledValue>
        <LabeledValue label={t('TRAINING_RESULT')}>
          {enumLabel(t, 'TRAINING_RESULT', participation.result) ?? '—'}
        </LabeledValue>
      </Box>
      {canDo(data.permissions, 'editTrainingParticipation') && (
        <TrainingParticipationForm
          key={`${participation.status}|${participation.result}`}
          employeeId={data.id}
          trainingId={participation.trainingId}
          status={participation.status}
          result={participation.result ?? null}
        />
      )}
    </Box>
  );
}

const TrainingParticipant_employee = graphql`
  fragment TrainingParticipant_employee on Employee @argumentDefinitions(trainingId: { type: "Int!" }) {
    id
    permissions {
      sections
      actions
    }
    trainingParticipation(trainingId: $trainingId) @catch(to: RESULT) {
      trainingId
      name
      status
      result
      startDate
    }
  }
`;
