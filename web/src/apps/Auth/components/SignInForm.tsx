import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { errorText } from '../../../components/errorText';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/I18nProvider';
import { useSignIn } from '../hooks/useSignIn';

type Props = { initialEmail?: string; initialPassword?: string };

export function SignInForm({ initialEmail = '', initialPassword = '' }: Props) {
  const t = useT();
  const [signIn, isSigningIn] = useSignIn();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState(initialPassword);
  const [errors, setErrors] = useState<string[]>([]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors([]);
    try {
      const userErrors = await signIn({ email: email.trim(), password });
      // Spec codes the message files know are shown in the viewer's language; others as sent.
      setErrors(userErrors.map((e) => (t.has(e.code) ? t(e.code) : e.message)));
    } catch (error) {
      setErrors([errorText(t, error)]);
    }
  }

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      {errors.map((message) => (
        <Alert key={message} severity="error">
          {message}
        </Alert>
      ))}
      <TextField
        label={t('EMAIL')}
        type="email"
        name="email"
        autoComplete="username"
        required
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        label={t('PASSWORD')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" variant="contained" size="large" loading={isSigningIn} disabled={!email || !password}>
        {t('SIGN_IN')}
      </Button>
    </Stack>
  );
}
