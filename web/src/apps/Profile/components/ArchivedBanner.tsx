import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { failureToast } from '../../../components/errorText';
import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ArchivedBanner_employee$key } from '../../../__generated__/ArchivedBanner_employee.graphql';
import { lazyComponent, OnceOpened } from '../../../components/lazyComponent';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { useUnarchiveEmployee } from '../hooks/useUnarchiveEmployee';
import { canDo } from '../profilePermissions';

// The modal and its mutation load when first opened (preloaded on hover or focus), not with the profile.
const HardDeleteDialog = lazyComponent(() => import('./HardDeleteDialog').then((m) => m.HardDeleteDialog));

/** Part 1 §2: an archived person (deleted = 1) shows a banner with unarchive and, for admins, delete permanently. */
export function ArchivedBanner({ employee }: { employee: ArchivedBanner_employee$key }) {
  const t = useT();
  const toast = useToast();
  const person = useFragment(ArchivedBanner_employee, employee);
  const [unarchive, unarchiving] = useUnarchiveEmployee();
  const [deleteOpen, setDeleteOpen] = useState(false);
  if (!person.deleted) return null;

  // Part 1 §4: unarchive needs no confirmation.
  const reactivate = async () => {
    try {
      const payload = await unarchive(person.id);
      const [error] = payload.userErrors;
      toast(
        error
          ? { severity: 'error', title: t('ERROR'), message: userErrorText(t, error) }
          : { severity: 'success', title: t('REACTIVATED'), message: t('PERSON_REACTIVATED') },
      );
    } catch (error) {
      toast(failureToast(t, error, () => void reactivate()));
    }
  };

  return (
    <Alert
      severity="warning"
      role="region"
      aria-label={t('ARCHIVED_PERSON')}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {canDo(person.permissions, 'unarchive') && (
            <Button color="inherit" size="small" variant="outlined" loading={unarchiving} onClick={reactivate}>
              {t('UNARCHIVE')}
            </Button>
          )}
          {canDo(person.permissions, 'hardDelete') && (
            <Button
              color="error"
              size="small"
              variant="contained"
              onClick={() => setDeleteOpen(true)}
              onMouseEnter={HardDeleteDialog.preload}
              onFocus={HardDeleteDialog.preload}
            >
              {t('DELETE_PERMANENTLY')}
            </Button>
          )}
        </Box>
      }
    >
      <AlertTitle>{t('ARCHIVED_PERSON')}</AlertTitle>
      {t('ARCHIVED_PERSON_TEXT', { name: person.name })}
      <OnceOpened open={deleteOpen}>
        <HardDeleteDialog
          open={deleteOpen}
          onClose={() => setDeleteOpen(false)}
          employeeId={person.id}
          name={person.name}
        />
      </OnceOpened>
    </Alert>
  );
}

const ArchivedBanner_employee = graphql`
  fragment ArchivedBanner_employee on Employee {
    id
    name
    deleted
    permissions {
      actions
    }
  }
`;
