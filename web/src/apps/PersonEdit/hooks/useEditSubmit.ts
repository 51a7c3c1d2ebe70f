import { errorText } from '../../../components/errorText';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { failureText } from '../components/FormErrors';

type Failure = {
  readonly code: string;
  readonly message: string;
  readonly field?: string | ReadonlyArray<string> | null;
};
type Payload = { readonly userErrors: ReadonlyArray<Failure> } | null | undefined;

/**
 * Saves an edit form. The domain's checks run first in the browser (`local`: nothing is sent when they fail); the
 * payload's userErrors (EDIT_CONFLICT marks a stale version) stay on the form; a saved edit says so and goes back to
 * the profile of the person the payload names.
 */
export function useEditSubmit(labels: Readonly<Record<string, string>>) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<string[]>([]);
  const [conflict, setConflict] = useState(false);
  const show = useCallback(
    (failures: readonly Failure[]) => setErrors(failures.map((f) => failureText(t, f, labels))),
    [labels, t],
  );
  const submit = useCallback(
    async <P extends Payload>(
      local: readonly Failure[],
      run: () => Promise<P>,
      profileOf: (payload: P) => number | null | undefined,
    ) => {
      setConflict(false);
      if (local.length > 0) {
        show(local);
        return false;
      }
      setErrors([]);
      try {
        const payload = await run();
        const failures = payload?.userErrors ?? [];
        if (failures.length > 0) {
          setConflict(failures.some((e) => e.code === 'EDIT_CONFLICT'));
          show(failures);
          return false;
        }
        toast({ severity: 'success', message: t('EDIT_SAVED') });
        const id = profileOf(payload);
        if (id) void navigate(profilePath(id));
        return true;
      } catch (error) {
        setErrors([errorText(t, error)]);
        return false;
      }
    },
    [navigate, show, t, toast],
  );
  return { errors, conflict, submit };
}
