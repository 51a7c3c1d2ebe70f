import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { TerminateWageForm_employee$key } from '../../../__generated__/TerminateWageForm_employee.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT, type MessageKey } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { usePayloadErrors } from '../../Profile/hooks/usePayloadErrors';
import { canDo, canSee } from '../../Profile/profilePermissions';
import { useTerminateWage } from '../hooks/useTerminateWage';
import { terminationTarget, validateTerminationDate } from '../terminationForm';
import { wageTypeLabel } from '../wageFormat';
import { WageDatePicker } from './WageDatePicker';

/**
 * Part 1 §2 /people/{id}/wage/end (wage_id under contractless employment continuation): the last day and an optional
 * reason. Offered only for a wage without end date (part 1 §4); under a restricted Dimona account the page says why
 * it is blocked (part 1 §6). Terminated, it goes back to the profile, whose box shows the termination notice.
 */
export function TerminateWageForm({ employee }: { employee: TerminateWageForm_employee$key }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const data = useFragment(TerminateWageForm_employee, employee);
  const [terminateWage, busy] = useTerminateWage();
  const { errors, run } = usePayloadErrors();
  const [date, setDate] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const back = profilePath(data.internalId);
  const wage = terminationTarget(data.currentWage ?? null, data.wages ?? [], searchParams.get('wage_id'));
  const blockedReason = data.permissions.terminationBlockedReason;

  const refusal: MessageKey | null = !canSee(data.permissions, 'wage')
    ? 'WAGE_NOT_ALLOWED'
    : !wage
      ? searchParams.get('wage_id')
        ? 'WAGE_NOT_FOUND'
        : 'WAGE_NO_WAGE'
      : !wage.mayTerminate
        ? 'WAGE_NOT_TERMINABLE'
        : !canDo(data.permissions, 'terminate')
          ? 'WAGE_CHANGE_NOT_ALLOWED'
          : null;
  const dateError = wage ? validateTerminationDate(date, wage.startDate) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!wage || dateError || !date || busy) return;
    const input = {
      employeeId: data.id,
      wageId: wage.id,
      terminationDate: date,
      terminationReason: reason.trim() === '' ? null : reason.trim(),
    };
    if (await run(() => terminateWage(input))) {
      toast({ severity: 'success', message: t('WAGE_TERMINATED') });
      void navigate(back);
    }
  };

  const stop = (text: string, severity: 'info' | 'warning') => (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity={severity}>{text}</Alert>
      <Button component={RouterLink} to={back}>
        {t('GO_BACK')}
      </Button>
    </Stack>
  );

  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('WAGE_TERMINATE_TITLE', { name: data.name })}
      </Typography>
      {wage && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('WAGE_TERMINATE_WHICH', { type: wageTypeLabel(t, wage.type), start: formatDate(t, wage.startDate) })}
        </Typography>
      )}
      {refusal ? (
        stop(t(refusal), 'info')
      ) : blockedReason ? (
        stop(t.has(blockedReason) ? t(blockedReason) : blockedReason, 'warning')
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('WAGE_TERMINATE_FORM')}>
          <Box>
            <WageDatePicker
              label={t('WAGE_TERMINATION_DATE')}
              value={date}
              onChange={setDate}
              required
              minDate={wage?.startDate}
              error={tried && dateError ? t(dateError, { date: wage ? formatDate(t, wage.startDate) : '' }) : null}
            />
          </Box>
          <TextField
            label={t('WAGE_TERMINATION_REASON')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={2}
          />
          {errors.map((error) => (
            <Alert key={error} severity="error">
              {error}
            </Alert>
          ))}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button component={RouterLink} to={back} disabled={busy}>
              {t('CANCEL')}
            </Button>
            <Button type="submit" variant="contained" color="error" loading={busy}>
              {t('TERMINATE')}
            </Button>
          </Box>
        </Stack>
      )}
    </Paper>
  );
}

const TerminateWageForm_employee = graphql`
  fragment TerminateWageForm_employee on Employee {
    id
    internalId
    name
    permissions {
      sections
      actions
      terminationBlockedReason
    }
    currentWage {
      id
      internalId
      type
      startDate
      mayTerminate
    }
    wages {
      id
      internalId
      type
      startDate
      mayTerminate
    }
  }
`;
