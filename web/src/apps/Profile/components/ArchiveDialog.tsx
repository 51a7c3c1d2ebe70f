import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { addConfirmationCode } from '@people/domain/profile';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { PEOPLE_PATH } from '../../../paths';
import { useArchiveEmployee } from '../hooks/useArchiveEmployee';
import { usePayloadErrors } from '../hooks/usePayloadErrors';
import { ConfirmDialog } from './ConfirmDialog';

type Props = { open: boolean; onClose: () => void; employeeId: string; name: string };

/**
 * Part 1 §4, §5 archive: the confirm box must be ticked, otherwise nothing happens. The server may
 * answer confirmationNeeded: an extra I-am-sure step lists the codes and the call is repeated with
 * every code accepted so far, comma-joined, until none is requested. Refusals (OPEN_CONTRACT…)
 * are shown in the dialog.
 */
export function ArchiveDialog({ open, onClose, employeeId, name }: Props) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [archive, busy] = useArchiveEmployee();
  const { errors, run, clear } = usePayloadErrors();
  const [ticked, setTicked] = useState(false);
  const [confirmations, setConfirmations] = useState('');
  const [pendingCodes, setPendingCodes] = useState<readonly string[]>([]);

  const close = () => {
    setTicked(false);
    setConfirmations('');
    setPendingCodes([]);
    clear();
    onClose();
  };

  const send = async (accepted: string) => {
    const payload = await run(() => archive({ employeeId, confirmations: accepted }));
    if (!payload) return;
    if (payload.confirmationNeeded.length > 0) {
      setConfirmations(accepted);
      setPendingCodes(payload.confirmationNeeded);
      return;
    }
    toast({ severity: 'success', message: t('PERSON_ARCHIVED') });
    close();
    // Part 1 §2, §4: /people is the target after archiving (the toast lives above the pages and stays).
    void navigate(PEOPLE_PATH);
  };

  const confirm = () => {
    if (!ticked) return;
    if (pendingCodes.length === 0) void send(confirmations);
    else void send(pendingCodes.reduce(addConfirmationCode, confirmations));
  };

  const sureStep = pendingCodes.length > 0;
  return (
    <ConfirmDialog
      open={open}
      title={t(sureStep ? 'ARE_YOU_SURE' : 'ARCHIVE_TITLE', { name })}
      confirmLabel={t(sureStep ? 'I_AM_SURE' : 'ARCHIVE')}
      confirmColor="error"
      confirmDisabled={!ticked}
      onConfirm={confirm}
      onCancel={close}
      busy={busy}
      errors={errors}
    >
      {sureStep ? (
        <>
          <DialogContentText>{t('ARCHIVE_CONFIRMATIONS_NEEDED')}</DialogContentText>
          <List dense aria-label={t('CONFIRMATIONS_NEEDED')}>
            {pendingCodes.map((code) => (
              <ListItem key={code}>{t.has(code) ? t(code) : code}</ListItem>
            ))}
          </List>
        </>
      ) : (
        <>
          <DialogContentText>{t('ARCHIVE_TEXT', { name })}</DialogContentText>
          <FormControlLabel
            sx={{ mt: 2 }}
            control={<Checkbox checked={ticked} onChange={(event) => setTicked(event.target.checked)} />}
            label={t('ARCHIVE_CONFIRM_CHECKBOX', { name })}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
