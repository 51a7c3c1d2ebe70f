import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDate } from '../../../i18n/formatDate';
import { graphql, useFragment } from 'react-relay';
import type { DaysWithUsDialog_employee$key } from '../../../__generated__/DaysWithUsDialog_employee.graphql';
import { useT } from '../../../i18n/I18nProvider';

type Props = { open: boolean; onClose: () => void; employee: DaysWithUsDialog_employee$key };

/** Part 1 §2 days-with-us info modal: what the number counts from. */
export function DaysWithUsDialog({ open, onClose, employee }: Props) {
  const t = useT();
  const person = useFragment(DaysWithUsDialog_employee, employee);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="days-with-us-title" fullWidth maxWidth="xs">
      <DialogTitle id="days-with-us-title">{t('DAYS_WITH_US')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('DAYS_WITH_US_COUNT', { name: person.name, days: person.daysWithUs ?? 0 })}
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          {person.joinDate
            ? t('DAYS_WITH_US_FROM', { date: formatDate(t, person.joinDate) })
            : t('DAYS_WITH_US_NO_JOIN_DATE')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('CLOSE')}</Button>
      </DialogActions>
    </Dialog>
  );
}

const DaysWithUsDialog_employee = graphql`
  fragment DaysWithUsDialog_employee on Employee {
    name
    daysWithUs
    joinDate
  }
`;
