import { createContext, Suspense, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { lazyComponent } from './lazyComponent';
import type { Toast } from './ToastSnackbar';

// The snackbar's code is not in the app's first chunk. It loads once the app shows, before any toast: the
// toast that says the network failed must not need the network.
const ToastSnackbar = lazyComponent(() => import('./ToastSnackbar').then((m) => m.ToastSnackbar));

/** Loads the toasts' code now (the component tests do, so a toast shows in the same render as in the app). */
export const loadToasts = ToastSnackbar.load;

type ShownToast = Toast & { key: number };

const ToastContext = createContext<(toast: Toast) => void>(() => {});

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
  useEffect(ToastSnackbar.preload, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastSnackbar key={toast.key} toast={toast} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): (toast: Toast) => void {
  return useContext(ToastContext);
}
