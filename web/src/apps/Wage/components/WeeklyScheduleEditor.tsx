import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDuration } from '@people/domain/dates';
import { DAY_NAMES } from '@people/domain/wage';
import { formatTimeInput, parseTimeInput } from '@people/domain/validation';
import { useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';

// part 1 §3 allows several weeks; the spec is silent on a maximum: we choose 4, the longest cycle payroll uses here.
const MAX_SCHEDULE_WEEKS = 4;

type CellProps = { label: string; minutes: number; onChange: (minutes: number) => void };

/** Hours and minutes of one day, typed as 7:36, 7h36 or 7u36 (part 1 §5 minutes picker rules), shown HH:MM. */
function ScheduleCell({ label, minutes, onChange }: CellProps) {
  const [text, setText] = useState<string | null>(null);
  const commit = () => {
    if (text === null) return;
    onChange(parseTimeInput(text));
    setText(null);
  };
  return (
    <TextField
      size="small"
      value={text ?? formatTimeInput(minutes)}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === 'Enter' && commit()}
      slotProps={{ htmlInput: { 'aria-label': label, inputMode: 'numeric', size: 5 } }}
      sx={{ width: 84 }}
    />
  );
}

type Props = { weeks: number[][]; onChange: (weeks: number[][]) => void };

/** The weekly schedule of a wage (part 1 §3): one or several weeks, minutes per weekday, Monday first. */
export function WeeklyScheduleEditor({ weeks, onChange }: Props) {
  const t = useT();
  const setDay = (week: number, day: number, minutes: number) =>
    onChange(weeks.map((row, w) => (w === week ? row.map((value, d) => (d === day ? minutes : value)) : row)));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {t('WAGE_WEEKLY_SCHEDULE')}
      </Typography>
      {weeks.map((row, w) => (
        <Box
          key={w}
          role="group"
          aria-label={t('WAGE_WEEK_N', { week: w + 1 })}
          sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}
        >
          <Typography variant="body2" sx={{ width: 72 }}>
            {t('WAGE_WEEK_N', { week: w + 1 })}
          </Typography>
          {DAY_NAMES.map((day, d) => (
            <Box key={day} sx={{ display: 'flex', flexDirection: 'column' }}>
              <Typography variant="caption" color="text.secondary" aria-hidden>
                {t(`WAGE_DAY_${day}`)}
              </Typography>
              <ScheduleCell
                label={t('WAGE_DAY_OF_WEEK', { day: t(`WAGE_DAY_${day}`), week: w + 1 })}
                minutes={row[d] ?? 0}
                onChange={(minutes) => setDay(w, d, minutes)}
              />
            </Box>
          ))}
          <Typography variant="body2" sx={{ minWidth: 80 }}>
            {formatDuration(row.reduce((sum, m) => sum + m, 0))}
          </Typography>
          {weeks.length > 1 && (
            <IconButton
              aria-label={t('WAGE_REMOVE_WEEK', { week: w + 1 })}
              onClick={() => onChange(weeks.filter((_, i) => i !== w))}
            >
              <DeleteOutlined />
            </IconButton>
          )}
        </Box>
      ))}
      {weeks.length < MAX_SCHEDULE_WEEKS && (
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => onChange([...weeks, [...(weeks[weeks.length - 1] ?? [0, 0, 0, 0, 0, 0, 0])]])}
        >
          {t('WAGE_ADD_WEEK')}
        </Button>
      )}
    </Box>
  );
}
