import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../../../components/PageSkeleton';

export function RootLayout() {
  const { pathname } = useLocation();
  // Issue 14: a page opened cold shows its outline while the viewer and the page's data load.
  return (
    <Suspense fallback={<PageSkeleton pathname={pathname} />}>
      <Outlet />
    </Suspense>
  );
}
