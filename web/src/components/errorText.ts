import { useCallback } from 'react';
import { useT, type Translator } from '../i18n/I18nProvider';
import { errorKind, errorReason } from '../relay/errors';
import type { Toast } from './ToastSnackbar';

/**
 * The sentence a failed request shows: human for network and server failures (never the browser's 'Failed to
 * fetch' or the gateway's masked 'Internal server error'), else the server's own reason.
 */
export function errorText(t: Translator, error: unknown): string {
  const kind = errorKind(error);
  return kind === 'network' ? t('NETWORK_ERROR') : kind === 'server' ? t('SERVER_ERROR') : errorReason(error);
}

export function useErrorText(): (error: unknown) => string {
  const t = useT();
  return useCallback((error: unknown) => errorText(t, error), [t]);
}

/** The red toast of a failed request; when the network or the server failed, with a button that tries again. */
export function failureToast(t: Translator, error: unknown, retry: () => void): Toast {
  const toast: Toast = { severity: 'error', title: t('ERROR'), message: errorText(t, error) };
  return errorKind(error) === null ? toast : { ...toast, action: { label: t('RETRY'), onClick: retry } };
}
