import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRANSPORT_TYPES, type CommuteType } from '@people/domain/commutes';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CommuteForm_employee$key } from '../../../__generated__/CommuteForm_employee.graphql';
import { graphqlValue, specValue } from '../../../graphqlEnums';
import { useT } from '../../../i18n/I18nProvider';
import { usePayloadErrors } from '../../Profile/hooks/usePayloadErrors';
import { useToast } from '../../../components/ToastProvider';
import { useUpdateCommute } from '../hooks/useCommuteMutations';
import { transportLabel } from '../commuteText';

/**
 * Part 1 §2 /people/{id}/edit/commute: the commute from a start date, fixed (days per week) or variable (days per month,
 * part 2 §4), transport type and distance in km. Every save goes to the commute audit log (part 2 §7) and the activity feed;
 * it sends the person's version as read, so a change made meanwhile by someone else is EDIT_CONFLICT.
 */
export function CommuteForm({ employee }: { employee: CommuteForm_employee$key }) {
  const t = useT();
  const toast = useToast();
  const data = useFragment(CommuteForm_employee, employee);
  const current = data.commute;
  const [update, busy] = useUpdateCommute();
  const { errors, run } = usePayloadErrors();
  const [type, setType] = useState<CommuteType>(current ? (specValue(current.type) as CommuteType) : 'fixed');
  const [transport, setTransport] = useState<string>(current ? specValue(current.transportType) : 'car');
  const [distance, setDistance] = useState(current ? String(current.distanceKm) : '');
  const [daysPerWeek, setDaysPerWeek] = useState(String(current?.daysPerWeek ?? 5));
  const [startDate, setStartDate] = useState(new Date().toISOString().slice(0, 10));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const payload = await run(() =>
      update({
        employeeId: data.id,
        type: graphqlValue(type),
        transportType: graphqlValue(transport) as never,
        distanceKm: Number(distance.replace(',', '.')),
        daysPerWeek: type === 'fixed' ? Number(daysPerWeek) : null,
        startDate,
        version: data.version,
      }),
    );
    if (payload) toast({ message: t('COMMUTE_SAVED'), severity: 'success' });
  };

  return (
    <Paper component="section" aria-labelledby="commute-form-title" sx={{ p: 3 }}>
      <Typography id="commute-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('EDIT_COMMUTE')}
      </Typography>
      {errors.map((error) => (
        <Alert key={error} severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ))}
      <Stack component="form" spacing={2} onSubmit={submit} aria-labelledby="commute-form-title">
        <TextField
          select
          label={t('COMMUTE_KIND')}
          value={type}
          onChange={(e) => setType(e.target.value as CommuteType)}
        >
          <MenuItem value="fixed">{t('COMMUTE_FIXED')}</MenuItem>
          <MenuItem value="variable">{t('COMMUTE_VARIABLE')}</MenuItem>
        </TextField>
        <TextField select label={t('TRANSPORT_TYPE')} value={transport} onChange={(e) => setTransport(e.target.value)}>
          {TRANSPORT_TYPES.map((value) => (
            <MenuItem key={value} value={value}>
              {transportLabel(t, value)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('DISTANCE_KM')}
          value={distance}
          onChange={(e) => setDistance(e.target.value)}
          required
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        {type === 'fixed' && (
          <TextField
            label={t('DAYS_PER_WEEK')}
            type="number"
            value={daysPerWeek}
            onChange={(e) => setDaysPerWeek(e.target.value)}
            required
            slotProps={{ htmlInput: { min: 1, max: 7 } }}
          />
        )}
        <TextField
          label={t('COMMUTE_START_DATE')}
          type="date"
          value={startDate}
          onChange={(e) => setStartDate(e.target.value)}
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="contained" disabled={busy || distance === ''}>
          {t('SAVE_COMMUTE')}
        </Button>
      </Stack>
    </Paper>
  );
}

const CommuteForm_employee = graphql`
  fragment CommuteForm_employee on Employee {
    id
    version
    commute {
      type
      transportType
      distanceKm
      daysPerWeek
    }
  }
`;
