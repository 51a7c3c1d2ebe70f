import { useCallback } from 'react';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';

/**
 * Part 1 §6, part 2 §6: under a restricted Dimona account, choosing terminate shows the warning toast
 * (`permissions.terminationBlockedReason`, DIMONA_RESTRICTED_ACCOUNT_ACTION_BLOCKED) instead of opening the
 * termination page. The profile's actions menu and the wage box both use it.
 */
export function useTerminationBlockedToast(): (reason: string) => void {
  const t = useT();
  const toast = useToast();
  return useCallback(
    (reason: string) => toast({ severity: 'warning', message: t.has(reason) ? t(reason) : reason }),
    [t, toast],
  );
}
