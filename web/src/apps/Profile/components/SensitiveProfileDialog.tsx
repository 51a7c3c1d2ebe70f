import DialogContentText from '@mui/material/DialogContentText';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { usePayloadErrors } from '../hooks/usePayloadErrors';
import { useSetSensitiveProfile } from '../hooks/useSetSensitiveProfile';
import { ConfirmDialog } from './ConfirmDialog';

type Props = { open: boolean; onClose: () => void; employeeId: string; name: string; sensitive: boolean };

/** Part 1 §4 sensitive flag: after this confirmation the person is set sensitive (invisible) or not. */
export function SensitiveProfileDialog({ open, onClose, employeeId, name, sensitive }: Props) {
  const t = useT();
  const toast = useToast();
  const [setSensitive, busy] = useSetSensitiveProfile();
  const { errors, run, clear } = usePayloadErrors();
  const close = () => {
    clear();
    onClose();
  };
  const confirm = async () => {
    if (await run(() => setSensitive(employeeId, !sensitive))) {
      toast({ severity: 'success', message: t(sensitive ? 'PROFILE_NOT_SENSITIVE_ANYMORE' : 'PROFILE_SET_SENSITIVE') });
      close();
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={t(sensitive ? 'UNSET_SENSITIVE_TITLE' : 'SET_SENSITIVE_TITLE')}
      confirmLabel={t(sensitive ? 'UNSET_SENSITIVE_CONFIRM' : 'SET_SENSITIVE_CONFIRM')}
      onConfirm={confirm}
      onCancel={close}
      busy={busy}
      errors={errors}
    >
      <DialogContentText>{t(sensitive ? 'UNSET_SENSITIVE_TEXT' : 'SET_SENSITIVE_TEXT', { name })}</DialogContentText>
    </ConfirmDialog>
  );
}
