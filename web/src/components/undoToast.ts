import type { Translator } from '../i18n/I18nProvider';
import { userErrorText } from '../i18n/userErrorText';
import { failureToast } from './errorText';
import type { Toast } from './ToastSnackbar';

type RestorePayload = { readonly userErrors: ReadonlyArray<{ readonly code: string; readonly message: string }> };

/**
 * The success toast of a delete that can be undone (the REST API keeps a deleted document, budget or review 30 days,
 * domain retention): its Undo button runs `restore`, which answers the restore mutation's payload. Then RESTORED, or
 * a red toast with the refusal in the viewer's words, or the failed request's with a retry.
 */
export function undoToast(
  t: Translator,
  show: (toast: Toast) => void,
  message: string,
  restore: () => Promise<RestorePayload>,
): Toast {
  const undo = async () => {
    try {
      const { userErrors } = await restore();
      if (userErrors.length === 0) return show({ severity: 'success', message: t('RESTORED') });
      show({
        severity: 'error',
        title: t('ERROR'),
        message: userErrors.map((error) => restoreErrorText(t, error)).join(' '),
      });
    } catch (error) {
      show(failureToast(t, error, () => void undo()));
    }
  };
  return { severity: 'success', message, action: { label: t('UNDO'), onClick: () => void undo() } };
}

/**
 * A refused restore: RESTORE_NOT_FOUND past the 30 days (or back already), RESTORE_BUDGET_EXISTS, RESTORE_FORBIDDEN;
 * another code as any userError. The generic NOT_FOUND text ("does not exist") would not say why.
 */
function restoreErrorText(t: Translator, error: { readonly code: string; readonly message: string }): string {
  const key = `RESTORE_${error.code}`;
  return t.has(key) ? t(key) : userErrorText(t, error);
}
