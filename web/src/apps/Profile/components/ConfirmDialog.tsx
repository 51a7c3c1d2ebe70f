import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { useT } from '../../../i18n/I18nProvider';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Shown above the buttons: the payload's userErrors or the request's failure. */
  errors?: readonly string[];
  confirmColor?: 'primary' | 'error';
  confirmDisabled?: boolean;
  cancelLabel?: string;
};

/** The profile's confirmation modals: a title, a text, Cancel and one confirm button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useT();
  const titleId = useId();
  const { open, title, children, confirmLabel, onConfirm, onCancel, busy = false, errors = [] } = props;
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {errors.map((error) => (
          <Alert key={error} severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {props.cancelLabel ?? t('CANCEL')}
        </Button>
        <Button
          variant="contained"
          color={props.confirmColor ?? 'primary'}
          onClick={onConfirm}
          loading={busy}
          disabled={props.confirmDisabled}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
