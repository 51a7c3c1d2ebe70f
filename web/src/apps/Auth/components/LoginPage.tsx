import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePreloadedQuery } from 'react-relay';
import type { LoginRouteQuery } from '../../../__generated__/LoginRouteQuery.graphql';
import { I18nProvider, useT } from '../../../i18n/I18nProvider';
import { storedLanguage } from '../../../i18n/language';
import { loginRouteQuery } from '../queries';
import { DemoSignInList } from './DemoSignInList';
import { SignInForm } from './SignInForm';
import { useRouteQueryRef } from '../../../relay/routeQuery';

export const DEMO_PASSWORD = 'demo';

/** The sign-in page speaks the language last used in this browser; once signed in, the user's own. */
export function LoginPage() {
  return (
    <I18nProvider language={storedLanguage()}>
      <SignIn />
    </I18nProvider>
  );
}

function SignIn() {
  const t = useT();
  const queryRef = useRouteQueryRef<LoginRouteQuery>();
  const data = usePreloadedQuery<LoginRouteQuery>(loginRouteQuery, queryRef);
  const [demoEmail, setDemoEmail] = useState<string | null>(null);
  return (
    <Stack component="main" spacing={3} sx={{ maxWidth: 440, mx: 'auto', my: { xs: 3, sm: 8 }, px: 2 }}>
      <Paper sx={{ p: 3 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {t('SIGN_IN_TITLE')}
        </Typography>
        {/* Picking a demo account remounts the form with its email and the demo password. */}
        <SignInForm
          key={demoEmail ?? ''}
          initialEmail={demoEmail ?? ''}
          initialPassword={demoEmail ? DEMO_PASSWORD : ''}
        />
      </Paper>
      <DemoSignInList query={data} onPick={setDemoEmail} />
    </Stack>
  );
}
