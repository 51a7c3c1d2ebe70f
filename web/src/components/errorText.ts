import { useCallback } from 'react';
import { useT } from '../i18n/I18nProvider';
import { errorKind, errorReason } from '../relay/errors';

/** Issue 21: the sentence a failure shows: human for network and server failures, else the server's reason. */
export function useErrorText(): (error: unknown) => string {
  const t = useT();
  return useCallback(
    (error: unknown) => {
      const kind = errorKind(error);
      return kind === 'network' ? t('NETWORK_ERROR') : kind === 'server' ? t('SERVER_ERROR') : errorReason(error);
    },
    [t],
  );
}
