import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { variableDaysProblem } from '@people/domain/commutes';
import { useEffect, useState, useTransition, type FormEvent } from 'react';
import { graphql, useRefetchableFragment } from 'react-relay';
import type { VariableDaysEditor_employee$key } from '../../../__generated__/VariableDaysEditor_employee.graphql';
import type { VariableDaysEditorRefetchQuery } from '../../../__generated__/VariableDaysEditorRefetchQuery.graphql';
import { useToast } from '../../../components/ToastProvider';
import { formatDateWith } from '../../../i18n/formatDate';
import { useT } from '../../../i18n/I18nProvider';
import { YearSelect } from '../../DaysOff/components/YearSelect';
import { usePayloadErrors } from '../../Profile/hooks/usePayloadErrors';
import { daysInMonth } from '../commuteText';
import { useSaveVariableCommuteDays } from '../hooks/useCommuteMutations';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/**
 * Part 2 §4 "for variable ones, days are saved per month and year": pick a month, see its saved days, change and save
 * them (0 to the days of that month, domain commutes variableDaysProblem). Only while the latest commute is variable.
 */
export function VariableDaysEditor({
  employee,
  year: initialYear,
  month: initialMonth,
}: {
  employee: VariableDaysEditor_employee$key;
  year: number;
  month: number;
}) {
  const t = useT();
  const toast = useToast();
  const [data, refetch] = useRefetchableFragment<VariableDaysEditorRefetchQuery, VariableDaysEditor_employee$key>(
    VariableDaysEditor_employee,
    employee,
  );
  const [year, setYear] = useState(initialYear);
  const [month, setMonth] = useState(initialMonth);
  const [loading, startTransition] = useTransition();
  const [save, busy] = useSaveVariableCommuteDays();
  const { errors, run } = usePayloadErrors();
  const saved = data.variableCommute;
  const [days, setDays] = useState(saved ? String(saved.days) : '');
  useEffect(() => setDays(saved ? String(saved.days) : ''), [saved]);

  const choose = (nextYear: number, nextMonth: number) => {
    setYear(nextYear);
    setMonth(nextMonth);
    startTransition(() => {
      refetch({ year: nextYear, month: nextMonth });
    });
  };
  if (!data.latestCommuteIsVariable) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography variant="body2" color="text.secondary">
          {t('COMMUTE_NOT_VARIABLE')}
        </Typography>
      </Paper>
    );
  }
  const max = daysInMonth(year, month);
  const value = Number(days);
  const invalid = days === '' || variableDaysProblem(value, month, year) !== null;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => save(data.id, year, month, value)))
      toast({ message: t('VARIABLE_DAYS_SAVED'), severity: 'success' });
  };
  return (
    <Paper component="section" aria-labelledby="variable-days-title" sx={{ p: 3 }}>
      <Typography id="variable-days-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('VARIABLE_COMMUTE_DAYS')}
      </Typography>
      {errors.map((error) => (
        <Alert key={error} severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ))}
      <Stack
        component="form"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={submit}
        sx={{ opacity: loading ? 0.6 : 1 }}
        aria-labelledby="variable-days-title"
      >
        <TextField
          select
          size="small"
          label={t('MONTH')}
          value={month}
          onChange={(e) => choose(year, Number(e.target.value))}
          sx={{ minWidth: 140 }}
        >
          {MONTHS.map((m) => (
            <MenuItem key={m} value={m}>
              {formatDateWith(t, Date.UTC(2000, m - 1, 1), { month: 'long', timeZone: 'UTC' })}
            </MenuItem>
          ))}
        </TextField>
        <YearSelect year={year} onChange={(next) => choose(next, month)} disabled={loading} />
        <TextField
          size="small"
          type="number"
          label={t('COMMUTE_DAYS_IN_MONTH', { max })}
          value={days}
          onChange={(e) => setDays(e.target.value)}
          error={days !== '' && invalid}
          helperText={days !== '' && invalid ? t('VARIABLE_COMMUTE_DAYS_INVALID') : saved ? '' : t('NO_DAYS_SAVED_YET')}
          slotProps={{ htmlInput: { min: 0, max, step: 1 } }}
        />
        <Button type="submit" variant="contained" disabled={busy || loading || invalid}>
          {t('SAVE_DAYS')}
        </Button>
      </Stack>
    </Paper>
  );
}

const VariableDaysEditor_employee = graphql`
  fragment VariableDaysEditor_employee on Employee
  @refetchable(queryName: "VariableDaysEditorRefetchQuery")
  @argumentDefinitions(year: { type: "Int!" }, month: { type: "Int!" }) {
    id
    latestCommuteIsVariable
    variableCommute(year: $year, month: $month) {
      year
      month
      days
      transportType
      maxDays
    }
  }
`;
