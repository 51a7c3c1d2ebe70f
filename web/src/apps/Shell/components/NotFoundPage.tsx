import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { useT } from '../../../i18n/I18nProvider';
import { PEOPLE_PATH } from '../../../paths';

/** An address the app does not know says so (it used to show /people silently). */
export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }} data-testid="not-found">
      <Typography variant="h5" component="h1" gutterBottom>
        {t('TITLE_NOT_FOUND')}
      </Typography>
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>{t('NOT_FOUND_TEXT', { path: pathname })}</Typography>
      <Button variant="contained" component={RouterLink} to={PEOPLE_PATH}>
        {t('GO_TO_PEOPLE')}
      </Button>
    </Paper>
  );
}
