import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { memo, useState } from 'react';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { ConfirmDialog } from '../../Profile/components/ConfirmDialog';
import { useReplanDaysOff } from '../hooks/useReplanDaysOff';

type ReplanButtonProps = {
  /** The person's global id. */
  employeeId: string;
  name: string;
  /** Called after a successful replanning, to show the replanned days. */
  onReplanned(): void;
};

/**
 * The replan-priority-rules button of the calendar page (part 1 §2) with the 'replan days off' modal:
 * REPLANNING_SUCCESS, or the red REPLANNING_FAILED toast on a userError or a failed request (part 1 §8).
 * The caller shows it only with permissions.actions replanDaysOff (part 1 §6).
 */
export const ReplanButton = memo(function ReplanButton({ employeeId, name, onReplanned }: ReplanButtonProps) {
  const t = useT();
  const showToast = useToast();
  const [open, setOpen] = useState(false);
  const [replanDaysOff, busy] = useReplanDaysOff();

  const confirm = async () => {
    let succeeded = false;
    try {
      const payload = await replanDaysOff(employeeId);
      succeeded = payload.userErrors.length === 0 && payload.success;
    } catch {
      succeeded = false;
    }
    setOpen(false);
    if (succeeded) {
      showToast({ severity: 'success', message: t('REPLANNING_SUCCESS') });
      onReplanned();
    } else {
      showToast({ severity: 'error', message: t('REPLANNING_FAILED') });
    }
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('REPLAN_PRIORITY_RULES')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('REPLAN_DAYS_OFF_TITLE')}
        confirmLabel={t('REPLAN_DAYS_OFF_CONFIRM')}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        busy={busy}
      >
        <Typography>{t('REPLAN_DAYS_OFF_TEXT', { name })}</Typography>
      </ConfirmDialog>
    </>
  );
});
