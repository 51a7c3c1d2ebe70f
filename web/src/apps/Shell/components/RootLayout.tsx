import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageProgress } from '../../../components/PageProgress';

export function RootLayout() {
  return (
    <Suspense fallback={<PageProgress />}>
      <Outlet />
    </Suspense>
  );
}
