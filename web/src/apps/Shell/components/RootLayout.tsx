import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';

export function RootLayout() {
  const { pathname } = useLocation();
  // A page opened cold shows its outline while the viewer and the page's data load.
  // A new page starts at its top, Back and Forward return to where the page was: without it a page opened
  // from low on a long page (add a contract → the contract) opened scrolled past its own actions.
  return (
    <>
      <ScrollRestoration />
      <Suspense fallback={<PageSkeleton pathname={pathname} />}>
        <Outlet />
      </Suspense>
    </>
  );
}
