import LinearProgress from '@mui/material/LinearProgress';
import { useT } from '../i18n/I18nProvider';

export function PageProgress() {
  const t = useT();
  return <LinearProgress aria-label={t('LOADING')} data-testid="page-progress" sx={{ my: 2 }} />;
}
