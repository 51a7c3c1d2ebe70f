// Pieces of the Dimona form: its warnings with their hours and deadlines (part 2 §5, §8) and an hour input.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import TextField from '@mui/material/TextField';
import type { DimonaWarning } from '@people/domain/dimona';
import type { DimonaEditError } from '@people/domain/dimonaEdit';
import { useT, type MessageKey, type Translator } from '../../../i18n/I18nProvider';
import { deadlineText, minutesOf, timeOf } from '../dimonaValues';
import { fieldLabel } from './DimonaDetailFields';

const key = (k: string) => k as MessageKey;

/** A warning in words: the lateness ones with their deadline, the next-day one with its hours (part 2 §5, §8). */
function warningText(t: Translator, w: DimonaWarning): string {
  return t(key(w.code), {
    hours: w.hours ?? '',
    deadline: w.deadline ? deadlineText(t, w.deadline) : '',
  });
}

/** The red toast of a refusal (part 2 §5, §8): both-required, not-allowed hours, or "X is required". */
export function errorText(t: Translator, e: DimonaEditError): string {
  if (e.code === 'FIELD_IS_REQUIRED' && e.field) return t('FIELD_IS_REQUIRED', { field: fieldLabel(t, e.field) });
  return t(key(e.code));
}

export function Warnings({ warnings }: { warnings: readonly DimonaWarning[] }) {
  const t = useT();
  const late = warnings.find((w) => w.code === 'LATE_DIMONA_TITLE');
  const lateReasons = warnings.filter((w) => w.code.startsWith('DIMONA_LATE_FOR_'));
  const others = warnings.filter((w) => w !== late && !lateReasons.includes(w));
  return (
    <>
      {late && (
        <Alert severity="warning" data-testid="late-dimona">
          <AlertTitle>{t('LATE_DIMONA_TITLE')}</AlertTitle>
          {t('LATE_DIMONA_DESCRIPTION', {
            deadline: late.deadline ? deadlineText(t, late.deadline) : '',
          })}
          {lateReasons.map((w) => (
            <div key={w.code}>{warningText(t, w)}</div>
          ))}
        </Alert>
      )}
      {others.map((w) => (
        <Alert
          key={w.code}
          severity={w.code === 'DIMONA_NEXT_DEADLINE' ? 'info' : 'warning'}
          data-testid={`dimona-warning-${w.code}`}
        >
          {warningText(t, w)}
        </Alert>
      ))}
    </>
  );
}

type HourProps = {
  label: string;
  value: number | null;
  onChange: (minutes: number | null) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

export function HourField({ label, value, onChange, error, required, disabled }: HourProps) {
  return (
    <TextField
      type="time"
      label={label}
      value={timeOf(value)}
      onChange={(e) => onChange(minutesOf(e.target.value))}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
      size="small"
    />
  );
}
