// Part 1 §2 modal "edit day contract" of the profile's one-day contracts: the Dimona form of that day in a
// dialog, its data fetched when it opens. The calendar's button leads to the same form on its own page.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { CompanyFeature } from '@people/domain/companyFlags';
import { formatDate } from '../../../i18n/formatDate';
import { Suspense, useId } from 'react';
import { useLazyLoadQuery } from 'react-relay';
import type { DayContractDialogQuery } from '../../../__generated__/DayContractDialogQuery.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { dayContractDialogQuery } from '../queries';
import { DimonaEditForm } from './DimonaEditForm';

type Props = {
  employeeId: string;
  /** ISO day of the one-day contract; null keeps the dialog closed. */ date: string | null;
  onClose: () => void;
};

function DayContractDialogBody({ employeeId, date }: { employeeId: string; date: string }) {
  const t = useT();
  const { viewer, employee } = useLazyLoadQuery<DayContractDialogQuery>(
    dayContractDialogQuery,
    { id: employeeId, date },
    { fetchPolicy: 'network-only' },
  );
  if (!employee?.dimona)
    return <Alert severity="info">{t('NO_ONE_DAY_CONTRACT_ON_DAY', { date: formatDate(t, date) })}</Alert>;
  return (
    <DimonaEditForm
      employeeId={employee.id}
      version={employee.version}
      status={employee.dimona}
      features={(viewer?.company.features ?? []) as CompanyFeature[]}
      mayEdit={employee.permissions.actions.includes('editDayContract')}
    />
  );
}

export function DayContractDialog({ employeeId, date, onClose }: Props) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog open={date !== null} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {t('DIMONA_DAY_CONTRACT_TITLE', { date: date ? formatDate(t, date) : '' })}
      </DialogTitle>
      <DialogContent>
        {date && (
          <Suspense
            fallback={<CircularProgress aria-label={t('DIMONA_DAY_CONTRACT_TITLE', { date: formatDate(t, date) })} />}
          >
            <DayContractDialogBody employeeId={employeeId} date={date} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  );
}
