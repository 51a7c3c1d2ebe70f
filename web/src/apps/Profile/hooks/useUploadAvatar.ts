import { validateAvatar } from '@people/domain/validation';
import { useCallback, useState } from 'react';
import { commitLocalUpdate, useRelayEnvironment } from 'react-relay';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { endSession } from '../../../session';
import { uploadAvatar } from '../avatarUploadRequest';

/** Part 1 §4 avatar upload: empty, busy, done; on failure back to empty. */
export type AvatarUploadState = 'empty' | 'busy' | 'done';

/**
 * Checks the file with domain validateAvatar (FILETYPE_NOT_ALLOWED, FILE_TOO_BIG: nothing is
 * sent), uploads it with progress, and puts the new URL on the person in the Relay store so every
 * avatar of them shows it. A failure is the red ERROR toast with the server's reason (part 1 §8).
 */
export function useUploadAvatar(employee: { id: string; internalId: number }) {
  const t = useT();
  const toast = useToast();
  const environment = useRelayEnvironment();
  const [state, setState] = useState<AvatarUploadState>('empty');
  const [progress, setProgress] = useState(0);
  const { id, internalId } = employee;

  const upload = useCallback(
    async (file: File) => {
      const invalid = validateAvatar({ filename: file.name, size: file.size });
      if (invalid) {
        toast({ severity: 'error', title: t('ERROR'), message: t(invalid) });
        setState('empty');
        return;
      }
      setProgress(0);
      setState('busy');
      try {
        const avatar = await uploadAvatar({ internalId, file, onProgress: setProgress });
        commitLocalUpdate(environment, (store) => store.get(id)?.setValue(avatar, 'avatar'));
        setState('done');
        toast({ severity: 'success', title: t('UPLOADED'), message: t('AVATAR_UPLOADED') });
      } catch (error) {
        setState('empty');
        const status = (error as { status?: number }).status;
        if (status === 401) endSession();
        // A network or server failure reads as a human sentence and offers to send the file again.
        const failed = status === 0 || (status ?? 0) >= 500;
        const reason =
          status === 0
            ? t('NETWORK_ERROR')
            : failed
              ? t('SERVER_ERROR')
              : error instanceof Error && error.message
                ? error.message
                : t('UPLOAD_FAILED');
        toast({
          severity: 'error',
          title: t('ERROR'),
          message: reason,
          ...(failed ? { action: { label: t('RETRY'), onClick: () => void upload(file) } } : {}),
        });
      }
    },
    [environment, id, internalId, t, toast],
  );
  return { state, progress, upload };
}
