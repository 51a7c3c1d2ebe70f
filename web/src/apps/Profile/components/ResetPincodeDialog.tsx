import DialogContentText from '@mui/material/DialogContentText';
import { useT } from '../../../i18n/I18nProvider';
import { useToast } from '../../../components/ToastProvider';
import { usePayloadErrors } from '../hooks/usePayloadErrors';
import { useResetPincode } from '../hooks/useResetPincode';
import { ConfirmDialog } from './ConfirmDialog';

type Props = { open: boolean; onClose: () => void; employeeId: string; name: string };

/** Part 1 §8 "Blocked social security number": modal with Cancel or Reset PIN. */
export function ResetPincodeDialog({ open, onClose, employeeId, name }: Props) {
  const t = useT();
  const toast = useToast();
  const [resetPincode, busy] = useResetPincode();
  const { errors, run, clear } = usePayloadErrors();
  const close = () => {
    clear();
    onClose();
  };
  const confirm = async () => {
    if (await run(() => resetPincode(employeeId))) {
      toast({ severity: 'success', message: t('PINCODE_RESET') });
      close();
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t('RESET_PINCODE_TITLE')}
      confirmLabel={t('RESET_PIN')}
      confirmColor="error"
      onConfirm={confirm}
      onCancel={close}
      busy={busy}
      errors={errors}
    >
      <DialogContentText>{t('RESET_PINCODE_TEXT', { name })}</DialogContentText>
    </ConfirmDialog>
  );
}
