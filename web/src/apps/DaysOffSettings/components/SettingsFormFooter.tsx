import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/I18nProvider';

/** The end of every settings form: its server or field errors, then cancel (back where it came from) and submit. */
export function SettingsFormFooter({
  errors,
  cancelTo,
  busy,
  submitLabel,
}: {
  errors: readonly string[];
  cancelTo: string;
  busy: boolean;
  submitLabel: string;
}) {
  const t = useT();
  return (
    <>
      {errors.map((error) => (
        <Alert key={error} severity="error">
          {error}
        </Alert>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button component={RouterLink} to={cancelTo} disabled={busy}>
          {t('CANCEL')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {submitLabel}
        </Button>
      </Box>
    </>
  );
}
