import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Outlet, useLocation } from 'react-router';
import type { AppShell_viewer$key } from '../../../__generated__/AppShell_viewer.graphql';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { ToastProvider } from '../../../components/ToastProvider';
import { I18nProvider, toLanguage } from '../../../i18n/I18nProvider';
import { AppHeader } from './AppHeader';

export function AppShell({ viewer }: { viewer: AppShell_viewer$key }) {
  const data = useFragment(AppShell_viewer, viewer);
  const { pathname } = useLocation();
  return (
    <I18nProvider language={toLanguage(data.language)}>
      {/* Above the pages: a toast may outlive the page that raised it (PERSON_DELETED on /people). */}
      <ToastProvider>
        <AppHeader viewer={data} />
        <Container component="main" maxWidth="lg" sx={{ py: 3 }}>
          {/* A new boundary per page, so entering a page shows its outline (issue 14) instead of the old page. */}
          <Suspense key={pathname} fallback={<PageSkeleton pathname={pathname} />}>
            <Outlet />
          </Suspense>
        </Container>
      </ToastProvider>
    </I18nProvider>
  );
}

const AppShell_viewer = graphql`
  fragment AppShell_viewer on Viewer {
    language
    ...AppHeader_viewer
  }
`;
