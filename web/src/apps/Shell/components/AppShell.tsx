import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import { Suspense, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Outlet, useLocation } from 'react-router';
import type { AppShell_viewer$key } from '../../../__generated__/AppShell_viewer.graphql';
import { lazyComponent, OnceOpened } from '../../../components/lazyComponent';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { ToastProvider } from '../../../components/ToastProvider';
import { I18nProvider, toLanguage } from '../../../i18n/I18nProvider';
import { AppHeader } from './AppHeader';
import { AppNavigation } from './AppNavigation';
import { PageTrail } from './PageTrail';
import { MAIN_ID, SkipLink } from './SkipLink';

const DRAWER_WIDTH = 240;

// The phone's navigation drawer loads when first opened (preloaded on hover, focus or touch of the menu
// button), not with the app.
const NavigationDrawer = lazyComponent(() => import('./NavigationDrawer').then((m) => m.NavigationDrawer));

/**
 * The signed-in frame: the app bar, the navigation (beside the page from md up, a drawer on phones), the
 * breadcrumbs and back link, and the page. Everything speaks the viewer's language (part 1 §3 user flag).
 */
export function AppShell({ viewer }: { viewer: AppShell_viewer$key }) {
  const data = useFragment(AppShell_viewer, viewer);
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <I18nProvider language={toLanguage(data.language)}>
      {/* Above the pages: a toast may outlive the page that raised it (PERSON_DELETED on /people). */}
      <ToastProvider>
        <SkipLink />
        <AppHeader viewer={data} onMenu={() => setDrawerOpen(true)} onMenuIntent={NavigationDrawer.preload} />
        <Box sx={{ display: 'flex', minWidth: 0 }}>
          <OnceOpened open={drawerOpen}>
            <NavigationDrawer
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              viewer={data}
              width={DRAWER_WIDTH}
            />
          </OnceOpened>
          <Box
            sx={{
              display: { xs: 'none', md: 'block' },
              width: DRAWER_WIDTH,
              flexShrink: 0,
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
              minHeight: 'calc(100vh - 64px)',
            }}
          >
            <Toolbar variant="dense" sx={{ display: 'none' }} />
            <AppNavigation viewer={data} />
          </Box>
          <Container
            id={MAIN_ID}
            component="main"
            tabIndex={-1}
            maxWidth="lg"
            sx={{ py: 3, flexGrow: 1, minWidth: 0, outline: 'none' }}
          >
            <PageTrail />
            {/* A new boundary per page, so entering a page shows its outline instead of the old page. */}
            <Suspense key={pathname} fallback={<PageSkeleton pathname={pathname} />}>
              <Outlet />
            </Suspense>
          </Container>
        </Box>
      </ToastProvider>
    </I18nProvider>
  );
}

const AppShell_viewer = graphql`
  fragment AppShell_viewer on Viewer {
    language
    ...AppHeader_viewer
    ...AppNavigation_viewer
  }
`;
