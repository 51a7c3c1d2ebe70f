import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { PersonTrainings_employee$key } from '../../../__generated__/PersonTrainings_employee.graphql';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';
import { trainingParticipantPath } from '../../../paths';
import { canSee } from '../../Profile/profilePermissions';

/** Every training of a person (part 1 §2 /people/{id}/trainings; §3 Training participation), latest first. */
export function PersonTrainings({ employee }: { employee: PersonTrainings_employee$key }) {
  const t = useT();
  const data = useFragment(PersonTrainings_employee, employee);
  if (!canSee(data.permissions, 'trainings')) return <Alert severity="warning">{t('TRAININGS_HIDDEN')}</Alert>;
  if (!data.trainingHistory.ok) return <Alert severity="error">{t('TRAININGS_UNAVAILABLE')}</Alert>;
  const trainings = data.trainingHistory.value ?? [];
  if (trainings.length === 0) return <Typography color="text.secondary">{t('NO_TRAININGS')}</Typography>;
  return (
    <List aria-label={t('TRAININGS')}>
      {trainings.map((training) => (
        <ListItem key={training.internalId} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
          <ListItemText
            sx={{ minWidth: 0 }}
            primary={
              <Link
                component={RouterLink}
                to={trainingParticipantPath(training.trainingId, data.internalId)}
                sx={{ overflowWrap: 'anywhere' }}
              >
                {training.name}
              </Link>
            }
            secondary={[
              training.startDate ? formatDate(t, training.startDate) : null,
              enumLabel(t, 'TRAINING_RESULT', training.result),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          <Chip size="small" label={enumLabel(t, 'TRAINING_STATUS', training.status)} />
        </ListItem>
      ))}
    </List>
  );
}

const PersonTrainings_employee = graphql`
  fragment PersonTrainings_employee on Employee {
    id
    internalId
    permissions {
      sections
    }
    trainingHistory @catch(to: RESULT) {
      internalId
      trainingId
      name
      status
      result
      startDate
    }
  }
`;
