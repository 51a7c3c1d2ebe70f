import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../i18n/formatDate';
import { defaultInviteEmail } from '@people/domain/profile';
import { inviteMessageCounter, validateInviteMessage } from '@people/domain/validation';
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

/**
 * Part 1 §2 /people/{id}/invite, §4 "a person who has not finished onboarding can be invited": an
 * optional message of at most 400 characters, checked before anything is sent; the server checks it
 * again. The invitation goes to the address on file — the work email, else the personal email — which
 * the form shows; no other address can be typed. Sent, it goes back to the profile with a toast.
 */
export function InviteSelfServiceForm({ employee }: { employee: InviteSelfServiceForm_employee$key }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const data = useFragment(InviteSelfServiceForm_employee, employee);
  const [invite, busy] = useInviteToSelfService();
  const { errors, run } = usePayloadErrors();
  const email = defaultInviteEmail({ email: data.email ?? null, personalEmail: data.personalEmail ?? null });
  const [message, setMessage] = useState('');
  const messageErrorId = useId();

  const counter = inviteMessageCounter(message);
  const tooLong = validateInviteMessage(message) !== null;
  const back = profilePath(data.internalId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email === null || tooLong || busy) return;
    const optionalMessage = message.trim() === '' ? null : message;
    if (await run(() => invite(data.id, { optionalMessage }))) {
      toast({ severity: 'success', message: t('INVITATION_SENT', { email }) });
      void navigate(back);
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
          {t('INVITED_ON', { date: formatDate(t, data.selfServiceStatus.invitedAt) })}
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
          {email !== null ? (
            <Typography>{t('INVITE_SENT_TO', { email })}</Typography>
          ) : (
            <Alert severity="warning">{t('INVITE_NO_EMAIL')}</Alert>
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
            <Button type="submit" variant="contained" loading={busy} disabled={tooLong || email === null}>
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
    internalId
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
