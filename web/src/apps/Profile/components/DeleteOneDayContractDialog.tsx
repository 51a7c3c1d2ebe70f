import DialogContentText from '@mui/material/DialogContentText';
import { formatDate } from '../../../i18n/formatDate';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { useDeleteOneDayContract } from '../hooks/useDeleteOneDayContract';
import { usePayloadErrors } from '../hooks/usePayloadErrors';
import { ConfirmDialog } from './ConfirmDialog';

type Props = {
  /** ISO start date of the one-day contract; null keeps the dialog closed. */
  contractStartDate: string | null;
  onClose: () => void;
  employeeId: string;
};

/**
 * Part 1 §2 modal "delete a one-day contract", opened from the one-day contracts of the contracts
 * section (and later from a one-day-contract day of the days-off calendar).
 */
export function DeleteOneDayContractDialog({ contractStartDate, onClose, employeeId }: Props) {
  const t = useT();
  const toast = useToast();
  const [deleteOneDayContract, busy] = useDeleteOneDayContract();
  const { errors, run, clear } = usePayloadErrors();
  const close = () => {
    clear();
    onClose();
  };
  const confirm = async () => {
    if (contractStartDate && (await run(() => deleteOneDayContract(employeeId, contractStartDate)))) {
      toast({ severity: 'success', message: t('ONE_DAY_CONTRACT_DELETED') });
      close();
    }
  };
  return (
    <ConfirmDialog
      open={contractStartDate !== null}
      title={t('DELETE_ONE_DAY_CONTRACT')}
      confirmLabel={t('DELETE')}
      confirmColor="error"
      onConfirm={confirm}
      onCancel={close}
      busy={busy}
      errors={errors}
    >
      <DialogContentText>
        {t('DELETE_ONE_DAY_CONTRACT_TEXT', { date: contractStartDate ? formatDate(t, contractStartDate) : '' })}
      </DialogContentText>
    </ConfirmDialog>
  );
}
