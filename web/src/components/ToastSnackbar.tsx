import Close from '@mui/icons-material/Close';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { useT } from '../i18n/I18nProvider';

export type Toast = {
  severity: AlertColor;
  message: string;
  /** A bold first line, e.g. ERROR for the avatar failure toast (part 1 §8). */
  title?: string;
  /** A button beside the message, e.g. RETRY after a network failure or UNDO after a delete; it closes the toast. */
  action?: { label: string; onClick: () => void };
};

const TOAST_HIDE_MS = 6000;
/**
 * A toast with a button (Undo, Try again) stays longer, so a keyboard user can Tab to it; focus or a pointer on it
 * pauses the hiding (MUI Snackbar).
 */
const ACTION_TOAST_HIDE_MS = 12000;

/** The toast ToastProvider shows: errors and warnings are announced as `alert`, the rest as `status`. */
export function ToastSnackbar({ toast, open, onClose }: { toast: Toast; open: boolean; onClose: () => void }) {
  const t = useT();
  const urgent = toast.severity === 'error' || toast.severity === 'warning';
  return (
    <Snackbar
      open={open}
      autoHideDuration={toast.action ? ACTION_TOAST_HIDE_MS : TOAST_HIDE_MS}
      onClose={(_, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={toast.severity}
        variant="filled"
        role={urgent ? 'alert' : 'status'}
        onClose={onClose}
        action={
          toast.action && (
            <>
              <Button
                color="inherit"
                size="small"
                variant="outlined"
                onClick={() => {
                  onClose();
                  toast.action?.onClick();
                }}
              >
                {toast.action.label}
              </Button>
              <IconButton color="inherit" size="small" aria-label={t('CLOSE')} onClick={onClose}>
                <Close fontSize="small" />
              </IconButton>
            </>
          )
        }
        sx={{ width: '100%' }}
      >
        {toast.title && <AlertTitle>{toast.title}</AlertTitle>}
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
