import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { graphql, useFragment } from 'react-relay';
import type { ProfileWarnings_employee$key } from '../../../__generated__/ProfileWarnings_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { canSee } from '../profilePermissions';

/** Spec part 1 §2 warnings: pending Dimona, person not synced (rules in part 1 §6). */
export function ProfileWarnings({ employee }: { employee: ProfileWarnings_employee$key }) {
  const t = useT();
  const { permissions, warnings } = useFragment(ProfileWarnings_employee, employee);
  const pendingDimona = canSee(permissions, 'pendingDimonaWarning') && warnings.pendingDimona;
  const notSynced = canSee(permissions, 'notSyncedWarning') && warnings.notSynced;
  if (!pendingDimona && !notSynced) return null;
  return (
    // Standing notes about the person, not events: role note, so they are not announced (nor
    // found) like the toasts' alerts.
    <Stack spacing={1} component="section" aria-label={t('WARNINGS')}>
      {pendingDimona && (
        <Alert severity="warning" role="note">
          {t('WARNING_PENDING_DIMONA')}
        </Alert>
      )}
      {notSynced && (
        <Alert severity="warning" role="note">
          {t('WARNING_NOT_SYNCED')}
        </Alert>
      )}
    </Stack>
  );
}

const ProfileWarnings_employee = graphql`
  fragment ProfileWarnings_employee on Employee {
    permissions {
      sections
    }
    warnings {
      pendingDimona
      notSynced
    }
  }
`;
