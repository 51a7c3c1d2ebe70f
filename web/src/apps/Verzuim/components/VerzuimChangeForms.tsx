import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addDays, yearOf } from '@people/domain/dates';
import { useState } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { userErrorText } from '../../../i18n/userErrorText';
import { ConfirmDialog } from '../../Profile/components/ConfirmDialog';
import { SettingsDatePicker } from '../../DaysOffSettings/components/SettingsDatePicker';
import { useDeleteVerzuim } from '../hooks/useDeleteVerzuim';
import { useReportVerzuimPartialRecovery } from '../hooks/useReportVerzuimPartialRecovery';
import { useSetVerzuimEndDate } from '../hooks/useSetVerzuimEndDate';

type Errors = readonly { readonly code: string; readonly message: string }[];

function ChangeCard({ title, children, errors }: { title: string; children: React.ReactNode; errors: string[] }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        {title}
      </Typography>
      <Stack spacing={2}>
        {children}
        {errors.map((error) => (
          <Alert key={error} severity="error">
            {error}
          </Alert>
        ))}
      </Stack>
    </Paper>
  );
}

/** part 1 §4 partial recovery (part 1 §7 reportVerzuimPartialRecovery): from a later day, 1–99% recovered. */
export function PartialRecoveryForm({
  verzuimId,
  startDate,
  onDone,
}: {
  verzuimId: string;
  startDate: string;
  onDone: (date: string) => void;
}) {
  const t = useT();
  const [date, setDate] = useState<string | null>(null);
  const [percentage, setPercentage] = useState('50');
  const [errors, setErrors] = useState<string[]>([]);
  const [recover, busy] = useReportVerzuimPartialRecovery();
  const submit = async () => {
    if (!date) return setErrors([t('VERZUIM_NO_DATE')]);
    const payload = await recover({ verzuimId, startDate: date, recoveryPercentage: Number(percentage) }, yearOf(date));
    if (payload.userErrors.length > 0) return setErrors(show(t, payload.userErrors));
    onDone(date);
  };
  return (
    <ChangeCard title={t('VERZUIM_PARTIAL_RECOVERY')} errors={errors}>
      <Stack direction="row" spacing={2}>
        <SettingsDatePicker
          label={t('VERZUIM_PARTIAL_FROM')}
          value={date}
          onChange={setDate}
          minDate={addDays(startDate, 1)}
        />
        <TextField
          label={t('VERZUIM_RECOVERY_PERCENT')}
          type="number"
          value={percentage}
          onChange={(e) => setPercentage(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: 99 } }}
        />
      </Stack>
      <Box>
        <Button variant="outlined" onClick={submit} disabled={busy}>
          {t('VERZUIM_PARTIAL_SUBMIT')}
        </Button>
      </Box>
    </ChangeCard>
  );
}

/** part 1 §4: healthy when an end date exists (part 1 §7 setVerzuimEndDate). */
export function EndDateForm({
  verzuimId,
  startDate,
  endDate,
  onDone,
}: {
  verzuimId: string;
  startDate: string;
  endDate: string | null;
  onDone: (date: string) => void;
}) {
  const t = useT();
  const [date, setDate] = useState<string | null>(endDate);
  const [errors, setErrors] = useState<string[]>([]);
  const [setEnd, busy] = useSetVerzuimEndDate();
  const submit = async () => {
    if (!date) return setErrors([t('VERZUIM_NO_DATE')]);
    const payload = await setEnd({ verzuimId, endDate: date }, yearOf(date));
    if (payload.userErrors.length > 0) return setErrors(show(t, payload.userErrors));
    onDone(date);
  };
  return (
    <ChangeCard title={t('VERZUIM_END')} errors={errors}>
      <SettingsDatePicker label={t('VERZUIM_END_DATE')} value={date} onChange={setDate} minDate={startDate} />
      <Box>
        <Button variant="outlined" onClick={submit} disabled={busy}>
          {t('VERZUIM_END_SUBMIT')}
        </Button>
      </Box>
    </ChangeCard>
  );
}

/** part 1 §7 deleteVerzuimItem, after a confirmation. */
export function DeleteVerzuim({ verzuimId, year, onDone }: { verzuimId: string; year: number; onDone: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [remove, busy] = useDeleteVerzuim();
  const confirm = async () => {
    const payload = await remove(verzuimId, year);
    if (payload.userErrors.length > 0) return setErrors(show(t, payload.userErrors));
    setOpen(false);
    onDone();
  };
  return (
    <Box>
      <Button color="error" onClick={() => setOpen(true)}>
        {t('VERZUIM_DELETE')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('VERZUIM_DELETE')}
        confirmLabel={t('VERZUIM_DELETE')}
        confirmColor="error"
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
        busy={busy}
        errors={errors}
      >
        {t('VERZUIM_DELETE_CONFIRM')}
      </ConfirmDialog>
    </Box>
  );
}

const show = (t: ReturnType<typeof useT>, errors: Errors) => errors.map((e) => userErrorText(t, e));
