import { errorText } from '../../../components/errorText';
import { useCallback, useRef, useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { settingsErrorText } from '../settingsTexts';

type Payload = {
  readonly userErrors: ReadonlyArray<{
    readonly code: string;
    readonly message: string;
    readonly field?: ReadonlyArray<string> | null;
  }>;
};

/**
 * Runs a settings mutation and keeps what went wrong as texts for the form: the payload's userErrors
 * by code (settingsErrorText, naming the field by its title) or the failed request's reason.
 * Resolves with the payload only when it has no userErrors.
 */
export function useUserErrors(fieldTitles: Record<string, string> = {}) {
  const t = useT();
  const [errors, setErrors] = useState<string[]>([]);
  const titles = useRef(fieldTitles);
  titles.current = fieldTitles;
  const run = useCallback(
    async <P extends Payload>(mutate: () => Promise<P>): Promise<P | null> => {
      setErrors([]);
      try {
        const payload = await mutate();
        if (payload.userErrors.length > 0) {
          setErrors(payload.userErrors.map((error) => settingsErrorText(t, error, titles.current)));
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
