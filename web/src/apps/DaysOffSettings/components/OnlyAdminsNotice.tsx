import Alert from '@mui/material/Alert';
import { useT } from '../../../i18n/I18nProvider';

/** Part 1 §6: day-off type management is for admins; others are told instead of getting a form the server refuses. */
export function OnlyAdminsNotice() {
  const t = useT();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('SETTINGS_ONLY_ADMINS')}
    </Alert>
  );
}
