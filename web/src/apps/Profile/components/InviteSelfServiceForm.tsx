import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '@people/domain/dates';
import { inviteMessageCounter, isEmptyValue, validateEmail, validateInviteMessage } from '@people/domain/validation';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { InviteSelfServiceForm_employee$key } from '../../../__generated__/InviteSelfServiceForm_employee.graphql';
import { useToast } from '../../../components/ToastProvider';
import { useT, type MessageKey } from '../../../i18n/I18nProvider';
import { profilePath } from '../../../paths';
import { useInviteToSelfService } from '../hooks/useInviteToSelfService';
import { usePayloadErrors } from '../hooks/usePayloadErrors';
import { canDo } from '../profilePermissions';

type EmailChoice = 'work' | 'personal' | 'other';

/**
 * Part 1 §2 /people/{id}/invite, §4 "a person who has not finished onboarding can be invited": the
 * address (the work or personal email, or another one typed in) and an optional message of at most
 * 400 characters. Both are checked before anything is sent; the server checks them again. Sent, it
 * goes back to the profile with a toast.
 */
export function InviteSelfServiceForm({ employee }: { employee: InviteSelfServiceForm_employee$key }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const data = useFragment(InviteSelfServiceForm_employee, employee);
  const [invite, busy] = useInviteToSelfService();
  const { errors, run } = usePayloadErrors();
  const known = [
    data.email ? { choice: 'work' as const, email: data.email, label: t('INVITE_WORK_EMAIL', { email: data.email }) } : null,
    data.personalEmail ? { choice: 'personal' as const, email: data.personalEmail, label: t('INVITE_PERSONAL_EMAIL', { email: data.personalEmail }) } : null,
  ].filter((option) => option !== null);
  const [choice, setChoice] = useState<EmailChoice>(known[0]?.choice ?? 'other');
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const messageErrorId = useId();

  const email = (choice === 'other' ? typed : (known.find((option) => option.choice === choice)?.email ?? '')).trim();
  const emailError: MessageKey | null = isEmptyValue(email) ? 'EMAIL_REQUIRED' : validateEmail(email) ? 'INVALID_EMAIL' : null;
  const counter = inviteMessageCounter(message);
  const tooLong = validateInviteMessage(message) !== null;
  const back = profilePath(data.id);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (emailError || tooLong || busy) return;
    const optionalMessage = message.trim() === '' ? null : message;
    if (await run(() => invite(data.id, { email, optionalMessage }))) {
      toast({ severity: 'success', message: t('INVITATION_SENT', { email }) });
      navigate(back);
    }
  };

  const refusal: MessageKey | null = data.onboardingFinished
    ? 'ONBOARDING_FINISHED'
    : !canDo(data.permissions, 'inviteSelfService')
      ? 'INVITE_NOT_ALLOWED'
      : null;

  return (
    <Paper sx={{ p: 3, maxWidth: 640 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('INVITE_TITLE', { name: data.name })}
      </Typography>
      {data.selfServiceStatus?.invitedAt && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('INVITED_ON', { date: formatDate(data.selfServiceStatus.invitedAt) })}
        </Typography>
      )}
      {refusal ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="info">{t(refusal)}</Alert>
          <Button component={RouterLink} to={back}>
            {t('GO_BACK')}
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label={t('INVITE_TO_SELF_SERVICE')}>
          {known.length > 0 && (
            <TextField
              select
              label={t('INVITE_SEND_TO')}
              value={choice}
              onChange={(event) => setChoice(event.target.value as EmailChoice)}
              slotProps={{ select: { native: true } }}
            >
              {known.map((option) => (
                <option key={option.choice} value={option.choice}>
                  {option.label}
                </option>
              ))}
              <option value="other">{t('INVITE_OTHER_EMAIL')}</option>
            </TextField>
          )}
          {choice === 'other' && (
            <TextField
              label={t('EMAIL_ADDRESS')}
              type="email"
              name="email"
              required
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              error={tried && emailError !== null}
              helperText={tried && emailError ? t(emailError) : undefined}
            />
          )}
          <Box>
            <TextField
              label={t('INVITE_MESSAGE')}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              multiline
              minRows={3}
              fullWidth
              error={counter.overLimit}
              helperText={counter.label}
              slotProps={{ htmlInput: { 'aria-describedby': tooLong ? messageErrorId : undefined } }}
            />
            {tooLong && (
              <FormHelperText id={messageErrorId} error>
                {t('MESSAGE_TOO_LONG')}
              </FormHelperText>
            )}
          </Box>
          {errors.map((error) => (
            <Alert key={error} severity="error">
              {error}
            </Alert>
          ))}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button component={RouterLink} to={back} disabled={busy}>
              {t('CANCEL')}
            </Button>
            <Button type="submit" variant="contained" loading={busy} disabled={tooLong}>
              {t('SEND_INVITATION')}
            </Button>
          </Box>
        </Stack>
      )}
    </Paper>
  );
}

const InviteSelfServiceForm_employee = graphql`
  fragment InviteSelfServiceForm_employee on Employee {
    id
    name
    email
    personalEmail
    onboardingFinished
    permissions {
      actions
    }
    selfServiceStatus {
      state
      invitedAt
    }
  }
`;
