import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { AppHeader_viewer$key } from '../../../__generated__/AppHeader_viewer.graphql';
import { lazyComponent } from '../../../components/lazyComponent';
import { toLanguage, useT } from '../../../i18n/I18nProvider';
import { PEOPLE_PATH } from '../../../paths';
import { useSignOut } from '../../Auth/hooks/useSignOut';
import { useSetViewerLanguage } from '../hooks/useSetViewerLanguage';

// The switch's code (MUI's select, its menu and popover) loads once the app shows, not before; until then
// the field's outline holds its place.
const LanguageSwitch = lazyComponent(() => import('./LanguageSwitch').then((m) => m.LanguageSwitch));

type Props = {
  viewer: AppHeader_viewer$key;
  onMenu: () => void;
  /** The pointer or focus is on the menu button: the time to fetch the drawer's code. */
  onMenuIntent: () => void;
};

export function AppHeader({ viewer, onMenu, onMenuIntent }: Props) {
  const t = useT();
  const data = useFragment(AppHeader_viewer, viewer);
  const [signOut, signingOut] = useSignOut();
  const [setLanguage, settingLanguage] = useSetViewerLanguage();
  // One switch in the page: in the bar from sm up, on a row of its own below the bar on phones.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('sm'), { noSsr: true });
  const languageSwitch = (
    <Box sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
      <Suspense fallback={<Skeleton variant="rounded" width={160} height={40} />}>
        <LanguageSwitch
          value={toLanguage(data.language)}
          onChange={(language) => void setLanguage(language)}
          disabled={settingLanguage}
        />
      </Suspense>
    </Box>
  );
  return (
    <AppBar position="static" elevation={0}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('OPEN_NAVIGATION')}
          onClick={onMenu}
          onPointerEnter={onMenuIntent}
          onPointerDown={onMenuIntent}
          onFocus={onMenuIntent}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Typography
          variant="h6"
          component={RouterLink}
          to={PEOPLE_PATH}
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700 }}
        >
          {t('APP_NAME')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ textAlign: 'right', display: { xs: 'none', lg: 'block' } }}>
          <Typography variant="body2">{data.name}</Typography>
          <Typography variant="caption" sx={{ opacity: 0.8 }}>
            {data.company.name}
          </Typography>
        </Box>
        {wide && languageSwitch}
        <Button
          color="inherit"
          startIcon={<LogoutIcon />}
          onClick={signOut}
          disabled={signingOut}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('SIGN_OUT')}
        </Button>
      </Toolbar>
      {!wide && <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, pb: 1 }}>{languageSwitch}</Box>}
    </AppBar>
  );
}

const AppHeader_viewer = graphql`
  fragment AppHeader_viewer on Viewer {
    name
    language
    company {
      name
    }
  }
`;
