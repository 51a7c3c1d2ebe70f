import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useT } from '../../../i18n/I18nProvider';
import { MinutesPicker } from '../../DaysOff/components/MinutesPicker';

/**
 * Sick minutes as the report and edit forms take them (part 1 §3 minutes_per_day / custom_duration_minutes_per_day and
 * minutes_verzuim_on_first_day / duration_minutes_on_first_day): null for the whole scheduled day, else minutes picked
 * with the part 1 §5 minutes picker behind a checkbox.
 */
export function OptionalMinutes({
  label,
  toggleLabel,
  value,
  onChange,
  invert = false,
}: {
  label: string;
  toggleLabel: string;
  value: number | null;
  onChange: (minutes: number | null) => void;
  /** The checkbox reads "whole days": ticked means null. */
  invert?: boolean;
}) {
  const on = value !== null;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <FormControlLabel
        control={
          <Checkbox
            checked={invert ? !on : on}
            onChange={(event) => onChange((invert ? !event.target.checked : event.target.checked) ? 240 : null)}
          />
        }
        label={toggleLabel}
      />
      {on && <MinutesPicker label={label} value={value} onChange={(minutes) => onChange(minutes > 0 ? minutes : 1)} />}
    </Stack>
  );
}

/** 'HH:MM' of minutes since midnight, and back (part 1 §3 notification_time as the REST API stores it). */
export const timeText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const timeMinutes = (text: string | null) => {
  const match = /^(\d{2}):(\d{2})$/.exec(text ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

export function NotificationTime({ value, onChange }: { value: string | null; onChange: (time: string) => void }) {
  const t = useT();
  return (
    <MinutesPicker
      label={t('VERZUIM_NOTIFICATION_TIME')}
      value={timeMinutes(value) ?? 540}
      onChange={(minutes) => onChange(timeText(minutes))}
    />
  );
}
