import { errorText } from '../../../components/errorText';
import { useCallback, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';

type Payload = { readonly userErrors: ReadonlyArray<{ readonly code: string; readonly message: string }> };

/**
 * Runs a mutation for a dialog and keeps what went wrong as texts to show in it: the payload's
 * userErrors (translated when their code is a known key) or the failed request's reason.
 * Resolves with the payload only when it has no userErrors.
 */
export function usePayloadErrors() {
  const t = useT();
  const [errors, setErrors] = useState<string[]>([]);
  const run = useCallback(
    async <P extends Payload>(mutate: () => Promise<P>): Promise<P | null> => {
      setErrors([]);
      try {
        const payload = await mutate();
        if (payload.userErrors.length > 0) {
          setErrors(payload.userErrors.map((error) => userErrorText(t, error)));
          return null;
        }
        return payload;
      } catch (error) {
        setErrors([errorText(t, error)]);
        return null;
      }
    },
    [t],
  );
  const clear = useCallback(() => setErrors([]), []);
  return { errors, run, clear };
}
