import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT, type Translator } from '../../../i18n/I18nProvider';

/** A form's failed save: the errors in the viewer's language; a version conflict (EDIT_CONFLICT) offers a reload. */
export function FormErrors({ errors, conflict }: { errors: readonly string[]; conflict: boolean }) {
  const t = useT();
  if (errors.length === 0) return null;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        conflict ? (
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('RELOAD')}
          </Button>
        ) : undefined
      }
    >
      {errors.map((error) => (
        <div key={error}>{error}</div>
      ))}
    </Alert>
  );
}

type Failure = {
  readonly code: string;
  readonly message: string;
  readonly field?: string | ReadonlyArray<string> | null;
};

/**
 * A failure as the form shows it: FIELD_IS_REQUIRED names the field (part 1 §5), other codes are their message key,
 * prefixed with the field's label; `labels` knows the fields by REST name and by input name.
 */
export function failureText(t: Translator, failure: Failure, labels: Readonly<Record<string, string>>): string {
  // The innermost part of the path with a label (a list item's field `values.0.value` is labelled by its index).
  const path = typeof failure.field === 'string' ? [failure.field] : (failure.field ?? []);
  const field = [...path].reverse().find((part) => labels[part] !== undefined) ?? path.at(-1);
  const label = field ? labels[field] : undefined;
  if (failure.code === 'FIELD_IS_REQUIRED') return t('REQUIRED_FIELD', { field: label ?? field ?? '' });
  const text = t.has(failure.code) ? t(failure.code) : failure.message;
  return label ? `${label}: ${text}` : text;
}
