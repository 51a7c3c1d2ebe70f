import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useT } from '../../../i18n/I18nProvider';

type Props = {
  title: string;
  /** Where 'Go back' leads: the page's safe `back` parameter, else its parent page. */
  back: string | null;
  /** Controls at the right of the title (year and country selectors, add link). */
  children?: ReactNode;
};

/** The title of a settings page with the link back to where the user came from (part 1 §2 `back`). */
export function SettingsPageHeader({ title, back, children }: Props) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {children}
      {back && (
        <Button component={RouterLink} to={back}>
          {t('GO_BACK')}
        </Button>
      )}
    </Box>
  );
}
