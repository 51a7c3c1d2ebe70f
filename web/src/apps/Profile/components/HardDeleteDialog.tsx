import DialogContentText from '@mui/material/DialogContentText';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { PEOPLE_PATH } from '../../../paths';
import { useDeleteEmployeePermanently } from '../hooks/useDeleteEmployeePermanently';
import { usePayloadErrors } from '../hooks/usePayloadErrors';
import { ConfirmDialog } from './ConfirmDialog';

type Props = { open: boolean; onClose: () => void; employeeId: string; name: string };

/** Part 1 §4 hard delete: a dialog plus an extra confirmation, then back to /people with PERSON_DELETED. */
export function HardDeleteDialog({ open, onClose, employeeId, name }: Props) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [deletePermanently, busy] = useDeleteEmployeePermanently();
  const { errors, run, clear } = usePayloadErrors();
  const [extraStep, setExtraStep] = useState(false);

  const close = () => {
    setExtraStep(false);
    clear();
    onClose();
  };
  const confirm = async () => {
    if (!extraStep) {
      setExtraStep(true);
      return;
    }
    if (await run(() => deletePermanently(employeeId))) {
      toast({ severity: 'success', title: t('DELETED'), message: t('PERSON_DELETED') });
      void navigate(PEOPLE_PATH);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t(extraStep ? 'ARE_YOU_SURE' : 'HARD_DELETE_TITLE', { name })}
      confirmLabel={t(extraStep ? 'HARD_DELETE_CONFIRM' : 'DELETE_PERMANENTLY')}
      confirmColor="error"
      onConfirm={confirm}
      onCancel={close}
      busy={busy}
      errors={errors}
    >
      <DialogContentText>{t(extraStep ? 'HARD_DELETE_EXTRA_TEXT' : 'HARD_DELETE_TEXT', { name })}</DialogContentText>
    </ConfirmDialog>
  );
}
