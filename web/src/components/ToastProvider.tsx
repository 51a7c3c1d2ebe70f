import Close from '@mui/icons-material/Close';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider';

export type Toast = {
  severity: AlertColor;
  message: string;
  /** A bold first line, e.g. ERROR for the avatar failure toast (part 1 §8). */
  title?: string;
  /** A button beside the message, e.g. RETRY after a network failure (issue 21); it closes the toast. */
  action?: { label: string; onClick: () => void };
};

type ShownToast = Toast & { key: number };

const ToastContext = createContext<(toast: Toast) => void>(() => {});

export const TOAST_HIDE_MS = 6000;

/**
 * The app's toasts (part 1 §8: PERSON_DELETED, PERSON_REACTIVATED, AVATAR_UPLOADED, the red ERROR
 * toast…). Mounted in the shell, not in a page, because some toasts outlive the page that raised
 * them: PERSON_DELETED is shown on /people after the profile is gone.
 * Errors and warnings are announced as `alert`, the rest as `status`.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback((next: Toast) => {
    setToast({ ...next, key: Date.now() });
    setOpen(true);
  }, []);
  const t = useT();
  const urgent = toast?.severity === 'error' || toast?.severity === 'warning';
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <Snackbar
          key={toast.key}
          open={open}
          autoHideDuration={TOAST_HIDE_MS}
          onClose={(_, reason) => reason !== 'clickaway' && setOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        >
          <Alert
            severity={toast.severity}
            variant="filled"
            role={urgent ? 'alert' : 'status'}
            onClose={() => setOpen(false)}
            action={
              toast.action && (
                <>
                  <Button
                    color="inherit"
                    size="small"
                    variant="outlined"
                    onClick={() => {
                      setOpen(false);
                      toast.action?.onClick();
                    }}
                  >
                    {toast.action.label}
                  </Button>
                  <IconButton color="inherit" size="small" aria-label={t('CLOSE')} onClick={() => setOpen(false)}>
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
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: Toast) => void {
  return useContext(ToastContext);
}
