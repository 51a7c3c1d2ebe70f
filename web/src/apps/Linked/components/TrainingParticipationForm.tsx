import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  TRAINING_RESULTS,
  TRAINING_STATUSES,
  validateParticipationChange,
  type TrainingResult,
  type TrainingStatus,
} from '@people/domain/trainings';
import { useState, type FormEvent } from 'react';
import { graphqlValue, specValue } from '../../../graphqlEnums';
import { useToast } from '../../../components/ToastProvider';
import { useT } from '../../../i18n/I18nProvider';
import { FormErrors, failureText } from '../../PersonEdit/components/FormErrors';
import { useUpdateTrainingParticipation } from '../hooks/useUpdateTrainingParticipation';

const NONE = '';

/**
 * Part 1 §2 /trainings/{trainingId}/employees/{id}, §3 Training participation: who may (domain
 * editTrainingParticipation) sets the status and the result; each change lands in the activity feed.
 */
export function TrainingParticipationForm({
  employeeId,
  trainingId,
  status,
  result,
}: {
  employeeId: string;
  trainingId: number;
  status: string;
  result: string | null;
}) {
  const t = useT();
  const toast = useToast();
  const [values, setValues] = useState<{ status: string; result: string }>({
    status: specValue(status),
    result: result === null ? NONE : specValue(result),
  });
  const [errors, setErrors] = useState<string[]>([]);
  const [update, busy] = useUpdateTrainingParticipation();
  const labels = { status: t('TRAINING_STATUS'), result: t('TRAINING_RESULT') };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const change = { status: values.status, result: values.result === NONE ? null : values.result };
    const local = validateParticipationChange(change);
    if (local.length > 0) return setErrors(local.map((e) => failureText(t, e, labels)));
    setErrors([]);
    try {
      const payload = await update({
        input: {
          employeeId,
          trainingId,
          status: graphqlValue(change.status as TrainingStatus),
          result: change.result === null ? null : graphqlValue(change.result as TrainingResult),
        },
        trainingId,
      });
      if (payload.userErrors.length > 0) setErrors(payload.userErrors.map((e) => failureText(t, e, labels)));
      else toast({ severity: 'success', message: t('TRAINING_PARTICIPATION_SAVED') });
    } catch {
      setErrors([t('TRAINING_PARTICIPATION_SAVE_FAILED')]);
    }
  };
  return (
    <Box
      component="form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('TRAINING_PARTICIPATION_EDIT')}
      sx={{ display: 'grid', gap: 2, maxWidth: 480, minWidth: 0 }}
    >
      <FormErrors errors={errors} conflict={false} />
      <TextField
        select
        label={t('TRAINING_STATUS')}
        value={values.status}
        onChange={(event) => setValues((old) => ({ ...old, status: event.target.value }))}
      >
        {TRAINING_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`TRAINING_STATUS_${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('TRAINING_RESULT')}
        value={values.result}
        onChange={(event) => setValues((old) => ({ ...old, result: event.target.value }))}
      >
        <MenuItem value={NONE}>{t('TRAINING_RESULT_NONE')}</MenuItem>
        {TRAINING_RESULTS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`TRAINING_RESULT_${value}`)}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <Button type="submit" variant="contained" loading={busy}>
          {t('SAVE')}
        </Button>
      </Box>
    </Box>
  );
}
