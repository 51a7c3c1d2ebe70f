import Drawer from '@mui/material/Drawer';
import type { AppNavigation_viewer$key } from '../../../__generated__/AppNavigation_viewer.graphql';
import { AppNavigation } from './AppNavigation';

type Props = { open: boolean; onClose: () => void; viewer: AppNavigation_viewer$key; width: number };

/** The navigation on phones: a drawer the app bar's menu button opens. */
export function NavigationDrawer({ open, onClose, viewer, width }: Props) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width } }}
    >
      <AppNavigation viewer={viewer} onNavigate={onClose} />
    </Drawer>
  );
}
