import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { COLLAPSED_COUNTS, showAllLink } from '@people/domain/profile';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { TrainingsSection_employee$key } from '../../../__generated__/TrainingsSection_employee.graphql';
import { enumLabel } from '../../../i18n/enumLabel';
import { useT } from '../../../i18n/I18nProvider';
import { trainingParticipantPath, trainingsPath } from '../../../paths';
import { canSee } from '../profilePermissions';
import { CaughtSection, EmptyLine } from './ProfileSectionCard';

const { shown } = COLLAPSED_COUNTS.trainings;

/** Spec part 1 §2 trainings: 3 shown of the 4 fetched; the fourth only says there are more (§9). */
export function TrainingsSection({ employee }: { employee: TrainingsSection_employee$key }) {
  const t = useT();
  const data = useFragment(TrainingsSection_employee, employee);
  if (!canSee(data.permissions, 'trainings')) return null;
  return (
    <CaughtSection id="trainings" title={t('TRAININGS')} result={data.trainings}>
      {(trainings) => (
        <>
          {trainings.length === 0 ? (
            <EmptyLine>{t('NO_TRAININGS')}</EmptyLine>
          ) : (
            <List dense disablePadding aria-label={t('TRAININGS')}>
              {trainings.slice(0, shown).map((training) => (
                <ListItem key={training.internalId} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={trainingParticipantPath(training.trainingId, data.internalId)}>
                        {training.name}
                      </Link>
                    }
                    secondary={enumLabel(t, 'TRAINING_RESULT', training.result)}
                  />
                  <Chip size="small" label={enumLabel(t, 'TRAINING_STATUS', training.status)} />
                </ListItem>
              ))}
            </List>
          )}
          {showAllLink(trainings.length, shown) && (
            <Link component={RouterLink} to={trainingsPath(data.internalId)} variant="body2">
              {t('SHOW_ALL_TRAININGS')}
            </Link>
          )}
        </>
      )}
    </CaughtSection>
  );
}

const TrainingsSection_employee = graphql`
  fragment TrainingsSection_employee on Employee {
    id
    internalId
    permissions {
      sections
    }
    trainings @catch(to: RESULT) {
      internalId
      trainingId
      name
      status
      result
    }
  }
`;
