import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useT } from '../i18n/I18nProvider';
import { PEOPLE_PATH } from '../paths';

/**
 * The red box of spec part 1 §8 "Profile load failure": the reason and GO_BACK to /people; with `onRetry` (a network
 * or server failure) a button to try again.
 */
export function ErrorBox({ reason, onRetry }: { reason: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      variant="filled"
      role="alert"
      action={
        onRetry ? (
          <Button color="inherit" size="small" variant="outlined" onClick={onRetry}>
            {t('RETRY')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{t('ERROR')}</AlertTitle>
      {reason}{' '}
      <Link component={RouterLink} to={PEOPLE_PATH} color="inherit" underline="always">
        {t('GO_BACK')}
      </Link>
    </Alert>
  );
}
