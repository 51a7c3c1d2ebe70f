import DialogContentText from '@mui/material/DialogContentText';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { usePayloadErrors } from '../hooks/usePayloadErrors';
import { useRelinkPerson } from '../hooks/useRelinkPerson';
import { useUnlinkPerson } from '../hooks/useUnlinkPerson';
import { ConfirmDialog } from './ConfirmDialog';

export type PersonLinkMode = 'unlink' | 'relink';

type Props = { mode: PersonLinkMode | null; onClose: () => void; employeeId: string; name: string };

/** Part 1 §2 relink or unlink modal (support users only, part 1 §6: the menu offers it by permissions). */
export function PersonLinkDialog({ mode, onClose, employeeId, name }: Props) {
  const t = useT();
  const toast = useToast();
  const [unlinkPerson, unlinking] = useUnlinkPerson();
  const [relinkPerson, relinking] = useRelinkPerson();
  const { errors, run, clear } = usePayloadErrors();
  const close = () => {
    clear();
    onClose();
  };
  const confirm = async () => {
    const mutate = mode === 'unlink' ? unlinkPerson : relinkPerson;
    if (await run(() => mutate(employeeId))) {
      toast({ severity: 'success', message: t(mode === 'unlink' ? 'PERSON_UNLINKED' : 'PERSON_RELINKED') });
      close();
    }
  };
  const unlink = mode === 'unlink';
  return (
    <ConfirmDialog
      open={mode !== null}
      title={t(unlink ? 'UNLINK_TITLE' : 'RELINK_TITLE', { name })}
      confirmLabel={t(unlink ? 'UNLINK_PERSON' : 'RELINK_PERSON')}
      confirmColor={unlink ? 'error' : 'primary'}
      onConfirm={confirm}
      onCancel={close}
      busy={unlinking || relinking}
      errors={errors}
    >
      <DialogContentText>{t(unlink ? 'UNLINK_TEXT' : 'RELINK_TEXT', { name })}</DialogContentText>
    </ConfirmDialog>
  );
}
