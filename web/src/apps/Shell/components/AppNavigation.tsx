import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useLocation } from 'react-router';
import type { AppNavigation_viewer$key } from '../../../__generated__/AppNavigation_viewer.graphql';
import { useT } from '../../../i18n/I18nProvider';
import { currentItem, NAVIGATION_ITEMS, type NavigationItem } from '../navigation';

/** The frame's navigation: the items of navigation.ts the viewer may open (Viewer.navigation). */
export function AppNavigation({ viewer, onNavigate }: { viewer: AppNavigation_viewer$key; onNavigate?: () => void }) {
  const t = useT();
  const data = useFragment(AppNavigation_viewer, viewer);
  const { pathname } = useLocation();
  const items = NAVIGATION_ITEMS.filter((item) => data.navigation.includes(item.area));
  const active = currentItem(items, pathname);
  const link = (item: NavigationItem) => {
    const Icon = item.icon;
    return (
      <ListItem key={item.area} disablePadding>
        <ListItemButton
          component={RouterLink}
          to={item.path}
          selected={item === active}
          aria-current={item === active ? 'page' : undefined}
          onClick={onNavigate}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
          <ListItemText primary={t(item.label)} />
        </ListItemButton>
      </ListItem>
    );
  };
  const settings = items.filter((item) => item.group === 'settings');
  return (
    <nav aria-label={t('MAIN_NAVIGATION')}>
      <List>{items.filter((item) => item.group === 'main').map(link)}</List>
      {settings.length > 0 && (
        <>
          <Divider />
          <List subheader={<ListSubheader>{t('NAV_SETTINGS')}</ListSubheader>}>{settings.map(link)}</List>
        </>
      )}
    </nav>
  );
}

const AppNavigation_viewer = graphql`
  fragment AppNavigation_viewer on Viewer {
    navigation
  }
`;
